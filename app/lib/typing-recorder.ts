import type { TypingEvent, TypingEventKind } from "./typing-report";

/**
 * MAX_TYPING_EVENTS of ./typing-report.ts, not imported from there: that module builds the
 * zod schema, and zod stays out of a form's first load (typing-recorder.test.ts checks they agree).
 */
export const RECORDER_MAX_EVENTS = 3_000;

/** A key inserts one code point: 1 UTF-16 unit, or 2 (most emoji). */
const KEY_MAX_UNITS = 2;
/** Insertions that arrive whole, whatever their size (as the notebook's PASTE_INPUT_TYPES). */
const PASTES = ["insertFromPaste", "insertFromPasteAsQuotation", "insertFromDrop", "insertFromYank"];

export interface TypingRecorder {
  /** Records the field's inputs until the returned function is called. */
  attach(element: HTMLInputElement | HTMLTextAreaElement): () => void;
  /** The events so far, as a form sends them in its `typing` field. */
  report(): TypingEvent[];
  /** Forgets them (after a sent form, whose fields are emptied). */
  reset(): void;
}

/**
 * Records how a form's free-text fields are filled in, as ./typing-report.ts describes:
 * timing and lengths only. It never reads a field's characters: an input's size is the
 * length of its `data`, or the change in the field's `value.length` and the selection it
 * replaced when there is no data (Enter, an autofill, a script setting the value).
 *
 * Counted from `beforeinput`/`input` and their `inputType`, never keydown: Android and
 * IME keyboards send keyCode 229 and may send no keydown at all. Kinds:
 * - `c`: an IME step, insertCompositionText (Chrome, Firefox) and insertFromComposition
 *   (Safari's commit); Safari's deleteCompositionText before that commit is no key and is skipped;
 * - `r`: insertReplacementText (autocorrect, a spelling suggestion);
 * - `p`: a paste, drop or yank, and any other insertion over two units (a script's fill(),
 *   an autofill's input event without inputType);
 * - `d`: every delete* (Backspace, Delete, a cut) and any other input that shortened the text;
 * - `k`: anything else inserting one or two units (insertText, insertLineBreak).
 * One recorder may watch several fields (a name and a message): one report, one clock.
 */
export function createTypingRecorder(clock: () => number = () => performance.now()): TypingRecorder {
  let events: TypingEvent[] = [];
  let startedAt: number | null = null;
  let lastT = 0;
  const lengths = new Map<HTMLInputElement | HTMLTextAreaElement, number>();
  /** The units the coming input replaces: the selection at its beforeinput. */
  const selected = new Map<HTMLInputElement | HTMLTextAreaElement, number>();

  const record = (kind: TypingEventKind, units: number) => {
    if (events.length >= RECORDER_MAX_EVENTS) return;
    const now = clock();
    startedAt ??= now;
    lastT = Math.max(lastT, Math.round(now - startedAt));
    events.push([lastT, kind, units]);
  };

  return {
    attach(element) {
      lengths.set(element, element.value.length);
      const onBeforeInput = () => {
        // Some inputs (email, number) have no selection and answer null.
        const start = element.selectionStart ?? 0;
        selected.set(element, (element.selectionEnd ?? start) - start);
        lengths.set(element, element.value.length);
      };
      const onInput = (event: Event) => {
        const { inputType = "", data } = event as Partial<InputEvent>;
        const before = lengths.get(element) ?? 0;
        const after = element.value.length;
        const replaced = selected.get(element) ?? 0;
        lengths.set(element, after);
        selected.delete(element);
        if (inputType === "deleteCompositionText") return;
        const units = typeof data === "string" ? data.length : Math.max(0, after - before + replaced);
        if (inputType.startsWith("delete") || (units === 0 && after < before)) record("d", 0);
        else if (inputType.includes("Composition")) record("c", units);
        else if (inputType === "insertReplacementText") record("r", units);
        else if (PASTES.includes(inputType) || units > KEY_MAX_UNITS) record("p", units);
        else if (units > 0) record("k", units);
      };
      element.addEventListener("beforeinput", onBeforeInput);
      element.addEventListener("input", onInput);
      return () => {
        element.removeEventListener("beforeinput", onBeforeInput);
        element.removeEventListener("input", onInput);
        lengths.delete(element);
        selected.delete(element);
      };
    },
    report: () => events.slice(),
    reset() {
      events = [];
      startedAt = null;
      lastT = 0;
      for (const element of lengths.keys()) lengths.set(element, element.value.length);
    },
  };
}
