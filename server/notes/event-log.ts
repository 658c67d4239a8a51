import {
  computeHumanScore,
  countEvents,
  isHumanScore,
  MAX_NOTE_LENGTH,
  PASTE_BLOCK_THRESHOLD,
  type EventCounts,
  type TypingEvent,
  typingSpeedWpm,
} from "../../app/sites/notebook/human-score";

/** Most events one note may carry (a 20,000-character note with corrections fits). */
export const MAX_EVENTS = 50_000;
/**
 * Most characters one key event may add. A physical key adds one; IME and
 * autocorrect commit a word at a time. The page blocks bigger insertions as pastes.
 */
export const MAX_CHARS_PER_KEY = 32;
/**
 * The page stamps events from its first key press; the server opens the session a
 * network round trip later. Events may run this far past what the server saw.
 */
export const CLOCK_TOLERANCE_MS = 5_000;
/** Longest writing session: a session expires after 24 hours. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export type LogCheck<T> = { ok: true; value: T } | { ok: false; message: string };

export interface EventLogSummary extends EventCounts {
  /** Timestamp of the last event, ms since the first key. */
  lastTimestamp: number;
  /** Text length after the last event (before trimming). */
  finalLength: number;
}

export interface FinalContent {
  /** A public note's trimmed content length (UTF-16 code units). */
  publicLength?: number;
  /** A private note's content size bound in UTF-8 bytes, from its ciphertext size. */
  privateContentBytes?: number;
}

/**
 * Refuses typing logs that cannot be true: timestamps going backwards, one key or
 * small paste adding more than it can, a blocked paste that changed the text, and a
 * final text longer than the typed input and small pastes explain.
 */
export function checkEventLog(events: readonly TypingEvent[], final: FinalContent): LogCheck<EventLogSummary> {
  if (events.length === 0) return { ok: false, message: "The typing log is empty: a note has to be typed." };
  let previousLength = 0;
  let previousTimestamp = 0;
  for (const [index, event] of events.entries()) {
    const n = index + 1;
    if (event.timestamp < previousTimestamp) {
      return { ok: false, message: `Typing event ${n} is timed before the event before it: timestamps cannot go backwards.` };
    }
    if (event.timestamp > SESSION_TTL_MS) return { ok: false, message: `Typing event ${n} is timed after the 24-hour session limit.` };
    if (event.contentLength > MAX_NOTE_LENGTH) {
      return { ok: false, message: `Typing event ${n} leaves ${event.contentLength} characters, more than a note may have (${MAX_NOTE_LENGTH}).` };
    }
    const added = event.contentLength - previousLength;
    if (event.type === "keydown" && added > MAX_CHARS_PER_KEY) {
      return { ok: false, message: `Typing event ${n} adds ${added} characters with one key: that is a paste, not typing.` };
    }
    if (event.type === "backspace" && added > 0) {
      return { ok: false, message: `Typing event ${n} is a backspace that adds ${added} characters.` };
    }
    if (event.type === "paste") {
      const pasted = event.length ?? 0;
      if (pasted > PASTE_BLOCK_THRESHOLD && added !== 0) {
        return { ok: false, message: `Typing event ${n} is a paste of ${pasted} characters that changed the text: pastes over ${PASTE_BLOCK_THRESHOLD} characters are blocked.` };
      }
      if (added > pasted) return { ok: false, message: `Typing event ${n} adds ${added} characters with a paste of ${pasted}.` };
    }
    previousLength = event.contentLength;
    previousTimestamp = event.timestamp;
  }
  const finalLength = previousLength;
  if (final.publicLength !== undefined && final.publicLength > finalLength) {
    return { ok: false, message: `The note has ${final.publicLength} characters but its typing log ends with ${finalLength}: the text was not typed here.` };
  }
  // A UTF-16 code unit is at most 3 bytes of UTF-8.
  if (final.privateContentBytes !== undefined && final.privateContentBytes > finalLength * 3) {
    return { ok: false, message: `The encrypted note holds more text than its typing log explains (${finalLength} characters).` };
  }
  return { ok: true, value: { ...countEvents(events), lastTimestamp: previousTimestamp, finalLength } };
}

export interface ClaimedSession {
  /** Seconds from the first key to the submit, as the page measured them. */
  duration: number;
  keystrokeCount: number;
}

export interface ScoredSession {
  humanScore: number;
  isHuman: boolean;
  duration: number;
  serverObservedSeconds: number | null;
  keystrokeCount: number;
  backspaceCount: number;
  pasteCount: number;
  largePasteCount: number;
  typingSpeed: number;
}

const tenths = (seconds: number) => Math.round(seconds * 10) / 10;

/**
 * The server's score from a checked log. `observedMs` is the time the server itself
 * saw between opening the session and the create call (null without a valid
 * session): the duration bonus counts only that much, and none without it.
 */
export function scoreSession(summary: EventLogSummary, claimed: ClaimedSession, observedMs: number | null): LogCheck<ScoredSession> {
  if (claimed.keystrokeCount !== summary.keydownCount) {
    return { ok: false, message: `sessionMetadata.keystrokeCount is ${claimed.keystrokeCount} but the typing log has ${summary.keydownCount} key presses.` };
  }
  if (claimed.duration * 1000 + 1000 < summary.lastTimestamp) {
    return { ok: false, message: `sessionMetadata.duration (${claimed.duration} s) is shorter than the typing log (${tenths(summary.lastTimestamp / 1000)} s).` };
  }
  if (observedMs !== null && summary.lastTimestamp > observedMs + CLOCK_TOLERANCE_MS) {
    return {
      ok: false,
      message: `The typing log runs ${tenths(summary.lastTimestamp / 1000)} s, longer than the server saw (${tenths(observedMs / 1000)} s): timestamps cannot be later than the session.`,
    };
  }
  const serverObservedSeconds = observedMs === null ? null : tenths(observedMs / 1000);
  const duration = tenths(serverObservedSeconds === null ? claimed.duration : Math.min(claimed.duration, serverObservedSeconds));
  const humanScore = computeHumanScore({
    durationSeconds: serverObservedSeconds === null ? 0 : duration,
    keydownCount: summary.keydownCount,
    backspaceCount: summary.backspaceCount,
    largePasteCount: summary.largePasteCount,
  });
  return {
    ok: true,
    value: {
      humanScore,
      isHuman: isHumanScore(humanScore),
      duration,
      serverObservedSeconds,
      keystrokeCount: summary.keydownCount,
      backspaceCount: summary.backspaceCount,
      pasteCount: summary.pasteCount,
      largePasteCount: summary.largePasteCount,
      typingSpeed: typingSpeedWpm(summary.keydownCount, duration),
    },
  };
}
