import { createHash, createHmac, randomBytes } from "node:crypto";
import type { Db } from "#server/db/database.ts";
import { CHALLENGE_TTL_MS } from "#server/proof-of-work/challenge.ts";
import { proofOfWorkKey } from "#server/proof-of-work/hmac-key.ts";

/** A challenge as GET /api/challenge answers it. */
export interface Challenge {
  algorithm: "SHA-256";
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/**
 * The `altcha` field for a solved challenge, as the page's worker finds it
 * (app/lib/proof-of-work-solver.ts), by brute force with node:crypto (about a million
 * hashes a second, so a test waits milliseconds, not the seconds WebCrypto takes in Node).
 */
export function solveChallenge(challenge: Challenge): string {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    const hash = createHash("sha256").update(`${challenge.salt}${number}`).digest("hex");
    if (hash === challenge.challenge) return payloadOf(challenge, number);
  }
  throw new Error("the challenge has no solution up to its maxnumber");
}

/** Takes a challenge from a running server and solves it: the whole path a page takes. */
export async function fetchProof(baseUrl: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${baseUrl}/api/challenge`, { headers });
  if (response.status !== 200) throw new Error(`GET /api/challenge answered ${response.status}`);
  return solveChallenge((await response.json()) as Challenge);
}

/**
 * A solution made with the database's key for a challenge whose number the test chose, so
 * nothing is searched: for tests about what happens to a submission, not about solving.
 * `expiresInMs` (default: a fresh challenge's lifetime) may be negative for an expired one.
 */
export async function mintProof(db: Db, expiresInMs = CHALLENGE_TTL_MS): Promise<string> {
  return mintSolution(await proofOfWorkKey(db), Date.now() + expiresInMs);
}

/**
 * The same, from the key itself and synchronously (the benchmark mints one per request): a
 * challenge as createChallenge words it (`<salt>?expires=<seconds>&`), solved by number 7.
 */
export function mintSolution(hmacKey: string, expiresAt: number): string {
  const salt = `${randomBytes(12).toString("hex")}?expires=${Math.floor(expiresAt / 1000)}&`;
  const challenge = createHash("sha256").update(`${salt}7`).digest("hex");
  const signature = createHmac("sha256", hmacKey).update(challenge).digest("hex");
  return payloadOf({ algorithm: "SHA-256", challenge, maxnumber: 10, salt, signature }, 7);
}

function payloadOf({ algorithm, challenge, salt, signature }: Challenge, number: number): string {
  return Buffer.from(JSON.stringify({ algorithm, challenge, number, salt, signature })).toString("base64");
}
