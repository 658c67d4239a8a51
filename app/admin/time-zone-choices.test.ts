import { describe, expect, it } from "vitest";
import { timeZoneChoices } from "./time-zone-choices";

describe("timeZoneChoices", () => {
  it("offers the IANA zones, and keeps a saved one this browser does not know", () => {
    expect(timeZoneChoices(null)).toContain("Europe/Madrid");
    expect(timeZoneChoices("Europe/Madrid").filter((zone) => zone === "Europe/Madrid")).toHaveLength(1);
    // A zone saved from a browser whose list is newer (or names an alias) than this one's.
    const saved = timeZoneChoices(null).includes("Asia/Kolkata") ? "Asia/Calcutta" : "Asia/Kolkata";
    expect(timeZoneChoices(saved)[0]).toBe(saved);
  });
});
