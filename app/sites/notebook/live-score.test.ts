import { describe, expect, it } from "vitest";
import { liveScore } from "./live-score";
import {
  keyGapAt,
  lengthsOnly,
  logOf,
  personTyping,
  SAMPLE_TEXT,
  seededRandom,
  between,
  Writer,
} from "./typing-log.fixtures";
import { scoreTypingLog, type TypingEvent, type TypingScore } from "./typing-log";

const SUBMIT_AFTER = 700;

/** What the server signs for `events` batched as the page sends them, and what the page showed just before the submit. */
function bothScores(events: TypingEvent[], openedBefore: number): { server: TypingScore; page: TypingScore } {
  const log = logOf(events, { openedBefore, submitAfter: SUBMIT_AFTER });
  const server = scoreTypingLog(log, { content: rebuilt(events) });
  if (!server.ok) throw new Error(server.message);
  const sentEvents = lengthsOnly(log).batches.flatMap((batch) => batch.events);
  const page = liveScore(sentEvents, (events.at(-1)?.[0] ?? 0) + SUBMIT_AFTER);
  if (!page) throw new Error("the page scored nothing");
  return { server: server.value, page };
}

function rebuilt(events: TypingEvent[]): string {
  let text = "";
  for (const [, kind, pos, del, ins] of events) {
    if (kind !== "x") text = text.slice(0, pos) + (ins as string) + text.slice(pos + del);
  }
  return text.trim();
}

const codes = (score: TypingScore) => score.flags.map((flag) => flag.code).sort();

function scripted(text: string, gap: () => number): Writer {
  const writer = new Writer();
  for (const [i, character] of [...text].entries()) {
    if (i > 0) writer.wait(gap());
    writer.key(character);
  }
  return writer;
}

// Whether the server opened the session 1.5 s before the first key or a round trip after it, as the page does.
describe.each([1_500, -150])(
  "the page's live score against the server's (session opened %i ms before the first key)",
  (openedBefore) => {
    it.each([
      ["a person at an everyday pace", personTyping(SAMPLE_TEXT, 1)],
      ["another person", personTyping(SAMPLE_TEXT, 4)],
      ["a fast typist at 90 wpm", personTyping(SAMPLE_TEXT, 2, keyGapAt(90))],
      ["a slow typist at 25 wpm", personTyping(SAMPLE_TEXT.slice(0, 120), 3, keyGapAt(25))],
    ])("%s: the same score, flags and verdict", (_, writer) => {
      const { server, page } = bothScores(writer.events, openedBefore);
      expect(server.isHuman).toBe(true);
      expect(page).toMatchObject({ humanScore: server.humanScore, isHuman: true, flags: [] });
    });

    it.each([
      ["a 108-character sentence at machine speed (0–2 ms a key)", (random: () => number) => between(random, 0, 2)],
      ["a metronome at 110 ms a key", () => 110],
      ["a metronome at 110 ± 5 ms", (random: () => number) => between(random, 105, 115)],
    ])("%s: not human on the page, as on the server, and never scored higher", (_, gap) => {
      const random = seededRandom(9);
      const text = SAMPLE_TEXT.slice(0, 108);
      const { server, page } = bothScores(scripted(text, () => Math.round(gap(random))).events, openedBefore);
      expect(server.isHuman).toBe(false);
      expect(page.isHuman).toBe(false);
      expect(page.humanScore).toBeLessThanOrEqual(server.humanScore);
      expect(codes(page)).toEqual(expect.arrayContaining(codes(server).filter((code) => code !== "too-fast")));
    });
  },
);

describe("liveScore", () => {
  it("scores nothing before any text is typed", () => {
    expect(liveScore([], 1_500)).toBeNull();
  });

  it("splits a long log into batches the rubric accepts", () => {
    const writer = personTyping(SAMPLE_TEXT.repeat(4), 6);
    const score = liveScore(
      lengthsOnly(logOf(writer.events)).batches.flatMap((b) => b.events),
      writer.t + 500,
    );
    expect(score?.keys).toBeGreaterThan(600);
    expect(score?.isHuman).toBe(true);
  });
});
