/**
 * Test helpers (never imported by the app): notes with proofs signed by a test key,
 * as the server signs them (server/notes/proof.ts), for the checks of the note page
 * (proof-verify.test.ts) and of `npm run verify-note` (scripts/verify-note.test.ts).
 */
import { argon2id } from "@noble/hashes/argon2.js";
import { createHash, createHmac, generateKeyPairSync, sign, webcrypto } from "node:crypto";
import { ENVELOPE_AAD, KDF_DEFAULTS, stringifyEnvelope, toBase64Url } from "./envelope";
import type { Note, Proof, ProofPayloadV1, ProofPayloadV2, PublicJwk } from "./note-types";
import { lengthsOnly, logOf, personTyping, TEST_SESSION } from "./typing-log.fixtures";
import { scoreTypingLog, serializeTypingLog } from "./typing-log";

const { privateKey, publicKey } = generateKeyPairSync("ed25519");
export const TEST_JWK: PublicJwk = {
  kty: "OKP",
  crv: "Ed25519",
  x: publicKey.export({ format: "jwk" }).x!,
  kid: "T".repeat(43),
};

export const FIXTURE_SLUG = "AAAAAAAAAAAAAAAA";
export const FIXTURE_CREATED_AT = "2026-01-01T10:00:00.000Z";

export const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

export function signProof(payload: string): Proof {
  return {
    alg: "Ed25519",
    kid: TEST_JWK.kid,
    payload,
    signature: sign(null, Buffer.from(payload, "utf8"), privateKey).toString("base64url"),
  };
}

export interface SignedNote {
  note: Note;
  /** The stored typing log (v2), served by GET /api/notes/:slug/log. */
  logText: string;
  payload: ProofPayloadV2;
}

/**
 * A v2 note typed by a simulated person: public with `content`, or private with the
 * envelope and commitment of `sealed` (encrypted for FIXTURE_SLUG and TEST_SESSION).
 * `change` edits the payload before it is signed (a server that signed something else).
 */
export function signedNoteV2(
  text: string,
  sealed: { contentEnc: string; contentHash: string; contentBytes: number } | null = null,
  change: (payload: ProofPayloadV2) => void = () => {},
): SignedNote {
  const content = text.trim();
  const publicLog = logOf(personTyping(text).events);
  const log = sealed ? lengthsOnly(publicLog, true) : publicLog;
  const logText = serializeTypingLog(log);
  const scored = scoreTypingLog(log, sealed ? { privateContentBytes: sealed.contentBytes } : { content });
  if (!scored.ok) throw new Error(scored.message);
  const score = scored.value;
  const payload: ProofPayloadV2 = {
    v: 2,
    slug: FIXTURE_SLUG,
    createdAt: FIXTURE_CREATED_AT,
    session: TEST_SESSION,
    // The server stamps the final batch with the submit: createdAt − sessionStartedAt is its `at`.
    sessionStartedAt: new Date(Date.parse(FIXTURE_CREATED_AT) - log.batches.at(-1)!.at).toISOString(),
    typedSeconds: score.typedSeconds,
    batchCount: log.batches.length,
    contentHash: sealed ? sealed.contentHash : sha256(content),
    commitment: sealed ? "hmac-sha256-v2" : "sha256",
    envelopeHash: sealed ? sha256(sealed.contentEnc) : null,
    logHash: sha256(logText),
    viewPolicy: sealed ? "passphrase" : "public",
    isPrivate: sealed !== null,
    rubric: "v2",
    humanScore: score.humanScore,
    isHuman: score.isHuman,
    flags: score.flags,
    keys: score.keys,
    corrections: score.corrections,
    compositions: score.compositions,
    pastes: score.pastes,
    largePastes: score.largePastes,
    wpm: score.wpm,
  };
  change(payload);
  return { note: signedNote(payload, content, sealed, Buffer.byteLength(logText)), logText, payload };
}

/** The note as GET /api/notes/:slug answers it, with `payload` signed by the test key. */
function signedNote(
  payload: ProofPayloadV1 | ProofPayloadV2,
  content: string,
  sealed: { contentEnc: string } | null,
  typingLogBytes: number | null,
): Note {
  return {
    slug: FIXTURE_SLUG,
    content: sealed ? null : content,
    contentEnc: sealed ? sealed.contentEnc : null,
    isPrivate: sealed !== null,
    passphraseHint: null,
    createdAt: FIXTURE_CREATED_AT,
    viewsCount: 1,
    contentHash: payload.contentHash,
    proof: signProof(JSON.stringify(payload)),
    viewPolicy: payload.viewPolicy,
    typingLogBytes,
  };
}

/** A version 1 envelope, sealed as the page did before proof v2 (AAD without the note, HMAC of the content alone). */
export async function sealV1(
  content: string,
  passphrase: string,
): Promise<{ contentEnc: string; contentHash: string }> {
  const salt = webcrypto.getRandomValues(new Uint8Array(16));
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const commitKey = webcrypto.getRandomValues(new Uint8Array(32));
  const key = await webcrypto.subtle.importKey(
    "raw",
    argon2id(passphrase, salt, { ...KDF_DEFAULTS, dkLen: 32 }),
    { name: "AES-GCM" },
    false,
    ["encrypt"],
  );
  const plaintext = new Uint8Array([1, ...commitKey, ...new TextEncoder().encode(content)]);
  const ct = await webcrypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(ENVELOPE_AAD) },
    key,
    plaintext,
  );
  const contentEnc = stringifyEnvelope({
    v: 1,
    alg: "AES-256-GCM",
    kdf: { name: "argon2id", ...KDF_DEFAULTS, salt: toBase64Url(salt) },
    iv: toBase64Url(iv),
    ct: toBase64Url(new Uint8Array(ct)),
  });
  return { contentEnc, contentHash: createHmac("sha256", commitKey).update(content, "utf8").digest("hex") };
}

/** A note signed before writing sessions (proof v1, rubric "v1", no typing log): public, or private with a v1 envelope. */
export function signedNoteV1(content: string, sealed: { contentEnc: string; contentHash: string } | null = null): Note {
  const payload: ProofPayloadV1 = {
    v: 1,
    slug: FIXTURE_SLUG,
    createdAt: FIXTURE_CREATED_AT,
    contentHash: sealed ? sealed.contentHash : sha256(content),
    commitment: sealed ? "hmac-sha256" : "sha256",
    envelopeHash: sealed ? sha256(sealed.contentEnc) : null,
    viewPolicy: sealed ? "passphrase" : "public",
    isPrivate: sealed !== null,
    humanScore: 90,
    rubric: "v1",
    isHuman: true,
    duration: 12.5,
    serverObservedSeconds: 13,
    keystrokeCount: content.length,
    backspaceCount: 0,
    pasteCount: 0,
    largePasteCount: 0,
    typingSpeed: 40,
  };
  return signedNote(payload, content, sealed, null);
}
