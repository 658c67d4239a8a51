import { describe, expect, it } from "vitest";
import { createDates } from "./format";

describe("admin dates", () => {
  // 15:00 in Amsterdam and Madrid (UTC+1 in November), 14:00 in London.
  const now = new Date("2026-11-23T14:00:00Z");
  const inAmsterdam = createDates("en", null, "Europe/Amsterdam");

  it("shows the time for today, day and month this year, and the year before that", () => {
    expect(inAmsterdam.short("2026-11-23T08:05:00Z", undefined, now)).toBe("09:05");
    expect(inAmsterdam.short("2026-03-04T08:05:00Z", undefined, now)).toBe("4 Mar");
    expect(inAmsterdam.short("2025-03-04T08:05:00Z", undefined, now)).toBe("4 Mar 2025");
  });

  it("says how long ago something recent happened, in the reader's language", () => {
    expect(inAmsterdam.relative("2026-11-23T13:59:40Z", undefined, now)).toBe("now");
    expect(inAmsterdam.relative("2026-11-23T13:35:00Z", undefined, now)).toBe("25 min ago");
    expect(inAmsterdam.relative("2026-11-23T11:00:00Z", undefined, now)).toBe("3 hr ago");
    expect(inAmsterdam.relative("2026-11-20T11:00:00Z", undefined, now)).toBe("20 Nov");
    expect(createDates("es", null, "Europe/Madrid").relative("2026-11-23T13:35:00Z", undefined, now)).toBe(
      "hace 25 min",
    );
    expect(createDates("nb", null, "Europe/Oslo").relative("2026-11-23T13:35:00Z", undefined, now)).toBe(
      "for 25 min siden",
    );
    expect(createDates("nb", "Europe/Oslo").full("2026-11-28T13:05:00Z")).toMatch(/^28\. nov\.? 2026,? (kl\. )?14:05$/);
    expect(createDates("nl", null, "Europe/Amsterdam").short("2026-03-04T08:05:00Z", undefined, now)).toBe("4 mrt");
  });

  it("shows a site's time in the site's zone, naming it only where the reader's clock reads otherwise", () => {
    // Felimar is in Madrid: the same clock as Amsterdam, so no zone is named there.
    expect(inAmsterdam.full("2026-11-23T13:05:00Z", "felimar")).toBe("23 Nov 2026, 14:05");
    const inLondon = createDates("en", null, "Europe/London");
    expect(inLondon.full("2026-11-23T13:05:00Z", "felimar")).toBe("23 Nov 2026, 14:05 (Central European Time)");
    expect(inLondon.full("2026-11-23T13:05:00Z")).toBe("23 Nov 2026, 13:05");
    expect(inLondon.atBusiness("2026-11-23T13:05:00Z", "felimar")).toBeNull();
  });

  it("with a zone chosen in Account: everything in it, and the business's own time beside a site's when it differs", () => {
    const chosen = createDates("en", "America/New_York", "Europe/Madrid");
    expect(chosen.full("2026-11-23T13:05:00Z", "felimar")).toBe("23 Nov 2026, 08:05");
    expect(chosen.atBusiness("2026-11-23T13:05:00Z", "felimar")).toBe("23 Nov 2026, 14:05 (Central European Time)");
    expect(createDates("en", "Europe/Paris").atBusiness("2026-11-23T13:05:00Z", "felimar")).toBeNull();
  });
});
