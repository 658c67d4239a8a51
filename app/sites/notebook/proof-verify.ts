/**
 * The note page's own check of a proof and of its public-log entry, before
 * it says "Verified": nothing is asked of the server but the published keys, the typing
 * log and the note's entry in the public log (asked for by slug, before and apart from
 * any decryption), and a decrypted private note's text never leaves the browser. The
 * checks are ./proof-checks.ts and ./log-checks.ts (the log's name is the site's configured
 * host, `siteLogOrigin`); here the signature is verified with WebCrypto Ed25519 (Chrome
 * 137+, Firefox 129+, Safari 17+) or, where that is missing, the audited pure-JS
 * @noble/curves, loaded only then. Loaded lazily by the note page.
 */
import { publicUrlInBrowser } from "#app/lib/seo.tsx";
import type { NoteBinding } from "./envelope";
import { fromBase64Url, toBase64Url } from "./envelope";
import { logChecks, logOriginOfUrl } from "./log-checks";
import { commitment, sha256Hex } from "./note-crypto";
import { JWKS_PATH, type Note, type PublicJwk, type VerificationResult } from "./note-types";
import { firstFailure, proofChecks, unlockedChecks, type Check, type ProofReport } from "./proof-checks";
import { parseProof } from "./proof-schema";
import { LOG_PATHS, type LogInclusion } from "./public-log";
import { failedVerification } from "./failed-verification";
import type { LogStatus, NoteVerification } from "./verification-types";

const encoder = new TextEncoder();

/** Ed25519 verification of `message` against a JWK's `x`. Never compares signature bytes. */
export async function verifyEd25519(
  x: string,
  message: Uint8Array<ArrayBuffer>,
  signature: Uint8Array<ArrayBuffer>,
  { forceFallback = false } = {},
): Promise<boolean> {
  if (!forceFallback && globalThis.crypto?.subtle) {
    let key: CryptoKey | undefined;
    try {
      key = await crypto.subtle.importKey(
        "jwk",
        { kty: "OKP", crv: "Ed25519", x, ext: true },
        { name: "Ed25519" },
        false,
        ["verify"],
      );
    } catch {
      // Ed25519 not supported by this browser's WebCrypto: use the pure-JS fallback.
    }
    if (key) return crypto.subtle.verify({ name: "Ed25519" }, key, signature, message);
  }
  const { ed25519 } = await import("@noble/curves/ed25519.js");
  try {
    // zip215: false = RFC 8032 strict, the same rules as WebCrypto, node:crypto and OpenSSL.
    return ed25519.verify(signature, message, fromBase64Url(x), { zip215: false });
  } catch {
    return false;
  }
}

let jwks: Promise<PublicJwk[]> | null = null;

/** The published keys, fetched once per page (the browser's cache also keeps them 5 minutes). */
export function fetchJwks(): Promise<PublicJwk[]> {
  jwks ??= fetch(JWKS_PATH, { headers: { Accept: "application/json" } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`The published keys could not be loaded (${response.status}).`);
      const body = (await response.json()) as { keys?: PublicJwk[] };
      return Array.isArray(body.keys) ? body.keys : [];
    })
    .catch((error: unknown) => {
      jwks = null;
      throw error;
    });
  return jwks;
}

/** A note's stored typing log, as its exact text (never re-serialised: its SHA-256 is signed); null when there is none. */
export async function fetchTypingLog(slug: string): Promise<string | null> {
  const response = await fetch(`/api/notes/${slug}/log`, { headers: { Accept: "application/json" } });
  return response.ok ? response.text() : null;
}

/**
 * The log's name, "<SITE_URL's host>/writtenbyhuman", as the server signs its checkpoints:
 * taken from the notebook's public URL the server wrote into this page from its
 * configuration (app/lib/seo.tsx), never from the host the page was opened by, so a
 * note verifies under any name that reaches the server (127.0.0.1 for localhost), and
 * a checkpoint signed for another log name still fails.
 */
export function siteLogOrigin(): string {
  return logOriginOfUrl(publicUrlInBrowser("/writtenbyhuman"));
}

/** What GET /api/notes/log/inclusion?slug=… answered. */
export type InclusionAnswer =
  { status: "ok"; inclusion: LogInclusion } | { status: "pending" } | { status: "error"; message: string };

/** The note's entry in the public log: 404 not_logged_yet while the sequencer has not appended it (about a second). */
export async function fetchInclusion(slug: string): Promise<InclusionAnswer> {
  try {
    const response = await fetch(`${LOG_PATHS.inclusion}?slug=${encodeURIComponent(slug)}`, {
      headers: { Accept: "application/json" },
    });
    if (response.ok) return { status: "ok", inclusion: (await response.json()) as LogInclusion };
    const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
    if (response.status === 404 && body?.error?.code === "not_logged_yet") return { status: "pending" };
    return { status: "error", message: `the server answered ${response.status}` };
  } catch {
    return { status: "error", message: "the request did not reach the server" };
  }
}

/**
 * A new note waits for its log entry this long before a missing one is a failure: the
 * sequencer appends a stored note within about a second (5 s at most), so
 * a minute leaves room for a restart or a clock a little off.
 */
export const LOG_GRACE_MS = 60_000;

export interface VerifyOptions {
  keys?: PublicJwk[];
  fetchLog?: (slug: string) => Promise<string | null>;
  fetchInclusion?: (slug: string) => Promise<InclusionAnswer>;
  /** The log's name (default: `siteLogOrigin()`). */
  logOrigin?: string;
  /** The clock the grace for a pending entry is measured by. */
  now?: () => number;
  forceFallback?: boolean;
}

type VerifiableNote = Pick<Note, "slug" | "createdAt" | "contentHash" | "content" | "contentEnc" | "proof">;

/** Checks a note as it is shown: public or still locked. */
export async function verifyNote(note: VerifiableNote, options: VerifyOptions = {}): Promise<NoteVerification> {
  // Asked for at once, by slug only: nothing about a private note's text goes with it.
  const inclusion = (options.fetchInclusion ?? fetchInclusion)(note.slug);
  const parsed = parseProof(note.proof);
  let keyPublished = false;
  let signatureValid = false;
  let log: { text: string; sha256: string } | null = null;
  let keys: PublicJwk[] = [];
  if (parsed.ok) {
    const { proof, payload } = parsed.value;
    try {
      keys = options.keys ?? (await fetchJwks());
    } catch (error) {
      return failedVerification(`This browser could not check the proof: ${(error as Error).message}`);
    }
    const jwk = keys.find((key) => key.kid === proof.kid && key.kty === "OKP" && key.crv === "Ed25519");
    keyPublished = jwk !== undefined;
    if (jwk)
      signatureValid = await verifyEd25519(
        jwk.x,
        encoder.encode(proof.payload),
        fromBase64Url(proof.signature),
        options,
      );
    if (payload.v === 2) {
      const text = await (options.fetchLog ?? fetchTypingLog)(note.slug).catch(() => null);
      log = text === null ? null : { text, sha256: await sha256Hex(text) };
    }
  }
  const stored = note.content ?? note.contentEnc;
  const report = proofChecks(note, {
    parsed,
    keyPublished,
    signatureValid,
    contentSha256: stored === null ? null : await sha256Hex(stored),
    log,
  });
  const entry = await checkLogEntry(note, await inclusion, keys, 0, options);
  const locked = note.content === null;
  return conclude([...report.checks, ...entry.checks], report, locked ? "signature-checked" : "verified", entry.log);
}

/**
 * A note still being added to the log: asks for its entry again and checks it, the
 * rest of the verification kept (no other request). Called by the page after 1, 2, 4…
 * seconds while the state is "pending".
 */
export async function recheckLogEntry(
  note: VerifiableNote,
  verification: NoteVerification,
  options: VerifyOptions = {},
): Promise<NoteVerification> {
  if (verification.log.status !== "pending") return verification;
  const answer = await (options.fetchInclusion ?? fetchInclusion)(note.slug);
  let keys: PublicJwk[];
  try {
    keys = options.keys ?? (await fetchJwks());
  } catch (error) {
    return failedVerification(`This browser could not check the proof: ${(error as Error).message}`);
  }
  const entry = await checkLogEntry(note, answer, keys, verification.log.attempt + 1, options);
  return conclude(
    [...verification.report.checks, ...entry.checks],
    verification.report,
    note.content === null ? "signature-checked" : "verified",
    entry.log,
  );
}

async function checkLogEntry(
  note: VerifiableNote,
  answer: InclusionAnswer,
  keys: PublicJwk[],
  attempt: number,
  options: VerifyOptions,
): Promise<{ checks: Check[]; log: LogStatus }> {
  const label = "The note is in the public log";
  if (answer.status === "error") {
    return {
      checks: [{ ok: false, label, failure: `The public log could not be checked: ${answer.message}.` }],
      log: { status: "not-checked" },
    };
  }
  if (answer.status === "pending") {
    const ageMs = (options.now ?? Date.now)() - Date.parse(note.createdAt);
    if (ageMs < LOG_GRACE_MS) return { checks: [], log: { status: "pending", attempt } };
    const minutes = Math.floor(ageMs / 60_000);
    const age = minutes < 60 ? `${minutes} minute${minutes === 1 ? "" : "s"}` : "over an hour";
    return {
      checks: [
        {
          ok: false,
          label,
          failure: `This note is not in the public log: notes are added within seconds, and it was made ${age} ago.`,
        },
      ],
      log: { status: "not-checked" },
    };
  }
  const origin = options.logOrigin ?? siteLogOrigin();
  const report = await logChecks(note.proof, answer.inclusion, {
    origin,
    jwks: keys,
    verifyEd25519: (message, signature, publicKey) =>
      verifyEd25519(toBase64Url(publicKey), new Uint8Array(message), new Uint8Array(signature), options),
  });
  return {
    checks: report.checks,
    log: report.entry ? { status: "included", entry: report.entry } : { status: "not-checked" },
  };
}

/** Opened here: the checks of the locked note, then its decrypted text against the commitment and the log. */
export async function verifyUnlocked(
  note: Pick<Note, "slug">,
  locked: NoteVerification,
  opened: { content: string; commitKey: Uint8Array<ArrayBuffer> },
): Promise<NoteVerification> {
  const { payload, rebuiltLength } = locked.report;
  if (locked.state === "failed" || !payload) return locked;
  const binding: NoteBinding | null = payload.v === 2 ? { slug: note.slug, session: payload.session } : null;
  const checks = unlockedChecks(
    payload,
    { commitment: await commitment(opened.commitKey, opened.content, binding), length: opened.content.length },
    rebuiltLength,
  );
  return conclude([...locked.checks, ...checks], locked.report, "verified", locked.log);
}

export const BEING_LOGGED = "Being added to the public log…";

/** The proof panel's result block ("pending" is not valid yet: the log entry is not checked). */
export function asVerificationResult(verification: NoteVerification): VerificationResult {
  const valid = verification.state === "verified" || verification.state === "signature-checked";
  return {
    valid,
    reason: verification.state === "pending" ? BEING_LOGGED : verification.reason,
    timestamp: verification.checkedAt,
  };
}

function conclude(
  checks: Check[],
  report: ProofReport,
  success: "verified" | "signature-checked",
  log: LogStatus,
): NoteVerification {
  const failure = firstFailure(checks);
  const checkedAt = new Date().toISOString();
  if (failure) return { state: "failed", reason: failure.failure, checks, report, log, checkedAt };
  return { state: log.status === "pending" ? "pending" : success, checks, report, log, checkedAt };
}
