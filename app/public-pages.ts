/**
 * The public pages: listed in the sitemap, checked by axe and Lighthouse, and,
 * when they need no database, prerendered at build time. Add a new page here.
 * Pages showing what owners edit in the back office (contact details, links, events)
 * read it from the database: they are rendered once per content version instead
 * (`handle.cache`, server/html/content-pages.ts).
 */
export interface PublicPage {
  path: string;
  /** Rendered to static HTML at build time (its loader must not need the database). */
  prerender: boolean;
  /** Lighthouse budget: "marketing" pages have the strict one, "tool" pages the notebook's. */
  budget: "marketing" | "tool";
}

export const publicPages: PublicPage[] = [
  { path: "/", prerender: false, budget: "marketing" },
  { path: "/naturliv", prerender: false, budget: "marketing" },
  { path: "/projects", prerender: true, budget: "marketing" },
  { path: "/housing", prerender: false, budget: "marketing" },
  { path: "/no/naturliv", prerender: false, budget: "marketing" },
  { path: "/no/housing", prerender: false, budget: "marketing" },
  { path: "/no/projects", prerender: true, budget: "marketing" },
  { path: "/felimar", prerender: false, budget: "marketing" },
  { path: "/neronantiguedades", prerender: false, budget: "marketing" },
  { path: "/writtenbyhuman", prerender: true, budget: "tool" },
  { path: "/writtenbyhuman/create", prerender: true, budget: "tool" },
];

export const prerenderedPaths = publicPages.filter((page) => page.prerender).map((page) => page.path);
