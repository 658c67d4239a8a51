/**
 * The note page's own check of a proof (issue #14, contract §5), before it says
 * "Verified": nothing is asked of the server but the published keys and the typing
 * log, and a decrypted private note's text never leaves the browser. The checks are
 * ./proof-checks.ts; here the signature is verified with WebCrypto Ed25519 (Chrome
 * 137+, Firefox 129+, Safari 17+) or, where that is missing, the audited pure-JS
 * @noble/curves, loaded only then. Loaded lazily by the note page.
 */
import type { NoteBinding } from "./envelope";
import { fromBase64Url } from "./envelope";
import { commitment, sha256Hex } from "./note-crypto";
import { JWKS_PATH, type Note, type PublicJwk, type VerificationResult } from "./note-types";
import { firstFailure, proofChecks, unlockedChecks, type Check, type ProofReport } from "./proof-checks";
import { parseProof } from "./proof-schema";

const encoder = new TextEncoder();

/** Ed25519 verification of `message` against a JWK's `x`. Never compares signature bytes. */
export async function verifyEd25519(
  x: string,
  message: Uint8Array<ArrayBuffer>,
  signature: Uint8Array<ArrayBuffer>,
  { forceFallback = false } = {},
): Promise<boolean> {
  if (!forceFallback && globalThis.crypto?.subtle) {
    let key: CryptoKey | undefined;
    try {
      key = await crypto.subtle.importKey("jwk", { kty: "OKP", crv: "Ed25519", x, ext: true }, { name: "Ed25519" }, false, ["verify"]);
    } catch {
      // Ed25519 not supported by this browser's WebCrypto: use the pure-JS fallback.
    }
    if (key) return crypto.subtle.verify({ name: "Ed25519" }, key, signature, message);
  }
  const { ed25519 } = await import("@noble/curves/ed25519.js");
  try {
    // zip215: false = RFC 8032 strict, the same rules as WebCrypto, node:crypto and OpenSSL.
    return ed25519.verify(signature, message, fromBase64Url(x), { zip215: false });
  } catch {
    return false;
  }
}

let jwks: Promise<PublicJwk[]> | null = null;

/** The published keys, fetched once per page (the browser's cache also keeps them 5 minutes). */
export function fetchJwks(): Promise<PublicJwk[]> {
  jwks ??= fetch(JWKS_PATH, { headers: { Accept: "application/json" } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`The published keys could not be loaded (${response.status}).`);
      const body = (await response.json()) as { keys?: PublicJwk[] };
      return Array.isArray(body.keys) ? body.keys : [];
    })
    .catch((error: unknown) => {
      jwks = null;
      throw error;
    });
  return jwks;
}

/** A note's stored typing log, as its exact text (never re-serialised: its SHA-256 is signed); null when there is none. */
export async function fetchTypingLog(slug: string): Promise<string | null> {
  const response = await fetch(`/api/notes/${slug}/log`, { headers: { Accept: "application/json" } });
  return response.ok ? response.text() : null;
}

/**
 * - verified: every check holds (for a private note: after unlocking it here)
 * - signature-checked: a locked private note whose every check holds but the text's
 * - failed: a check does not hold (or the keys could not be loaded), `reason` says which
 */
export type VerificationState = "verified" | "signature-checked" | "failed";

export interface NoteVerification {
  state: VerificationState;
  reason?: string;
  checks: Check[];
  report: ProofReport;
  checkedAt: string;
}

export interface VerifyOptions {
  keys?: PublicJwk[];
  fetchLog?: (slug: string) => Promise<string | null>;
  forceFallback?: boolean;
}

type VerifiableNote = Pick<Note, "slug" | "createdAt" | "contentHash" | "content" | "contentEnc" | "proof">;

/** Checks a note as it is shown: public or still locked. */
export async function verifyNote(note: VerifiableNote, options: VerifyOptions = {}): Promise<NoteVerification> {
  const parsed = parseProof(note.proof);
  let keyPublished = false;
  let signatureValid = false;
  let log: { text: string; sha256: string } | null = null;
  if (parsed.ok) {
    const { proof, payload } = parsed.value;
    let keys: PublicJwk[];
    try {
      keys = options.keys ?? (await fetchJwks());
    } catch (error) {
      return failed(`This browser could not check the proof: ${(error as Error).message}`);
    }
    const jwk = keys.find((key) => key.kid === proof.kid && key.kty === "OKP" && key.crv === "Ed25519");
    keyPublished = jwk !== undefined;
    if (jwk) signatureValid = await verifyEd25519(jwk.x, encoder.encode(proof.payload), fromBase64Url(proof.signature), options);
    if (payload.v === 2) {
      const text = await (options.fetchLog ?? fetchTypingLog)(note.slug).catch(() => null);
      log = text === null ? null : { text, sha256: await sha256Hex(text) };
    }
  }
  const stored = note.content ?? note.contentEnc;
  const report = proofChecks(note, { parsed, keyPublished, signatureValid, contentSha256: stored === null ? null : await sha256Hex(stored), log });
  const locked = note.content === null;
  return conclude(report.checks, report, locked ? "signature-checked" : "verified");
}

/** Opened here: the checks of the locked note, then its decrypted text against the commitment and the log. */
export async function verifyUnlocked(
  note: Pick<Note, "slug">,
  locked: NoteVerification,
  opened: { content: string; commitKey: Uint8Array<ArrayBuffer> },
): Promise<NoteVerification> {
  const { payload, rebuiltLength } = locked.report;
  if (locked.state === "failed" || !payload) return locked;
  const binding: NoteBinding | null = payload.v === 2 ? { slug: note.slug, session: payload.session } : null;
  const checks = unlockedChecks(payload, { commitment: await commitment(opened.commitKey, opened.content, binding), length: opened.content.length }, rebuiltLength);
  return conclude([...locked.checks, ...checks], locked.report, "verified");
}

/** The proof panel's result block. */
export function asVerificationResult(verification: NoteVerification): VerificationResult {
  return { valid: verification.state !== "failed", reason: verification.reason, timestamp: verification.checkedAt };
}

function conclude(checks: Check[], report: ProofReport, success: Exclude<VerificationState, "failed">): NoteVerification {
  const failure = firstFailure(checks);
  const checkedAt = new Date().toISOString();
  return failure ? { state: "failed", reason: failure.failure, checks, report, checkedAt } : { state: success, checks, report, checkedAt };
}

function failed(reason: string): NoteVerification {
  return { state: "failed", reason, checks: [], report: { checks: [], payload: null, rebuiltLength: null, score: null }, checkedAt: new Date().toISOString() };
}
