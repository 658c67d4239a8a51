import { describe, expect, it } from "vitest";
import { fullDate } from "./format";
import { personDateTime, timeZoneChoices } from "./person-format";

const WHEN = "2026-11-28T13:05:00Z";

describe("personDateTime", () => {
  it("writes the date and time in the person's language and chosen zone", () => {
    expect(personDateTime(WHEN, "en", "Europe/Madrid")).toBe("28 Nov 2026, 14:05");
    expect(personDateTime(WHEN, "nl", "Europe/Amsterdam")).toBe("28 nov 2026, 14:05");
    expect(personDateTime(WHEN, "es", "America/Mexico_City")).toBe("28 nov 2026, 7:05");
    expect(personDateTime(WHEN, "nb", "Europe/Oslo")).toMatch(/^28\. nov\.? 2026,? (kl\. )?14:05$/);
  });

  it("in English without a zone, reads as the rest of the back office", () => {
    expect(personDateTime(WHEN, "en", null)).toBe(fullDate(WHEN));
  });
});

describe("timeZoneChoices", () => {
  it("offers the IANA zones, and keeps a saved one this browser does not know", () => {
    expect(timeZoneChoices(null)).toContain("Europe/Madrid");
    expect(timeZoneChoices("Europe/Madrid").filter((zone) => zone === "Europe/Madrid")).toHaveLength(1);
    // A zone saved from a browser whose list is newer (or names an alias) than this one's.
    const saved = timeZoneChoices(null).includes("Asia/Kolkata") ? "Asia/Calcutta" : "Asia/Kolkata";
    expect(timeZoneChoices(saved)[0]).toBe(saved);
  });
});
