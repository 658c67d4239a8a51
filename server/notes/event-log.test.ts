import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TypingEvent } from "../../app/sites/notebook/human-score";
import { checkEventLog, CLOCK_TOLERANCE_MS, MAX_CHARS_PER_KEY, scoreSession } from "./event-log";

const key = (contentLength: number, timestamp: number): TypingEvent => ({ type: "keydown", contentLength, timestamp });
const typed = (count: number, step = 100) => Array.from({ length: count }, (_, i) => key(i + 1, i * step));

describe("event log plausibility", () => {
  it("accepts typing, corrections, small pastes and blocked long pastes", () => {
    const events: TypingEvent[] = [
      ...typed(8),
      { type: "backspace", contentLength: 7, timestamp: 900 },
      { type: "paste", contentLength: 17, timestamp: 1000, length: 10 },
      { type: "paste", contentLength: 17, timestamp: 1100, length: 5000 },
      key(17, 1200), // typed over a one-character selection
      key(1, 1300), // typed over a large selection
    ];
    const result = checkEventLog(events, { publicLength: 1 });
    expect(result).toEqual({
      ok: true,
      value: { keydownCount: 10, backspaceCount: 1, pasteCount: 2, largePasteCount: 1, lastTimestamp: 1300, finalLength: 1 },
    });
  });

  it("lets an IME or autocorrect commit up to a word per event", () => {
    expect(checkEventLog([key(MAX_CHARS_PER_KEY, 0)], { publicLength: MAX_CHARS_PER_KEY }).ok).toBe(true);
    expect(checkEventLog([key(MAX_CHARS_PER_KEY + 1, 0)], {}).ok).toBe(false);
  });

  it("refuses what cannot happen", () => {
    const refused = (events: TypingEvent[], final = {}) => {
      const result = checkEventLog(events, final);
      return result.ok ? "accepted" : result.message;
    };
    expect(refused([])).toMatch(/empty/);
    expect(refused([key(1, 500), key(2, 499)])).toMatch(/backwards/);
    expect(refused([key(1, 0), { type: "backspace", contentLength: 3, timestamp: 1 }])).toMatch(/backspace that adds/);
    expect(refused([{ type: "paste", contentLength: 11, timestamp: 0, length: 11 }])).toMatch(/blocked/);
    expect(refused([{ type: "paste", contentLength: 9, timestamp: 0, length: 3 }])).toMatch(/paste of 3/);
    expect(refused(typed(5), { publicLength: 6 })).toMatch(/not typed here/);
    expect(refused(typed(5), { privateContentBytes: 16 })).toMatch(/encrypted note holds more/);
    expect(refused(typed(5), { privateContentBytes: 15 })).toBe("accepted");
  });

  it("never accepts a final text longer than what the events can add", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ type: fc.constantFrom("keydown" as const, "backspace" as const, "paste" as const), contentLength: fc.nat(2000), timestamp: fc.nat(1000), length: fc.nat(30) }),
          { minLength: 1, maxLength: 40 },
        ),
        fc.nat(3000),
        (raw, publicLength) => {
          const events: TypingEvent[] = raw.map(({ length, ...event }, i) => ({ ...event, timestamp: i * 10, ...(event.type === "paste" ? { length } : {}) }));
          const result = checkEventLog(events, { publicLength });
          if (!result.ok) return;
          let maxReachable = 0;
          for (const event of events) {
            const pasted = event.length ?? 0;
            maxReachable += event.type === "keydown" ? MAX_CHARS_PER_KEY : event.type === "paste" && pasted <= 10 ? pasted : 0;
          }
          expect(publicLength).toBeLessThanOrEqual(maxReachable);
        },
      ),
    );
  });
});

describe("server scoring", () => {
  const summary = { keydownCount: 20, backspaceCount: 0, pasteCount: 0, largePasteCount: 0, lastTimestamp: 11_000, finalLength: 20 };

  it("counts the duration bonus only as far as the server saw", () => {
    const witnessed = scoreSession(summary, { duration: 12, keystrokeCount: 20 }, 12_500);
    expect(witnessed).toMatchObject({ ok: true, value: { humanScore: 100, duration: 12, serverObservedSeconds: 12.5, typingSpeed: 20 } });
    const shorter = scoreSession({ ...summary, lastTimestamp: 2000 }, { duration: 60, keystrokeCount: 20 }, 4_000);
    expect(shorter).toMatchObject({ ok: true, value: { humanScore: 90, duration: 4 } });
  });

  it("gives no duration bonus without a session", () => {
    expect(scoreSession(summary, { duration: 30, keystrokeCount: 20 }, null)).toMatchObject({ ok: true, value: { humanScore: 70, serverObservedSeconds: null } });
  });

  it("refuses events later than the server saw, beyond the network allowance", () => {
    expect(scoreSession(summary, { duration: 12, keystrokeCount: 20 }, 11_000 - CLOCK_TOLERANCE_MS).ok).toBe(true);
    expect(scoreSession(summary, { duration: 12, keystrokeCount: 20 }, 10_999 - CLOCK_TOLERANCE_MS)).toMatchObject({ ok: false, message: expect.stringMatching(/longer than the server saw/) });
  });

  it("refuses claims the log contradicts", () => {
    expect(scoreSession(summary, { duration: 12, keystrokeCount: 19 }, null)).toMatchObject({ ok: false, message: expect.stringMatching(/keystrokeCount/) });
    expect(scoreSession(summary, { duration: 5, keystrokeCount: 20 }, null)).toMatchObject({ ok: false, message: expect.stringMatching(/shorter than the typing log/) });
  });
});
