import { describe, expect, it } from "vitest";
import { isTimeZone } from "./preferences";

describe("isTimeZone", () => {
  it("takes IANA names, from this server's list or written as the lists write them", () => {
    for (const zone of ["Europe/Madrid", "America/Argentina/Buenos_Aires", "UTC", "Asia/Kolkata", "Asia/Calcutta"]) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
  });

  it("refuses what is no zone, or is not written as one", () => {
    for (const zone of [
      "",
      "Mars/Olympus_Mons",
      "europe/madrid",
      "+01:00",
      "GMT+1",
      "Europe/Madrid ",
      "../etc",
      "x".repeat(65),
    ]) {
      expect(isTimeZone(zone), zone).toBe(false);
    }
  });
});
