import type { AdminLanguage } from "./messages/index";

/*
 * Dates and times as the signed-in person reads them: in their language's conventions and
 * the time zone they chose (without one, the browser's own, as app/admin/format.ts does).
 * English is written the British way, as everywhere else in the back office.
 */

const LOCALES: Record<AdminLanguage, string> = { en: "en-GB", nl: "nl-NL", es: "es-ES", nb: "nb-NO" };

/** "28 Nov 2026, 14:05", "28 nov 2026, 14:05", "28. nov. 2026, 14:05"… */
export function personDateTime(when: string | Date, language: AdminLanguage, timeZone: string | null): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: timeZone ?? undefined,
  }).format(new Date(when));
}

/** The zones the Account page offers: the browser's IANA names, with the saved one even if this browser lacks it. */
export function timeZoneChoices(saved: string | null): string[] {
  const zones = Intl.supportedValuesOf("timeZone");
  return saved && !zones.includes(saved) ? [saved, ...zones] : zones;
}
