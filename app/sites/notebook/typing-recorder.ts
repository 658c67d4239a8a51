import { countEvents, PASTE_BLOCK_THRESHOLD, type EventCounts, type TypingEvent } from "./human-score";

/**
 * Records how a text is written, from `beforeinput`/`input` and their `inputType`
 * rather than keydown, so Android and IME keyboards (keyCode 229, no backspace
 * keydown) count like a physical one. No keys and no text are kept: only the kind
 * of each change, the length after it and when it happened.
 *
 * - insertText, insertLineBreak, insertCompositionText, insertReplacementText… → "keydown"
 * - deleteContentBackward and every other delete → "backspace"
 * - insertFromPaste, insertFromDrop (a drop is a paste), insertFromYank → "paste"
 * A paste or drop of over 10 characters, or one "key" inserting that much at once,
 * is blocked and recorded with the text unchanged. Undo and redo are blocked: they
 * could put back any amount of text.
 */
export const PASTE_INPUT_TYPES = new Set(["insertFromPaste", "insertFromPasteAsQuotation", "insertFromDrop", "insertFromYank"]);
const HISTORY_INPUT_TYPES = new Set(["historyUndo", "historyRedo"]);

export type Verdict = "allow" | "block";

export class TypingRecorder {
  readonly events: TypingEvent[] = [];
  private startedAt: number | null = null;
  private pendingPaste: number | null = null;
  private lastLength = 0;

  constructor(
    private readonly clock: () => number = () => performance.now(),
    /** Called once, at the first key press (or paste): the writing session starts. */
    private readonly onStart: () => void = () => {},
  ) {}

  get started(): boolean {
    return this.startedAt !== null;
  }

  /** Seconds since the first key press. */
  elapsedSeconds(): number {
    return this.startedAt === null ? 0 : (this.clock() - this.startedAt) / 1000;
  }

  counts(): EventCounts {
    return countEvents(this.events);
  }

  /** A `paste` or `drop` with this text (before the browser inserts it). */
  pasteOrDrop(text: string, currentLength: number): Verdict {
    const length = normalizedLength(text);
    if (length > PASTE_BLOCK_THRESHOLD) {
      this.recordBlocked(length, currentLength);
      return "block";
    }
    this.pendingPaste = length;
    return "allow";
  }

  /** A `beforeinput`: blocks undo/redo and oversized insertions the paste event did not catch. */
  beforeInput(inputType: string, data: string | null, currentLength: number): Verdict {
    if (HISTORY_INPUT_TYPES.has(inputType)) return "block";
    const inserted = data === null ? null : normalizedLength(data);
    if (inserted !== null && inserted > PASTE_BLOCK_THRESHOLD && (PASTE_INPUT_TYPES.has(inputType) || inputType === "insertText")) {
      this.recordBlocked(inserted, currentLength);
      return "block";
    }
    return "allow";
  }

  /** An `input`: the change happened and the text now has `newLength` characters. */
  input(inputType: string, newLength: number): void {
    const timestamp = this.timestamp();
    const added = newLength - this.lastLength;
    if (inputType.startsWith("delete")) {
      this.events.push({ type: "backspace", contentLength: newLength, timestamp });
    } else if (PASTE_INPUT_TYPES.has(inputType)) {
      const length = Math.max(this.pendingPaste ?? 0, added, 0);
      this.events.push({ type: "paste", contentLength: newLength, timestamp, length });
    } else {
      this.events.push({ type: "keydown", contentLength: newLength, timestamp });
    }
    this.pendingPaste = null;
    this.lastLength = newLength;
  }

  private recordBlocked(length: number, currentLength: number) {
    this.events.push({ type: "paste", contentLength: currentLength, timestamp: this.timestamp(), length });
    this.pendingPaste = null;
    this.lastLength = currentLength;
  }

  private timestamp(): number {
    if (this.startedAt === null) {
      this.startedAt = this.clock();
      this.onStart();
    }
    return Math.max(0, Math.round(this.clock() - this.startedAt));
  }
}

/** Length as a textarea stores it: line breaks become one "\n". */
function normalizedLength(text: string): number {
  return text.replace(/\r\n?/g, "\n").length;
}

/**
 * Wires a recorder to a textarea's native events (React's onBeforeInput is a
 * polyfill without inputType). Returns the cleanup.
 */
export function attachRecorder(textarea: HTMLTextAreaElement, recorder: TypingRecorder, onBlocked: () => void): () => void {
  const onPaste = (event: ClipboardEvent) => {
    if (recorder.pasteOrDrop(event.clipboardData?.getData("text/plain") ?? "", textarea.value.length) === "block") {
      event.preventDefault();
      onBlocked();
    }
  };
  const onDrop = (event: DragEvent) => {
    if (recorder.pasteOrDrop(event.dataTransfer?.getData("text/plain") ?? "", textarea.value.length) === "block") {
      event.preventDefault();
      onBlocked();
    }
  };
  const onBeforeInput = (event: InputEvent) => {
    const data = event.data ?? event.dataTransfer?.getData("text/plain") ?? null;
    if (recorder.beforeInput(event.inputType, data, textarea.value.length) === "block") {
      event.preventDefault();
      if (!event.inputType.startsWith("history")) onBlocked();
    }
  };
  const onInput = (event: Event) => {
    recorder.input((event as InputEvent).inputType ?? "insertText", textarea.value.length);
  };
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
