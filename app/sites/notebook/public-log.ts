/**
 * The notebook's public log, as text anyone can check (docs/decisions/0014): what a leaf is,
 * and its checkpoints in the C2SP formats the transparency-dev tools read:
 *
 * - tlog-checkpoint (https://c2sp.org/tlog-checkpoint): "<origin>\n<size>\n<base64 root>\n";
 * - signed-note (https://c2sp.org/signed-note): that text, a blank line, then one line
 *   per signature: "— <key name> <base64(4-byte key hash ‖ Ed25519 signature)>\n",
 *   the key hash being the first 4 bytes of SHA-256(name ‖ "\n" ‖ 0x01 ‖ public key);
 * - a verifier key: "<name>+<key hash, hex>+<base64(0x01 ‖ public key)>".
 *
 * Pure (no node:* imports): the server writes with it, the note page and
 * `npm run verify-note` read with it. Signatures are checked by a function the caller
 * passes, with its own crypto (WebCrypto or node:crypto).
 */
import { sha256 } from "@noble/hashes/sha2.js";
import type { Note, Proof, PublicJwk } from "./note-types";
import { fromBase64, HASH_BYTES, toBase64, type Hash } from "./merkle";

/**
 * A leaf's data: the proof's four members in this order, as compact JSON (UTF-8).
 * The payload inside is the exact signed text, so the leaf commits to the key (kid),
 * the signature and everything signed.
 */
export function proofLeafData(proof: Proof): Uint8Array {
  const { alg, kid, payload, signature } = proof;
  return new TextEncoder().encode(JSON.stringify({ alg, kid, payload, signature }));
}

export interface Checkpoint {
  origin: string;
  size: number;
  root: Hash;
}

const SIGNATURE_PREFIX = "— ";
const ED25519_KEY_TYPE = 0x01;
const KEY_HASH_BYTES = 4;
const ED25519_SIGNATURE_BYTES = 64;
const ED25519_PUBLIC_KEY_BYTES = 32;
/** Key names and origins: printable, no spaces or "+" (signed-note §"Keys"). */
const NAME = /^[\x21-\x2a\x2c-\x7e]+$/;

export function checkpointBody({ origin, size, root }: Checkpoint): string {
  if (!NAME.test(origin)) throw new Error(`Not a log origin: ${origin}`);
  return `${origin}\n${size}\n${toBase64(root)}\n`;
}

export function parseCheckpointBody(body: string): Checkpoint | null {
  const lines = body.split("\n");
  // Three lines, each ending in a newline; extension lines may follow (none are written here).
  if (lines.length < 4 || lines.at(-1) !== "") return null;
  const [origin = "", sizeText = "", rootText = ""] = lines;
  if (!NAME.test(origin) || !/^(0|[1-9][0-9]{0,15})$/.test(sizeText)) return null;
  const size = Number(sizeText);
  const root = fromBase64(rootText);
  if (!Number.isSafeInteger(size) || !root || root.length !== HASH_BYTES) return null;
  return { origin, size, root };
}

export function keyHash(name: string, publicKey: Uint8Array): Uint8Array {
  const nameBytes = new TextEncoder().encode(name);
  const input = new Uint8Array(nameBytes.length + 2 + publicKey.length);
  input.set(nameBytes);
  input[nameBytes.length] = 0x0a;
  input[nameBytes.length + 1] = ED25519_KEY_TYPE;
  input.set(publicKey, nameBytes.length + 2);
  return sha256(input).slice(0, KEY_HASH_BYTES);
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

/** The signed-note verifier key of an Ed25519 public key (32 raw bytes). */
export function verifierKey(name: string, publicKey: Uint8Array): string {
  return `${name}+${hex(keyHash(name, publicKey))}+${toBase64(Uint8Array.of(ED25519_KEY_TYPE, ...publicKey))}`;
}

export interface VerifierKey {
  name: string;
  keyHash: Uint8Array;
  publicKey: Uint8Array;
}

export function parseVerifierKey(text: string): VerifierKey | null {
  // The name has no "+"; the key's base64 may: split at the first two only.
  const match = /^([^+]+)\+([0-9a-f]{8})\+([A-Za-z0-9+/=]+)$/.exec(text.trim());
  const [, name = "", hashHex = "", keyText = ""] = match ?? [];
  if (!match || !NAME.test(name)) return null;
  const bytes = fromBase64(keyText);
  if (!bytes || bytes.length !== 1 + ED25519_PUBLIC_KEY_BYTES || bytes[0] !== ED25519_KEY_TYPE) return null;
  const publicKey = bytes.slice(1);
  // The hash must be the key's own: a verifier key naming another key's hash is refused.
  if (hex(keyHash(name, publicKey)) !== hashHex) return null;
  return { name, keyHash: keyHash(name, publicKey), publicKey };
}

export interface NoteSignature {
  name: string;
  keyHash: Uint8Array;
  signature: Uint8Array;
}

export interface SignedNote {
  /** The signed text, its final newline included: the exact bytes the signatures cover. */
  body: string;
  signatures: NoteSignature[];
}

/** The signed-note text of a body and its signature lines. */
export function formatSignedNote(body: string, signatures: readonly NoteSignature[]): string {
  const lines = signatures.map(
    ({ name, keyHash: hash, signature }) =>
      `${SIGNATURE_PREFIX}${name} ${toBase64(Uint8Array.of(...hash, ...signature))}\n`,
  );
  return `${body}\n${lines.join("")}`;
}

/** Splits a signed note into its text and its Ed25519 signature lines; null when it is not one. */
export function parseSignedNote(text: string): SignedNote | null {
  const split = text.lastIndexOf("\n\n");
  if (split < 0 || !text.endsWith("\n")) return null;
  const body = text.slice(0, split + 1);
  const lines = text.slice(split + 2, -1).split("\n");
  const signatures: NoteSignature[] = [];
  for (const line of lines) {
    if (!line.startsWith(SIGNATURE_PREFIX)) return null;
    const [name = "", encoded = "", ...rest] = line.slice(SIGNATURE_PREFIX.length).split(" ");
    const bytes = fromBase64(encoded);
    if (rest.length > 0 || !NAME.test(name) || !bytes || bytes.length < KEY_HASH_BYTES) return null;
    // Signatures of other key types are kept out: only Ed25519 ones can be checked here.
    if (bytes.length !== KEY_HASH_BYTES + ED25519_SIGNATURE_BYTES) continue;
    signatures.push({ name, keyHash: bytes.slice(0, KEY_HASH_BYTES), signature: bytes.slice(KEY_HASH_BYTES) });
  }
  if (signatures.length === 0 || body.includes("\n\n") || /[^\n\x20-\x7e]/.test(body)) return null;
  return { body, signatures };
}

/** Ed25519 verification with the caller's crypto. */
export type VerifyEd25519 = (
  message: Uint8Array,
  signature: Uint8Array,
  publicKey: Uint8Array,
) => boolean | Promise<boolean>;

export type CheckedCheckpoint =
  { ok: true; checkpoint: Checkpoint; signedBy: VerifierKey } | { ok: false; reason: string };

/**
 * A checkpoint signed by one of `keys` for `origin`: the text parses as a checkpoint
 * of that origin and a signature line by a key of that name and hash verifies.
 */
export async function checkSignedCheckpoint(
  text: string,
  origin: string,
  keys: readonly VerifierKey[],
  verifyEd25519: VerifyEd25519,
): Promise<CheckedCheckpoint> {
  const note = parseSignedNote(text);
  if (!note) return { ok: false, reason: "The checkpoint is not a signed note." };
  const checkpoint = parseCheckpointBody(note.body);
  if (!checkpoint) return { ok: false, reason: "The signed note is not a log checkpoint." };
  if (checkpoint.origin !== origin)
    return { ok: false, reason: `The checkpoint is of another log (${checkpoint.origin}).` };
  const message = new TextEncoder().encode(note.body);
  for (const signature of note.signatures) {
    const key = keys.find(
      (candidate) => candidate.name === signature.name && hex(candidate.keyHash) === hex(signature.keyHash),
    );
    if (key && (await verifyEd25519(message, signature.signature, key.publicKey)))
      return { ok: true, checkpoint, signedBy: key };
  }
  return { ok: false, reason: "No signature on the checkpoint verifies with the log's published keys." };
}

/** GET /api/notes/log/inclusion?slug=…: where a note's proof is in the log, against the latest checkpoint. */
export interface LogInclusion {
  origin: string;
  /** The proof's leaf index (0-based, as RFC 9162 counts). */
  leafIndex: number;
  treeSize: number;
  /** base64 of SHA-256(0x00 ‖ proofLeafData(proof)). */
  leafHash: string;
  /** The audit path, leaf side first, base64. */
  inclusionPath: string[];
  /** The signed checkpoint (C2SP signed note) of `treeSize` leaves. */
  checkpoint: string;
  /** Verifier keys of every key that signs (or signed) checkpoints, the active one first. */
  verifierKeys: string[];
  /**
   * When the entry existed, by an independent clock: the first checkpoint that covers
   * it and was timestamped (RFC 3161, TSA_URL), with the authority's reply over that
   * checkpoint's exact bytes and the consistency proof from it to `checkpoint` (empty
   * when it is `checkpoint`). Covering: its size is above `leafIndex`, and being a
   * prefix of the newest tree it holds the same leaf. Null without TSA_URL, or until
   * a covering checkpoint is timestamped (seconds).
   */
  timestamped: TimestampedCheckpoint | null;
}

export interface TimestampedCheckpoint {
  /** The signed checkpoint (C2SP signed note) the authority timestamped. */
  checkpoint: string;
  /** The authority's whole TimeStampResp (DER), base64, over the checkpoint's UTF-8 bytes. */
  timestampReply: string;
  /** RFC 9162 consistency proof from this checkpoint's size to the inclusion's treeSize, base64. */
  consistencyPath: string[];
}

/** GET /api/notes/log/consistency?from=N&to=M: that the tree of N leaves is a prefix of the tree of M. */
export interface LogConsistency {
  from: number;
  to: number;
  /** RFC 9162 §2.1.4 proof, base64. */
  consistencyPath: string[];
}

export const LOG_PATHS = {
  checkpoint: "/api/notes/log/checkpoint",
  timestamp: "/api/notes/log/timestamp",
  inclusion: "/api/notes/log/inclusion",
  consistency: "/api/notes/log/consistency",
} as const;

export const PROOF_FILE_FORMAT = "writtenbyhuman-proof-file/1";

/**
 * GET /api/notes/:slug/proof-file: everything needed to check a note offline, years
 * later and with the server gone (`npm run verify-note -- file.json`).
 */
export interface ProofFile {
  format: typeof PROOF_FILE_FORMAT;
  /** The server it came from (its origin), for `--since` to ask for a consistency proof. */
  server: string;
  note: Note;
  /** The stored typing log (proof v2), exactly as signed; null for older notes. */
  typingLog: string | null;
  /** Every published signing key (/.well-known/jwks.json), retired ones too. */
  keys: PublicJwk[];
  /** Its place in the public log; null while the note waits to be appended (seconds). */
  log: LogInclusion | null;
}
