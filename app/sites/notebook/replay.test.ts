import { describe, expect, it } from "vitest";
import { BURST_GAP_MS, buildReplay, formatClock, SNAPSHOT_EVERY, type ReplayModel } from "./replay";
import { largestLogWriter, logOf, personTyping, seededRandom, TEST_SESSION, Writer } from "./typing-log.fixtures";
import { parseTypingLog, rebuildText, serializeTypingLog, type Checked, type TypingLog } from "./typing-log";

function value<T>(checked: Checked<T>): T {
  if (!checked.ok) throw new Error(checked.message);
  return checked.value;
}

const replayOf = (writer: Writer, options: Parameters<typeof logOf>[1] = {}) =>
  value(buildReplay(logOf(writer.events, options)));

/** The text after each event, the slow obvious way. */
function naiveTexts(writer: Writer): string[] {
  const texts = [""];
  let text = "";
  for (const [, kind, pos, del, ins] of writer.events) {
    if (kind !== "x") text = text.slice(0, pos) + (ins as string) + text.slice(pos + del);
    texts.push(text);
  }
  return texts;
}

describe("buildReplay: the text at any moment", () => {
  const writer = personTyping(undefined, 3);
  const log = logOf(writer.events);
  const replay = value(buildReplay(log));
  const texts = naiveTexts(writer);

  it("ends with the note as saved: the rebuilt text, trimmed", () => {
    const end = replay.frameAt(replay.duration);
    expect(end.ended).toBe(true);
    expect(end.text).toBe(value(rebuildText(log)).trim());
    expect(replay.finalText).toBe(writer.text.trim());
    expect(replay.frameAt(replay.duration + 60_000).text).toBe(replay.finalText);
  });

  it("starts empty, and an event shows once its time has passed", () => {
    expect(replay.frameAt(0)).toMatchObject({ applied: 0, text: "", length: 0, caret: 0, ended: false });
    const t = writer.events[10]![0];
    expect(replay.frameAt(t).applied).toBeLessThanOrEqual(10);
    expect(replay.frameAt(t + 1).applied).toBeGreaterThanOrEqual(11);
    expect(replay.duration).toBe(writer.events.at(-1)![0]);
  });

  it("gives the same text seeking forwards, backwards and at random as applying every event in order", () => {
    const n = writer.events.length;
    expect(n).toBeGreaterThan(2 * SNAPSHOT_EVERY);
    for (let applied = 0; applied <= n; applied += 1) expect(replay.textAfter(applied)).toBe(texts[applied]);
    for (let applied = n; applied >= 0; applied -= 1) expect(replay.textAfter(applied)).toBe(texts[applied]);
    const random = seededRandom(5);
    for (let i = 0; i < 500; i += 1) {
      const applied = Math.floor(random() * (n + 1));
      expect(replay.textAfter(applied)).toBe(texts[applied]);
    }
    for (let i = 0; i < 200; i += 1) {
      const ms = random() * replay.duration;
      const frame = replay.frameAt(ms);
      expect(frame.text).toBe(texts[frame.applied]);
      expect(frame.length).toBe(texts[frame.applied]!.length);
      expect(replay.lengthAt(ms)).toBe(frame.length);
      expect(writer.events.slice(0, frame.applied).every(([t]) => t < ms)).toBe(true);
      expect(writer.events.slice(frame.applied).every(([t]) => t >= ms)).toBe(true);
    }
  });

  it("shows a correction struck where it was while the deletion is the latest event, gathering a run of backspaces", () => {
    const typo = new Writer()
      .key("c")
      .wait(150)
      .key("a")
      .wait(150)
      .key("r")
      .wait(150)
      .key("z")
      .wait(120)
      .key("q")
      .wait(300)
      .backspace()
      .wait(120)
      .backspace()
      .wait(200)
      .key("t");
    const r = value(buildReplay(logOf(typo.events)));
    const [tFirstBackspace, tSecondBackspace, tFix] = [typo.events[5]![0], typo.events[6]![0], typo.events[7]![0]];
    expect(r.frameAt(tFirstBackspace + 1)).toMatchObject({ text: "carz", caret: 4, correction: { pos: 4, text: "q" } });
    expect(r.frameAt(tSecondBackspace + 1)).toMatchObject({
      text: "car",
      caret: 3,
      correction: { pos: 3, text: "zq" },
    });
    expect(r.frameAt(tFix - 1).correction).toEqual({ pos: 3, text: "zq" });
    expect(r.frameAt(tFix + 1)).toMatchObject({ text: "cart", correction: null, ended: true });
  });

  it("gathers forward deletes to the right of where they stand", () => {
    const w = new Writer()
      .key("a")
      .wait(100)
      .key("b")
      .wait(100)
      .key("c")
      .wait(100)
      .key("d")
      .wait(100)
      .moveTo(1)
      .deleteForward()
      .wait(100)
      .deleteForward()
      .wait(100)
      .key("x");
    const r = value(buildReplay(logOf(w.events)));
    expect(r.frameAt(w.events[5]![0] + 1)).toMatchObject({ text: "ad", correction: { pos: 1, text: "bc" } });
  });

  it("a private log (lengths only) gives lengths and the timeline, never text", () => {
    const r = replayOf(writer, { isPrivate: true });
    expect(r.isPrivate).toBe(true);
    expect(r.finalText).toBeNull();
    const frame = r.frameAt(r.duration / 2);
    expect(frame.text).toBeNull();
    expect(frame.correction).toBeNull();
    expect(frame.length).toBe(texts[frame.applied]!.length);
    expect(r.frameAt(r.duration).length).toBe(writer.text.length);
    expect(r.timeline).toEqual(replay.timeline);
  });

  it("refuses a log that does not rebuild (a change outside the text), with typing-log.ts's reason", () => {
    const forged: TypingLog = {
      v: 2,
      session: TEST_SESSION,
      private: false,
      batches: [
        {
          at: 900,
          sent: 500,
          events: [
            [0, "k", 0, 0, "a"],
            [200, "d", 3, 1, ""],
          ],
        },
      ],
    };
    const built = buildReplay(forged);
    expect(built.ok).toBe(false);
    expect(!built.ok && built.message).toMatch(/outside the 1 characters/);
  });

  it("a log typed all at once (every event at 0 ms) has no duration and shows its text at once", () => {
    const w = new Writer().key("h").key("i");
    const r = value(buildReplay(logOf(w.events)));
    expect(r.duration).toBe(0);
    expect(r.frameAt(0)).toMatchObject({ text: "hi", ended: true });
  });
});

describe("buildReplay: the timeline", () => {
  it("splits bursts at gaps of BURST_GAP_MS or more, draws the gaps as pauses, and marks each run of deletions once", () => {
    const w = new Writer()
      .wait(2_500) // a pause before the first key
      .key("h")
      .wait(200)
      .key("e")
      .wait(150)
      .key("y")
      .wait(BURST_GAP_MS - 1)
      .key("!") // still one burst
      .wait(BURST_GAP_MS)
      .key("x")
      .wait(300)
      .backspace()
      .wait(250)
      .backspace()
      .wait(400)
      .key("y") // one correction of 2
      .wait(5_000)
      .key(".");
    const r = value(buildReplay(logOf(w.events)));
    const { segments, corrections } = r.timeline;
    expect(segments.map((s) => [s.kind, s.start, s.end])).toEqual([
      ["pause", 0, 2_500],
      ["burst", 2_500, 2_500 + 350 + BURST_GAP_MS - 1],
      ["pause", 2_500 + 350 + BURST_GAP_MS - 1, 2_500 + 350 + 2 * BURST_GAP_MS - 1],
      ["burst", 2_500 + 350 + 2 * BURST_GAP_MS - 1, 2_500 + 350 + 2 * BURST_GAP_MS - 1 + 950],
      ["pause", 2_500 + 350 + 2 * BURST_GAP_MS - 1 + 950, r.duration],
      ["burst", r.duration, r.duration],
    ]);
    expect(segments[1]).toMatchObject({ events: 4, inserted: 4, deleted: 0 });
    expect(segments[3]).toMatchObject({ events: 4, inserted: 2, deleted: 2 });
    expect(corrections).toEqual([
      { start: segments[3]!.start + 300, end: segments[3]!.start + 550, events: 2, units: 2 },
    ]);
  });

  it("covers the whole replay with no overlap: every event is in exactly one burst", () => {
    const r = value(buildReplay(logOf(personTyping(undefined, 9).events)));
    const { segments } = r.timeline;
    for (let i = 1; i < segments.length; i += 1)
      expect(segments[i]!.start).toBeGreaterThanOrEqual(segments[i - 1]!.end);
    const bursts = segments.filter((s) => s.kind === "burst");
    expect(bursts.reduce((sum, b) => sum + b.events, 0)).toBe(r.times.length);
    expect(segments.at(-1)!.end).toBe(r.duration);
  });
});

describe("buildReplay: bounded cost", () => {
  it("builds the largest log (15,000 events, 10,000 characters) and seeks anywhere in it in under 5 ms", () => {
    const random = seededRandom(11);
    const writer = largestLogWriter(random);
    const log = value(parseTypingLog(serializeTypingLog(logOf(writer.events))));
    const started = performance.now();
    const replay: ReplayModel = value(buildReplay(log));
    const built = performance.now() - started;
    expect(replay.finalText).toBe(writer.text.trim());

    const seeks: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const ms = random() * replay.duration;
      const before = performance.now();
      // Reading the last unit makes V8 flatten the string, as the page's text node will.
      const { text } = replay.frameAt(ms);
      text?.charCodeAt(text.length - 1);
      seeks.push(performance.now() - before);
    }
    const median = [...seeks].sort((a, b) => a - b)[seeks.length >> 1]!;
    console.log(
      `replay of the largest log: build ${built.toFixed(1)} ms, seek median ${median.toFixed(2)} ms, worst ${Math.max(...seeks).toFixed(2)} ms`,
    );
    expect(median).toBeLessThan(5);
    expect(built).toBeLessThan(200);
  });
});

describe("formatClock", () => {
  it("writes minutes and seconds, and hours when there are any", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(12_999)).toBe("0:12");
    expect(formatClock(754_000)).toBe("12:34");
    expect(formatClock(3_723_000)).toBe("1:02:03");
  });
});
