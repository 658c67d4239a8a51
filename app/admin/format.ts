import { siteInfo, type SiteKey } from "#app/sites/registry.ts";

/*
 * Dates in the back office, in the reader's own clock (the detail page also gives the
 * business's local time from the server). Short in lists, full on hover and in detail.
 */

const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });
const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });
const dayMonthYear = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
const full = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** "14:05" today, "23 Nov" this year, "23 Nov 2025" before. */
export function shortDate(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString()) return time.format(date);
  if (date.getFullYear() === now.getFullYear()) return dayMonth.format(date);
  return dayMonthYear.format(date);
}

/** "just now", "5 min ago", "3 h ago", else the short date. */
export function relativeDate(iso: string, now = new Date()): string {
  const minutes = Math.round((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 12 * 60) return `${Math.round(minutes / 60)} h ago`;
  return shortDate(iso, now);
}

/** "23 Nov 2026": a day, when the time of day does not matter. */
export function dayDate(iso: string): string {
  return dayMonthYear.format(new Date(iso));
}

export function fullDate(iso: string): string {
  return full.format(new Date(iso));
}

export function siteName(site: SiteKey): string {
  return siteInfo(site).name;
}
