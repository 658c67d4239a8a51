/**
 * A note's place in the public log, as checks like ./proof-checks.ts:
 * the note page runs them in the browser and `npm run verify-note` offline, each with
 * its own Ed25519. Pure: nothing here fetches.
 *
 * What is trusted is the published key set (JWKS) and the log's name (origin), never
 * the keys an inclusion answer or a proof file lists: the checkpoint must be signed by
 * a verifier key made here from a published key's x, so a file cannot bring its own
 * log key. The leaf hash is computed here from the proof, never taken from the answer.
 */
import { fromBase64, HASH_BYTES, leafHash, toBase64, verifyConsistency, verifyInclusion, type Hash } from "./merkle";
import type { Proof, PublicJwk } from "./note-types";
import type { Check } from "./proof-checks";
import {
  checkSignedCheckpoint,
  keyHash,
  proofLeafData,
  verifierKey,
  type LogInclusion,
  type TimestampedCheckpoint,
  type VerifierKey,
  type VerifyEd25519,
} from "./public-log";

/** Where the note is in the log, once every log check holds. */
export interface LogEntry {
  origin: string;
  leafIndex: number;
  treeSize: number;
  /** The checkpoint's root (base64), for `--since`. */
  root: string;
}

export interface LogReport {
  checks: Check[];
  entry: LogEntry | null;
}

/** The log's notes origin: "<host>/writtenbyhuman" (server/public-log/checkpoint-signer.ts's logOrigin). */
export function logOriginOfHost(host: string): string {
  return `${host}/writtenbyhuman`;
}

/** The log's notes origin of the site at `url` (any URL on it): its host, never its path or scheme. */
export function logOriginOfUrl(url: string): string {
  return logOriginOfHost(new URL(url).host);
}

function base64UrlToBytes(text: string): Uint8Array | null {
  return fromBase64(text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4));
}

/** The signed-note verifier keys of the published Ed25519 keys, for this log's name. */
export function publishedVerifierKeys(origin: string, jwks: readonly PublicJwk[]): VerifierKey[] {
  const keys: VerifierKey[] = [];
  for (const jwk of jwks) {
    if (jwk.kty !== "OKP" || jwk.crv !== "Ed25519") continue;
    const raw = base64UrlToBytes(jwk.x);
    // Built here, not parsed from text: a key's base64 may hold "+", the text's separator.
    if (raw?.length === 32) keys.push({ name: origin, keyHash: keyHash(origin, raw), publicKey: raw });
  }
  return keys;
}

/** The hashes of a proof path, or null when one is not base64 of exactly 32 bytes. */
export function decodeHashes(path: readonly string[]): Hash[] | null {
  const hashes = path.map(fromBase64);
  return hashes.every((hash): hash is Hash => hash !== null && hash.length === HASH_BYTES) ? hashes : null;
}

export interface LogCheckContext {
  /** The log's name, from outside what is checked (the page's host, a note URL, --origin). */
  origin: string;
  /** The trusted keys: the published JWKS, or the anchor `npm run verify-note` was given. */
  jwks: readonly PublicJwk[];
  verifyEd25519: VerifyEd25519;
  /** How the labels name those keys ("a published key" on the note page). */
  keysName?: string;
}

export async function logChecks(
  proof: Proof,
  inclusion: LogInclusion,
  { origin, jwks, verifyEd25519, keysName = "a published key" }: LogCheckContext,
): Promise<LogReport> {
  const checks: Check[] = [];
  const add = (ok: boolean, label: string, failure: string, detail?: string) =>
    checks.push({ ok, label, failure, ...(detail ? { detail } : {}) });
  const published = publishedVerifierKeys(origin, jwks);
  const publishedTexts = new Set(published.map((key) => verifierKey(key.name, key.publicKey)));

  const foreign = inclusion.verifierKeys.filter((text) => !publishedTexts.has(text));
  add(
    foreign.length === 0,
    "The log's keys are the published signing keys",
    `The log names a key that is not a published signing key: ${foreign[0] ?? ""}`,
    `${inclusion.verifierKeys.length} key${inclusion.verifierKeys.length === 1 ? "" : "s"}`,
  );

  const signed = await checkSignedCheckpoint(inclusion.checkpoint, origin, published, verifyEd25519);
  add(
    signed.ok,
    `The checkpoint is signed by the log ${origin} with ${keysName}`,
    signed.ok ? "" : `The log's checkpoint does not hold: ${signed.reason}`,
    origin,
  );

  const leaf = leafHash(proofLeafData(proof));
  add(
    inclusion.leafHash === toBase64(leaf),
    "The log's leaf is this proof: SHA-256(0x00 ‖ proof) is the entry's leaf hash",
    "The public log's entry is not this proof: the proof was changed after it was logged.",
    toBase64(leaf),
  );
  if (!signed.ok) return { checks, entry: null };

  const { checkpoint } = signed;
  const path = decodeHashes(inclusion.inclusionPath);
  const included =
    path !== null &&
    checkpoint.size === inclusion.treeSize &&
    Number.isSafeInteger(inclusion.leafIndex) &&
    verifyInclusion(inclusion.leafIndex, checkpoint.size, leaf, path, checkpoint.root);
  add(
    included,
    `The audit path proves entry #${inclusion.leafIndex + 1} is in the checkpoint's tree`,
    checkpoint.size !== inclusion.treeSize
      ? `The log's entry names a tree of ${inclusion.treeSize} entries, but its checkpoint signs ${checkpoint.size}.`
      : "The audit path does not lead from this proof to the checkpoint's root: the note is not in the signed log.",
    `leaf index ${inclusion.leafIndex} of tree size ${checkpoint.size}`,
  );
  const allHold = checks.every((check) => check.ok);
  return {
    checks,
    entry: allHold
      ? { origin, leafIndex: inclusion.leafIndex, treeSize: checkpoint.size, root: toBase64(checkpoint.root) }
      : null,
  };
}

export interface TimestampedReport {
  checks: Check[];
  /** The checkpoint's exact text the timestamp must cover, once every check here holds. */
  checkpointText: string | null;
}

/**
 * The checkpoint a timestamp dates the entry by (LogInclusion.timestamped): a
 * checkpoint of this log signed by a trusted key, covering the entry (its size above
 * the leaf index, at most the newest tree's), and a prefix of the newest tree (RFC
 * 9162 consistency to the entry's checkpoint, whose audit path already holds), so the
 * leaf is in it. Only then may its RFC 3161 timestamp say when the entry existed; the
 * timestamp itself is checked by the caller over `checkpointText`.
 */
export async function timestampedChecks(
  stamped: TimestampedCheckpoint,
  entry: LogEntry,
  context: LogCheckContext,
): Promise<TimestampedReport> {
  const { origin, jwks, verifyEd25519, keysName = "a published key" } = context;
  const checks: Check[] = [];
  const signed = await checkSignedCheckpoint(
    stamped.checkpoint,
    origin,
    publishedVerifierKeys(origin, jwks),
    verifyEd25519,
  );
  checks.push({
    ok: signed.ok,
    label: `The timestamped checkpoint is signed by the log ${origin} with ${keysName}`,
    failure: signed.ok ? "" : `The timestamped checkpoint does not hold: ${signed.reason}`,
  });
  if (!signed.ok) return { checks, checkpointText: null };
  const { size, root } = signed.checkpoint;
  const covers = size > entry.leafIndex && size <= entry.treeSize;
  checks.push({
    ok: covers,
    label: `The timestamped checkpoint covers entry #${entry.leafIndex + 1}`,
    failure: `The timestamped checkpoint has ${size} entries: it ${size <= entry.leafIndex ? "was signed before the entry was added" : `is larger than the entry's tree of ${entry.treeSize}`}.`,
    detail: `tree size ${size}`,
  });
  const path = decodeHashes(stamped.consistencyPath);
  const newestRoot = fromBase64(entry.root);
  const consistent =
    covers && path !== null && newestRoot !== null && verifyConsistency(size, entry.treeSize, root, newestRoot, path);
  checks.push({
    ok: consistent,
    label: `The timestamped checkpoint (${size}) is a prefix of the entry's tree (${entry.treeSize}): the entry is in it`,
    failure: `RFC 9162 consistency from ${size} to ${entry.treeSize} fails: the timestamped checkpoint is not of this tree.`,
  });
  return { checks, checkpointText: checks.every((check) => check.ok) ? stamped.checkpoint : null };
}
