/**
 * The sites the back office knows: the key stored in memberships.site and
 * submissions.site, the name owners read, the language the site speaks to its
 * visitors (reply templates, e-mail subjects) and the business's own time zone.
 * Shared by the admin pages and server/ (scoping, export, replies).
 */
export const SITES = [
  { key: "community", name: "Community", language: "en", timeZone: "Europe/Amsterdam" },
  { key: "naturliv", name: "Naturliv", language: "no", timeZone: "Europe/Oslo" },
  { key: "housing", name: "Housing Norway", language: "no", timeZone: "Europe/Oslo" },
  { key: "felimar", name: "Felimar", language: "nl", timeZone: "Europe/Madrid" },
  { key: "neron", name: "Neron Antigüedades", language: "es", timeZone: "Europe/Madrid" },
] as const;

export type SiteKey = (typeof SITES)[number]["key"];
export const SITE_KEYS = SITES.map((site) => site.key) as [SiteKey, ...SiteKey[]];

export function isSiteKey(value: string): value is SiteKey {
  return SITES.some((site) => site.key === value);
}

export function siteInfo(key: SiteKey) {
  return SITES.find((site) => site.key === key)!;
}

export const ROLES = ["operator", "owner"] as const;
export type Role = (typeof ROLES)[number];
