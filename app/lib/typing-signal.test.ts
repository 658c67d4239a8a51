import { describe, expect, it } from "vitest";
import { typingFixtures } from "./typing-fixtures";
import { typingReportSchema, type TypingEvent } from "./typing-report";
import {
  isTypedAtKeyboard,
  MIN_MEDIAN_MS,
  MIN_TYPED_KEYS,
  PASTED_MAX_SHARE,
  RHYTHM_MIN_SPREAD,
  scoreTyping,
  TYPED_MIN_SCORE,
} from "./typing-signal";

describe("typing signal", () => {
  it.each(Object.entries(typingFixtures))("%s reads as its fixture says", (_, fixture) => {
    expect(typingReportSchema.safeParse(fixture.report).success).toBe(true);
    const figures = scoreTyping(fixture.report);
    expect(isTypedAtKeyboard(figures), `${fixture.about} ${JSON.stringify(figures)}`).toBe(fixture.typed);
  });

  it("keeps the figures of a person's typing: keys, no paste, a human median and a wide spread", () => {
    const figures = scoreTyping(typingFixtures.typedWithCorrections.report);
    // 84 characters (one code point each) and the three wrong keys put right.
    expect(figures.keys).toBe(87);
    expect(figures.pastedShare).toBe(0);
    expect(figures.medianMs).toBeGreaterThan(120);
    expect(figures.medianMs).toBeLessThan(400);
    expect(figures.spread).toBeGreaterThan(RHYTHM_MIN_SPREAD);
    // Typing scores 85, each correction (a person's sign) 3 more.
    expect(figures.score).toBe(94);
  });

  it("reads a short typed message as typed, though too short to judge its rhythm", () => {
    const figures = scoreTyping(typingFixtures.typedShort.report);
    expect(figures).toMatchObject({ keys: 20, pastedShare: 0, spread: null });
    expect(figures.medianMs).not.toBeNull();
  });

  it("counts a pasted phone number in the pasted share and keeps the label typed", () => {
    const figures = scoreTyping(typingFixtures.typedWithPastedPhone.report);
    expect(figures.pastedShare).toBeGreaterThan(0.1);
    expect(figures.pastedShare).toBeLessThan(0.2);
    expect(isTypedAtKeyboard(figures)).toBe(true);
  });

  it("reads a text more than two-thirds pasted as pasted, half pasted as typed", () => {
    const typed = (typedUnits: number, pastedUnits: number) =>
      isTypedAtKeyboard(
        scoreTyping([
          ...Array.from({ length: typedUnits }, (_, i): TypingEvent => [i * 150 + (i % 3) * 60, "k", 1]),
          [typedUnits * 150 + 3_000, "p", pastedUnits],
        ]),
      );
    expect(typed(30, 30)).toBe(true);
    expect(typed(30, 59)).toBe(true);
    expect(typed(30, Math.ceil(30 * (PASTED_MAX_SHARE / (1 - PASTED_MAX_SHARE))) + 1)).toBe(false);
    expect(scoreTyping(typingFixtures.pastedMessage.report).pastedShare).toBeGreaterThan(0.95);
  });

  it("reads a script's fill() as pasted: no key, everything at once", () => {
    expect(scoreTyping(typingFixtures.filled.report)).toEqual({
      score: 0,
      keys: 0,
      pastedShare: 1,
      medianMs: null,
      spread: null,
    });
  });

  it("catches a metronome that one slow interval hides from a mean and standard deviation", () => {
    const { report } = typingFixtures.metronomeWithOutlier;
    const intervals = report.slice(1).map(([t], i) => t - (report[i]?.[0] ?? 0));
    const mean = intervals.reduce((sum, x) => sum + x, 0) / intervals.length;
    const sd = Math.sqrt(intervals.reduce((sum, x) => sum + (x - mean) ** 2, 0) / intervals.length);
    // The notebook's test (coefficient of variation under 0.15) would call this varied.
    expect(sd / mean).toBeGreaterThan(1);
    expect(scoreTyping(report)).toMatchObject({ keys: 60, medianMs: 110, spread: 0 });
  });

  it("reads machine-speed keys as scripted, with their median", () => {
    const figures = scoreTyping(typingFixtures.machineSpeed.report);
    expect(figures).toMatchObject({ keys: 80, medianMs: 5, score: 0 });
    expect(figures.medianMs).toBeLessThan(MIN_MEDIAN_MS);
  });

  it("reads a steady but humanly varied rhythm as typed, and keys jittered a few ms as scripted", () => {
    const at = (delays: number[]) => {
      let t = 0;
      return delays.map((delay): TypingEvent => [(t += delay), "k", 1]);
    };
    const human = at(Array.from({ length: 40 }, (_, i) => [140, 190, 120, 260, 170, 150, 310, 200][i % 8] ?? 0));
    const jittered = at(Array.from({ length: 40 }, (_, i) => 100 + (i % 5)));
    expect(isTypedAtKeyboard(scoreTyping(human))).toBe(true);
    expect(scoreTyping(jittered).spread).toBeLessThan(RHYTHM_MIN_SPREAD);
    expect(isTypedAtKeyboard(scoreTyping(jittered))).toBe(false);
  });

  it("tolerates IME commits and autocorrect right after a key, not a quarter of machine-fast intervals", () => {
    expect(isTypedAtKeyboard(scoreTyping(typingFixtures.typedWithIme.report))).toBe(true);
    expect(isTypedAtKeyboard(scoreTyping(typingFixtures.typedWithAutocorrect.report))).toBe(true);
    // Every other interval under MACHINE_INTERVAL_MS (25 ms): a key and a script's echo of it.
    const echoed = Array.from({ length: 40 }, (_, i): TypingEvent => [Math.floor(i / 2) * 180 + (i % 2) * 3, "k", 1]);
    expect(isTypedAtKeyboard(scoreTyping(echoed))).toBe(false);
  });

  it("needs a few keys to say typed, and counts deletions as a person's sign", () => {
    const keys = (count: number, deletions = 0): TypingEvent[] => [
      ...Array.from({ length: count }, (_, i): TypingEvent => [i * 200 + (i % 2) * 90, "k", 1]),
      ...Array.from({ length: deletions }, (_, i): TypingEvent => [count * 200 + i * 250, "d", 0]),
    ];
    expect(isTypedAtKeyboard(scoreTyping(keys(MIN_TYPED_KEYS - 1)))).toBe(false);
    expect(isTypedAtKeyboard(scoreTyping(keys(MIN_TYPED_KEYS)))).toBe(true);
    expect(scoreTyping(keys(10)).score).toBeGreaterThanOrEqual(TYPED_MIN_SCORE);
    expect(scoreTyping(keys(10, 2)).score).toBeGreaterThan(scoreTyping(keys(10)).score);
    // Deletions alone type nothing.
    expect(isTypedAtKeyboard(scoreTyping(keys(0, 12)))).toBe(false);
  });

  it("reads a report whose time runs backwards as machine-made", () => {
    const backwards = Array.from({ length: 30 }, (_, i): TypingEvent => [(30 - i) * 200, "k", 1]);
    expect(isTypedAtKeyboard(scoreTyping(backwards))).toBe(false);
  });

  it("scores an empty report as nothing typed", () => {
    expect(scoreTyping([])).toEqual({ score: 0, keys: 0, pastedShare: 0, medianMs: null, spread: null });
    expect(isTypedAtKeyboard(scoreTyping([]))).toBe(false);
  });
});
