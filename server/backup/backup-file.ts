import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { gunzip as gunzipCallback, gzip as gzipCallback } from "node:zlib";
import { keyId } from "./backup-key";
import type { BackupManifest } from "./manifest";

/**
 * A backup file, self-contained: the dump and its manifest (./manifest.ts), compressed,
 * then encrypted with BACKUP_KEY (AES-256-GCM) or, without a key, checksummed (SHA-256).
 *
 *   "SSBACKUP" ‖ header length (u32, big-endian) ‖ header (JSON) ‖ body ‖ trailer
 *
 * The header (kind, time, cipher, IV, the key's fingerprint, the body's length) is plain,
 * so a file can be described without its key, and authenticated: it is the cipher's
 * additional data, or inside the checksum. The trailer is GCM's 16-byte tag or the SHA-256
 * of everything before it. The body is gzip(manifest length (u32) ‖ manifest (JSON) ‖ dump).
 * Nothing is decrypted into use before the whole file checked out (readBackupFile).
 */
const MAGIC = Buffer.from("SSBACKUP", "ascii");
const FORMAT = 1;
const TAG_BYTES = 16;
const CHECKSUM_BYTES = 32;
// On libuv's thread pool, not the event loop: the server keeps answering while a backup of
// tens of megabytes is compressed. Level 1: a database's pages are mostly zeros and repeats,
// which the fastest level already shrinks several times over.
const gzip = promisify(gzipCallback);
const gunzip = promisify(gunzipCallback);
const GZIP_LEVEL = 1;

export type BackupKind = "pglite" | "postgres";

export interface BackupHeader {
  format: number;
  kind: BackupKind;
  createdAt: string;
  encryption: "aes-256-gcm" | "none";
  /** The key's fingerprint (keyId, ./backup-key.ts): tells a wrong key from a changed file. */
  keyId?: string;
  iv?: string;
  bodyBytes: number;
}

export interface BackupContents {
  header: BackupHeader;
  manifest: BackupManifest;
  dump: Buffer;
}

/** Every reason a backup or restore is refused: the message is meant for the person running the command. */
export class BackupRefused extends Error {
  override name = "BackupRefused";
}

/** The bytes of a backup file of `manifest` and `dump`, encrypted when a key is given. */
export async function writeBackupFile(manifest: BackupManifest, dump: Buffer, key: Buffer | null): Promise<Buffer> {
  const plain = await gzip(packContents(manifest, dump), { level: GZIP_LEVEL });
  const iv = randomBytes(12);
  const header: BackupHeader = {
    format: FORMAT,
    kind: manifest.kind,
    createdAt: manifest.createdAt,
    encryption: key ? "aes-256-gcm" : "none",
    ...(key && { keyId: keyId(key), iv: iv.toString("base64") }),
    bodyBytes: plain.length,
  };
  const prefix = headerBytes(header);
  if (!key) {
    return Buffer.concat([prefix, plain, createHash("sha256").update(prefix).update(plain).digest()]);
  }
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(prefix);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([prefix, body, cipher.getAuthTag()]);
}

/** The header alone, unauthenticated: enough to say what a file is (kind, time) before choosing where it goes. */
export function peekBackupHeader(file: Buffer, options: { partial?: boolean } = {}): BackupHeader {
  return options.partial ? readHeader(file).header : splitFile(file).header;
}

/**
 * Checks and opens a backup file. Throws BackupRefused, with what is wrong, for a file that
 * is not a backup, is truncated, was changed, or needs another key; nothing of it is
 * returned unless all of it checked out.
 */
export async function readBackupFile(file: Buffer, key: Buffer | null): Promise<BackupContents> {
  const { header, prefix, body, trailer } = splitFile(file);
  let plain: Buffer;
  if (header.encryption === "none") {
    const expected = createHash("sha256").update(prefix).update(body).digest();
    if (!timingSafeEqual(expected, trailer)) {
      throw new BackupRefused("The backup file has been changed or damaged: its checksum does not match.");
    }
    plain = body;
  } else {
    if (!key) throw new BackupRefused("This backup is encrypted: set BACKUP_KEY to the key it was made with.");
    if (header.keyId !== keyId(key)) {
      throw new BackupRefused("This backup was encrypted with another BACKUP_KEY: the key set here cannot open it.");
    }
    try {
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(header.iv ?? "", "base64"));
      decipher.setAAD(prefix);
      decipher.setAuthTag(trailer);
      plain = Buffer.concat([decipher.update(body), decipher.final()]);
    } catch {
      throw new BackupRefused("The backup file has been changed or damaged: its authentication failed.");
    }
  }
  let inner: Buffer;
  try {
    inner = await gunzip(plain);
  } catch {
    throw new BackupRefused("The backup file's contents do not decompress: it was written by something else.");
  }
  const { manifest, dump } = unpackContents(inner);
  if (manifest.kind !== header.kind) throw new BackupRefused("The backup file's header and contents disagree.");
  return { header, manifest, dump };
}

/** manifest length (u32) ‖ manifest (JSON) ‖ dump: a file's body before compression, and the server's answer over its socket. */
export function packContents(manifest: BackupManifest, dump: Buffer): Buffer {
  const manifestBytes = Buffer.from(JSON.stringify(manifest), "utf8");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(manifestBytes.length);
  return Buffer.concat([length, manifestBytes, dump]);
}

export function unpackContents(packed: Buffer): { manifest: BackupManifest; dump: Buffer } {
  const manifestLength = packed.length >= 4 ? packed.readUInt32BE(0) : Number.POSITIVE_INFINITY;
  if (4 + manifestLength > packed.length) throw new BackupRefused("The backup's contents are incomplete.");
  const manifest = JSON.parse(packed.subarray(4, 4 + manifestLength).toString("utf8")) as BackupManifest;
  return { manifest, dump: packed.subarray(4 + manifestLength) };
}

function headerBytes(header: BackupHeader): Buffer {
  const json = Buffer.from(JSON.stringify(header), "utf8");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([MAGIC, length, json]);
}

/** The header from a file's first bytes (it is short: the start of a file is enough). */
function readHeader(file: Buffer): { header: BackupHeader; start: number; headerLength: number } {
  if (file.length < MAGIC.length + 4 || !file.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new BackupRefused("This is not a backup file made by `npm run backup`.");
  }
  const headerLength = file.readUInt32BE(MAGIC.length);
  const start = MAGIC.length + 4;
  let header: BackupHeader;
  try {
    header = JSON.parse(file.subarray(start, start + headerLength).toString("utf8")) as BackupHeader;
  } catch {
    throw new BackupRefused("The backup file is truncated or damaged: its header does not read.");
  }
  if (header.format !== FORMAT) {
    throw new BackupRefused(`This backup file is of format ${header.format}; this code reads format ${FORMAT}.`);
  }
  return { header, start, headerLength };
}

function splitFile(file: Buffer) {
  const { header, start, headerLength } = readHeader(file);
  const trailerBytes = header.encryption === "none" ? CHECKSUM_BYTES : TAG_BYTES;
  const expected = start + headerLength + header.bodyBytes + trailerBytes;
  if (file.length !== expected) {
    throw new BackupRefused(
      `The backup file is ${file.length < expected ? "truncated" : "longer than written"}: ` +
        `it should be ${expected} bytes and is ${file.length}.`,
    );
  }
  const bodyStart = start + headerLength;
  return {
    header,
    prefix: file.subarray(0, bodyStart),
    body: file.subarray(bodyStart, bodyStart + header.bodyBytes),
    trailer: file.subarray(bodyStart + header.bodyBytes),
  };
}
