import { describe, expect, it } from "vitest";
import { relativeDate, shortDate } from "./format";

describe("admin dates", () => {
  const now = new Date(2026, 10, 23, 15, 0);

  it("shows the time for today, day and month this year, and the year before that", () => {
    expect(shortDate(new Date(2026, 10, 23, 9, 5).toISOString(), now)).toBe("09:05");
    expect(shortDate(new Date(2026, 2, 4, 9, 5).toISOString(), now)).toBe("4 Mar");
    expect(shortDate(new Date(2025, 2, 4, 9, 5).toISOString(), now)).toBe("4 Mar 2025");
  });

  it("says how long ago something recent happened", () => {
    expect(relativeDate(new Date(2026, 10, 23, 14, 59, 40).toISOString(), now)).toBe("just now");
    expect(relativeDate(new Date(2026, 10, 23, 14, 35).toISOString(), now)).toBe("25 min ago");
    expect(relativeDate(new Date(2026, 10, 23, 12, 0).toISOString(), now)).toBe("3 h ago");
    expect(relativeDate(new Date(2026, 10, 20, 12, 0).toISOString(), now)).toBe("20 Nov");
  });
});
