import { PASTE_BLOCK_THRESHOLD } from "./human-score";
import {
  COMPOSITION_MAX_UNITS,
  KEY_MAX_UNITS,
  MAX_LOG_EVENTS,
  MAX_TEXT_UNITS,
  REPLACEMENT_MAX_UNITS,
  type EventKind,
  type TypingEvent,
} from "./typing-log";

/**
 * Records how a text is written as typing events v2 (./typing-log.ts), from
 * `beforeinput`/`input` and their `inputType` rather than keydown, so Android and IME
 * keyboards (keyCode 229, no backspace keydown) count like a physical one.
 *
 * Each change is the difference between the textarea's previous and new value:
 * where it starts (`pos`), how many UTF-16 units it removed (`del`) and what it
 * inserted. Its kind comes from the inputType:
 * - insertText, insertLineBreak… of one code point → "k"; of more (a ZWJ emoji, a
 *   keyboard's suggestion) → "r", as is insertReplacementText (autocorrect)
 * - insertCompositionText → "c" (an IME update; it may replace the composition)
 * - any change that only removes text → "d"
 * - insertFromPaste, insertFromDrop (a drop is a paste), insertFromYank → "p"
 * A paste or drop of over 10 characters, or one "key" inserting that much at once,
 * is blocked and recorded as "x" with the text unchanged. Undo and redo are blocked:
 * they could put back any amount of text. So is an insertion into a text already at
 * MAX_TEXT_UNITS (the textarea's maxLength keeps it far below; the server refuses a
 * log whose text passes it).
 *
 * Every event fits the log's rules as the server checks them: a "k" is one code
 * point, anything longer an "r" (a "c" stays a "c"), and what one event may not hold
 * goes in several, each within its kind's size.
 *
 * The events keep only lengths (`ins` is a number): they are what the page streams
 * to the writing session, public or private. What each event inserted stays here,
 * in memory, until a public note is submitted (`insertedTexts`).
 */
export const PASTE_INPUT_TYPES = new Set([
  "insertFromPaste",
  "insertFromPasteAsQuotation",
  "insertFromDrop",
  "insertFromYank",
]);
const HISTORY_INPUT_TYPES = new Set(["historyUndo", "historyRedo"]);

/** "paste": a paste over the limit was blocked; "full": the log holds MAX_LOG_EVENTS, or the text MAX_TEXT_UNITS. */
export type Verdict = "allow" | "paste" | "full";

/** How many events of each kind were recorded. */
export interface TypingCounts {
  keys: number;
  corrections: number;
  pastes: number;
  largePastes: number;
}

/** Room kept at the end of the log for the pieces one last change may split into (see `input`). */
const LOG_FULL_MARGIN = 16;

export class TypingRecorder {
  private readonly log: TypingEvent[] = [];
  private readonly inserted: string[] = [];
  private readonly tally: TypingCounts = { keys: 0, corrections: 0, pastes: 0, largePastes: 0 };
  private startedAt: number | null = null;
  private lastT = 0;
  private value = "";
  /** Where the next change starts, from the selection at its `beforeinput` (diffs are ambiguous without it: "aa" → "aaa"). */
  private anchor: number | null = null;

  constructor(
    private readonly clock: () => number = () => performance.now(),
    /** Called once, at the first change (or blocked paste): the writing session opens then. */
    private readonly onStart: () => void = () => {},
  ) {}

  get started(): boolean {
    return this.startedAt !== null;
  }

  /** The text as the recorded events leave it (the textarea's value after the last `input`). */
  get text(): string {
    return this.value;
  }

  get eventCount(): number {
    return this.log.length;
  }

  /** Events `from`…`to` (exclusive) as batches carry them: `ins` is the inserted length. */
  events(from = 0, to = this.log.length): TypingEvent[] {
    return this.log.slice(from, to);
  }

  /** What each of the first `count` events inserted ("" for d and x): a public note sends these at submit. */
  insertedTexts(count = this.inserted.length): string[] {
    return this.inserted.slice(0, count);
  }

  counts(): TypingCounts {
    return { ...this.tally };
  }

  /** Milliseconds since the first change, on the clock of the events' `t` (a batch's `sent`). */
  now(): number {
    if (this.startedAt === null) return 0;
    return Math.max(this.lastT, Math.round(this.clock() - this.startedAt));
  }

  /** A `paste` or `drop` of this text at `position` (before the browser inserts it). */
  pasteOrDrop(text: string, position: number): Verdict {
    if (this.isFull()) return "full";
    const length = normalizedLength(text);
    if (length <= PASTE_BLOCK_THRESHOLD) return "allow";
    this.recordBlocked(length, position);
    return "paste";
  }

  /** A `beforeinput` with the selection it will change: blocks undo/redo, oversized insertions and a full log. */
  beforeInput(inputType: string, data: string | null, selectionStart: number): Verdict | "history" {
    if (HISTORY_INPUT_TYPES.has(inputType)) return "history";
    if (this.isFull()) return "full";
    const length = data === null ? null : normalizedLength(data);
    if (
      length !== null &&
      length > PASTE_BLOCK_THRESHOLD &&
      (PASTE_INPUT_TYPES.has(inputType) || inputType === "insertText")
    ) {
      this.recordBlocked(length, selectionStart);
      return "paste";
    }
    if (inputType.startsWith("insert") && this.value.length + (length ?? 1) > MAX_TEXT_UNITS) return "full";
    this.anchor = selectionStart;
    return "allow";
  }

  /** An `input`: the textarea's value is now `newValue`. */
  input(inputType: string, newValue: string): void {
    const change = diff(this.value, newValue, this.anchor);
    this.anchor = null;
    this.value = newValue;
    if (change.del === 0 && change.ins === "") return;
    const t = this.timestamp();
    if (change.ins === "") {
      this.record(t, "d", change.pos, change.del, "");
      return;
    }
    const kind = kindOf(inputType, change.ins);
    const limit = PIECE_MAX_UNITS[kind];
    let pos = change.pos;
    let del = change.del;
    // A paste over the limit that its events did not announce (no data to block it by): it counts as a blocked paste too.
    if (kind === "p" && change.ins.length > limit) this.record(t, "x", pos, 0, "", change.ins.length);
    // A replacement may remove at most REPLACEMENT_MAX_UNITS: a larger selection typed over goes first, as a deletion.
    if (kind === "r" && del > REPLACEMENT_MAX_UNITS) {
      this.record(t, "d", pos, del, "");
      del = 0;
    }
    // An IME may commit more than one composition update holds, a browser paste more than its event said:
    // the text goes in pieces, whole code points each.
    for (const piece of pieces(change.ins, limit)) {
      this.record(t, kind, pos, del, piece);
      pos += piece.length;
      del = 0;
    }
  }

  private isFull(): boolean {
    return this.log.length >= MAX_LOG_EVENTS - LOG_FULL_MARGIN;
  }

  private recordBlocked(length: number, position: number) {
    this.anchor = null;
    this.record(this.timestamp(), "x", Math.min(position, this.value.length), 0, "", length);
  }

  private record(t: number, kind: EventKind, pos: number, del: number, text: string, attempted = 0) {
    this.log.push([t, kind, pos, del, kind === "x" ? attempted : text.length]);
    this.inserted.push(text);
    if (kind === "d") this.tally.corrections += 1;
    else if (kind === "p") this.tally.pastes += 1;
    else if (kind === "x") this.tally.largePastes += 1;
    else this.tally.keys += 1;
  }

  private timestamp(): number {
    if (this.startedAt === null) {
      this.startedAt = this.clock();
      this.onStart();
    }
    this.lastT = this.now();
    return this.lastT;
  }
}

type InsertingKind = Exclude<EventKind, "d" | "x">;

/** The most one event of each kind may insert (a "k" is one code point by kindOf, at most 2 units). */
const PIECE_MAX_UNITS: Record<InsertingKind, number> = {
  k: KEY_MAX_UNITS,
  c: COMPOSITION_MAX_UNITS,
  r: REPLACEMENT_MAX_UNITS,
  p: PASTE_BLOCK_THRESHOLD,
};

function kindOf(inputType: string, inserted: string): InsertingKind {
  if (PASTE_INPUT_TYPES.has(inputType)) return "p";
  if (inputType === "insertCompositionText") return "c";
  if (inputType === "insertReplacementText") return "r";
  return isOneCodePoint(inserted) ? "k" : "r";
}

function isOneCodePoint(text: string): boolean {
  return (
    text.length === 1 ||
    (text.length === 2 && isHighSurrogate(text.charCodeAt(0)) && isLowSurrogate(text.charCodeAt(1)))
  );
}

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

export interface Change {
  pos: number;
  del: number;
  ins: string;
}

/**
 * The change from `before` to `after`: the common prefix (at most `anchor`, where
 * the browser said the change starts) and suffix are kept, the middle replaced.
 * Never splits a surrogate pair, so every inserted piece is well-formed UTF-16.
 */
export function diff(before: string, after: string, anchor: number | null = null): Change {
  const shorter = Math.min(before.length, after.length);
  let prefix = 0;
  const maxPrefix = anchor === null ? shorter : Math.min(anchor, shorter);
  while (prefix < maxPrefix && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix += 1;
  if (prefix > 0 && isHighSurrogate(before.charCodeAt(prefix - 1))) prefix -= 1;
  let suffix = 0;
  const maxSuffix = shorter - prefix;
  while (
    suffix < maxSuffix &&
    before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)
  )
    suffix += 1;
  if (suffix > 0 && isLowSurrogate(before.charCodeAt(before.length - suffix))) suffix -= 1;
  return { pos: prefix, del: before.length - prefix - suffix, ins: after.slice(prefix, after.length - suffix) };
}

/** `text` in pieces of at most `max` UTF-16 units, each ending on a whole code point. */
function pieces(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  const result: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + max, text.length);
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
    result.push(text.slice(start, end));
    start = end;
  }
  return result;
}

/** Length as a textarea stores it: line breaks become one "\n". */
function normalizedLength(text: string): number {
  return text.replace(/\r\n?/g, "\n").length;
}

/**
 * Wires a recorder to a textarea's native events (React's onBeforeInput is a
 * polyfill without inputType). `onBlocked` hears why an input was refused. Returns
 * the cleanup.
 */
export function attachRecorder(
  textarea: HTMLTextAreaElement,
  recorder: TypingRecorder,
  onBlocked: (reason: "paste" | "full") => void,
): () => void {
  const onPasteOrDrop = (text: string, event: Event) => {
    const verdict = recorder.pasteOrDrop(text, textarea.selectionStart);
    if (verdict === "allow") return;
    event.preventDefault();
    onBlocked(verdict);
  };
  const onPaste = (event: ClipboardEvent) => onPasteOrDrop(event.clipboardData?.getData("text/plain") ?? "", event);
  const onDrop = (event: DragEvent) => onPasteOrDrop(event.dataTransfer?.getData("text/plain") ?? "", event);
  const onBeforeInput = (event: InputEvent) => {
    const data = event.data ?? event.dataTransfer?.getData("text/plain") ?? null;
    const verdict = recorder.beforeInput(event.inputType, data, textarea.selectionStart);
    if (verdict === "allow") return;
    event.preventDefault();
    if (verdict !== "history") onBlocked(verdict);
  };
  const onInput = (event: Event) => recorder.input((event as InputEvent).inputType ?? "insertText", textarea.value);
  textarea.addEventListener("paste", onPaste);
  textarea.addEventListener("drop", onDrop);
  textarea.addEventListener("beforeinput", onBeforeInput);
  textarea.addEventListener("input", onInput);
  return () => {
    textarea.removeEventListener("paste", onPaste);
    textarea.removeEventListener("drop", onDrop);
    textarea.removeEventListener("beforeinput", onBeforeInput);
    textarea.removeEventListener("input", onInput);
  };
}
