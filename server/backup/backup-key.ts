import { createHmac } from "node:crypto";

/** BACKUP_KEY: 32 random bytes in base64 (`openssl rand -base64 32`). */
export function isBackupKey(text: string): boolean {
  return /^[A-Za-z0-9+/]{43}=?$/.test(text.trim()) && Buffer.from(text.trim(), "base64").length === 32;
}

export function parseBackupKey(text: string): Buffer {
  if (!isBackupKey(text)) {
    throw new Error("BACKUP_KEY must be 32 random bytes in base64 (make one with `openssl rand -base64 32`).");
  }
  return Buffer.from(text.trim(), "base64");
}

const KEY_ID_LABEL = "small-sites backup key id";

/**
 * A fingerprint of the key, written in each file's header: the first 8 bytes (hex) of
 * HMAC-SHA256(key, a fixed label). It says "another key" apart from "a changed file"
 * (GCM's tag alone fails alike for both), and reveals nothing usable of the key.
 */
export function keyId(key: Buffer): string {
  return createHmac("sha256", key).update(KEY_ID_LABEL).digest().subarray(0, 8).toString("hex");
}
