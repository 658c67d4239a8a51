import { describe, expect, it } from "vitest";
import { createTypingRecorder, RECORDER_MAX_EVENTS } from "./typing-recorder";
import { MAX_TYPING_EVENTS, typingReportSchema } from "./typing-report";
import { isTypedAtKeyboard, scoreTyping } from "./typing-signal";

/**
 * A text field as the recorder sees it: an EventTarget with a value and a selection (no DOM
 * in the unit suite). Reading `value` is counted, so a test can tell the recorder read only
 * its length.
 */
class FakeField extends EventTarget {
  selectionStart: number | null = 0;
  selectionEnd: number | null = 0;
  private text = "";

  get value(): string {
    return this.text;
  }

  set value(text: string) {
    this.text = text;
    this.selectionStart = this.selectionEnd = text.length;
  }

  /** What a browser does for one edit: beforeinput, the change, then input (an InputEvent, or a plain Event without inputType). */
  edit(next: string, inputType: string | null, data: string | null = null) {
    if (inputType !== null) this.dispatchEvent(inputEvent("beforeinput", inputType, data));
    this.value = next;
    this.dispatchEvent(inputType === null ? new Event("input") : inputEvent("input", inputType, data));
  }

  type(text: string) {
    for (const char of text) this.edit(this.value + char, "insertText", char);
  }
}

function inputEvent(type: string, inputType: string, data: string | null): Event {
  return Object.assign(new Event(type), { inputType, data });
}

function setup() {
  let now = 5_000;
  const recorder = createTypingRecorder(() => now);
  const field = new FakeField();
  const detach = recorder.attach(field as unknown as HTMLTextAreaElement);
  return { recorder, field, detach, advance: (ms: number) => (now += ms), setClock: (ms: number) => (now = ms) };
}

describe("typing recorder", () => {
  it("records keys, Enter and Backspace by inputType, timed from its first event", () => {
    const { recorder, field, advance } = setup();
    field.type("H");
    advance(180.4);
    field.type("o");
    advance(95.6);
    field.edit(field.value + "\n", "insertLineBreak");
    advance(240);
    field.edit("H", "deleteContentBackward");
    advance(150);
    field.type("😀");
    expect(recorder.report()).toEqual([
      [0, "k", 1],
      [180, "k", 1],
      [276, "k", 1],
      [516, "d", 0],
      [666, "k", 2],
    ]);
  });

  it("records pastes, drops and a script's fill() as one insertion each, autocorrect as a replacement", () => {
    const { recorder, field, advance } = setup();
    field.type("Tel ");
    advance(2_000);
    field.edit(`${field.value}+34 612 345 678`, "insertFromPaste", "+34 612 345 678");
    advance(500);
    field.edit(`${field.value} dropped`, "insertFromDrop");
    advance(500);
    // Playwright's fill(): one insertText holding the whole value.
    field.edit("Hello, this is a script", "insertText", "Hello, this is a script");
    advance(300);
    // Autocorrect in Chrome carries its text in dataTransfer, not data: measured by the length.
    field.edit("Hello, this is a scripts", "insertReplacementText");
    const kinds = recorder.report().map(([, kind, units]) => `${kind}${units}`);
    expect(kinds).toEqual(["k1", "k1", "k1", "k1", "p15", "p8", "p23", "r1"]);
  });

  it("measures an insertion without data from the field's length and the selection it replaced", () => {
    const recorder = createTypingRecorder(() => 0);
    const field = new FakeField();
    field.value = "Hello world";
    recorder.attach(field as unknown as HTMLInputElement);
    // An autofill-like input without inputType or beforeinput, then "world" selected and typed over.
    field.edit("Hello there, friend", null);
    field.selectionStart = 6;
    field.selectionEnd = 11;
    field.edit("Hello X, friend", "insertText");
    expect(recorder.report().map(([, kind, units]) => [kind, units])).toEqual([
      ["p", 8],
      ["k", 1],
    ]);
  });

  it("records IME composition steps as c, skipping Safari's delete before its commit", () => {
    const { recorder, field, advance } = setup();
    for (const composition of ["k", "こ", "こn", "こん"]) {
      field.edit(composition, "insertCompositionText", composition);
      advance(150);
    }
    field.edit("", "deleteCompositionText");
    field.edit("今", "insertFromComposition", "今");
    expect(recorder.report().map(([, kind, units]) => `${kind}${units}`)).toEqual(["c1", "c1", "c2", "c2", "c1"]);
  });

  it("counts from beforeinput/input alone: an Android keyboard sends no keydown", () => {
    const { recorder, field } = setup();
    field.dispatchEvent(Object.assign(new Event("keydown"), { key: "Unidentified", keyCode: 229 }));
    expect(recorder.report()).toEqual([]);
    field.type("a");
    expect(recorder.report()).toHaveLength(1);
  });

  it("never lets time go backwards, and stops at the report's limit", () => {
    const { recorder, field, advance, setClock } = setup();
    field.type("a");
    advance(100);
    field.type("b");
    setClock(4_000);
    field.type("c");
    expect(recorder.report().map(([t]) => t)).toEqual([0, 100, 100]);
    for (let i = 0; i < RECORDER_MAX_EVENTS + 10; i += 1) field.type("x");
    const report = recorder.report();
    expect(report).toHaveLength(MAX_TYPING_EVENTS);
    expect(typingReportSchema.safeParse(report).success).toBe(true);
  });

  it("watches several fields on one clock, stops at detach and starts over at reset", () => {
    const { recorder, field, detach, advance } = setup();
    const name = new FakeField();
    const detachName = recorder.attach(name as unknown as HTMLInputElement);
    name.type("Ana");
    advance(1_000);
    field.type("Hi");
    expect(recorder.report().map(([t]) => t)).toEqual([0, 0, 0, 1_000, 1_000]);
    detachName();
    detach();
    field.type("!");
    expect(recorder.report()).toHaveLength(5);
    recorder.reset();
    expect(recorder.report()).toEqual([]);
  });

  it("reads only lengths: a field whose value has nothing but a length records the same", () => {
    /** Any read of a character (slice, indexing, comparison) would find nothing here, or throw. */
    class LengthOnlyField extends FakeField {
      override get value(): string {
        return { length: super.value.length } as unknown as string;
      }
      override set value(text: string) {
        super.value = text;
      }
    }
    const recorder = createTypingRecorder(() => 0);
    const field = new LengthOnlyField();
    const text = new FakeField();
    recorder.attach(field as unknown as HTMLTextAreaElement);
    for (const char of "Hi\u00e9") {
      text.value += char;
      field.edit(text.value, "insertText", char);
    }
    text.value = "Hi";
    field.edit(text.value, "deleteContentBackward");
    field.edit(`${text.value} there`, null);
    expect(recorder.report().map(([, kind, units]) => `${kind}${units}`)).toEqual(["k1", "k1", "k1", "d0", "p6"]);
  });

  it("agrees with the wire format's limit and makes a report a person's typing reads as typed from", () => {
    expect(RECORDER_MAX_EVENTS).toBe(MAX_TYPING_EVENTS);
    const { recorder, field, advance } = setup();
    const waits = [140, 210, 95, 180, 330, 160, 120, 250, 175, 400];
    let i = 0;
    for (const char of "Hola, ¿tenéis mesa para cuatro?") {
      field.type(char);
      advance(waits[i++ % waits.length] ?? 0);
    }
    expect(isTypedAtKeyboard(scoreTyping(recorder.report()))).toBe(true);
  });
});
