/**
 * The human score, rubric "v1": the visible rubric below. Rubric v2 (typing-log.ts) is
 * this minus its flags' penalties; the server signs v2, and the writing page shows v2
 * live from the same events (live-score.ts), so the page never tells a script it is human.
 *
 * score = 60
 *       + 20 when the session lasted over 3 s, + 10 more when over 10 s
 *       + 10 when there were more than 5 key-down events
 *       + 2 per backspace, at most + 10
 *       − 70 per paste of over 10 characters (such pastes are blocked, but they count)
 * then clamped to 0…100. A score of 60 or more counts as human.
 */
export const RUBRIC = "v1";

export const SCORE_RULES = {
  base: 60,
  durationStepSeconds: 3,
  durationStepBonus: 20,
  longDurationSeconds: 10,
  longDurationBonus: 10,
  keydownThreshold: 5,
  keydownBonus: 10,
  backspacePoints: 2,
  backspaceMaxBonus: 10,
  largePastePenalty: 70,
  min: 0,
  max: 100,
  humanThreshold: 60,
} as const;

/** A paste (or drop) of more characters than this is blocked and penalised. */
export const PASTE_BLOCK_THRESHOLD = 10;
/** The submit button appears once the text is longer than this. */
export const SUBMIT_MIN_LENGTH = 10;
/**
 * Longest note, in characters after trimming. Bounds the cost of scoring and
 * verifying one (~5 ms of CPU with its typing log).
 */
export const MAX_NOTE_LENGTH = 10_000;
/** Typing speed assumes words of this many characters. */
export const CHARS_PER_WORD = 5;
/** The score bar appears this long after the first key, then refreshes at the interval. */
export const SCORE_DELAY_MS = 1_000;
export const SCORE_REFRESH_MS = 500;
/** How long the "not so fast" toast stays. */
export const PASTE_TOAST_MS = 3_000;

export interface ScoreInput {
  /** Seconds from the first key press to now (or to the submit). */
  durationSeconds: number;
  keydownCount: number;
  backspaceCount: number;
  /** Pastes (and drops) of more than PASTE_BLOCK_THRESHOLD characters. */
  largePasteCount: number;
}

export function computeHumanScore({
  durationSeconds,
  keydownCount,
  backspaceCount,
  largePasteCount,
}: ScoreInput): number {
  const r = SCORE_RULES;
  let score = r.base;
  if (durationSeconds > r.durationStepSeconds) score += r.durationStepBonus;
  if (durationSeconds > r.longDurationSeconds) score += r.longDurationBonus;
  if (keydownCount > r.keydownThreshold) score += r.keydownBonus;
  score += Math.min(Math.max(0, backspaceCount) * r.backspacePoints, r.backspaceMaxBonus);
  score -= Math.max(0, largePasteCount) * r.largePastePenalty;
  return Math.min(r.max, Math.max(r.min, score));
}

export function isHumanScore(score: number): boolean {
  return score >= SCORE_RULES.humanThreshold;
}

/** Words per minute at CHARS_PER_WORD characters a word, rounded; 0 for an instant session. */
export function typingSpeedWpm(keystrokeCount: number, durationSeconds: number): number {
  if (durationSeconds <= 0 || keystrokeCount <= 0) return 0;
  return Math.round(keystrokeCount / CHARS_PER_WORD / (durationSeconds / 60));
}
