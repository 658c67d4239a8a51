/**
 * Checks a proof in the browser, so a decrypted private note's text never goes to
 * the server: the signature with WebCrypto Ed25519 (Chrome 137+, Firefox 129+,
 * Safari 17+) or, where that is missing, the audited pure-JS @noble/curves,
 * loaded only then. Loaded lazily by the note page.
 */
import { fromBase64Url, PRIVATE_COMMITMENT, PUBLIC_COMMITMENT } from "./envelope";
import { commitment, sha256Hex } from "./note-crypto";
import { JWKS_PATH, type Note, type ProofPayload, type PublicJwk, type VerificationResult } from "./note-types";

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

export async function fetchJwks(): Promise<PublicJwk[]> {
  const response = await fetch(JWKS_PATH, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`The key set could not be loaded (${response.status}).`);
  const body = (await response.json()) as { keys?: PublicJwk[] };
  return Array.isArray(body.keys) ? body.keys : [];
}

const failed = (reason: string): VerificationResult => ({ valid: false, reason, timestamp: new Date().toISOString() });

/**
 * Verifies a decrypted private note entirely here: the published key, the signature
 * over the exact payload bytes, that the payload names this note and this envelope,
 * and the salted commitment to the decrypted text.
 * Throws only when the key set cannot be fetched (a call failure, not an invalid proof).
 */
export async function verifyPrivateNoteProof(
  note: Pick<Note, "slug" | "proof" | "contentEnc" | "contentHash">,
  content: string,
  commitKey: Uint8Array<ArrayBuffer>,
  options: { forceFallback?: boolean; keys?: PublicJwk[] } = {},
): Promise<VerificationResult> {
  const { proof } = note;
  if (proof?.alg !== "Ed25519" || typeof proof.payload !== "string" || typeof proof.signature !== "string") {
    return failed("The proof is malformed: it needs alg Ed25519, kid, payload and signature.");
  }
  const keys = options.keys ?? (await fetchJwks());
  const jwk = keys.find((key) => key.kid === proof.kid && key.kty === "OKP" && key.crv === "Ed25519");
  if (!jwk) return failed(`Unknown signing key: no published key has kid "${proof.kid}".`);
  let signature: Uint8Array<ArrayBuffer>;
  try {
    signature = fromBase64Url(proof.signature);
  } catch {
    return failed("The signature is not valid base64url.");
  }
  if (signature.length !== 64 || !(await verifyEd25519(jwk.x, encoder.encode(proof.payload), signature, options))) {
    return failed("The signature does not match the payload: the payload or the signature was changed.");
  }
  let payload: ProofPayload;
  try {
    payload = JSON.parse(proof.payload) as ProofPayload;
  } catch {
    return failed("The signed payload is not valid JSON.");
  }
  if (payload.slug !== note.slug) return failed(`The proof was signed for another note (${payload.slug}).`);
  if (payload.commitment !== PRIVATE_COMMITMENT) {
    return failed(payload.commitment === PUBLIC_COMMITMENT ? "This proof is for a public note." : "Unknown commitment scheme.");
  }
  if (!note.contentEnc || payload.envelopeHash !== (await sha256Hex(note.contentEnc))) {
    return failed("The encrypted note is not the one that was signed.");
  }
  if ((await commitment(commitKey, content)) !== payload.contentHash) {
    return failed("The content does not match the signed content hash.");
  }
  return { valid: true, timestamp: new Date().toISOString() };
}
