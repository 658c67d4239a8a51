import * as z from "zod/mini";

/**
 * How a form's free-text fields were filled in, as the page reports it with the submission
 * (field `typing`): timing only, never a key or a character. One event per input the field
 * received, `[t, kind, units]`:
 * - `t`: milliseconds since the recorder started (whole, never decreasing);
 * - `kind`: `k` a key (an insertion of one or two UTF-16 units: a letter, an emoji), `c` an IME
 *   composition step, `r` a replacement (autocorrect, a spelling suggestion, autofill), `p` a
 *   paste, drop or any other insertion of more than two units at once (a script's `fill()`),
 *   `d` a deletion;
 * - `units`: how many UTF-16 units it inserted (0 for a deletion).
 * The page records only the free-text fields (a message, a name), so pasting an address or a
 * phone number never shows here.
 */
export type TypingEvent = [t: number, kind: TypingEventKind, units: number];
export type TypingEventKind = "k" | "c" | "r" | "p" | "d";

/** The most events a report carries: about 3,000 keys; the recorder keeps the first ones past it. */
export const MAX_TYPING_EVENTS = 3_000;

export const TYPING_FIELD = "typing";

/** The report's shape, as every form's schema takes it (`guardShape`, app/lib/form-guard-schema.ts). */
export const typingReportSchema = z
  .array(
    z.tuple([
      z.number().check(z.int(), z.minimum(0), z.maximum(86_400_000)),
      z.enum(["k", "c", "r", "p", "d"]),
      z.number().check(z.int(), z.minimum(0), z.maximum(100_000)),
    ]),
  )
  .check(z.maxLength(MAX_TYPING_EVENTS));

/**
 * What the server keeps of a report (submissions.typing), and the submission page shows:
 * - `score`: 0–100, how much it looks like a person typing (app/lib/typing-signal.ts);
 * - `keys`: key events;
 * - `pastedShare`: the share of inserted units that came in at once (pastes, drops, scripts), 0–1;
 * - `medianMs`: the median interval between keys, or null with fewer than two;
 * - `spread`: how uneven those intervals are (robust: the interquartile range over the median), or null.
 */
export interface TypingFigures {
  score: number;
  keys: number;
  pastedShare: number;
  medianMs: number | null;
  spread: number | null;
}
