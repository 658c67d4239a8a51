import { createHash, sign, verify, type KeyObject } from "node:crypto";
import { PRIVATE_COMMITMENT_V2, PUBLIC_COMMITMENT } from "#app/sites/notebook/envelope.ts";
import type { Proof, ProofPayloadV2, VerificationResult, ViewPolicy } from "#app/sites/notebook/note-types.ts";
import { parseProof } from "#app/sites/notebook/proof-schema.ts";
import { parseTypingLog, rebuildText, type TypingScore } from "#app/sites/notebook/typing-log.ts";
import { inTurn, nextTurn } from "./cpu-turns";
import type { SigningKey } from "./signing-keys";

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

export interface PayloadInput {
  slug: string;
  /** The submit time (database clock). */
  createdAt: Date;
  session: { id: string; startedAt: Date };
  batchCount: number;
  contentHash: string;
  /** The stored envelope of a private note; undefined for a public one. */
  contentEnc?: string;
  logHash: string;
  viewPolicy: ViewPolicy;
  score: TypingScore;
}

/**
 * Proof v2's payload text, members in the contract's order (§3). It is signed and
 * stored exactly as returned. Every time in it is the server's: the session's
 * opening, the submit, and the typed seconds between them.
 */
export function buildPayload({
  slug,
  createdAt,
  session,
  batchCount,
  contentHash,
  contentEnc,
  logHash,
  viewPolicy,
  score,
}: PayloadInput): string {
  const isPrivate = contentEnc !== undefined;
  const payload: ProofPayloadV2 = {
    v: 2,
    slug,
    createdAt: createdAt.toISOString(),
    session: session.id,
    sessionStartedAt: session.startedAt.toISOString(),
    typedSeconds: score.typedSeconds,
    batchCount,
    contentHash,
    commitment: isPrivate ? PRIVATE_COMMITMENT_V2 : PUBLIC_COMMITMENT,
    envelopeHash: isPrivate ? sha256Hex(contentEnc) : null,
    logHash,
    viewPolicy,
    isPrivate,
    rubric: score.rubric,
    humanScore: score.humanScore,
    isHuman: score.isHuman,
    flags: score.flags.map(({ code, penalty }) => ({ code, penalty })),
    keys: score.keys,
    corrections: score.corrections,
    compositions: score.compositions,
    pastes: score.pastes,
    largePastes: score.largePastes,
    wpm: score.wpm,
  };
  return JSON.stringify(payload);
}

/** Ed25519 over the UTF-8 bytes of the payload text. */
export function signPayload(payload: string, key: SigningKey): Proof {
  const signature = sign(null, Buffer.from(payload, "utf8"), key.privateKey).toString("base64url");
  return { alg: "Ed25519", kid: key.kid, payload, signature };
}

export interface ProofLookup {
  /** A published key by kid, retired ones included; null when unknown. */
  publicKey(kid: string): Promise<KeyObject | null>;
  /** The proof stored for a note, to tell a changed payload from a changed signature. */
  storedProof(slug: string): Promise<Proof | null>;
  /** The typing log stored for a note (proof v2); null when there is no such note. */
  storedLog(slug: string): Promise<string | null>;
}

/**
 * POST /api/notes/verify: checks a proof against content and says which check failed.
 * The proof must parse strictly (exact members, canonical signature text); the
 * signature is verified over the payload bytes as given (never re-serialised), then
 * the content against the signed hash, and for proof v2 the stored typing log against
 * the signed logHash and the content against the text the log rebuilds. A v2 proof of
 * a note this server does not hold is checked for its signature and content hash.
 */
export async function verifyProof(proof: unknown, content: string, lookup: ProofLookup): Promise<VerificationResult> {
  const timestamp = new Date().toISOString();
  const invalid = (reason: string): VerificationResult => ({ valid: false, reason, timestamp });

  const parsed = parseProof(proof);
  if (!parsed.ok) return invalid(parsed.message);
  const { proof: checked, payload } = parsed.value;
  const publicKey = await lookup.publicKey(checked.kid);
  if (!publicKey) return invalid(`Unknown signing key: no published key has kid "${checked.kid}".`);

  const signed = verify(
    null,
    Buffer.from(checked.payload, "utf8"),
    publicKey,
    Buffer.from(checked.signature, "base64url"),
  );
  if (!signed) return invalid(await whatChanged(checked, lookup));

  if (payload.isPrivate) {
    return invalid(
      "This proof is for a private note: its content is checked in the browser after decrypting, never sent to the server.",
    );
  }
  if (sha256Hex(content) !== payload.contentHash) {
    return invalid("The content does not match the signed content hash: this is not the text that was signed.");
  }
  if (payload.v === 2) {
    const problem = await logProblem(payload, content, lookup);
    if (problem) return invalid(problem);
  }
  return { valid: true, timestamp };
}

async function logProblem(payload: ProofPayloadV2, content: string, lookup: ProofLookup): Promise<string | null> {
  const log = await lookup.storedLog(payload.slug);
  if (log === null) return null;
  if (sha256Hex(log) !== payload.logHash)
    return "The stored typing log is not the one that was signed: its hash differs from logHash.";
  // Parsing and replaying 15,000 events: in turn with the other heavy work, so other requests are answered meanwhile.
  return inTurn(async () => {
    const parsed = parseTypingLog(log);
    if (!parsed.ok) return `The stored typing log is not valid: ${parsed.message}`;
    await nextTurn();
    const rebuilt = rebuildText(parsed.value);
    if (!rebuilt.ok) return `The stored typing log does not rebuild a text: ${rebuilt.message}`;
    return rebuilt.value.trim() === content ? null : "The signed typing log does not rebuild this text.";
  });
}

/** The slug a proof's payload names, signed or not; null when there is none. */
export function payloadSlug(proof: unknown): string | null {
  if (typeof proof !== "object" || proof === null || typeof (proof as { payload?: unknown }).payload !== "string")
    return null;
  try {
    const slug = (JSON.parse((proof as { payload: string }).payload) as { slug?: unknown } | null)?.slug;
    return typeof slug === "string" ? slug : null;
  } catch {
    // Not JSON: the payload cannot be the one that was signed.
    return null;
  }
}

/** A signature that does not verify: compare with the stored proof to say what was changed. */
async function whatChanged(proof: Proof, lookup: ProofLookup): Promise<string> {
  const slug = payloadSlug(proof);
  const stored = slug !== null ? await lookup.storedProof(slug) : null;
  if (stored && stored.payload !== proof.payload) {
    return "The payload was changed after it was signed: the signature does not match it.";
  }
  if (stored && stored.signature !== proof.signature) {
    return "The signature was changed: it is not a valid signature of this payload.";
  }
  return "The signature does not match the payload: the payload or the signature was changed.";
}
