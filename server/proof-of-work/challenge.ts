import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createChallenge, extractParams } from "altcha-lib/v1";
import type { Challenge, Payload } from "altcha-lib/v1/types";

/** How long a challenge may be solved and sent: long enough to fill in a form, short enough to keep the spent list small. */
export const CHALLENGE_TTL_MS = 10 * 60_000;

/**
 * A challenge as ALTCHA's classic (v1) protocol words it: the page finds `number` ≤
 * `maxnumber` with SHA-256(salt + number) = challenge; `signature` is our HMAC of the
 * challenge and the salt carries its expiry (`?expires=…&`), so nothing is stored until it
 * is spent (./spent-proofs.ts).
 */
export function issueChallenge(hmacKey: string, maxnumber: number, now = Date.now()): Promise<Challenge> {
  return createChallenge({ hmacKey, maxnumber, expires: new Date(now + CHALLENGE_TTL_MS) });
}

/** A solution the page sent, decoded; null when it is not one (not base64 of the payload's JSON, a field missing). */
export function decodeSolution(field: string): Payload | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(field, "base64").toString("utf8"));
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { algorithm, challenge, number, salt, signature } = value as Record<string, unknown>;
  if (algorithm !== "SHA-256") return null;
  if (typeof challenge !== "string" || typeof salt !== "string" || typeof signature !== "string") return null;
  if (typeof number !== "number" || !Number.isSafeInteger(number) || number < 0) return null;
  return { algorithm, challenge, number, salt, signature };
}

/**
 * Whether a decoded solution is ours, solved and not expired: one SHA-256 and one HMAC, as
 * altcha-lib's verifySolution computes them (challenge.test.ts checks both agree), with
 * node:crypto instead of WebCrypto, whose every call costs Node a trip to its thread pool
 * (about 0.1 ms; docs/benchmark.md measures this one). Answers when it expires, or null.
 */
export function checkSolution(payload: Payload, hmacKey: string, now = Date.now()): Date | null {
  const expires = Number(extractParams(payload).expires) * 1000;
  if (!Number.isFinite(expires) || expires <= now || expires > now + CHALLENGE_TTL_MS) return null;
  const challenge = createHash("sha256").update(`${payload.salt}${payload.number}`).digest("hex");
  if (challenge !== payload.challenge) return null;
  const signature = createHmac("sha256", hmacKey).update(challenge).digest();
  const sent = Buffer.from(payload.signature, "hex");
  return sent.length === signature.length && timingSafeEqual(sent, signature) ? new Date(expires) : null;
}
