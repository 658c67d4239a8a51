import type { LogEntry } from "./log-checks";
import type { Check, ProofReport } from "./proof-checks";

/*
 * What the note page's check of a proof concludes (./proof-verify.ts makes it; the page's
 * components show it). Types alone: the page and ./failed-verification.ts need them before
 * the checks' code, loaded on demand, has arrived.
 */

/**
 * - verified: every check holds, the log entry's included (for a private note: after unlocking it here)
 * - signature-checked: a locked private note whose every check holds but the text's
 * - pending: every check holds so far, but the note is still being added to the public log
 * - failed: a check does not hold (or the keys could not be loaded), `reason` says which
 */
export type VerificationState = "verified" | "signature-checked" | "pending" | "failed";

/** The note's place in the public log as checked here. */
export type LogStatus =
  { status: "included"; entry: LogEntry } | { status: "pending"; attempt: number } | { status: "not-checked" };

export interface NoteVerification {
  state: VerificationState;
  reason?: string;
  checks: Check[];
  report: ProofReport;
  log: LogStatus;
  checkedAt: string;
}
