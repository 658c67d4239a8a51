import { describe, expect, it } from "vitest";
import {
  MAX_BATCH_EVENTS,
  MAX_TEXT_UNITS,
  parseEvents,
  rebuildText,
  withInsertedText,
  type TypingLog,
} from "./typing-log";
import { diff, TypingRecorder } from "./typing-recorder";

/** A recorder on a fake clock, and a textarea's edits as the browser reports them. */
function recorder() {
  let now = 1_000;
  let starts = 0;
  const rec = new TypingRecorder(
    () => now,
    () => (starts += 1),
  );
  /** Replaces `del` units at `at` with `text`, announced by beforeinput then input. */
  const edit = (inputType: string, at: number, del: number, text: string) => {
    const before = rec.text;
    const verdict = rec.beforeInput(inputType, inputType.startsWith("delete") ? null : text, at);
    if (verdict !== "allow") return verdict;
    rec.input(inputType, before.slice(0, at) + text + before.slice(at + del));
    return verdict;
  };
  const typeText = (text: string, stepMs = 120) => {
    for (const char of text) {
      edit("insertText", rec.text.length, 0, char);
      now += stepMs;
    }
  };
  return { rec, edit, typeText, advance: (ms: number) => (now += ms), starts: () => starts };
}

/** The recorder's events in batches, checked as the server checks them and filled in with what they inserted: the text they rebuild. */
function rebuilt(rec: TypingRecorder): string {
  const batches = [];
  for (let from = 0; from < rec.eventCount; from += MAX_BATCH_EVENTS) {
    const events = rec.events(from, from + MAX_BATCH_EVENTS);
    expect(parseEvents(events, true)).toMatchObject({ ok: true });
    batches.push({ at: rec.now(), sent: rec.now(), events });
  }
  const log: TypingLog = { v: 2, session: "A".repeat(22), private: false, batches };
  const filled = withInsertedText(log, rec.insertedTexts());
  if (!filled.ok) throw new Error(filled.message);
  const text = rebuildText(filled.value);
  if (!text.ok) throw new Error(text.message);
  return text.value;
}

describe("typing recorder", () => {
  it("starts at the first change and stamps events from it, lengths only", () => {
    const { rec, edit, advance, starts } = recorder();
    expect(rec.started).toBe(false);
    edit("insertText", 0, 0, "H");
    advance(150);
    edit("insertText", 1, 0, "i");
    expect(starts()).toBe(1);
    expect(rec.events()).toEqual([
      [0, "k", 0, 0, 1],
      [150, "k", 1, 0, 1],
    ]);
    expect(rec.insertedTexts()).toEqual(["H", "i"]);
    expect(rec.now()).toBe(150);
  });

  it("classifies by inputType and the change: keys, IME, autocorrect, deletions and small pastes", () => {
    const { rec, edit } = recorder();
    edit("insertText", 0, 0, "teh");
    // A keyboard suggestion or autocorrect replaces a word; a line break is a key.
    edit("insertReplacementText", 0, 3, "the");
    edit("insertLineBreak", 3, 0, "\n");
    // IME: composition updates replace the composition range.
    edit("insertCompositionText", 4, 0, "か");
    edit("insertCompositionText", 4, 1, "かん");
    edit("insertCompositionText", 4, 2, "漢");
    edit("deleteContentBackward", 4, 1, "");
    expect(rec.pasteOrDrop("drop", 4)).toBe("allow");
    edit("insertFromDrop", 4, 0, "drop");
    expect(rec.events().map((event) => event[1])).toEqual(["r", "r", "k", "c", "c", "c", "d", "p"]);
    expect(rec.counts()).toEqual({ keys: 6, corrections: 1, pastes: 1, largePastes: 0 });
    expect(rebuilt(rec)).toBe("the\ndrop");
  });

  it("records what a key typed over a selection or in the middle replaced, and rebuilds the text exactly", () => {
    const { rec, edit, typeText } = recorder();
    typeText("aaaa bbbb");
    // "a" typed after the first "a": the diff alone could put it anywhere in the run; the selection says where.
    edit("insertText", 1, 0, "a");
    expect(rec.events().at(-1)).toEqual([expect.any(Number), "k", 1, 0, 1]);
    edit("insertText", 6, 4, "c");
    expect(rec.events().at(-1)).toEqual([expect.any(Number), "k", 6, 4, 1]);
    edit("deleteContentForward", 0, 1, "");
    edit("deleteWordBackward", 0, 5, "");
    expect(rec.text).toBe("c");
    expect(rebuilt(rec)).toBe("c");
  });

  it("keeps surrogate pairs whole: an emoji is one key, a ZWJ sequence a replacement, a changed emoji never half-replaced", () => {
    const { rec, edit, typeText } = recorder();
    typeText("hi 😀");
    edit("insertText", 5, 0, "👩‍💻");
    expect(rec.events().at(-2)).toEqual([expect.any(Number), "k", 3, 0, 2]);
    expect(rec.events().at(-1)).toEqual([expect.any(Number), "r", 5, 0, 5]);
    // 😀 (d83d de00) → 😃 (d83d de03): same high surrogate, yet the whole pair is replaced.
    expect(diff("😀", "😃")).toEqual({ pos: 0, del: 2, ins: "😃" });
    expect(diff("a😀b", "ab", 1)).toEqual({ pos: 1, del: 2, ins: "" });
    edit("insertReplacementText", 3, 2, "😃");
    expect(rebuilt(rec)).toBe("hi 😃👩‍💻");
  });

  it("blocks pastes and drops of over 10 characters, records them as x with the text unchanged, and allows small ones", () => {
    const { rec, edit } = recorder();
    edit("insertText", 0, 0, "a");
    expect(rec.pasteOrDrop("0123456789", 1)).toBe("allow");
    edit("insertFromPaste", 1, 0, "0123456789");
    expect(rec.pasteOrDrop("0123456789X", 11)).toBe("paste");
    expect(rec.events().at(-1)).toEqual([0, "x", 11, 0, 11]);
    // Windows line breaks count as the textarea stores them.
    expect(rec.pasteOrDrop("a\r\nb\r\nc\r\nd\r\ne\r\n", 11)).toBe("allow");
    expect(rec.counts()).toMatchObject({ pastes: 1, largePastes: 1 });
    expect(rec.insertedTexts().at(-1)).toBe("");
    expect(rebuilt(rec)).toBe("a0123456789");
  });

  it("blocks undo and redo, and one 'key' inserting a paste's worth of text", () => {
    const { rec, edit } = recorder();
    expect(edit("historyUndo", 0, 0, "")).toBe("history");
    expect(edit("historyRedo", 0, 0, "")).toBe("history");
    expect(rec.events()).toHaveLength(0);
    expect(edit("insertText", 0, 0, "a")).toBe("allow");
    expect(edit("insertText", 1, 0, "a whole sentence")).toBe("paste");
    expect(edit("insertFromPaste", 1, 0, "pasted without a paste event")).toBe("paste");
    expect(rec.counts().largePastes).toBe(2);
    expect(rec.text).toBe("a");
  });

  it("splits what one event may not hold: a long IME commit in pieces, a replacement of a long selection after its deletion", () => {
    const { rec, edit, typeText } = recorder();
    const phrase = "今日はとてもいい天気ですね、散歩に行きましょう。そして公園でお弁当を食べましょう😀";
    edit("insertCompositionText", 0, 0, phrase);
    expect(rec.events().every(([, kind, , , ins]) => kind === "c" && (ins as number) <= 32)).toBe(true);
    expect(rec.events().length).toBe(Math.ceil(phrase.length / 32));
    typeText("x".repeat(70), 50);
    edit("insertReplacementText", phrase.length, 70, "word");
    expect(
      rec
        .events()
        .slice(-2)
        .map((event) => event.slice(1)),
    ).toEqual([
      ["d", phrase.length, 70, 0],
      ["r", phrase.length, 0, 4],
    ]);
    expect(rebuilt(rec)).toBe(`${phrase}word`);
  });

  it("records a key only for one code point: a combining sequence or a dead key's pair is a replacement", () => {
    const { rec, edit } = recorder();
    edit("insertText", 0, 0, "é");
    edit("insertText", 1, 0, "e\u0301");
    edit("insertText", 3, 0, "🇳🇱");
    expect(rec.events().map(([, kind, , , ins]) => [kind, ins])).toEqual([
      ["k", 1],
      ["r", 2],
      ["r", 4],
    ]);
    expect(rebuilt(rec)).toBe("ée\u0301🇳🇱");
  });

  it("a paste the browser did not announce, over 10 characters: small pastes the log accepts, counted as a blocked one too", () => {
    const { rec, edit } = recorder();
    edit("insertText", 0, 0, "a");
    rec.beforeInput("insertFromPaste", null, 1);
    rec.input("insertFromPaste", "a0123456789abcdefghij");
    expect(
      rec
        .events()
        .slice(1)
        .map(([, kind, pos, del, ins]) => [kind, pos, del, ins]),
    ).toEqual([
      ["x", 1, 0, 20],
      ["p", 1, 0, 10],
      ["p", 11, 0, 10],
    ]);
    expect(rec.counts()).toMatchObject({ pastes: 2, largePastes: 1 });
    expect(rebuilt(rec)).toBe("a0123456789abcdefghij");
  });

  it("refuses an insertion into a text at MAX_TEXT_UNITS (the server refuses a longer one), and still allows deleting", () => {
    const { rec, edit } = recorder();
    edit("insertCompositionText", 0, 0, "x".repeat(MAX_TEXT_UNITS));
    expect(edit("insertText", MAX_TEXT_UNITS, 0, "y")).toBe("full");
    expect(edit("insertLineBreak", MAX_TEXT_UNITS, 0, "\n")).toBe("full");
    expect(edit("deleteContentBackward", MAX_TEXT_UNITS - 1, 1, "")).toBe("allow");
    expect(edit("insertText", MAX_TEXT_UNITS - 1, 0, "y")).toBe("allow");
    expect(rebuilt(rec)).toBe(`${"x".repeat(MAX_TEXT_UNITS - 1)}y`);
  });

  it("never lets time run backwards", () => {
    let now = 5_000;
    const rec = new TypingRecorder(() => now);
    rec.beforeInput("insertText", "a", 0);
    rec.input("insertText", "a");
    now -= 40; // A clock that steps back (it should not, but the log must stay ordered).
    rec.beforeInput("insertText", "b", 1);
    rec.input("insertText", "ab");
    expect(rec.events().map(([t]) => t)).toEqual([0, 0]);
    now += 4_000;
    expect(rec.now()).toBe(3_960);
  });
});
