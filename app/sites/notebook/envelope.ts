/**
 * The stored form of a private note ("contentEnc"): a versioned JSON envelope that
 * holds everything needed to decrypt it with the passphrase, and nothing else.
 *
 *   {"v":2,"alg":"AES-256-GCM",
 *    "kdf":{"name":"argon2id","m":19456,"t":2,"p":1,"salt":"<16 bytes, base64url>"},
 *    "iv":"<12 bytes, base64url>","ct":"<ciphertext + 16-byte tag, base64url>"}
 *
 * The AES-256 key is Argon2id(passphrase NFC, salt) with at least OWASP's minimum
 * (19 MiB, 2 passes, 1 lane). The plaintext is 0x01 ‖ commitKey (32 random bytes)
 * ‖ UTF-8 content; the note's public contentHash is an HMAC-SHA256 keyed by
 * commitKey, so nothing the server stores lets anyone test a guess of the content.
 *
 * Version 2 binds the ciphertext to its note: the AES-GCM additional
 * data and the HMAC both name the note's slug and writing session, so a ciphertext
 * copied into another note no longer opens there, and its commitment does not fit
 * it. Version 1 (the notes written before) still opens and verifies.
 *
 * No package dependencies: the browser (encrypt/decrypt) and the server (which checks
 * the shape and the cost parameters, never the content) both use this file.
 */
import { isCanonicalBase64Url } from "./proof-schema";

/** What new notes use. */
export const ENVELOPE_VERSION = 2;
/** What still opens: version 1 envelopes of the notes written before writing sessions (proof v2). */
export const ENVELOPE_VERSIONS = [1, 2] as const;
export type EnvelopeVersion = (typeof ENVELOPE_VERSIONS)[number];
export const ENVELOPE_ALG = "AES-256-GCM";
export const KDF_NAME = "argon2id";
/** What new notes use: OWASP's minimum for Argon2id. */
export const KDF_DEFAULTS = { m: 19_456, t: 2, p: 1 } as const;
/** Accepted range: never weaker than the minimum, never so costly a phone cannot decrypt. */
export const KDF_LIMITS = { m: { min: 19_456, max: 262_144 }, t: { min: 2, max: 10 }, p: { min: 1, max: 4 } } as const;
export const SALT_BYTES = 16;
export const IV_BYTES = 12;
export const COMMIT_KEY_BYTES = 32;
export const GCM_TAG_BYTES = 16;
export const PLAINTEXT_VERSION = 1;
/** Additional authenticated data of a version 1 envelope: binds the ciphertext to the format only. */
export const ENVELOPE_AAD = "Human Notebook private note v1";
/** Version 2's additional data starts with this line, then the slug and the session, one a line. */
export const ENVELOPE_AAD_V2 = "Human Notebook private note v2";
/** Commitment schemes named in the signed payload. */
export const PUBLIC_COMMITMENT = "sha256";
/** Version 1: HMAC-SHA256(commitKey, content). */
export const PRIVATE_COMMITMENT = "hmac-sha256";
/** Version 2: HMAC-SHA256(commitKey, slug + "\n" + session + "\n" + content). */
export const PRIVATE_COMMITMENT_V2 = "hmac-sha256-v2";

/** The note a version 2 envelope belongs to: its slug and its writing session's id (both public). */
export interface NoteBinding {
  slug: string;
  session: string;
}

/** The AES-GCM additional data of an envelope of this version (version 2 needs its note). */
export function envelopeAad(version: EnvelopeVersion, binding: NoteBinding | null): string {
  if (version === 1) return ENVELOPE_AAD;
  if (!binding) throw new Error("A version 2 envelope opens only with its note's slug and session.");
  return `${ENVELOPE_AAD_V2}\n${binding.slug}\n${binding.session}`;
}

/** What the commitment's HMAC covers: the content, and from version 2 the note it belongs to first. */
export function commitmentMessage(content: string, binding: NoteBinding | null): string {
  return binding ? `${binding.slug}\n${binding.session}\n${content}` : content;
}

export interface Envelope {
  v: EnvelopeVersion;
  alg: typeof ENVELOPE_ALG;
  kdf: { name: typeof KDF_NAME; m: number; t: number; p: number; salt: string };
  iv: string;
  ct: string;
}

/** Serialises an envelope with a fixed key order. */
export function stringifyEnvelope(envelope: Envelope): string {
  const { kdf } = envelope;
  return JSON.stringify({
    v: envelope.v,
    alg: envelope.alg,
    kdf: { name: kdf.name, m: kdf.m, t: kdf.t, p: kdf.p, salt: kdf.salt },
    iv: envelope.iv,
    ct: envelope.ct,
  });
}

export type EnvelopeResult = { ok: true; envelope: Envelope; ciphertextBytes: number } | { ok: false; message: string };

/**
 * Checks an envelope's shape and cost parameters (not its content, which only the
 * passphrase opens). Its salt, iv and ct must be canonical base64url, one text per
 * byte string: so `fromBase64Url(envelope.ct)` is the ciphertext, and a copy of it
 * with the spare bits of its last character set is refused, not a new ciphertext.
 */
export function parseEnvelope(text: string): EnvelopeResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: "contentEnc is not a JSON envelope." };
  }
  if (!isRecord(raw) || !hasExactly(raw, ["v", "alg", "kdf", "iv", "ct"])) {
    return { ok: false, message: "contentEnc must have exactly v, alg, kdf, iv and ct." };
  }
  if (!ENVELOPE_VERSIONS.includes(raw.v as EnvelopeVersion))
    return { ok: false, message: `contentEnc version must be ${ENVELOPE_VERSIONS.join(" or ")}.` };
  if (raw.alg !== ENVELOPE_ALG) return { ok: false, message: `contentEnc must use ${ENVELOPE_ALG}.` };
  const kdf = raw.kdf;
  if (!isRecord(kdf) || !hasExactly(kdf, ["name", "m", "t", "p", "salt"]) || kdf.name !== KDF_NAME) {
    return { ok: false, message: `contentEnc must derive its key with ${KDF_NAME} (name, m, t, p, salt).` };
  }
  for (const param of ["m", "t", "p"] as const) {
    const value = kdf[param];
    const { min, max } = KDF_LIMITS[param];
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
      return { ok: false, message: `The key derivation parameter ${param} must be an integer from ${min} to ${max}.` };
    }
  }
  if (byteLength(kdf.salt) < SALT_BYTES)
    return { ok: false, message: `The salt must be at least ${SALT_BYTES} random bytes (canonical base64url).` };
  if (byteLength(raw.iv) !== IV_BYTES)
    return { ok: false, message: `The IV must be ${IV_BYTES} random bytes (canonical base64url).` };
  const ciphertextBytes = byteLength(raw.ct);
  if (ciphertextBytes < 0)
    return { ok: false, message: "The ciphertext must be canonical base64url (no padding, no spare bits set)." };
  if (ciphertextBytes < GCM_TAG_BYTES + 1 + COMMIT_KEY_BYTES + 1)
    return { ok: false, message: "The ciphertext is missing or too short." };
  return { ok: true, envelope: raw as unknown as Envelope, ciphertextBytes };
}

/** The largest plaintext content, in UTF-8 bytes, that a ciphertext of this size can hold. */
export function contentBytesInCiphertext(ciphertextBytes: number): number {
  return ciphertextBytes - GCM_TAG_BYTES - 1 - COMMIT_KEY_BYTES;
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** Decoded length of a canonical base64url string (no padding), or -1 when it is not one. */
function byteLength(value: unknown): number {
  if (typeof value !== "string" || !isCanonicalBase64Url(value)) return -1;
  return Math.floor((value.length * 3) / 4);
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!BASE64URL.test(text) || text.length % 4 === 1) throw new Error("Not base64url");
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function toHex(bytes: Uint8Array): string {
  let hex = "";
  for (const byte of bytes) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function hasExactly(value: Record<string, unknown>, keys: string[]): boolean {
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((key) => key in value);
}
