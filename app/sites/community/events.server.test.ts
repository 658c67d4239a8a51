import { describe, expect, it } from "vitest";
import { upcomingEvents, utcToday } from "./events.server";
import { communityContentDefaults, type CommunityEventContent } from "./site-content";

const event = (date: string, changes: Partial<CommunityEventContent> = {}): CommunityEventContent => ({
  ...communityContentDefaults.events[0]!,
  id: crypto.randomUUID(),
  city: `City of ${date}`,
  date,
  ...changes,
});

describe("upcomingEvents", () => {
  it("leaves out past and hidden events, keeps today's, and shows the earliest first", () => {
    const shown = upcomingEvents(
      [
        event("2026-12-20"),
        event("2026-11-25"),
        event("2026-11-26"),
        event("2026-12-01", { hidden: true }),
        event("2026-12-05"),
      ],
      "2026-11-26",
    );
    expect(shown.map((each) => each.date)).toEqual(["2026-11-26", "2026-12-05", "2026-12-20"]);
  });

  it("shows none of the defaults: their four events were in 2024", () => {
    expect(upcomingEvents(communityContentDefaults.events, "2026-11-26")).toEqual([]);
    expect(upcomingEvents(communityContentDefaults.events, "2024-07-20").map((each) => each.city)).toEqual([
      "Berlin",
      "Barcelona",
      "Amsterdam",
    ]);
  });

  it("names the country and spells the date out for the card", () => {
    const [shown] = upcomingEvents([event("2027-03-14", { country: "NL" })], "2026-11-26");
    expect(shown).toMatchObject({ country: "Netherlands", countryCode: "NL", dateLabel: "March 14, 2027" });
  });

  it("reads today in UTC", () => {
    expect(utcToday(new Date("2026-11-26T23:30:00-05:00"))).toBe("2026-11-27");
  });
});
