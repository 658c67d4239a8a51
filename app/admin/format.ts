import { siteInfo, type SiteKey } from "#app/sites/registry.ts";
import type { AdminLanguage } from "./messages/index";

/*
 * Dates in the back office, with Intl in the reader's language (English the British way).
 * Which clock: a time of a site's (a submission) is in the zone the person chose in Account,
 * or, until they choose, in the site's own zone, and it names that zone when the reader's own
 * clock (their choice, else the device's) reads differently at that moment. Other times
 * (audit, deliveries, history) are in the reader's own clock.
 */

const LOCALES: Record<AdminLanguage, string> = { en: "en-GB", nl: "nl-NL", es: "es-ES", nb: "nb-NO" };

export function localeOf(language: AdminLanguage): string {
  return LOCALES[language];
}

export interface Dates {
  /** "14:05" today, "23 Nov" this year, "23 Nov 2025" before. */
  short(iso: string, site?: SiteKey, now?: Date): string;
  /** "now", "5 min ago", "3 hr ago", else the short date, in the language's own words. */
  relative(iso: string, site?: SiteKey, now?: Date): string;
  /** "23 Nov 2026": a day, when the time of day does not matter. */
  day(iso: string): string;
  /** "23 Nov 2026, 14:05", naming the zone when it is not the reader's own clock. */
  full(iso: string, site?: SiteKey): string;
  /**
   * The business's own time when the person chose a zone whose clock reads differently from
   * the site's at that moment ("23 Nov 2026, 15:05 (Central European Time)"); null otherwise.
   */
  atBusiness(iso: string, site: SiteKey): string | null;
}

/**
 * `chosenZone` is the person's choice in Account (null: each site's own); `deviceZone` the
 * browser's, passed in so tests fix it.
 */
export function createDates(
  language: AdminLanguage,
  chosenZone: string | null,
  deviceZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): Dates {
  const locale = LOCALES[language];
  const readerZone = chosenZone ?? deviceZone;
  const zoneOf = (site?: SiteKey) => chosenZone ?? (site ? siteInfo(site).timeZone : deviceZone);
  const formats = new Map<string, Intl.DateTimeFormat>();
  const format = (zone: string, kind: "time" | "dayMonth" | "day" | "full" | "zoneName" | "ymd") => {
    const key = `${zone} ${kind}`;
    let formatter = formats.get(key);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(kind === "ymd" ? "en-CA" : locale, { timeZone: zone, ...OPTIONS[kind] });
      formats.set(key, formatter);
    }
    return formatter;
  };
  const sameClock = (date: Date, a: string, b: string) =>
    a === b || format(a, "full").format(date) === format(b, "full").format(date);
  const zoneName = (date: Date, zone: string) =>
    format(zone, "zoneName")
      .formatToParts(date)
      .find((part) => part.type === "timeZoneName")?.value ?? zone;
  const withZone = (date: Date, zone: string) => {
    const text = format(zone, "full").format(date);
    return sameClock(date, zone, readerZone) ? text : `${text} (${zoneName(date, zone)})`;
  };
  const relativeFormat = new Intl.RelativeTimeFormat(locale, { numeric: "auto", style: "short" });

  const dates: Dates = {
    short(iso, site, now = new Date()) {
      const date = new Date(iso);
      const zone = zoneOf(site);
      const ymd = format(zone, "ymd");
      if (ymd.format(date) === ymd.format(now)) return format(zone, "time").format(date);
      if (ymd.format(date).slice(0, 4) === ymd.format(now).slice(0, 4)) return format(zone, "dayMonth").format(date);
      return format(zone, "day").format(date);
    },
    relative(iso, site, now = new Date()) {
      const minutes = Math.round((now.getTime() - new Date(iso).getTime()) / 60_000);
      if (minutes < 1) return relativeFormat.format(0, "second");
      if (minutes < 60) return relativeFormat.format(-minutes, "minute");
      if (minutes < 12 * 60) return relativeFormat.format(-Math.round(minutes / 60), "hour");
      return dates.short(iso, site, now);
    },
    day: (iso) => format(readerZone, "day").format(new Date(iso)),
    full: (iso, site) => withZone(new Date(iso), zoneOf(site)),
    atBusiness(iso, site) {
      const date = new Date(iso);
      const business = siteInfo(site).timeZone;
      if (!chosenZone || sameClock(date, business, chosenZone)) return null;
      return `${format(business, "full").format(date)} (${zoneName(date, business)})`;
    },
  };
  return dates;
}

const OPTIONS: Record<string, Intl.DateTimeFormatOptions> = {
  time: { hour: "2-digit", minute: "2-digit" },
  dayMonth: { day: "numeric", month: "short" },
  day: { day: "numeric", month: "short", year: "numeric" },
  full: { dateStyle: "medium", timeStyle: "short" },
  zoneName: { timeZoneName: "longGeneric" },
  // "2026-11-23": for comparing calendar days in a zone.
  ymd: { year: "numeric", month: "2-digit", day: "2-digit" },
};

export function siteName(site: SiteKey): string {
  return siteInfo(site).name;
}
