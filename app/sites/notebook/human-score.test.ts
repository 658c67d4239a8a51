import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeHumanScore, isHumanScore, RUBRIC, typingSpeedWpm, type ScoreInput } from "./human-score";

const none: ScoreInput = { durationSeconds: 0, keydownCount: 0, backspaceCount: 0, largePasteCount: 0 };
const score = (input: Partial<ScoreInput>) => computeHumanScore({ ...none, ...input });

describe("human score, rubric v1", () => {
  it("is named v1", () => expect(RUBRIC).toBe("v1"));

  it("starts at 60", () => expect(score({})).toBe(60));

  it("adds 20 for a session over 3 s, and 10 more over 10 s (not at exactly 3 or 10)", () => {
    expect(score({ durationSeconds: 3 })).toBe(60);
    expect(score({ durationSeconds: 3.01 })).toBe(80);
    expect(score({ durationSeconds: 10 })).toBe(80);
    expect(score({ durationSeconds: 10.01 })).toBe(90);
    expect(score({ durationSeconds: 3600 })).toBe(90);
  });

  it("adds 10 for more than 5 key-down events", () => {
    expect(score({ keydownCount: 5 })).toBe(60);
    expect(score({ keydownCount: 6 })).toBe(70);
    expect(score({ keydownCount: 10_000 })).toBe(70);
  });

  it("adds 2 per backspace, at most 10", () => {
    expect(score({ backspaceCount: 1 })).toBe(62);
    expect(score({ backspaceCount: 4 })).toBe(68);
    expect(score({ backspaceCount: 5 })).toBe(70);
    expect(score({ backspaceCount: 500 })).toBe(70);
  });

  it("subtracts 70 per paste of over 10 characters, never below 0", () => {
    expect(score({ largePasteCount: 1 })).toBe(0);
    expect(score({ durationSeconds: 11, keydownCount: 6, largePasteCount: 1 })).toBe(30);
    expect(score({ durationSeconds: 11, keydownCount: 6, backspaceCount: 5, largePasteCount: 2 })).toBe(0);
  });

  it("is capped at 100", () => {
    expect(score({ durationSeconds: 11, keydownCount: 6, backspaceCount: 5 })).toBe(100);
  });

  it("counts 60 and above as human", () => {
    expect(isHumanScore(60)).toBe(true);
    expect(isHumanScore(59)).toBe(false);
    expect(isHumanScore(100)).toBe(true);
  });

  it("always lies in 0…100 and never drops when more time or keys are added", () => {
    const input = fc.record({
      durationSeconds: fc.double({ min: 0, max: 1e5, noNaN: true }),
      keydownCount: fc.nat(1e5),
      backspaceCount: fc.nat(1e5),
      largePasteCount: fc.nat(5),
    });
    fc.assert(
      fc.property(
        input,
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.nat(100),
        (value, extraSeconds, extraKeys) => {
          const result = computeHumanScore(value);
          expect(result).toBeGreaterThanOrEqual(0);
          expect(result).toBeLessThanOrEqual(100);
          expect(Number.isInteger(result)).toBe(true);
          expect(
            computeHumanScore({ ...value, durationSeconds: value.durationSeconds + extraSeconds }),
          ).toBeGreaterThanOrEqual(result);
          expect(computeHumanScore({ ...value, keydownCount: value.keydownCount + extraKeys })).toBeGreaterThanOrEqual(
            result,
          );
        },
      ),
    );
  });
});

describe("typing figures", () => {
  it("measures speed at 5 characters a word", () => {
    expect(typingSpeedWpm(300, 60)).toBe(60);
    expect(typingSpeedWpm(50, 30)).toBe(20);
    expect(typingSpeedWpm(10, 0)).toBe(0);
  });
});
