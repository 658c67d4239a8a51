/**
 * Offline verifier for Human Notebook proofs and their public-log entries (docs/notebook-proof.md):
 *
 *   npm run verify-note -- https://example.com/writtenbyhuman/note/<slug> [--since checkpoint.txt] [--tsa-ca tsa-ca.pem]
 *   npm run verify-note -- note-<slug>.proof.json --keys <jwks.json | https://example.com/.well-known/jwks.json>
 *       [--origin example.com/writtenbyhuman] [--since checkpoint.txt [--server https://example.com]] [--tsa-ca tsa-ca.pem]
 *
 * A proof file (the note page's "Download proof file", GET /api/notes/:slug/proof-file)
 * holds the note, its typing log, its log entry and the RFC 3161 timestamp of the first
 * checkpoint covering it: it is checked with no network at all, years later and with
 * the server gone. What it is checked against must come from outside it (the file's
 * own keys prove nothing: anyone can sign a file with a key of their own):
 *
 * - a note URL: the keys are its site's /.well-known/jwks.json, the log's name
 *   "<host>/writtenbyhuman", and the file is the one that site serves for that note;
 * - a file: --keys, the site's JWKS kept by the user (a file) or fetched (a URL), and
 *   the log's name from --origin, else the --keys URL's host, else the file's (printed).
 *   Without --keys every check runs against the keys the file carries, and the verdict
 *   is UNANCHORED (exit 4), never VALID: it lists the key ids to compare with the site's.
 *
 * Checked locally with node:crypto and the same checks as the note page
 * (app/sites/notebook/proof-checks.ts, log-checks.ts): the strict proof schema, the
 * Ed25519 signature over the payload's exact UTF-8 bytes, the content (or the envelope
 * of a private note) against the signed hash, for v2 the log against logHash, the text
 * rebuilt from it and its score computed again; then the public log: the checkpoint
 * signed for the log's name by an anchored key, the leaf hash computed from the proof,
 * the audit path to the checkpoint's root; then the timestamp: the timestamped
 * checkpoint signed by an anchored key, covering the entry and consistent with the
 * newest one, and the token over its exact text (app/sites/notebook/timestamp-token.ts),
 * not dated before the note was made. With --tsa-ca the TSA's certificate must chain to
 * one of those PEM certificates and the entry "existed by" its time; without it the
 * time is printed as the token's claim ("!"), not as a passed check.
 *
 * --since <checkpoint.txt>: a checkpoint saved earlier (the text of GET
 * /api/notes/log/checkpoint). It needs an anchor: its signature is checked with the
 * anchored keys, and only once the file's own checkpoint holds is a consistency proof
 * fetched (the one request a file makes) from the note URL's origin, --server, the
 * --keys URL's origin, or the file's server when its host is the log's: "The log was
 * not rewritten between checkpoint X and Y", or exit 1.
 *
 * It trusts nothing the server says about validity. Exit codes (EXIT_CODES,
 * ./verify-note-checks.ts): 0 VALID, 1 INVALID (a check failed, or the server would not
 * prove consistency), 2 usage, file or network errors, 3 every check holds on a private
 * note but its text is not checked (only its passphrase opens it), 4 UNANCHORED: every
 * check holds against the keys the file carries, no --keys given.
 */
import { readFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { logOriginOfHost } from "#app/sites/notebook/log-checks.ts";
import type { Check } from "#app/sites/notebook/proof-checks.ts";
import { JWKS_PATH } from "#app/sites/notebook/note-types.ts";
import { LOG_PATHS, type ProofFile } from "#app/sites/notebook/public-log.ts";
import { fetchBounded, HttpStatusError, httpUrl, PROOF_FILE_MAX_BYTES } from "./bounded-fetch";
import {
  checkProofFile,
  checkSince,
  describeProof,
  EXIT_CODES,
  verdict,
  type FetchConsistency,
  type TrustAnchor,
} from "./verify-note-checks";
import { parseConsistency, parseJwks, parseProofFile } from "./verify-note-input";

export * from "./verify-note-checks";
export { parseProofFile } from "./verify-note-input";

/** Where the note and the keys live, from a note page URL (or an /api/notes/:slug URL). */
export function parseNoteUrl(input: string): { origin: string; slug: string } {
  const url = httpUrl(input, "The note's address");
  const match = /\/(?:writtenbyhuman\/note|api\/notes)\/([A-Za-z0-9_-]+)\/?$/.exec(url.pathname);
  if (!match?.[1]) throw new Error(`Not a note URL (expected …/writtenbyhuman/note/<slug>): ${input}`);
  return { origin: url.origin, slug: match[1] };
}

/** The host part of a log's name ("example.com" of "example.com/writtenbyhuman"). */
export function hostOfLog(origin: string): string {
  const slash = origin.indexOf("/");
  return slash < 0 ? origin : origin.slice(0, slash);
}

/**
 * Where `--since` may ask for a consistency proof: the note URL's origin, --server, the
 * --keys URL's origin, or the file's server only when its host is the log's (a file
 * naming any other address would make this script request it: 127.0.0.1, an intranet).
 */
export function consistencyServer(from: {
  noteUrlOrigin?: string;
  server?: string;
  keysUrl?: URL;
  fileServer: string;
  logOrigin: string;
}): string {
  if (from.noteUrlOrigin) return from.noteUrlOrigin;
  if (from.server) return httpUrl(from.server, "--server").origin;
  if (from.keysUrl) return from.keysUrl.origin;
  const fileServer = httpUrl(from.fileServer, "The file's server");
  if (fileServer.host !== hostOfLog(from.logOrigin)) {
    throw new Error(
      `The file's server (${fileServer.host}) is not the log's host (${hostOfLog(from.logOrigin)}): give --server <https://host> to ask it.`,
    );
  }
  return fileServer.origin;
}

const USAGE = [
  "Usage: npm run verify-note -- <note URL> [--since <checkpoint.txt>] [--tsa-ca <pem file>]",
  "       npm run verify-note -- <note-<slug>.proof.json> --keys <jwks.json | https://host/.well-known/jwks.json> [--origin <host>/writtenbyhuman]",
  "                              [--since <checkpoint.txt> [--server <https://host>]] [--tsa-ca <pem file>]",
].join("\n");

class UsageError extends Error {}

function printChecks(checks: readonly Check[]) {
  for (const check of checks)
    console.log(
      `${check.ok ? "✓" : "✗"} ${check.label}${check.ok ? "" : `\n    ${check.failure}`}${check.detail ? `\n    ${check.detail}` : ""}`,
    );
}

/** The PEM certificates in a file (a CA bundle may hold several). */
function pemCertificates(text: string): string[] {
  return text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
}

interface Options {
  since?: string;
  "tsa-ca"?: string;
  keys?: string;
  origin?: string;
  server?: string;
}

interface Loaded {
  file: ProofFile;
  anchor: TrustAnchor | null;
  slug?: string;
  /** Where --since asks, resolved before anything is checked (null without --since). */
  server: string | null;
  /** Said about the anchor before the checks. */
  anchorLine: string;
}

/** A note URL: its proof file and its site's keys, the log's name from its host. */
async function loadFromUrl(input: string, values: Options): Promise<Loaded> {
  if (values.keys || values.origin || values.server)
    throw new UsageError(
      "--keys, --origin and --server are for proof files: a note URL is checked against its own site's keys.",
    );
  const target = parseNoteUrl(input);
  const file = parseProofFile(
    await fetchBounded(`${target.origin}/api/notes/${target.slug}/proof-file`, PROOF_FILE_MAX_BYTES),
  );
  const source = `${target.origin}${JWKS_PATH}`;
  const anchor = {
    keys: parseJwks(await fetchBounded(source), source),
    origin: logOriginOfHost(new URL(target.origin).host),
    source,
  };
  return {
    file,
    anchor,
    slug: target.slug,
    server: values.since ? target.origin : null,
    anchorLine: `Trust anchor: ${source}; log ${anchor.origin}`,
  };
}

/** A proof file, and the anchor --keys (and --origin) give; none without --keys. */
async function loadFromFile(input: string, values: Options): Promise<Loaded> {
  const file = parseProofFile(await readFile(input, "utf8"));
  if (!values.keys) {
    if (values.since)
      throw new UsageError(
        "--since needs --keys: a saved checkpoint is only compared with a log whose keys are the site's.",
      );
    if (values.origin || values.server)
      throw new UsageError("--origin and --server go with --keys, the site's keys they are checked against.");
    const kids = file.keys.map((key) => key.kid).join(", ") || "none";
    return {
      file,
      anchor: null,
      server: null,
      anchorLine: `Trust anchor: none (no --keys): the checks use the keys the file carries (${kids}).`,
    };
  }
  let keysUrl: URL | undefined;
  let keys;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(values.keys)) {
    keysUrl = httpUrl(values.keys, "--keys");
    keys = parseJwks(await fetchBounded(keysUrl.href), keysUrl.href);
  } else {
    keys = parseJwks(await readFile(values.keys, "utf8"), values.keys);
  }
  const fileOrigin = file.log?.origin ?? null;
  const origin = values.origin ?? (keysUrl ? logOriginOfHost(keysUrl.host) : fileOrigin);
  if (origin === null)
    throw new UsageError("The file has no log entry to take the log's name from: give --origin <host>/writtenbyhuman.");
  const source = keysUrl ? keysUrl.href : `${values.keys} (--keys)`;
  const pinned =
    values.origin || keysUrl ? "" : ", taken from the file (give --origin <host>/writtenbyhuman to pin it)";
  const server = values.since
    ? consistencyServer({ server: values.server, keysUrl, fileServer: file.server, logOrigin: origin })
    : null;
  return {
    file,
    anchor: { keys, origin, source },
    server,
    anchorLine: `Trust anchor: ${source}; log ${origin}${pinned}`,
  };
}

/** The consistency request: bounded (./bounded-fetch.ts); a 4xx is the server's refusal, not a network error. */
function consistencyFetcher(server: string): FetchConsistency {
  return async (from, to) => {
    try {
      return parseConsistency(await fetchBounded(`${server}${LOG_PATHS.consistency}?from=${from}&to=${to}`));
    } catch (error) {
      if (error instanceof HttpStatusError && error.status >= 400 && error.status < 500) return null;
      throw error;
    }
  };
}

async function run(args: string[]): Promise<number> {
  let values: Options;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: args.filter((arg) => arg !== "--"),
      allowPositionals: true,
      options: {
        since: { type: "string" },
        "tsa-ca": { type: "string" },
        keys: { type: "string" },
        origin: { type: "string" },
        server: { type: "string" },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return EXIT_CODES.usageOrNetwork;
  }
  const [input, ...extra] = positionals;
  if (!input || extra.length > 0) {
    console.error(USAGE);
    return EXIT_CODES.usageOrNetwork;
  }

  let loaded: Loaded;
  let trustedCertsPem: string[] | undefined;
  let savedCheckpoint: string | null = null;
  try {
    loaded = /^https?:\/\//i.test(input) ? await loadFromUrl(input, values) : await loadFromFile(input, values);
    if (values["tsa-ca"]) {
      trustedCertsPem = pemCertificates(await readFile(values["tsa-ca"], "utf8"));
      if (trustedCertsPem.length === 0) throw new Error(`${values["tsa-ca"]} holds no PEM certificate.`);
    }
    if (values.since) savedCheckpoint = await readFile(values.since, "utf8");
  } catch (error) {
    console.error(
      error instanceof UsageError
        ? `${error.message}\n${USAGE}`
        : `Could not read the proof: ${(error as Error).message}`,
    );
    return EXIT_CODES.usageOrNetwork;
  }

  const { file, anchor } = loaded;
  console.log(`Note ${file.note.slug} from ${file.server}`);
  console.log(loaded.anchorLine);
  const report = await checkProofFile(file, {
    ...(loaded.slug ? { slug: loaded.slug } : {}),
    anchor,
    ...(trustedCertsPem ? { trustedCertsPem } : {}),
  });
  console.log(`Log: ${report.origin ?? "none (no log entry in the file)"}\n`);
  printChecks(report.checks);
  for (const notice of report.notices) console.log(`! ${notice}`);
  if (report.entry)
    console.log(
      `\nEntry #${report.entry.leafIndex + 1} in the public log ${report.entry.origin} (leaf index ${report.entry.leafIndex} of tree size ${report.entry.treeSize}).`,
    );
  if (report.timestamp?.chainChecked && report.checks.every((check) => check.ok)) {
    console.log(
      `It existed by ${report.timestamp.genTime} (RFC 3161 timestamp by ${report.timestamp.tsa}, checked against --tsa-ca).`,
    );
  }

  const checks = [...report.checks];
  if (savedCheckpoint !== null && anchor && loaded.server) {
    console.log(`\nSince the saved checkpoint (${values.since}):`);
    if (!report.entry) {
      // Nothing is fetched for a file whose own checkpoint does not hold with the anchored keys.
      checks.push({
        ok: false,
        label: "--since: the log entry holds",
        failure: "The file's log entry does not hold: there is no checkpoint to compare the saved one with.",
      });
      printChecks(checks.slice(-1));
    } else {
      try {
        const since = await checkSince(savedCheckpoint, anchor, report.entry, consistencyFetcher(loaded.server));
        printChecks(since);
        checks.push(...since);
      } catch (error) {
        console.error(`Could not fetch the consistency proof from ${loaded.server}: ${(error as Error).message}`);
        return EXIT_CODES.usageOrNetwork;
      }
    }
  }

  const summary = describeProof(file.note);
  if (summary) console.log(`\n${summary}`);
  const host =
    hostOfLog(file.log?.origin ?? "") || (URL.canParse(file.server) ? new URL(file.server).host : file.server);
  const { line, exitCode } = verdict(file.note, checks, anchor ? undefined : { host, keys: file.keys });
  console.log(`\n${line}`);
  return exitCode;
}

/** The command: any error not foreseen above is a message and exit 2, never a stack trace. */
export async function main(args: string[]): Promise<number> {
  try {
    return await run(args);
  } catch (error) {
    console.error(`verify-note could not finish: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT_CODES.usageOrNetwork;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
