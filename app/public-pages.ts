/**
 * The public pages: listed in the sitemap, checked by axe and Lighthouse, and,
 * when they need no database, prerendered at build time. Add a new page here.
 */
export interface PublicPage {
  path: string;
  /** Rendered to static HTML at build time (its loader must not need the database). */
  prerender: boolean;
  /** Lighthouse budget: "marketing" pages have the strict one, "tool" pages the notebook's. */
  budget: "marketing" | "tool";
}

export const publicPages: PublicPage[] = [
  { path: "/", prerender: true, budget: "marketing" },
  { path: "/naturliv", prerender: true, budget: "marketing" },
  { path: "/projects", prerender: true, budget: "marketing" },
  { path: "/housing", prerender: true, budget: "marketing" },
  { path: "/no/naturliv", prerender: true, budget: "marketing" },
  { path: "/no/housing", prerender: true, budget: "marketing" },
  { path: "/felimar", prerender: false, budget: "marketing" },
  { path: "/neronantiguedades", prerender: true, budget: "marketing" },
  { path: "/writtenbyhuman", prerender: true, budget: "tool" },
  { path: "/writtenbyhuman/create", prerender: true, budget: "tool" },
];

export const prerenderedPaths = publicPages.filter((page) => page.prerender).map((page) => page.path);
