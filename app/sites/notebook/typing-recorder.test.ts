import { describe, expect, it } from "vitest";
import { TypingRecorder } from "./typing-recorder";

function recorder() {
  let now = 1_000;
  let starts = 0;
  const rec = new TypingRecorder(
    () => now,
    () => (starts += 1),
  );
  return { rec, advance: (ms: number) => (now += ms), starts: () => starts };
}

describe("typing recorder", () => {
  it("starts the session at the first input and stamps events from it", () => {
    const { rec, advance, starts } = recorder();
    expect(rec.started).toBe(false);
    rec.input("insertText", 1);
    advance(150);
    rec.input("insertText", 2);
    expect(starts()).toBe(1);
    expect(rec.events).toEqual([
      { type: "keydown", contentLength: 1, timestamp: 0 },
      { type: "keydown", contentLength: 2, timestamp: 150 },
    ]);
    expect(rec.elapsedSeconds()).toBeCloseTo(0.15);
  });

  it("classifies by inputType: IME and autocorrect count as keys, deletes as backspaces, drops as pastes", () => {
    const { rec } = recorder();
    rec.input("insertCompositionText", 2);
    rec.input("insertLineBreak", 3);
    rec.input("insertReplacementText", 3);
    rec.input("deleteContentBackward", 2);
    rec.input("deleteWordBackward", 0);
    expect(rec.pasteOrDrop("drop", 0)).toBe("allow");
    rec.input("insertFromDrop", 4);
    expect(rec.events.map((event) => event.type)).toEqual(["keydown", "keydown", "keydown", "backspace", "backspace", "paste"]);
    expect(rec.events.at(-1)).toMatchObject({ length: 4, contentLength: 4 });
    expect(rec.counts()).toEqual({ keydownCount: 3, backspaceCount: 2, pasteCount: 1, largePasteCount: 0 });
  });

  it("blocks pastes and drops of over 10 characters and records them with the text unchanged", () => {
    const { rec } = recorder();
    rec.input("insertText", 1);
    expect(rec.pasteOrDrop("0123456789", 1)).toBe("allow");
    rec.input("insertFromPaste", 11);
    expect(rec.pasteOrDrop("0123456789X", 11)).toBe("block");
    expect(rec.events.at(-1)).toEqual({ type: "paste", contentLength: 11, timestamp: 0, length: 11 });
    // Windows line breaks count as the textarea stores them.
    expect(rec.pasteOrDrop("a\r\nb\r\nc\r\nd\r\ne\r\n", 11)).toBe("allow");
    expect(rec.counts().largePasteCount).toBe(1);
  });

  it("blocks undo and redo, and one 'key' inserting a paste's worth of text", () => {
    const { rec } = recorder();
    expect(rec.beforeInput("historyUndo", null, 0)).toBe("block");
    expect(rec.beforeInput("historyRedo", null, 0)).toBe("block");
    expect(rec.events).toHaveLength(0);
    expect(rec.beforeInput("insertText", "a", 0)).toBe("allow");
    expect(rec.beforeInput("insertText", "a whole sentence", 0)).toBe("block");
    expect(rec.beforeInput("insertFromPaste", "pasted without a paste event", 0)).toBe("block");
    expect(rec.counts().largePasteCount).toBe(2);
  });
});
