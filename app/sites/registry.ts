/**
 * The businesses' sites, one entry each: the one table of them that the public pages
 * (app/public-pages.ts), the back office and the server (scoping, e-mails, exports, domains)
 * read. The notebook is the shared host's own, not a business's: it is not here.
 *
 * - `key`: what memberships.site, submissions.site and `SITE_DOMAINS` name the site by.
 * - `name`: what owners and e-mails call it.
 * - `language`: its default language, which it speaks to visitors when a form does not say
 *   otherwise (reply templates, e-mail subjects).
 * - `timeZone`: the business's own, for the times owners read.
 * - `phoneCountries`: ISO countries a national phone number (one written without its country
 *   code) is read in, the business's own first, then where its visitors mostly call from
 *   (server/phone/read-phone.ts).
 * - `pages`: its public pages by page language (the languages it has); the first page listed
 *   is its home page, where its editable content shows. Each page is at `path` on the shared
 *   host and at `domainPath` on the site's own domain; `prerender`: rendered to static HTML
 *   at build time (its loader needs no database).
 * - `ownDomain`: whether `SITE_DOMAINS` or the back office may give it a domain of its own.
 * The forms a site has are its forms' (each form names its site).
 *
 * Browser-safe, importing nothing. Its one top-level call is marked pure: a browser bundle
 * keeps only what it uses of this file (public pages import it through app/public-pages.ts
 * and use none of it).
 */
export const SITES = [
  {
    key: "community",
    name: "Community",
    language: "en",
    timeZone: "Europe/Amsterdam",
    phoneCountries: ["NL"],
    pages: { en: [{ path: "/", domainPath: "/" }] },
    ownDomain: true,
  },
  {
    key: "naturliv",
    name: "Naturliv",
    language: "no",
    timeZone: "Europe/Oslo",
    phoneCountries: ["NO"],
    pages: {
      en: [
        { path: "/naturliv", domainPath: "/" },
        { path: "/projects", domainPath: "/projects", prerender: true },
      ],
      no: [
        { path: "/no/naturliv", domainPath: "/no" },
        { path: "/no/projects", domainPath: "/no/projects", prerender: true },
      ],
    },
    ownDomain: true,
  },
  {
    key: "housing",
    name: "Housing Norway",
    language: "no",
    timeZone: "Europe/Oslo",
    phoneCountries: ["NO"],
    pages: {
      en: [{ path: "/housing", domainPath: "/" }],
      no: [{ path: "/no/housing", domainPath: "/no" }],
    },
    ownDomain: true,
  },
  {
    key: "felimar",
    name: "Felimar",
    language: "nl",
    timeZone: "Europe/Madrid",
    phoneCountries: ["ES", "NL", "BE", "DE", "GB"],
    pages: { nl: [{ path: "/felimar", domainPath: "/" }] },
    ownDomain: true,
  },
  {
    key: "neron",
    name: "Neron Antigüedades",
    language: "es",
    timeZone: "Europe/Madrid",
    phoneCountries: ["ES"],
    pages: { es: [{ path: "/neronantiguedades", domainPath: "/" }] },
    ownDomain: true,
  },
] as const satisfies readonly SiteEntry[];

interface SiteEntry {
  key: string;
  name: string;
  language: string;
  timeZone: string;
  phoneCountries: readonly string[];
  pages: Partial<Record<string, readonly SitePage[]>>;
  ownDomain: boolean;
}

export interface SitePage {
  path: string;
  domainPath: string;
  prerender?: boolean;
}

export type Site = (typeof SITES)[number];
export type SiteKey = Site["key"];

export const SITE_KEYS = /* @__PURE__ */ SITES.map((site) => site.key) as [SiteKey, ...SiteKey[]];

export function isSiteKey(value: string): value is SiteKey {
  return SITES.some((site) => site.key === value);
}

export function siteInfo(key: SiteKey): Site {
  return SITES.find((site) => site.key === key)!;
}

/** A site's pages, language by language. */
export function pagesOf(site: Site): readonly SitePage[] {
  return Object.values<readonly SitePage[]>(site.pages).flat();
}

/** Where a site's editable content shows: its home page on the shared host. */
export function homePath(key: SiteKey): string {
  return pagesOf(siteInfo(key))[0]!.path;
}

/** The sites that may have a domain of their own (`SITE_DOMAINS` names them by key). */
export type DomainSite = Extract<Site, { ownDomain: true }>["key"];

export function domainSites(): DomainSite[] {
  return SITES.filter((site): site is Extract<Site, { ownDomain: true }> => site.ownDomain).map((site) => site.key);
}

export function isDomainSite(value: string): value is DomainSite {
  return domainSites().includes(value as DomainSite);
}
