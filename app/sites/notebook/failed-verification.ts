import type { NoteVerification } from "./verification-types";

/**
 * A verification that could not run: nothing checked, and the page says why. Its own
 * module: the note page needs it before the checks' code (proof-verify.ts, loaded on
 * demand) has arrived.
 */
export function failedVerification(reason: string): NoteVerification {
  return {
    state: "failed",
    reason,
    checks: [],
    report: { checks: [], payload: null, rebuiltLength: null, score: null },
    log: { status: "not-checked" },
    checkedAt: new Date().toISOString(),
  };
}
