/**
 * The checks behind `npm run verify-note` (./verify-note.ts is its command line): a
 * note, its proof file's log entry and timestamp, and a checkpoint kept earlier, each
 * against a trust anchor from outside the file. Nothing here reads files or the network
 * except through the function `checkSince` is given.
 */
import { createHash, createPublicKey, verify } from "node:crypto";
import {
  logChecks,
  publishedVerifierKeys,
  timestampedChecks,
  type LogCheckContext,
  type LogEntry,
} from "#app/sites/notebook/log-checks.ts";
import { fromBase64, verifyConsistency, type Hash } from "#app/sites/notebook/merkle.ts";
import type { Note, PublicJwk } from "#app/sites/notebook/note-types.ts";
import { proofChecks, type Check } from "#app/sites/notebook/proof-checks.ts";
import { parseProof } from "#app/sites/notebook/proof-schema.ts";
import { checkSignedCheckpoint, type LogConsistency, type ProofFile } from "#app/sites/notebook/public-log.ts";
import { checkTimestamp } from "#app/sites/notebook/timestamp-token.ts";
import { verifyEd25519Raw } from "#server/public-log/verify-ed25519-raw.ts";
import { describeTyping } from "#app/sites/notebook/typing-log.ts";

const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** What the labels call the keys when no anchor was given. */
const UNANCHORED_KEYS = "the keys the file carries (not anchored)";

/** proof-checks.ts's label for the key check, which names the note page's anchor. */
const KEY_PUBLISHED_LABEL = "Its signing key is published in /.well-known/jwks.json";

/**
 * What is trusted, from outside the proof file: the site's keys and its log's name.
 * A note URL gives both (its site's /.well-known/jwks.json, "<host>/writtenbyhuman");
 * a file needs --keys (and --origin, or the log name is the file's own, printed).
 */
export interface TrustAnchor {
  keys: PublicJwk[];
  /** The log's name: "<host>/writtenbyhuman". */
  origin: string;
  /** Where the keys came from, as the labels name it: "https://host/.well-known/jwks.json", "keys.json (--keys)". */
  source: string;
}

/** Every check a third party can make from the note, its typing log (v2) and the key set alone. */
export function checkNote(
  note: Note,
  keys: PublicJwk[],
  slug: string,
  logText: string | null,
  keysSource?: string,
): Check[] {
  const parsed = parseProof(note.proof);
  let keyPublished = false;
  let signatureValid = false;
  if (parsed.ok) {
    const { proof } = parsed.value;
    const jwk = keys.find((key) => key.kid === proof.kid && key.kty === "OKP" && key.crv === "Ed25519");
    keyPublished = jwk !== undefined;
    try {
      const key = jwk && createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: jwk.x }, format: "jwk" });
      signatureValid =
        key !== undefined &&
        verify(null, Buffer.from(proof.payload, "utf8"), key, Buffer.from(proof.signature, "base64url"));
    } catch {
      signatureValid = false;
    }
  }
  const stored = note.content ?? note.contentEnc;
  const { checks } = proofChecks(
    { ...note, slug },
    {
      parsed,
      keyPublished,
      signatureValid,
      contentSha256: stored === null ? null : sha256Hex(stored),
      log: logText === null ? null : { text: logText, sha256: sha256Hex(logText) },
    },
  );
  // The URL's slug, not only the note's own: a note served under another address is not this one.
  if (note.slug !== slug)
    checks.push({
      ok: false,
      label: "The note is the one at this address",
      failure: `The server answered note ${note.slug}.`,
    });
  // Say which keys were trusted: in a file, /.well-known/jwks.json is whatever the anchor was.
  if (keysSource === undefined) return checks;
  const label =
    keysSource === UNANCHORED_KEYS
      ? `Its signing key is among ${UNANCHORED_KEYS}`
      : `Its signing key is in ${keysSource}`;
  return checks.map((check) => (check.label === KEY_PUBLISHED_LABEL ? { ...check, label } : check));
}

/**
 * 0 VALID, 1 INVALID (a check failed, the server would not prove consistency), 2 usage,
 * file or network errors, 3 a private note whose text is not checked, 4 UNANCHORED: every
 * check holds, but against the keys the file carries (no --keys): a forger's file, signed
 * with a key of their own, holds as well, until its key ids are compared with the site's.
 */
export const EXIT_CODES = { valid: 0, invalid: 1, usageOrNetwork: 2, privateUnchecked: 3, unanchored: 4 } as const;

/** The keys the file carries, for a person to compare with the site's JWKS. */
export interface Unanchored {
  host: string;
  keys: readonly PublicJwk[];
}

/** The last line and the exit code: "VALID" only when the text itself was checked, against anchored keys. */
export function verdict(
  note: Pick<Note, "content">,
  checks: readonly Check[],
  unanchored?: Unanchored,
): { line: string; exitCode: number } {
  if (!checks.every((check) => check.ok))
    return { line: "INVALID: at least one check failed.", exitCode: EXIT_CODES.invalid };
  const privateNote = note.content === null;
  if (unanchored) {
    const keys = unanchored.keys.map((key) => `\n  kid ${key.kid}  x ${key.x}`).join("") || " (none)";
    return {
      line:
        `UNANCHORED: every check holds against the keys the file carries${privateNote ? " (and its text is not checked: private note)" : ""}; ` +
        `compare these key ids with https://${unanchored.host}/.well-known/jwks.json, or give it with --keys:${keys}`,
      exitCode: EXIT_CODES.unanchored,
    };
  }
  if (privateNote) {
    return {
      line: "SIGNATURE CHECKED (text not checked: private note). Its proof, envelope and typing log hold; its text is checked against the salted commitment only in the browser, after decrypting.",
      exitCode: EXIT_CODES.privateUnchecked,
    };
  }
  return { line: "VALID: every check passed.", exitCode: EXIT_CODES.valid };
}

/** What the proof says, in a sentence, for v1 and v2 payloads alike. */
export function describeProof(note: Note): string | null {
  const parsed = parseProof(note.proof);
  if (!parsed.ok) return null;
  const { payload } = parsed.value;
  const verdict = `human score ${payload.humanScore}/100 (rubric ${payload.rubric}, ${payload.isHuman ? "human" : "not human"})`;
  if (payload.v === 1) {
    return (
      `Signed: ${verdict}, ${payload.keystrokeCount} keys, ${payload.backspaceCount} backspaces, ${payload.pasteCount} pastes, ${payload.duration} s, created ${payload.createdAt}.\n` +
      "Rubric v1: signed before the server witnessed the typing; its times and counts are the writing page's own figures."
    );
  }
  const flags = payload.flags.length
    ? ` Flags: ${payload.flags.map((flag) => `${flag.code} (−${flag.penalty})`).join(", ")}.`
    : "";
  return `Signed: ${verdict}, ${describeTyping(payload)}, ${payload.wpm} wpm; session ${payload.session} opened ${payload.sessionStartedAt}, ${payload.batchCount} batches witnessed, created ${payload.createdAt}.${flags}`;
}

/** The file's keys beside the anchor's: a kid the anchor gives another key means the file was made with other keys. */
export function keysAgree(fileKeys: readonly PublicJwk[], anchor: TrustAnchor): Check {
  const byKid = new Map(anchor.keys.map((key) => [key.kid, key.x]));
  const conflicting = fileKeys.find((key) => byKid.has(key.kid) && byKid.get(key.kid) !== key.x);
  const unknown = fileKeys.filter((key) => !byKid.has(key.kid)).length;
  return {
    ok: conflicting === undefined,
    label: `The keys the file carries agree with ${anchor.source}`,
    failure: `The file gives key ${conflicting?.kid ?? ""} another x than ${anchor.source}: it was not made with the site's keys.`,
    ...(unknown > 0
      ? { detail: `${unknown} of the file's keys ${unknown === 1 ? "is" : "are"} not in ${anchor.source} (not used)` }
      : {}),
  };
}

/**
 * A timestamp that says the note existed before it was made is impossible: it was
 * backdated (a forged or replayed token). 5 minutes for clocks that disagree.
 */
export const CLOCK_SKEW_MS = 5 * 60_000;

export function timestampAfterCreation(genTime: string, createdAt: string | null): Check {
  const created = createdAt === null ? Number.NaN : Date.parse(createdAt);
  const ok = Number.isFinite(created) && Date.parse(genTime) >= created - CLOCK_SKEW_MS;
  return {
    ok,
    label: "The timestamp is not earlier than the note (its createdAt, less 5 minutes for clocks)",
    failure: Number.isFinite(created)
      ? `The timestamp (${genTime}) is earlier than the note was made (${createdAt}): it was backdated.`
      : "The proof names no creation time to compare the timestamp with.",
  };
}

export interface TimestampFinding {
  genTime: string;
  /** The TSA as its token names it: only a claim until chainChecked. */
  tsa: string;
  chainChecked: boolean;
}

export interface FileReport {
  checks: Check[];
  /** Lines that are neither a pass nor a failure ("! …"): what was not checked, and why. */
  notices: string[];
  /** The log's name the checks used. */
  origin: string | null;
  entry: LogEntry | null;
  /** A timestamp whose token holds (and, unless chainChecked, an authority not checked). */
  timestamp: TimestampFinding | null;
}

export interface FileCheckOptions {
  /** The note's slug when it came from a URL: the file must be that note's. */
  slug?: string;
  /** The keys and log name trusted; without it, the file's own (never VALID: see verdict). */
  anchor?: TrustAnchor | null;
  /** Trusted TSA certificates (PEM): with them the timestamp's chain is checked. */
  trustedCertsPem?: string[];
}

/** Everything in a proof file, checked with no network. */
export async function checkProofFile(file: ProofFile, options: FileCheckOptions = {}): Promise<FileReport> {
  const anchor = options.anchor ?? null;
  const keys = anchor?.keys ?? file.keys;
  const keysSource = anchor?.source ?? UNANCHORED_KEYS;
  const checks = checkNote(file.note, keys, options.slug ?? file.note.slug, file.typingLog, keysSource);
  if (anchor) checks.push(keysAgree(file.keys, anchor));
  const notices: string[] = [];
  const log = file.log;
  if (!log) {
    checks.push({
      ok: false,
      label: "The note is in the public log",
      failure:
        "The file has no log entry: it was downloaded while the note was being added (seconds). Download it again.",
    });
    return { checks, notices, origin: anchor?.origin ?? null, entry: null, timestamp: null };
  }
  const context: LogCheckContext = {
    origin: anchor?.origin ?? log.origin,
    jwks: keys,
    verifyEd25519: verifyEd25519Raw,
    keysName: anchor ? `a key of ${anchor.source}` : "a key the file carries (not anchored)",
  };
  const report = await logChecks(file.note.proof, log, context);
  checks.push(...report.checks);
  let timestamp: TimestampFinding | null = null;
  if (log.timestamped && report.entry) {
    timestamp = await checkTimestamped(file, report.entry, context, options.trustedCertsPem, checks, notices);
  } else if (log.timestamped) {
    notices.push("The timestamp was not checked: the log entry it dates does not hold.");
  } else {
    notices.push(
      "No RFC 3161 timestamp in the file (the server has no TSA_URL, or no checkpoint covering the entry was timestamped yet).",
    );
  }
  return { checks, notices, origin: context.origin, entry: report.entry, timestamp };
}

/** The timestamped checkpoint, then its RFC 3161 token; adds to `checks` and `notices`. */
async function checkTimestamped(
  file: ProofFile,
  entry: LogEntry,
  context: LogCheckContext,
  trustedCertsPem: string[] | undefined,
  checks: Check[],
  notices: string[],
): Promise<TimestampFinding | null> {
  const stamped = file.log!.timestamped!;
  const covering = await timestampedChecks(stamped, entry, context);
  checks.push(...covering.checks);
  if (covering.checkpointText === null) return null;
  const reply = fromBase64(stamped.timestampReply);
  const token = reply
    ? await checkTimestamp(
        reply,
        new TextEncoder().encode(covering.checkpointText),
        trustedCertsPem ? { trustedCertsPem } : {},
      )
    : ({ ok: false, reason: "The timestamp reply is not base64." } as const);
  if (!token.ok) {
    checks.push({
      ok: false,
      label: "The RFC 3161 timestamp over the timestamped checkpoint holds",
      failure: `The timestamp does not hold: ${token.reason}`,
    });
    return null;
  }
  const parsed = parseProof(file.note.proof);
  checks.push(timestampAfterCreation(token.genTime, parsed.ok ? parsed.value.payload.createdAt : null));
  if (token.chainChecked) {
    checks.push({
      ok: true,
      label: `The checkpoint holding the entry was timestamped (RFC 3161) at ${token.genTime} by ${token.tsa}`,
      failure: "",
      detail: "the TSA's certificate chains to --tsa-ca",
    });
  } else {
    notices.push(
      `timestamp by ${token.tsa} (name claimed by the token) at ${token.genTime}: authority not checked (give --tsa-ca <pem file>)`,
    );
  }
  return { genTime: token.genTime, tsa: token.tsa, chainChecked: token.chainChecked };
}

interface TreeHead {
  size: number;
  root: Hash;
}

/** The server's consistency proof, or null when it refused (4xx): that is an answer, not a network error. */
export type FetchConsistency = (from: number, to: number) => Promise<LogConsistency | null>;

/** `--since`: the saved checkpoint must be the anchored log's, signed by an anchored key, then consistent with the file's. */
export async function checkSince(
  savedText: string,
  anchor: TrustAnchor,
  entry: LogEntry,
  fetchConsistency: FetchConsistency,
): Promise<Check[]> {
  const checks: Check[] = [];
  const saved = await checkSignedCheckpoint(
    savedText,
    anchor.origin,
    publishedVerifierKeys(anchor.origin, anchor.keys),
    verifyEd25519Raw,
  );
  checks.push({
    ok: saved.ok,
    label: `The saved checkpoint is signed by the log ${anchor.origin} with a key of ${anchor.source}`,
    failure: saved.ok ? "" : `The saved checkpoint does not hold: ${saved.reason}`,
    ...(saved.ok ? { detail: `tree size ${saved.checkpoint.size}` } : {}),
  });
  if (!saved.ok) return checks;
  const older: TreeHead = { size: saved.checkpoint.size, root: saved.checkpoint.root };
  const newer: TreeHead = { size: entry.treeSize, root: fromBase64(entry.root) as Hash };
  const [from, to] = older.size <= newer.size ? [older, newer] : [newer, older];
  const label = `The log was not rewritten between checkpoint ${from.size} and ${to.size}`;
  let path: Hash[] = [];
  if (from.size !== to.size) {
    const proof = await fetchConsistency(from.size, to.size);
    if (proof === null) {
      checks.push({
        ok: false,
        label,
        failure: `The server would not prove consistency between ${from.size} and ${to.size}.`,
      });
      return checks;
    }
    if (proof.from !== from.size || proof.to !== to.size)
      throw new Error(`The server answered a proof from ${proof.from} to ${proof.to}.`);
    path = proof.consistencyPath.map((hash) => fromBase64(hash) as Hash);
  }
  checks.push({
    ok: verifyConsistency(from.size, to.size, from.root, to.root, path),
    label,
    failure: `The log was rewritten: its tree of ${to.size} entries does not extend the checkpoint of ${from.size} (RFC 9162 consistency fails).`,
    detail: from.size === to.size ? "the same tree size: the roots are equal" : "RFC 9162 consistency proof",
  });
  return checks;
}
