/**
 * What "verified" means for a note, as a list of checks:
 * the note page runs them in the browser (./proof-verify.ts, WebCrypto) and
 * `npm run verify-note` offline (node:crypto). Both compute the digests and the
 * signature their own way and hand them here, so the two can never disagree on
 * what is checked.
 *
 * Every proof: the strict schema (./proof-schema.ts), a published key, the Ed25519
 * signature over the payload's exact bytes, and that the payload names this note,
 * its creation time and its content hash. Public: sha256(content). Private:
 * sha256(contentEnc) = envelopeHash; the text itself only after unlocking
 * (`unlockedChecks`). v2 also: sha256(typing log) = logHash, the log is this
 * session's, it rebuilds the text (public) or a length the ciphertext fits in
 * (private), scoring it again gives the signed score, flags and figures (typing time
 * and speed included), and the signed session times are the log's: createdAt −
 * sessionStartedAt is when its last batch (the submit) came in.
 */
import {
  contentBytesInCiphertext,
  parseEnvelope,
  PRIVATE_COMMITMENT,
  PRIVATE_COMMITMENT_V2,
  PUBLIC_COMMITMENT,
} from "./envelope";
import type { Note, ProofPayloadV1, ProofPayloadV2 } from "./note-types";
import type { ProofParts } from "./proof-schema";
import { parseTypingLog, rebuildLength, scoreTypingLog, type Checked, type TypingScore } from "./typing-log";

export interface Check {
  /** What is checked, said as what holds (the script prints it with ✓ or ✗). */
  label: string;
  ok: boolean;
  /** Said when it does not hold: the page's "Verification Failed" reason. */
  failure: string;
  detail?: string;
}

export type CheckedNote = Pick<Note, "slug" | "createdAt" | "contentHash" | "content" | "contentEnc">;

/** What the caller computed with its own crypto. */
export interface Evidence {
  /** parseProof(note.proof). */
  parsed: Checked<ProofParts>;
  /** The proof's kid is in the published key set. */
  keyPublished: boolean;
  /** Ed25519 over the payload's UTF-8 bytes verified with that key. */
  signatureValid: boolean;
  /** sha256 hex of the public content, or of the private envelope (contentEnc). */
  contentSha256: string | null;
  /** v2: the stored typing log's text and its sha256 hex; null when it could not be fetched. */
  log: { text: string; sha256: string } | null;
}

/** The checks and, for a v2 note whose log holds, what the log rebuilds and scores. */
export interface ProofReport {
  checks: Check[];
  payload: ProofPayloadV1 | ProofPayloadV2 | null;
  /** v2, private: the rebuilt text's length in UTF-16 units (the decrypted text must fit in it). */
  rebuiltLength: number | null;
  score: TypingScore | null;
}

/** The first check that does not hold, or null when all do. */
export function firstFailure(checks: readonly Check[]): Check | null {
  return checks.find((check) => !check.ok) ?? null;
}

export function proofChecks(note: CheckedNote, evidence: Evidence): ProofReport {
  const checks: Check[] = [];
  const add = (ok: boolean, label: string, failure: string, detail?: string) =>
    checks.push({ ok, label, failure, ...(detail ? { detail } : {}) });
  const report: ProofReport = { checks, payload: null, rebuiltLength: null, score: null };

  add(
    evidence.parsed.ok,
    "The proof has exactly the members of a v1 or v2 proof, with canonical encodings",
    evidence.parsed.ok ? "" : evidence.parsed.message,
  );
  if (!evidence.parsed.ok) return report;
  const { proof, payload } = evidence.parsed.value;
  report.payload = payload;
  add(
    evidence.keyPublished,
    "Its signing key is published in /.well-known/jwks.json",
    `Unknown signing key: no published key has kid "${proof.kid}".`,
    `kid ${proof.kid}`,
  );
  add(
    evidence.signatureValid,
    "The Ed25519 signature is valid over the payload's exact bytes",
    "The signature does not match the payload: the payload or the signature was changed.",
  );
  add(
    payload.slug === note.slug,
    "The payload names this note",
    `The proof was signed for another note (${payload.slug}).`,
    `slug ${payload.slug}`,
  );
  add(
    payload.createdAt === note.createdAt,
    "The payload's creation time is the note's",
    "The note's creation time is not the signed one.",
    payload.createdAt,
  );
  add(
    payload.contentHash === note.contentHash,
    "The note's contentHash is the signed one",
    "The note's content hash is not the signed one.",
  );

  if (payload.isPrivate) {
    add(
      note.content === null && note.contentEnc !== null,
      "The note is private, as signed",
      "The proof is a private note's, but this note is public.",
    );
    add(
      evidence.contentSha256 === payload.envelopeHash,
      "sha256(contentEnc) equals the signed envelopeHash",
      "The encrypted note is not the one that was signed.",
      evidence.contentSha256 ?? undefined,
    );
  } else {
    add(
      payload.commitment === PUBLIC_COMMITMENT &&
        note.content !== null &&
        evidence.contentSha256 === payload.contentHash,
      "sha256(content) equals the signed contentHash",
      "The content does not match the signed content hash: this is not the text that was signed.",
      evidence.contentSha256 ?? undefined,
    );
  }
  if (payload.v === 2) logChecks(note, payload, evidence.log, report, add);
  return report;
}

type Add = (ok: boolean, label: string, failure: string, detail?: string) => void;

function logChecks(note: CheckedNote, payload: ProofPayloadV2, log: Evidence["log"], report: ProofReport, add: Add) {
  add(log !== null, "The typing log can be read (GET /api/notes/:slug/log)", "The typing log could not be loaded.");
  if (!log) return;
  add(
    log.sha256 === payload.logHash,
    "sha256(typing log) equals the signed logHash",
    "The typing log is not the one that was signed.",
    log.sha256,
  );
  const parsed = parseTypingLog(log.text);
  add(parsed.ok, "The typing log is well-formed", parsed.ok ? "" : `The typing log is not valid: ${parsed.message}`);
  if (!parsed.ok) return;
  const typed = parsed.value;
  add(
    typed.session === payload.session &&
      typed.private === payload.isPrivate &&
      typed.batches.length === payload.batchCount,
    "The typing log is the signed session's (its id, privacy and batch count)",
    "The typing log belongs to another writing session.",
  );

  let final: { content: string } | { privateContentBytes: number };
  if (payload.isPrivate) {
    const envelope = parseEnvelope(note.contentEnc ?? "");
    add(envelope.ok, "The encrypted note is a well-formed envelope", envelope.ok ? "" : envelope.message);
    if (!envelope.ok) return;
    add(
      envelope.envelope.v === 2,
      "The encrypted note is sealed for this note and session (envelope v2)",
      "The encrypted note is not sealed for this note.",
    );
    const length = rebuildLength(typed);
    report.rebuiltLength = length.ok ? length.value : null;
    final = { privateContentBytes: contentBytesInCiphertext(envelope.ciphertextBytes) };
  } else {
    final = { content: note.content ?? "" };
  }
  const score = scoreTypingLog(typed, final);
  add(
    score.ok,
    payload.isPrivate
      ? "The typing log explains the encrypted text's length"
      : "The typing log rebuilds the note's text",
    score.ok ? "" : score.message,
  );
  if (!score.ok) return;
  report.score = score.value;
  add(
    sameScore(score.value, payload),
    "Scoring the typing log again gives the signed score, flags and figures",
    "The signed score is not what the typing log scores.",
    `${score.value.humanScore}/100`,
  );
  const witnessedMs = Date.parse(payload.createdAt) - Date.parse(payload.sessionStartedAt);
  add(
    typed.batches.at(-1)?.at === witnessedMs,
    "The signed session times (createdAt − sessionStartedAt) are the log's: the last batch came in at the submit",
    "The signed session times do not match the typing log: the typing time was not the server's.",
    `${witnessedMs} ms`,
  );
}

/** The figures a re-score must reproduce: the score, the verdict, the flags, the counts, the typing time and the speed. */
function sameScore(score: TypingScore, payload: ProofPayloadV2): boolean {
  const flags = (list: ReadonlyArray<{ code: string; penalty: number }>) =>
    JSON.stringify(list.map(({ code, penalty }) => [code, penalty]));
  return (
    score.humanScore === payload.humanScore &&
    score.isHuman === payload.isHuman &&
    flags(score.flags) === flags(payload.flags) &&
    score.keys === payload.keys &&
    score.corrections === payload.corrections &&
    score.compositions === payload.compositions &&
    score.pastes === payload.pastes &&
    score.largePastes === payload.largePastes &&
    score.typedSeconds === payload.typedSeconds &&
    score.wpm === payload.wpm
  );
}

/** A private note, once opened here: the commitment to the decrypted text, and (v2) a text the log's length can hold. */
export function unlockedChecks(
  payload: ProofPayloadV1 | ProofPayloadV2,
  opened: { commitment: string; length: number },
  rebuiltLength: number | null,
): Check[] {
  const scheme = payload.v === 2 ? PRIVATE_COMMITMENT_V2 : PRIVATE_COMMITMENT;
  const checks: Check[] = [
    {
      ok: payload.commitment === scheme && opened.commitment === payload.contentHash,
      label: `The decrypted text matches the signed commitment (${scheme})`,
      failure: "The content does not match the signed content hash.",
    },
  ];
  if (payload.v === 2) {
    checks.push({
      ok: rebuiltLength !== null && opened.length <= rebuiltLength,
      label: "The decrypted text is no longer than the text the typing log rebuilds",
      failure: "The decrypted text is longer than what was typed in the writing session.",
    });
  }
  return checks;
}
