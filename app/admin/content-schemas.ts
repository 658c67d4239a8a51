import type { $ZodType } from "zod/v4/core";
import type { SiteKey } from "#app/sites/registry.ts";

/*
 * Each site's content schema, the same file the server validates with, loaded only when
 * its editor opens (a site's schema is of no use to the other pages). A site missing
 * here has nothing to edit yet.
 */
export const CONTENT_SCHEMAS: Partial<Record<SiteKey, () => Promise<$ZodType>>> = {
  felimar: () => import("#app/sites/felimar/site-content.ts").then((module) => module.felimarContentSchema),
  community: () => import("#app/sites/community/site-content.ts").then((module) => module.communityContentSchema),
  naturliv: () => import("#app/sites/naturliv/site-content.ts").then((module) => module.naturlivContentSchema),
  housing: () => import("#app/sites/housing/site-content.ts").then((module) => module.housingContentSchema),
  neron: () => import("#app/sites/neron/site-content.ts").then((module) => module.neronContentSchema),
};

export function hasContentSchema(site: SiteKey): boolean {
  return CONTENT_SCHEMAS[site] !== undefined;
}
