import { type CommunityEvent, formatEventDate } from "./content";
import type { CommunityEventContent } from "./site-content";

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

/**
 * The events the page shows on `today` (an ISO date, in UTC as the page cache renders
 * again at UTC midnight): not hidden, on or after that day, earliest first (an event
 * added later but sooner comes first; equal days keep the owner's order).
 */
export function upcomingEvents(events: readonly CommunityEventContent[], today: string): CommunityEvent[] {
  return events
    .filter((event) => !event.hidden && event.date >= today)
    .toSorted((a, b) => a.date.localeCompare(b.date))
    .map((event) => ({
      id: event.id,
      city: event.city,
      country: countryNames.of(event.country) ?? event.country,
      countryCode: event.country,
      date: event.date,
      dateLabel: formatEventDate(event.date),
      speaker: event.speaker,
      title: event.title,
      url: event.url,
    }));
}

/** Today's date in UTC, "2026-11-26". */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
