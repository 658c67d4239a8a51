/**
 * Offline verifier for Human Notebook proofs (issue #14, #17):
 *
 *   npm run verify-note -- note-<slug>.proof.json [--since checkpoint.txt] [--tsa-ca tsa-ca.pem]
 *   npm run verify-note -- https://example.com/writtenbyhuman/note/<slug> [--since …] [--tsa-ca …]
 *
 * A proof file (the note page's "Download proof file", GET /api/notes/:slug/proof-file)
 * holds the note, its typing log, the published keys, its log entry and the checkpoint's
 * RFC 3161 timestamp: it is checked with no network at all, years later and with the
 * server gone. A note URL downloads that file from its server, then checks it the same
 * way (and that it is the note at that address, of that host's log).
 *
 * Checked locally with node:crypto and the same checks as the note page
 * (app/sites/notebook/proof-checks.ts, log-checks.ts): the strict proof schema, the
 * Ed25519 signature over the payload's exact UTF-8 bytes, the content (or the envelope
 * of a private note) against the signed hash, for v2 the log against logHash, the text
 * rebuilt from it and its score computed again; then the public log: the checkpoint
 * signed for the log's origin by a published key, the leaf hash computed from the
 * proof, the audit path to the checkpoint's root; then the timestamp when the file
 * has one (app/sites/notebook/timestamp-token.ts: imprint = SHA-256 of the checkpoint's
 * exact text, the CMS signature by the certificate in the token, that certificate
 * bound and limited to time-stamping). With --tsa-ca the TSA's certificate must chain
 * to one of those PEM certificates; without it the script says the chain was not
 * checked and still exits 0 when the rest holds (the token then shows the checkpoint
 * existed by genTime only as far as you trust the TSA named in it). A file without a
 * timestamp (the server has no TSA_URL) passes without one, and says so.
 *
 * --since <checkpoint.txt>: a checkpoint saved earlier (the text of GET
 * /api/notes/log/checkpoint). Its signature is checked with the file's keys, then a
 * consistency proof between it and the file's checkpoint is fetched from the file's
 * server (the one network request) and verified: "The log was not rewritten between
 * checkpoint X and Y", or exit 1.
 *
 * It trusts nothing the server says about validity. Exit codes (EXIT_CODES): 0 when
 * every check passes, 1 when one fails, 2 on usage, file or network errors, 3 when
 * every check passes on a private note: its signature, envelope, log and log entry
 * hold, but its text is not checked (only its passphrase opens it: a note of random
 * bytes that no one can open passes too).
 */
import { createHash, createPublicKey, verify } from "node:crypto";
import { readFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { logChecks, logOriginOfHost, publishedVerifierKeys, type LogEntry } from "../app/sites/notebook/log-checks";
import { fromBase64, verifyConsistency, type Hash } from "../app/sites/notebook/merkle";
import type { Note, PublicJwk } from "../app/sites/notebook/note-types";
import { proofChecks, type Check } from "../app/sites/notebook/proof-checks";
import { checkSignedCheckpoint, LOG_PATHS, PROOF_FILE_FORMAT, type LogConsistency, type ProofFile, type VerifyEd25519 } from "../app/sites/notebook/public-log";
import { checkTimestamp, type TimestampCheck } from "../app/sites/notebook/timestamp-token";
import { parseProof } from "../app/sites/notebook/proof-schema";
import { describeTyping } from "../app/sites/notebook/typing-log";

const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** Where the note and the keys live, from a note page URL (or an /api/notes/:slug URL). */
export function parseNoteUrl(input: string): { origin: string; slug: string } {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new Error(`Not a URL: ${input}`);
  }
  const match = /\/(?:writtenbyhuman\/note|api\/notes)\/([A-Za-z0-9_-]+)\/?$/.exec(url.pathname);
  if (!match?.[1]) throw new Error(`Not a note URL (expected …/writtenbyhuman/note/<slug>): ${input}`);
  return { origin: url.origin, slug: match[1] };
}

/** Every check a third party can make from the note, its typing log (v2) and the key set alone. */
export function checkNote(note: Note, keys: PublicJwk[], slug: string, logText: string | null): Check[] {
  const parsed = parseProof(note.proof);
  let keyPublished = false;
  let signatureValid = false;
  if (parsed.ok) {
    const { proof } = parsed.value;
    const jwk = keys.find((key) => key.kid === proof.kid && key.kty === "OKP" && key.crv === "Ed25519");
    keyPublished = jwk !== undefined;
    try {
      const key = jwk && createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: jwk.x }, format: "jwk" });
      signatureValid = key !== undefined && verify(null, Buffer.from(proof.payload, "utf8"), key, Buffer.from(proof.signature, "base64url"));
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
  if (note.slug !== slug) checks.push({ ok: false, label: "The note is the one at this address", failure: `The server answered note ${note.slug}.` });
  return checks;
}

export const EXIT_CODES = { valid: 0, invalid: 1, usageOrNetwork: 2, privateUnchecked: 3 } as const;

/** The last line and the exit code: "VALID" only when the text itself was checked. */
export function verdict(note: Pick<Note, "content">, checks: readonly Check[]): { line: string; exitCode: number } {
  if (!checks.every((check) => check.ok)) return { line: "INVALID: at least one check failed.", exitCode: EXIT_CODES.invalid };
  if (note.content === null) {
    return {
      line:
        "SIGNATURE CHECKED (text not checked: private note). Its proof, envelope and typing log hold; its text is checked against the salted commitment only in the browser, after decrypting.",
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
  const flags = payload.flags.length ? ` Flags: ${payload.flags.map((flag) => `${flag.code} (−${flag.penalty})`).join(", ")}.` : "";
  return `Signed: ${verdict}, ${describeTyping(payload)}, ${payload.wpm} wpm; session ${payload.session} opened ${payload.sessionStartedAt}, ${payload.batchCount} batches witnessed, created ${payload.createdAt}.${flags}`;
}

/** node:crypto Ed25519 over a raw 32-byte public key (the log's checkpoints). */
export const verifyEd25519Raw: VerifyEd25519 = (message, signature, publicKey) => {
  try {
    return verify(null, message, createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: Buffer.from(publicKey).toString("base64url") }, format: "jwk" }), signature);
  } catch {
    return false;
  }
};

/** A proof file's JSON, its shape checked far enough to read it; throws saying what is wrong. */
export function parseProofFile(text: string): ProofFile {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    throw new Error("Not a proof file: not JSON.");
  }
  const candidate = file as Partial<ProofFile> | null;
  if (candidate?.format !== PROOF_FILE_FORMAT) throw new Error(`Not a proof file: its format is not "${PROOF_FILE_FORMAT}".`);
  if (typeof candidate.note !== "object" || candidate.note === null || !Array.isArray(candidate.keys) || typeof candidate.server !== "string") {
    throw new Error("Not a proof file: it lacks the note, the keys or the server.");
  }
  if (candidate.typingLog !== null && typeof candidate.typingLog !== "string") throw new Error("Not a proof file: its typing log is not text.");
  if (candidate.log !== null && (typeof candidate.log !== "object" || !Array.isArray(candidate.log?.inclusionPath) || !Array.isArray(candidate.log.verifierKeys))) {
    throw new Error("Not a proof file: its log entry is malformed.");
  }
  return candidate as ProofFile;
}

export interface FileReport {
  checks: Check[];
  /** The log's name the checks used. */
  origin: string | null;
  entry: LogEntry | null;
  timestamp: TimestampCheck | null;
}

export interface FileCheckOptions {
  /** The note's slug when it came from a URL: the file must be that note's. */
  slug?: string;
  /** The log's name when it came from a URL ("<host>/writtenbyhuman"); else the file's own. */
  origin?: string;
  /** Trusted TSA certificates (PEM): with them the timestamp's chain is checked. */
  trustedCertsPem?: string[];
}

/** Everything in a proof file, checked with no network. */
export async function checkProofFile(file: ProofFile, options: FileCheckOptions = {}): Promise<FileReport> {
  const checks = checkNote(file.note, file.keys, options.slug ?? file.note.slug, file.typingLog);
  const log = file.log;
  if (!log) {
    checks.push({
      ok: false,
      label: "The note is in the public log",
      failure: "The file has no log entry: it was downloaded while the note was being added (seconds). Download it again.",
    });
    return { checks, origin: null, entry: null, timestamp: null };
  }
  const origin = options.origin ?? log.origin;
  const report = await logChecks(file.note.proof, log, { origin, jwks: file.keys, verifyEd25519: verifyEd25519Raw });
  checks.push(...report.checks);
  let timestamp: TimestampCheck | null = null;
  if (log.timestampReply !== null) {
    const reply = fromBase64(log.timestampReply);
    timestamp = reply
      ? await checkTimestamp(reply, new TextEncoder().encode(log.checkpoint), options.trustedCertsPem ? { trustedCertsPem: options.trustedCertsPem } : {})
      : { ok: false, reason: "The timestamp reply is not base64." };
    checks.push(
      timestamp.ok
        ? {
            ok: true,
            label: `The checkpoint was timestamped (RFC 3161) at ${timestamp.genTime} by ${timestamp.tsa}`,
            failure: "",
            detail: timestamp.chainChecked ? "the TSA's certificate chains to --tsa-ca" : "the TSA's certificate chain was NOT checked (give --tsa-ca <pem>)",
          }
        : { ok: false, label: "The checkpoint's RFC 3161 timestamp holds", failure: `The timestamp does not hold: ${timestamp.reason}` },
    );
  }
  return { checks, origin, entry: report.entry, timestamp };
}

interface TreeHead {
  size: number;
  root: Hash;
}

/** `--since`: the saved checkpoint must be this log's, signed by a published key, then consistent with the file's. */
export async function checkSince(
  savedText: string,
  file: ProofFile,
  entry: LogEntry,
  fetchConsistency: (from: number, to: number) => Promise<LogConsistency>,
): Promise<Check[]> {
  const checks: Check[] = [];
  const saved = await checkSignedCheckpoint(savedText, entry.origin, publishedVerifierKeys(entry.origin, file.keys), verifyEd25519Raw);
  checks.push({
    ok: saved.ok,
    label: `The saved checkpoint is signed by the log ${entry.origin} with a published key`,
    failure: saved.ok ? "" : `The saved checkpoint does not hold: ${saved.reason}`,
    ...(saved.ok ? { detail: `tree size ${saved.checkpoint.size}` } : {}),
  });
  if (!saved.ok) return checks;
  const older: TreeHead = { size: saved.checkpoint.size, root: saved.checkpoint.root };
  const newer: TreeHead = { size: entry.treeSize, root: fromBase64(entry.root) as Hash };
  const [from, to] = older.size <= newer.size ? [older, newer] : [newer, older];
  let path: Hash[] = [];
  if (from.size !== to.size) {
    const proof = await fetchConsistency(from.size, to.size);
    if (proof.from !== from.size || proof.to !== to.size) throw new Error(`The server answered a proof from ${proof.from} to ${proof.to}.`);
    const hashes = proof.consistencyPath.map(fromBase64);
    path = hashes.every((hash): hash is Hash => hash !== null) ? hashes : [];
  }
  checks.push({
    ok: verifyConsistency(from.size, to.size, from.root, to.root, path),
    label: `The log was not rewritten between checkpoint ${from.size} and ${to.size}`,
    failure: `The log was rewritten: its tree of ${to.size} entries does not extend the checkpoint of ${from.size} (RFC 9162 consistency fails).`,
    detail: from.size === to.size ? "the same tree size: the roots are equal" : "RFC 9162 consistency proof",
  });
  return checks;
}

async function fetchJson<T>(url: string): Promise<T> {
  return JSON.parse(await fetchText(url)) as T;
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

const USAGE = "Usage: npm run verify-note -- <note-<slug>.proof.json | note URL> [--since <checkpoint.txt>] [--tsa-ca <pem file>]";

function printChecks(checks: readonly Check[]) {
  for (const check of checks) console.log(`${check.ok ? "✓" : "✗"} ${check.label}${check.ok ? "" : `\n    ${check.failure}`}${check.detail ? `\n    ${check.detail}` : ""}`);
}

/** The PEM certificates in a file (a CA bundle may hold several). */
function pemCertificates(text: string): string[] {
  return text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
}

export async function main(args: string[]): Promise<number> {
  let values: { since?: string; "tsa-ca"?: string };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args: args.filter((arg) => arg !== "--"), allowPositionals: true, options: { since: { type: "string" }, "tsa-ca": { type: "string" } } }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return EXIT_CODES.usageOrNetwork;
  }
  const [input, ...extra] = positionals;
  if (!input || extra.length > 0) {
    console.error(USAGE);
    return EXIT_CODES.usageOrNetwork;
  }

  let file: ProofFile;
  let options: FileCheckOptions = {};
  let savedCheckpoint: string | null = null;
  try {
    if (/^https?:\/\//i.test(input)) {
      const target = parseNoteUrl(input);
      file = parseProofFile(await fetchText(`${target.origin}/api/notes/${target.slug}/proof-file`));
      options = { slug: target.slug, origin: logOriginOfHost(new URL(target.origin).host) };
    } else {
      file = parseProofFile(await readFile(input, "utf8"));
    }
    if (values["tsa-ca"]) {
      const certificates = pemCertificates(await readFile(values["tsa-ca"], "utf8"));
      if (certificates.length === 0) throw new Error(`${values["tsa-ca"]} holds no PEM certificate.`);
      options.trustedCertsPem = certificates;
    }
    if (values.since) savedCheckpoint = await readFile(values.since, "utf8");
  } catch (error) {
    console.error(`Could not read the proof: ${(error as Error).message}`);
    return EXIT_CODES.usageOrNetwork;
  }

  const { note } = file;
  console.log(`Note ${note.slug} from ${file.server}`);
  console.log(`Keys: ${file.keys.map((key) => key.kid).join(", ") || "none"}`);
  const report = await checkProofFile(file, options);
  console.log(`Log: ${report.origin ?? "none (no log entry in the file)"}\n`);
  printChecks(report.checks);
  if (report.entry) console.log(`\nEntry #${report.entry.leafIndex + 1} in the public log ${report.entry.origin} (leaf index ${report.entry.leafIndex} of tree size ${report.entry.treeSize}).`);
  if (report.timestamp?.ok) {
    console.log(`The checkpoint holding it existed by ${report.timestamp.genTime} (${report.timestamp.tsa}).`);
    if (!report.timestamp.chainChecked) console.log("! The TSA's certificate chain was not checked: give its CA with --tsa-ca <pem file> to check who signed the time.");
  } else if (file.log && file.log.timestampReply === null) {
    console.log("No RFC 3161 timestamp in the file (the server has no TSA_URL, or the checkpoint had none yet).");
  }

  const checks = [...report.checks];
  if (savedCheckpoint !== null) {
    if (!report.entry) {
      checks.push({ ok: false, label: "--since: the log entry holds", failure: "The file's log entry does not hold: there is no checkpoint to compare the saved one with." });
      printChecks(checks.slice(-1));
    } else {
      console.log(`\nSince the saved checkpoint (${values.since}):`);
      try {
        const server = file.server;
        const since = await checkSince(savedCheckpoint, file, report.entry, (from, to) =>
          fetchJson<LogConsistency>(`${server}${LOG_PATHS.consistency}?from=${from}&to=${to}`),
        );
        printChecks(since);
        checks.push(...since);
      } catch (error) {
        console.error(`Could not fetch the consistency proof from ${file.server}: ${(error as Error).message}`);
        return EXIT_CODES.usageOrNetwork;
      }
    }
  }

  const summary = describeProof(note);
  if (summary) console.log(`\n${summary}`);
  const { line, exitCode } = verdict(note, checks);
  console.log(`\n${line}`);
  return exitCode;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
