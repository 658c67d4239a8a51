/** The zones the Account page offers: the browser's IANA names, with the saved one even if this browser lacks it. */
export function timeZoneChoices(saved: string | null): string[] {
  const zones = Intl.supportedValuesOf("timeZone");
  return saved && !zones.includes(saved) ? [saved, ...zones] : zones;
}
