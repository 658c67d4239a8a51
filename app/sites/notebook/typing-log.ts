/**
 * The typing log, v2: what the server witnessed of a note's
 * writing, how the text is rebuilt from it, and the score rubric "v2".
 *
 * One event is `[t, kind, pos, del, ins]`: ms since the first key (page clock), the
 * kind, the UTF-16 index where the change starts, the units removed there, and what
 * was inserted: a length in batches and private logs, the string in a public stored
 * log ("x", a blocked paste, always keeps its attempted length). Batches arrive
 * every ~2 s; the server stamps each with `at`, its own ms since the session opened.
 *
 * Pure and dependency-free: the server scores and signs with it, the note page and
 * `npm run verify-note` re-check a proof with the very same code. Every threshold is
 * a named constant; the timing ones follow the keystroke-dynamics literature (people
 * press keys ~80–400 ms apart, with a wide spread, and the fastest sustained typing on
 * record is ~200 words a minute).
 */
import { computeHumanScore, isHumanScore, MAX_NOTE_LENGTH, PASTE_BLOCK_THRESHOLD, typingSpeedWpm } from "./human-score";
import { TextGapBuffer } from "./text-gap-buffer";

export const LOG_VERSION = 2;
/**
 * Events in one batch. At a person's pace a 2-s batch holds 5–30 events; 600 is a
 * few minutes of typing queued by a page that lost its connection for a while.
 */
export const MAX_BATCH_EVENTS = 600;
/**
 * Events in one note: a 10,000-character note (MAX_NOTE_LENGTH) with a correction
 * every few keys fits, and scoring the largest log stays ~5 ms of CPU.
 */
export const MAX_LOG_EVENTS = 15_000;

/**
 * A key inserts one code point: 1 UTF-16 unit, or 2 (a surrogate pair, e.g. most emoji).
 * Longer single graphemes ("e" + a combining accent, ZWJ emoji) are "r" events.
 */
export const KEY_MAX_UNITS = 2;
/** An IME composition update holds one phrase being composed; 32 units fit a long CJK phrase. */
export const COMPOSITION_MAX_UNITS = 32;
/** Autocorrect and keyboard suggestions replace a word or two, never a paragraph. */
export const REPLACEMENT_MAX_UNITS = 64;

/**
 * Cursor travel allowed over a whole log, in UTF-16 units (the sum of the distances
 * between one change and the next). A writer revising a full-length note jumps
 * between its two ends 200 times in this budget; a forged log jumping on every one of
 * its 15,000 events would make the rebuild copy ~150 M units (tens of ms) instead of
 * a few M (~1 ms), so it is refused.
 */
export const MAX_CURSOR_TRAVEL = 2_000_000;
/**
 * The longest the text may grow while a log is replayed, in UTF-16 units. The page's
 * textarea holds at most MAX_NOTE_LENGTH (its maxLength; an IME may pass it by one
 * composition for a moment); without a bound, 15,000 replacements of 64 units build
 * ~1 M units, ~100 ms of copying on every create and every verify.
 */
export const MAX_TEXT_UNITS = 2 * MAX_NOTE_LENGTH;

/**
 * Consecutive key/composition/replacement/deletion events closer than this are
 * machine-fast: people press keys ~80–400 ms apart, and overlapping keys (a fast
 * typist's rollover) come under 25 ms only now and then, well under a quarter of the
 * time. A script at 11–50 ms a key (the security review's) is under it a third of it.
 */
export const MACHINE_INTERVAL_MS = 25;
/** IME commits and autocorrect fire right after a key; over this share of such intervals is a script. */
export const MACHINE_INTERVAL_SHARE = 0.25;
/** Intervals between these bounds are typing rhythm (shorter: rollover; longer: thinking pauses). */
export const RHYTHM_MIN_MS = 20;
export const RHYTHM_MAX_MS = 2_000;
/** Rhythm is judged from this many intervals on: fewer say nothing about a spread. */
export const RHYTHM_MIN_INTERVALS = 20;
/**
 * People's inter-key intervals spread widely (coefficient of variation ~0.4–1: some
 * letter pairs are fast, others slow, and words end in pauses); a script's delays,
 * constant or with a little jitter, stay under this.
 */
export const RHYTHM_MIN_VARIATION = 0.15;
/** 200 words a minute at 5 characters a word: about the fastest sustained typing on record. */
export const MAX_CHARS_PER_MINUTE = 1_000;
/**
 * Speed is judged over stretches growing the text by at least this many units (~20
 * words, 6 s at the limit): a practised word may be typed faster, a paragraph not.
 */
export const SPEED_WINDOW_UNITS = 100;
/**
 * The whole text, however short, must also have taken the server's time at that speed:
 * its growth against the last batch's `at` (the server's ms from the session's
 * opening to the submit), plus this much. The page opens its session at the first key,
 * so the server's time starts one round trip late; a second covers a slow one. A page
 * clock running ahead (up to CLOCK_AHEAD_MS) buys nothing here.
 */
export const SPEED_ALLOWANCE_MS = 1_000;
/** Autocorrect fixes words; replacements inserting more than this share of a text wrote it. */
export const REPLACEMENT_MAX_SHARE = 1 / 3;
/** ...judged only for texts this long, where a few corrected words are a small share. */
export const REPLACEMENT_MIN_TEXT_UNITS = 60;
/**
 * A batch's page time (`sent`, from the first key) may run this far ahead of the
 * server's (`at`, from the session's opening): the page may open its session a slow
 * round trip after the first key. Beyond it, the page claims time the server never saw.
 */
export const CLOCK_AHEAD_MS = 3_000;
/**
 * Between two batches the page's clock may gain this much on the server's: one batch
 * delayed in the network and the next one quick. More means events were compressed
 * into less real time. A page clock falling behind (a suspended laptop) is fine.
 */
export const CLOCK_GAIN_MS = 2_000;
/** One flag takes the best score (100) below the human threshold (60). */
export const FLAG_PENALTY = 60;
/** A log with no typing time or no key proves no typing at all. */
export const NO_TYPING_PENALTY = 100;
/**
 * A UTF-16 unit is at most 3 bytes of UTF-8 (a surrogate pair, 2 units, is 4 bytes):
 * a private text cannot be longer in bytes than this many times its rebuilt length.
 */
export const MAX_UTF8_BYTES_PER_UNIT = 3;

export type EventKind = "k" | "c" | "r" | "d" | "p" | "x";
export type TypingEvent = [t: number, kind: EventKind, pos: number, del: number, ins: string | number];
export interface TypingBatch {
  at: number;
  sent: number;
  events: TypingEvent[];
}
export interface TypingLog {
  v: 2;
  session: string;
  private: boolean;
  batches: TypingBatch[];
}
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

export type ScoreFlagCode =
  | "machine-speed"
  | "constant-rhythm"
  | "too-fast"
  | "replacement-heavy"
  | "clock-ahead"
  | "clock-too-fast"
  | "no-typing-time";
export interface ScoreFlag {
  code: ScoreFlagCode;
  penalty: number;
}
export interface TypingScore {
  rubric: "v2";
  humanScore: number;
  isHuman: boolean;
  flags: ScoreFlag[];
  /** The server's: last batch `at` / 1000, in tenths. */
  typedSeconds: number;
  /** k + c + r events. */
  keys: number;
  /** d events. */
  corrections: number;
  /** p events. */
  pastes: number;
  /** x events. */
  largePastes: number;
  /** c events. */
  compositions: number;
  /** typingSpeedWpm(keys, typedSeconds). */
  wpm: number;
}
export const RUBRIC_V2 = "v2";

/** Session ids are 22 base64url characters (128 bits). */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const refuse = <T>(message: string): Checked<T> => ({ ok: false, message });

/**
 * Checks batch events: shape and each kind's size limits, one event at a time (no
 * zod: this runs on every batch). `isPrivate` true: every `ins` is a length (every
 * batch, a private stored log); false: a public stored log, `ins` strings except x.
 */
export function parseEvents(value: unknown, isPrivate: boolean): Checked<TypingEvent[]> {
  if (!Array.isArray(value)) return refuse("events must be an array of typing events.");
  if (value.length > MAX_BATCH_EVENTS)
    return refuse(`A batch holds at most ${MAX_BATCH_EVENTS} typing events, not ${value.length}.`);
  for (let i = 0; i < value.length; i += 1) {
    const problem = eventProblem(value[i], isPrivate);
    if (problem) return refuse(`Typing event ${i + 1} ${problem}`);
  }
  return ok(value as TypingEvent[]);
}

/** The stored log's text, members in a fixed order: its SHA-256 is the proof's logHash. */
export function serializeTypingLog(log: TypingLog): string {
  return JSON.stringify({
    v: log.v,
    session: log.session,
    private: log.private,
    batches: log.batches.map((batch) => ({ at: batch.at, sent: batch.sent, events: batch.events })),
  });
}

/**
 * Parses a stored log strictly: exactly its members, every check of a log. Its spelling
 * (spacing, member order) is not checked: the proof's logHash binds the exact text, so
 * a verifier hashes it before parsing, and re-serialising to compare would add ~3 ms
 * to the largest log's ~5.
 */
export function parseTypingLog(text: string): Checked<TypingLog> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return refuse("The typing log is not JSON.");
  }
  if (!isRecord(raw) || !hasExactly(raw, LOG_MEMBERS))
    return refuse("The typing log must have exactly v, session, private and batches.");
  if (!Array.isArray(raw.batches)) return refuse("The typing log's batches must be an array.");
  for (const [index, batch] of raw.batches.entries()) {
    if (!isRecord(batch) || !hasExactly(batch, BATCH_MEMBERS))
      return refuse(`Batch ${index + 1} must have exactly at, sent and events.`);
  }
  const log = raw as unknown as TypingLog;
  const problem = logProblem(log);
  return problem ? refuse(problem) : ok(log);
}

/**
 * Puts a public note's characters into its witnessed log: `inserted` holds one string
 * per event, in order ("" for d and x), each exactly as long as the event's `ins`.
 */
export function withInsertedText(log: TypingLog, inserted: string[]): Checked<TypingLog> {
  if (log.private) return refuse("A private note's log carries no characters.");
  const count = log.batches.reduce((sum, batch) => sum + batch.events.length, 0);
  if (inserted.length !== count)
    return refuse(`inserted has ${inserted.length} strings but the typing log has ${count} events.`);
  let n = 0;
  const batches: TypingBatch[] = [];
  for (const batch of log.batches) {
    const events: TypingEvent[] = [];
    for (const [t, kind, pos, del, ins] of batch.events) {
      const text = inserted[n] ?? "";
      n += 1;
      const witnessed = typeof ins === "number" ? ins : ins.length;
      if (kind === "x") {
        if (text !== "") return refuse(`inserted[${n - 1}] must be "" for a blocked paste.`);
        events.push([t, kind, pos, del, ins]);
        continue;
      }
      if (text.length !== witnessed)
        return refuse(`inserted[${n - 1}] has ${text.length} characters but the server witnessed ${witnessed}.`);
      const event: TypingEvent = [t, kind, pos, del, text];
      const problem = eventProblem(event, false);
      if (problem) return refuse(`Typing event ${n} ${problem}`);
      events.push(event);
    }
    batches.push({ at: batch.at, sent: batch.sent, events });
  }
  return ok({ v: log.v, session: log.session, private: false, batches });
}

/** A public log's final text: every event applied in order (a gap buffer; cursor travel within budget). */
export function rebuildText(log: TypingLog): Checked<string> {
  const problem = logProblem(log);
  if (problem) return refuse(problem);
  if (log.private) return refuse("A private note's log carries no characters: only its length can be rebuilt.");
  const buffer = new TextGapBuffer();
  const replayed = replay(log, buffer);
  return replayed.ok ? ok(buffer.toString()) : replayed;
}

/** Any log's final length in UTF-16 units, with the same checks as rebuildText. */
export function rebuildLength(log: TypingLog): Checked<number> {
  const problem = logProblem(log);
  return problem ? refuse(problem) : replay(log, null);
}

/**
 * Scores a log against the note's final text (public) or its ciphertext's content
 * size (private). Refuses a log that cannot be true; scores everything else by the
 * spec's visible rubric (computeHumanScore) minus each flag's penalty.
 */
export function scoreTypingLog(
  log: TypingLog,
  final: { content: string } | { privateContentBytes: number },
): Checked<TypingScore> {
  const problem = logProblem(log);
  if (problem) return refuse(problem);
  const isPublicNote = "content" in final;
  if (isPublicNote === log.private) {
    return refuse(
      isPublicNote
        ? "This typing log is a private note's: it cannot rebuild a public text."
        : "This typing log is a public note's, not a private one's.",
    );
  }
  let length: number;
  if (isPublicNote) {
    const buffer = new TextGapBuffer();
    const replayed = replay(log, buffer);
    if (!replayed.ok) return replayed;
    if (buffer.toString().trim() !== final.content)
      return refuse("The typing log does not rebuild the note's text: this text was not typed in this session.");
    length = replayed.value;
  } else {
    const replayed = replay(log, null);
    if (!replayed.ok) return replayed;
    length = replayed.value;
    if (length === 0) return refuse("The typing log leaves an empty text: a private note has to be typed too.");
    if (final.privateContentBytes > length * MAX_UTF8_BYTES_PER_UNIT) {
      return refuse(`The encrypted note holds more text than its typing log explains (${length} characters).`);
    }
  }
  return ok(scoreChecked(log, length));
}

const SECONDS_PER_MINUTE = 60;

/** "typed at a keyboard over 4 min 12 s, 312 keys, 14 corrections, 1 small paste" */
export function describeTyping(
  score: Pick<TypingScore, "typedSeconds" | "keys" | "corrections" | "pastes" | "largePastes" | "compositions">,
): string {
  const parts = [
    `typed at a keyboard over ${formatDuration(score.typedSeconds)}`,
    count(score.keys, "key"),
    count(score.corrections, "correction"),
  ];
  if (score.compositions > 0) parts.push(`${count(score.compositions, "input-method composition")}`);
  if (score.pastes > 0) parts.push(count(score.pastes, "small paste"));
  if (score.largePastes > 0) parts.push(count(score.largePastes, "blocked paste"));
  return parts.join(", ");
}

function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < SECONDS_PER_MINUTE) return `${whole} s`;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / SECONDS_PER_MINUTE);
  const rest = whole % SECONDS_PER_MINUTE;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
}

function count(n: number, noun: string): string {
  return `${n.toLocaleString("en-US")} ${noun}${n === 1 ? "" : "s"}`;
}

// ---------------------------------------------------------------------------
// Checks

const LOG_MEMBERS = ["v", "session", "private", "batches"];
const BATCH_MEMBERS = ["at", "sent", "events"];

/** What makes a log impossible, or null: structure, every event, and the clocks' order. */
function logProblem(log: TypingLog): string | null {
  if (!isRecord(log) || log.v !== LOG_VERSION) return `The typing log must be version ${LOG_VERSION}.`;
  if (typeof log.session !== "string" || !SESSION_ID_PATTERN.test(log.session))
    return "The typing log's session must be a 22-character session id.";
  if (typeof log.private !== "boolean") return "The typing log's private must be true or false.";
  if (!Array.isArray(log.batches) || log.batches.length === 0) return "The typing log must have at least one batch.";
  let events = 0;
  let previousAt = 0;
  let previousSent = 0;
  let previousT = 0;
  for (const [index, batch] of log.batches.entries()) {
    const b = index + 1;
    if (!isRecord(batch)) return `Batch ${b} is not a batch.`;
    if (!isTime(batch.at) || !isTime(batch.sent)) return `Batch ${b} needs at and sent as whole milliseconds.`;
    if (batch.at < previousAt)
      return `Batch ${b} arrived before the batch before it: the server's times cannot go backwards.`;
    if (batch.sent < previousSent)
      return `Batch ${b} was sent before the batch before it: the page's times cannot go backwards.`;
    if (!Array.isArray(batch.events)) return `Batch ${b}'s events must be an array of typing events.`;
    if (batch.events.length > MAX_BATCH_EVENTS) return `Batch ${b} holds more than ${MAX_BATCH_EVENTS} typing events.`;
    for (const event of batch.events as unknown[]) {
      events += 1;
      const problem = eventProblem(event, log.private);
      if (problem) return `Typing event ${events} ${problem}`;
      const t = (event as TypingEvent)[0];
      if (t < previousT)
        return `Typing event ${events} is timed before the event before it: timestamps cannot go backwards.`;
      if (t > batch.sent)
        return `Typing event ${events} is timed after its batch was sent: events cannot come from the future.`;
      previousT = t;
    }
    if (events > MAX_LOG_EVENTS) return `A typing log holds at most ${MAX_LOG_EVENTS} events.`;
    previousAt = batch.at;
    previousSent = batch.sent;
  }
  return null;
}

/** What is wrong with one event, as the end of "Typing event n …", or null. */
function eventProblem(event: unknown, lengthsOnly: boolean): string | null {
  if (!Array.isArray(event) || event.length !== 5) return "must be [t, kind, pos, del, ins].";
  const t: unknown = event[0];
  const kind: unknown = event[1];
  const pos: unknown = event[2];
  const del: unknown = event[3];
  const ins = event[4] as string | number;
  if (!isTime(t)) return "needs t as whole milliseconds from the first key.";
  if (!isCount(pos) || !isCount(del)) return "needs pos and del as UTF-16 counts.";
  const wantsLength = lengthsOnly || kind === "x";
  if (wantsLength ? !isCount(ins) : typeof ins !== "string") {
    return wantsLength ? "needs ins as the inserted length." : "needs ins as the inserted text.";
  }
  // A textarea's value normalises every line break to "\n", so the page never types "\r".
  if (typeof ins === "string" && ins.includes("\r"))
    return 'inserts a carriage return: a textarea\'s line breaks are "\\n".';
  const inserted = typeof ins === "number" ? ins : ins.length;
  switch (kind) {
    case "k":
      if (inserted < 1 || inserted > KEY_MAX_UNITS)
        return `is a key inserting ${inserted} units: one key types one character.`;
      if (typeof ins === "string" && !isOneCodePoint(ins))
        return "is a key inserting something other than one whole character (one code point).";
      return null;
    case "c":
      return inserted > COMPOSITION_MAX_UNITS
        ? `is a composition inserting ${inserted} units, more than ${COMPOSITION_MAX_UNITS}.`
        : null;
    case "r":
      return inserted > REPLACEMENT_MAX_UNITS || del > REPLACEMENT_MAX_UNITS
        ? `is a replacement of more than ${REPLACEMENT_MAX_UNITS} units.`
        : null;
    case "d":
      if (del < 1) return "is a deletion that deletes nothing.";
      return inserted > 0 ? "is a deletion that inserts text." : null;
    case "p":
      return inserted > PASTE_BLOCK_THRESHOLD
        ? `is a paste of ${inserted} characters: pastes over ${PASTE_BLOCK_THRESHOLD} are blocked.`
        : null;
    case "x":
      return del > 0 ? "is a blocked paste that deleted text." : null;
    default:
      return "has an unknown kind (k, c, r, d, p or x).";
  }
}

/**
 * One code point: 1 unit that is not half of a pair, or a surrogate pair. Two plain
 * units are two characters, even when they form one grapheme: a grapheme check
 * (Intl.Segmenter) cost ~0.03 ms a key, ~0.45 s for a forged log of them.
 */
function isOneCodePoint(text: string): boolean {
  const first = text.charCodeAt(0);
  if (text.length === 1) return !isSurrogate(first);
  const second = text.charCodeAt(1);
  return text.length === 2 && first >= 0xd800 && first <= 0xdbff && second >= 0xdc00 && second <= 0xdfff;
}

const isSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdfff;
const isTime = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isCount = isTime;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function hasExactly(value: Record<string, unknown>, keys: readonly string[]): boolean {
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((key) => Object.hasOwn(value, key));
}

// ---------------------------------------------------------------------------
// Rebuilding

/**
 * Applies a checked log's events in order, to `buffer` when given (public), or to
 * the length alone (private), refusing a change outside the text, a text longer than
 * MAX_TEXT_UNITS and cursor travel beyond MAX_CURSOR_TRAVEL. Returns the final length.
 */
function replay(log: TypingLog, buffer: TextGapBuffer | null): Checked<number> {
  let length = 0;
  let cursor = 0;
  let travel = 0;
  let n = 0;
  for (const batch of log.batches) {
    for (const event of batch.events) {
      const kind = event[1];
      const pos = event[2];
      const del = event[3];
      const ins = event[4];
      n += 1;
      if (pos + del > length)
        return refuse(
          `Typing event ${n} changes the text at ${pos}–${pos + del}, outside the ${length} characters written so far.`,
        );
      if (kind === "x") continue;
      travel += Math.abs(pos - cursor);
      if (travel > MAX_CURSOR_TRAVEL) {
        return refuse(
          `The typing log moves the cursor over more than ${MAX_CURSOR_TRAVEL.toLocaleString("en-US")} characters in all: no one edits like that.`,
        );
      }
      const inserted = typeof ins === "number" ? ins : ins.length;
      length += inserted - del;
      if (length > MAX_TEXT_UNITS) {
        return refuse(
          `Typing event ${n} makes the text ${length.toLocaleString("en-US")} characters long: a note's text never passes ${MAX_TEXT_UNITS.toLocaleString("en-US")}.`,
        );
      }
      if (buffer) buffer.replace(pos, del, ins as string);
      cursor = pos + inserted;
    }
  }
  return ok(length);
}

// ---------------------------------------------------------------------------
// Scoring

/** Rubric v2 on a log already checked and rebuilt to `length` units. */
function scoreChecked(log: TypingLog, length: number): TypingScore {
  let keys = 0;
  let corrections = 0;
  let pastes = 0;
  let largePastes = 0;
  let compositions = 0;
  let replaced = 0;
  let firstT = -1;
  let lastT = 0;
  let events = 0;

  let previousTypingT = -1;
  let intervals = 0;
  let fastIntervals = 0;
  let rhythmCount = 0;
  let rhythmSum = 0;
  let rhythmSquares = 0;

  // Sliding window over text growth, for too-fast; and the whole growth against the server's time.
  let totalGrowth = 0;
  const growthTimes: number[] = [];
  const growths: number[] = [];
  let windowStart = 0;
  let windowUnits = 0;
  let tooFast = false;

  for (const batch of log.batches) {
    for (const event of batch.events) {
      const t = event[0];
      const kind = event[1];
      const del = event[3];
      const ins = event[4];
      events += 1;
      if (firstT < 0) firstT = t;
      lastT = t;
      const inserted = typeof ins === "number" ? ins : ins.length;
      switch (kind) {
        case "k":
          keys += 1;
          break;
        case "c":
          keys += 1;
          compositions += 1;
          break;
        case "r":
          keys += 1;
          replaced += inserted;
          break;
        case "d":
          corrections += 1;
          break;
        case "p":
          pastes += 1;
          break;
        case "x":
          largePastes += 1;
          continue;
      }
      if (kind !== "p") {
        if (previousTypingT >= 0) {
          const interval = t - previousTypingT;
          intervals += 1;
          if (interval < MACHINE_INTERVAL_MS) fastIntervals += 1;
          if (interval >= RHYTHM_MIN_MS && interval <= RHYTHM_MAX_MS) {
            rhythmCount += 1;
            rhythmSum += interval;
            rhythmSquares += interval * interval;
          }
        }
        previousTypingT = t;
      }
      // Growth, not inserted units: an IME re-inserts its whole composition on every
      // update, so only what the text gained counts (bulk c/r insertions count in full).
      const growth = inserted - del;
      if (growth <= 0) continue;
      totalGrowth += growth;
      if (tooFast) continue;
      growthTimes.push(t);
      growths.push(growth);
      windowUnits += growth;
      while (windowUnits - (growths[windowStart] ?? 0) >= SPEED_WINDOW_UNITS) {
        windowUnits -= growths[windowStart] ?? 0;
        windowStart += 1;
      }
      const elapsed = t - (growthTimes[windowStart] ?? t);
      if (windowUnits >= SPEED_WINDOW_UNITS && windowUnits * SECONDS_PER_MINUTE * 1000 > elapsed * MAX_CHARS_PER_MINUTE)
        tooFast = true;
    }
  }

  const last = log.batches[log.batches.length - 1];
  const typedSeconds = last ? Math.round(last.at / 100) / 10 : 0;
  const serverMs = last ? last.at : 0;
  if (totalGrowth * SECONDS_PER_MINUTE * 1000 > (serverMs + SPEED_ALLOWANCE_MS) * MAX_CHARS_PER_MINUTE) tooFast = true;
  const flags: ScoreFlag[] = [];
  const flag = (code: ScoreFlagCode, penalty = FLAG_PENALTY) => flags.push({ code, penalty });

  if ((intervals > 0 && fastIntervals > intervals * MACHINE_INTERVAL_SHARE) || (events > 1 && firstT === lastT))
    flag("machine-speed");
  if (rhythmCount >= RHYTHM_MIN_INTERVALS) {
    const mean = rhythmSum / rhythmCount;
    const variance = Math.max(0, rhythmSquares / rhythmCount - mean * mean);
    if (Math.sqrt(variance) / mean < RHYTHM_MIN_VARIATION) flag("constant-rhythm");
  }
  if (tooFast) flag("too-fast");
  if (length >= REPLACEMENT_MIN_TEXT_UNITS && replaced > length * REPLACEMENT_MAX_SHARE) flag("replacement-heavy");
  if (log.batches.some((batch) => batch.sent - batch.at > CLOCK_AHEAD_MS)) flag("clock-ahead");
  if (log.batches.some((batch, i) => i > 0 && clockGain(log.batches[i - 1], batch) > CLOCK_GAIN_MS))
    flag("clock-too-fast");
  if (typedSeconds === 0 || keys === 0) flag("no-typing-time", NO_TYPING_PENALTY);

  const rubricScore = computeHumanScore({
    durationSeconds: typedSeconds,
    keydownCount: keys,
    backspaceCount: corrections,
    largePasteCount: largePastes,
  });
  const humanScore = Math.min(100, Math.max(0, rubricScore - flags.reduce((sum, f) => sum + f.penalty, 0)));
  return {
    rubric: RUBRIC_V2,
    humanScore,
    isHuman: isHumanScore(humanScore),
    flags,
    typedSeconds,
    keys,
    corrections,
    pastes,
    largePastes,
    compositions,
    wpm: typingSpeedWpm(keys, typedSeconds),
  };
}

/** How much more time the page counted than the server between two batches. */
function clockGain(previous: TypingBatch | undefined, batch: TypingBatch): number {
  return previous ? batch.sent - previous.sent - (batch.at - previous.at) : 0;
}
