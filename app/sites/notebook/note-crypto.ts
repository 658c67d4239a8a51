/**
 * Private notes, in the browser only: the passphrase and the plaintext never leave
 * this file's callers. Loaded lazily (dynamic import) the first time a note is
 * encrypted or decrypted, and it loads the Argon2id code only then too.
 * Format: see ./envelope.ts.
 */
import {
  COMMIT_KEY_BYTES,
  commitmentMessage,
  envelopeAad,
  ENVELOPE_ALG,
  ENVELOPE_VERSION,
  fromBase64Url,
  IV_BYTES,
  KDF_DEFAULTS,
  KDF_NAME,
  type EnvelopeVersion,
  type NoteBinding,
  parseEnvelope,
  PLAINTEXT_VERSION,
  SALT_BYTES,
  stringifyEnvelope,
  toBase64Url,
  toHex,
} from "./envelope";

/** Thrown for a wrong passphrase and for any envelope that does not open. */
export class DecryptionError extends Error {
  constructor(message = "Invalid passphrase") {
    super(message);
    this.name = "DecryptionError";
  }
}

const encoder = new TextEncoder();

function subtle(): SubtleCrypto {
  if (!globalThis.crypto?.subtle) {
    throw new Error("This browser cannot encrypt here: private notes need a secure (HTTPS) connection.");
  }
  return globalThis.crypto.subtle;
}

function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

/** Argon2id → AES-256-GCM key. Runs in slices so the page stays responsive. */
async function deriveKey(
  passphrase: string,
  salt: Uint8Array,
  params: { m: number; t: number; p: number },
): Promise<CryptoKey> {
  const { argon2idAsync } = await import("@noble/hashes/argon2.js");
  const raw = await argon2idAsync(encoder.encode(passphrase.normalize("NFC")), salt, {
    ...params,
    dkLen: 32,
    asyncTick: 16,
  });
  const bytes = new Uint8Array(raw);
  raw.fill(0);
  const key = await subtle().importKey("raw", bytes, { name: "AES-GCM" }, false, ["encrypt", "decrypt"]);
  bytes.fill(0);
  return key;
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await subtle().digest("SHA-256", encoder.encode(text))));
}

/**
 * The private note's commitment, lowercase hex: HMAC-SHA256(commitKey, slug ‖ session ‖ content)
 * for a note bound to its slug and session (envelope v2), HMAC-SHA256(commitKey, content) for v1.
 */
export async function commitment(
  commitKey: Uint8Array<ArrayBuffer>,
  content: string,
  binding: NoteBinding | null,
): Promise<string> {
  const key = await subtle().importKey("raw", commitKey, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return toHex(new Uint8Array(await subtle().sign("HMAC", key, encoder.encode(commitmentMessage(content, binding)))));
}

export interface EncryptedNote {
  contentEnc: string;
  contentHash: string;
}

/** Encrypts a note for the slug and session it will have (envelope v2): it opens nowhere else. */
export async function encryptNote(content: string, passphrase: string, binding: NoteBinding): Promise<EncryptedNote> {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const commitKey = randomBytes(COMMIT_KEY_BYTES);
  const key = await deriveKey(passphrase, salt, KDF_DEFAULTS);
  const body = encoder.encode(content);
  const plaintext = new Uint8Array(1 + COMMIT_KEY_BYTES + body.length);
  plaintext[0] = PLAINTEXT_VERSION;
  plaintext.set(commitKey, 1);
  plaintext.set(body, 1 + COMMIT_KEY_BYTES);
  const additionalData = encoder.encode(envelopeAad(ENVELOPE_VERSION, binding));
  const ciphertext = await subtle().encrypt({ name: "AES-GCM", iv, additionalData }, key, plaintext);
  plaintext.fill(0);
  const contentHash = await commitment(commitKey, content, binding);
  commitKey.fill(0);
  const contentEnc = stringifyEnvelope({
    v: ENVELOPE_VERSION,
    alg: ENVELOPE_ALG,
    kdf: { name: KDF_NAME, ...KDF_DEFAULTS, salt: toBase64Url(salt) },
    iv: toBase64Url(iv),
    ct: toBase64Url(new Uint8Array(ciphertext)),
  });
  return { contentEnc, contentHash };
}

export interface DecryptedNote {
  content: string;
  commitKey: Uint8Array<ArrayBuffer>;
  /** The envelope's version: 2 commits to the note's slug and session, 1 to the content alone. */
  version: EnvelopeVersion;
}

/**
 * Opens an envelope. A version 2 envelope opens only with the binding it was
 * sealed for (the note's slug and its proof's session); version 1 ignores it.
 */
export async function decryptNote(
  contentEnc: string,
  passphrase: string,
  binding: NoteBinding | null,
): Promise<DecryptedNote> {
  const parsed = parseEnvelope(contentEnc);
  if (!parsed.ok || (parsed.envelope.v === 2 && !binding)) throw new DecryptionError();
  const { v: version, kdf, iv, ct } = parsed.envelope;
  const key = await deriveKey(passphrase, fromBase64Url(kdf.salt), kdf);
  let plaintext: Uint8Array;
  try {
    const additionalData = encoder.encode(envelopeAad(version, binding));
    plaintext = new Uint8Array(
      await subtle().decrypt({ name: "AES-GCM", iv: fromBase64Url(iv), additionalData }, key, fromBase64Url(ct)),
    );
  } catch {
    throw new DecryptionError();
  }
  if (plaintext[0] !== PLAINTEXT_VERSION || plaintext.length < 1 + COMMIT_KEY_BYTES) throw new DecryptionError();
  const commitKey = plaintext.slice(1, 1 + COMMIT_KEY_BYTES);
  const content = new TextDecoder("utf-8", { fatal: true }).decode(plaintext.subarray(1 + COMMIT_KEY_BYTES));
  plaintext.fill(0);
  return { content, commitKey, version };
}
