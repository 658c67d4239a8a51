/**
 * "Typed at a keyboard" or "Pasted or scripted": how a public form's free-text fields were
 * filled in, scored from the timing the page reports (./typing-report.ts). The server keeps
 * only the figures (submissions.typing) and the submission page shows the label. It is a
 * label, never a spam verdict: nothing is refused or moved to spam by it.
 *
 * It is the rhythm and paste-share part of the notebook's rubric v2 (scoreChecked in
 * app/sites/notebook/typing-log.ts), with its thresholds, without the parts a form cannot
 * have: a form is one request, so there is no server-witnessed typing time (too-fast over
 * the server's clock, clock-ahead), and the page reports lengths, never positions. Two
 * changes:
 * - the spread is robust: the interquartile range over the median, not the standard
 *   deviation over the mean, which one slow interval moves (a 110 ms metronome with one
 *   1.9-s pause has a coefficient of variation of 1.8 and passes the notebook's test);
 * - "too fast" is judged on the median interval, not on windows of text growth, for the
 *   same reason and because a report has no positions.
 *
 * Only the server scores; the page loads the recorder alone (./typing-recorder.ts), so
 * importing the notebook's pure constants here costs the public pages nothing.
 */
import {
  FLAG_PENALTY,
  MACHINE_INTERVAL_MS,
  MACHINE_INTERVAL_SHARE,
  MAX_CHARS_PER_MINUTE,
  RHYTHM_MAX_MS,
  RHYTHM_MIN_INTERVALS,
  RHYTHM_MIN_VARIATION,
} from "#app/sites/notebook/typing-log.ts";
import { SCORE_RULES } from "#app/sites/notebook/human-score.ts";
import type { TypingEvent, TypingFigures } from "./typing-report";

/**
 * Fewer keys than this are no typing to speak of. One key-sized insertion is also what a
 * script's fill() of a one- or two-character text looks like (./typing-recorder.ts records an
 * insertion of up to two units as a key); from two on, a person's shortest message ("Hi",
 * "¿Hoy?") reads typed. Forms record only their textareas (app/lib/form-guard.ts), so the
 * message alone has to pass it: a higher minimum would call people's short messages pasted,
 * and a script typing a few keys cannot be told from a person anyway.
 */
export const MIN_TYPED_KEYS = 2;
/**
 * The label reads "Pasted" when more than this share of the inserted text came in at
 * once: more than twice what was typed. A phone number, an address or an autofilled line
 * in a typed message stays under it, and so does a person who pasted half their text and
 * typed the rest; a message written elsewhere and pasted whole, with a greeting typed
 * around it, passes it.
 */
export const PASTED_MAX_SHARE = 2 / 3;
/**
 * Intervals whose spread says nothing below this IQR over median. The notebook's test,
 * a coefficient of variation under RHYTHM_MIN_VARIATION (0.15), in robust form: a normal
 * distribution's interquartile range is 1.35 standard deviations. People's inter-key
 * intervals spread ~0.5–1 by this measure; a script's delay with a few ms of jitter ~0.05.
 * Judged from RHYTHM_MIN_INTERVALS (20) intervals on: on fewer, a steady typist's sample
 * spread falls under it too often (simulated: ~1 % at 10 intervals, under 0.1 % at 20).
 */
export const RHYTHM_MIN_SPREAD = 1.35 * RHYTHM_MIN_VARIATION;
/**
 * A median interval under this is faster than anyone types a stretch of text: the
 * notebook's MAX_CHARS_PER_MINUTE (1,000, about 200 words a minute) as ms per key.
 * Judged, like the spread, from RHYTHM_MIN_INTERVALS intervals on: a practised word alone may be faster.
 */
export const MIN_MEDIAN_MS = 60_000 / MAX_CHARS_PER_MINUTE;
/** The best score: typing with every sign of a person. */
const TOP_SCORE = 100;
/**
 * Typed text without corrections scores this; each deletion adds CORRECTION_POINTS up to
 * TOP_SCORE, since people correct themselves and scripts rarely do. One flag (FLAG_PENALTY,
 * 60) takes even the top score under TYPED_MIN_SCORE.
 */
const BASE_SCORE = 85;
const CORRECTION_POINTS = 3;
/** The notebook's human threshold: a score from it on reads "Typed at a keyboard". */
export const TYPED_MIN_SCORE = SCORE_RULES.humanThreshold;

/** The few figures kept of a report (TypingFigures); the report itself is dropped. */
export function scoreTyping(report: readonly TypingEvent[]): TypingFigures {
  let keys = 0;
  let corrections = 0;
  let typedUnits = 0;
  let pastedUnits = 0;
  let intervals = 0;
  let fastIntervals = 0;
  let previousT: number | null = null;
  const rhythm: number[] = [];

  for (const [t, kind, units] of report) {
    if (kind === "p") {
      pastedUnits += units;
      // A paste is not a key: the rhythm runs from the key before it to the key after it.
      continue;
    }
    if (kind === "d") corrections += 1;
    else {
      keys += 1;
      // An IME's composition step re-inserts the whole phrase so far: it is one key, one unit typed.
      typedUnits += kind === "c" ? 1 : units;
    }
    if (previousT !== null) {
      const interval = t - previousT;
      intervals += 1;
      // A report whose time runs backwards was not recorded by the page: machine-made.
      if (interval < MACHINE_INTERVAL_MS) fastIntervals += 1;
      // Pauses longer than RHYTHM_MAX_MS are thinking, not typing.
      if (interval >= 0 && interval <= RHYTHM_MAX_MS) rhythm.push(interval);
    }
    previousT = t;
  }

  const inserted = typedUnits + pastedUnits;
  const pastedShare = inserted === 0 ? 0 : pastedUnits / inserted;
  rhythm.sort((a, b) => a - b);
  const median = rhythm.length > 0 ? quantile(rhythm, 0.5) : null;
  const judged = rhythm.length >= RHYTHM_MIN_INTERVALS && median !== null && median > 0;
  const spread = judged ? (quantile(rhythm, 0.75) - quantile(rhythm, 0.25)) / median : null;

  let flags = 0;
  // IME commits and autocorrect fire right after a key, and fast typists' keys overlap now and then.
  if (intervals > 0 && fastIntervals > intervals * MACHINE_INTERVAL_SHARE) flags += 1;
  if (spread !== null && spread < RHYTHM_MIN_SPREAD) flags += 1;
  if (judged && median < MIN_MEDIAN_MS) flags += 1;
  if (pastedShare > PASTED_MAX_SHARE) flags += 1;
  if (keys < MIN_TYPED_KEYS) flags += 1;
  const best = Math.min(TOP_SCORE, BASE_SCORE + corrections * CORRECTION_POINTS);
  const score = keys === 0 ? 0 : Math.max(0, best - flags * FLAG_PENALTY);

  return {
    score,
    keys,
    pastedShare: Math.round(pastedShare * 1000) / 1000,
    medianMs: median === null ? null : Math.round(median),
    spread: spread === null ? null : Math.round(spread * 100) / 100,
  };
}

/** The label: "Typed at a keyboard" when true, "Pasted or scripted" when false. */
export function isTypedAtKeyboard(figures: Pick<TypingFigures, "score" | "keys">): boolean {
  return figures.keys > 0 && figures.score >= TYPED_MIN_SCORE;
}

/** The `p` quantile of sorted values, interpolated between the two nearest (R's type 7). */
function quantile(sorted: readonly number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const below = Math.floor(at);
  const low = sorted[below] ?? 0;
  const high = sorted[Math.ceil(at)] ?? low;
  return low + (high - low) * (at - below);
}
