import { describe, expect, it } from "vitest";
import { buildReplay } from "../replay";
import { logOf, Writer } from "../typing-log.fixtures";
import type { Checked } from "../typing-log";
import { summarizeTimeline } from "./replay-timeline";

const value = <T>(checked: Checked<T>): T => {
  if (!checked.ok) throw new Error(checked.message);
  return checked.value;
};

describe("summarizeTimeline", () => {
  it("counts bursts, pauses with the longest, and corrections as the score counts them (each deletion)", () => {
    const w = new Writer()
      .key("a")
      .wait(200)
      .key("b")
      .wait(3_000)
      .key("c")
      .wait(150)
      .backspace()
      .wait(150)
      .backspace()
      .wait(12_400)
      .key("d");
    expect(summarizeTimeline(value(buildReplay(logOf(w.events))))).toBe(
      "3 bursts of typing, 2 pauses of 2 s or more (the longest 12 s) and 2 corrections.",
    );
  });

  it("says 'no pauses' and uses the singular for one", () => {
    const w = new Writer().key("a").wait(200).key("b").wait(200).backspace();
    expect(summarizeTimeline(value(buildReplay(logOf(w.events))))).toBe(
      "1 burst of typing, no pauses of 2 s or more and 1 correction.",
    );
  });
});
