/**
 * The create page's live score: the server's own rubric (scoreTypingLog, rubric v2) run
 * in the browser on the very events the page streams to its writing session, so the
 * page shows what the server will sign for them. Loaded after the first key, keeping
 * the scorer out of the page's first load.
 *
 * The page does not know the server's batch times (`at`), so it stands in for them with
 * its own clock minus SPEED_ALLOWANCE_MS, in one batch. It errs low, never high, where it
 * can: the server's time starts one request after the first key and ends at the submit's
 * arrival, near the page's own elapsed time, so counting a second less only delays the
 * duration bonus and tightens the speed check. What only the batches show (a page clock
 * gaining on the server's between two of them) cannot be seen here; the page never makes
 * those flags, so for this page's own sessions nothing is lost.
 */
import {
  MAX_BATCH_EVENTS,
  scoreTypingLog,
  SPEED_ALLOWANCE_MS,
  type TypingBatch,
  type TypingEvent,
  type TypingScore,
} from "./typing-log";

/** Any well-formed session id: the rubric never reads it. */
const PREVIEW_SESSION = "live-score-preview-000";

/**
 * The amber line, below 60: the paste hint, or the typing itself when the rubric
 * flagged it (machine speed, a constant rhythm…).
 */
const PASTED = "Below 60: pasted text costs points. Keep typing by hand.";
const FLAGGED = "Below 60: this does not look typed by hand (too fast or too regular).";

export interface LiveScore extends TypingScore {
  /** What the amber line says below 60. */
  reason: string;
}

/**
 * The v2 score of `events` (lengths only, as batches carry them) typed until `now`
 * (ms since the first key, on the events' clock), or null while they leave no text.
 */
export function liveScore(events: TypingEvent[], now: number): LiveScore | null {
  const sent = Math.max(now, events.at(-1)?.[0] ?? 0);
  const at = Math.max(0, sent - SPEED_ALLOWANCE_MS);
  const batches: TypingBatch[] = [];
  for (let i = 0; i < events.length || batches.length === 0; i += MAX_BATCH_EVENTS) {
    batches.push({ at, sent, events: events.slice(i, i + MAX_BATCH_EVENTS) });
  }
  // A private log (lengths only) scores exactly as a public one: the rubric reads no characters.
  const scored = scoreTypingLog({ v: 2, session: PREVIEW_SESSION, private: true, batches }, { privateContentBytes: 0 });
  if (!scored.ok) return null;
  return { ...scored.value, reason: scored.value.flags.length > 0 ? FLAGGED : PASTED };
}
