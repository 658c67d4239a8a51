import { createHash, sign, verify, type KeyObject } from "node:crypto";
import { PRIVATE_COMMITMENT, PUBLIC_COMMITMENT } from "../../app/sites/notebook/envelope";
import { RUBRIC } from "../../app/sites/notebook/human-score";
import type { Proof, ProofPayload, VerificationResult, ViewPolicy } from "../../app/sites/notebook/note-types";
import type { ScoredSession } from "./event-log";
import type { SigningKey } from "./signing-keys";

export const PAYLOAD_VERSION = 1;

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

export interface PayloadInput {
  slug: string;
  createdAt: Date;
  contentHash: string;
  /** The stored envelope of a private note; undefined for a public one. */
  contentEnc?: string;
  viewPolicy: ViewPolicy;
  session: ScoredSession;
}

/** The payload's JSON text, members in a fixed order. It is signed and stored exactly as returned. */
export function buildPayload({ slug, createdAt, contentHash, contentEnc, viewPolicy, session }: PayloadInput): string {
  const isPrivate = contentEnc !== undefined;
  const payload: ProofPayload = {
    v: PAYLOAD_VERSION,
    slug,
    createdAt: createdAt.toISOString(),
    contentHash,
    commitment: isPrivate ? PRIVATE_COMMITMENT : PUBLIC_COMMITMENT,
    envelopeHash: isPrivate ? sha256Hex(contentEnc) : null,
    viewPolicy,
    isPrivate,
    humanScore: session.humanScore,
    rubric: RUBRIC,
    isHuman: session.isHuman,
    duration: session.duration,
    serverObservedSeconds: session.serverObservedSeconds,
    keystrokeCount: session.keystrokeCount,
    backspaceCount: session.backspaceCount,
    pasteCount: session.pasteCount,
    largePasteCount: session.largePasteCount,
    typingSpeed: session.typingSpeed,
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
}

const SIGNATURE = /^[A-Za-z0-9_-]{86}$/;

/**
 * POST /api/notes/verify: checks a proof against content and says which check
 * failed. The signature is verified over the payload bytes as given (never
 * re-serialised), then the content against the signed hash.
 */
export async function verifyProof(proof: unknown, content: string, lookup: ProofLookup): Promise<VerificationResult> {
  const timestamp = new Date().toISOString();
  const invalid = (reason: string): VerificationResult => ({ valid: false, reason, timestamp });

  if (!isProofShape(proof)) return invalid("The proof is malformed: it needs alg \"Ed25519\", kid, payload (JSON text) and signature (base64url).");
  if (!SIGNATURE.test(proof.signature)) return invalid("The signature is malformed: an Ed25519 signature is 64 bytes of base64url.");
  const publicKey = await lookup.publicKey(proof.kid);
  if (!publicKey) return invalid(`Unknown signing key: no published key has kid "${proof.kid}".`);

  const signed = verify(null, Buffer.from(proof.payload, "utf8"), publicKey, Buffer.from(proof.signature, "base64url"));
  if (!signed) return invalid(await whatChanged(proof, lookup));

  let payload: Partial<ProofPayload>;
  try {
    payload = JSON.parse(proof.payload) as Partial<ProofPayload>;
  } catch {
    return invalid("The signed payload is not valid JSON.");
  }
  if (payload.commitment === PRIVATE_COMMITMENT) {
    return invalid("This proof is for a private note: its content is checked in the browser after decrypting, never sent to the server.");
  }
  if (payload.commitment !== PUBLIC_COMMITMENT || typeof payload.contentHash !== "string") {
    return invalid("The signed payload names no content hash this server knows.");
  }
  if (sha256Hex(content) !== payload.contentHash) {
    return invalid("The content does not match the signed content hash: this is not the text that was signed.");
  }
  return { valid: true, timestamp };
}

/** The slug a proof's payload names, signed or not; null when there is none. */
export function payloadSlug(proof: unknown): string | null {
  if (!isProofShape(proof)) return null;
  try {
    const slug = (JSON.parse(proof.payload) as { slug?: unknown } | null)?.slug;
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

function isProofShape(value: unknown): value is Proof {
  if (typeof value !== "object" || value === null) return false;
  const proof = value as Record<string, unknown>;
  return proof.alg === "Ed25519" && typeof proof.kid === "string" && typeof proof.payload === "string" && typeof proof.signature === "string";
}
