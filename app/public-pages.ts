import { pagesOf, SITES, type DomainSite } from "./sites/registry";

/**
 * The public pages: listed in the sitemaps, checked by axe and Lighthouse, and,
 * when they need no database, prerendered at build time. A business's pages are its
 * entry's in the registry of sites (app/sites/registry.ts); the notebook's are listed here.
 * Pages showing what owners edit in the back office (contact details, links, events)
 * read it from the database: they are rendered once per content version instead
 * (`handle.cache`, server/pages/content-pages.ts).
 *
 * Every page lives on the shared host (`SITE_URL`) under `path`. A business's pages
 * also live on the business's own domain when `SITE_DOMAINS` names one, at `domainPath`
 * (Felimar's `/felimar` is `felimar.es/`); the notebook's pages are the shared host's only.
 */
export interface PublicPage {
  path: string;
  /** The site whose own domain can serve the page, and the page's path there. */
  site: DomainSite | null;
  domainPath?: string;
  /** Rendered to static HTML at build time (its loader must not need the database). */
  prerender: boolean;
  /** Lighthouse budget: "marketing" pages have the strict one, "tool" pages the notebook's. */
  budget: "marketing" | "tool";
}

/** Marked pure: a browser bundle importing this module for a function keeps no table of pages. */
export const publicPages: PublicPage[] = /* @__PURE__ */ listPublicPages();

function listPublicPages(): PublicPage[] {
  const sitePages = SITES.flatMap((site) =>
    pagesOf(site).map((page): PublicPage => ({
      path: page.path,
      site: site.ownDomain ? site.key : null,
      domainPath: site.ownDomain ? page.domainPath : undefined,
      prerender: page.prerender ?? false,
      budget: "marketing",
    })),
  );
  return [
    ...sitePages,
    { path: "/writtenbyhuman", site: null, prerender: true, budget: "tool" },
    { path: "/writtenbyhuman/create", site: null, prerender: true, budget: "tool" },
  ];
}

/** A function, not a constant: a top-level call would keep this table in every browser bundle that imports the module. */
export function prerenderedPaths(): string[] {
  return publicPages.filter((page) => page.prerender).map((page) => page.path);
}

/** The public page at `path` on the shared host, if any. */
export function publicPageAt(path: string): PublicPage | undefined {
  return publicPages.find((page) => page.path === path);
}

/** A site's pages as its own domain serves them. */
export function pagesOfSite(site: DomainSite): (PublicPage & { domainPath: string })[] {
  return publicPages.filter(
    (page): page is PublicPage & { domainPath: string } => page.site === site && page.domainPath !== undefined,
  );
}

/**
 * The path to link to for the page at `path` (a shared-host path) on a page served by
 * `ownDomain`'s own domain (null: the shared host). A page of another site keeps its path.
 */
export function linkPath(ownDomain: DomainSite | null, path: string): string {
  if (ownDomain === null) return path;
  const page = publicPageAt(path);
  return page?.site === ownDomain && page.domainPath !== undefined ? page.domainPath : path;
}
