import type { $ZodType, output } from "zod/v4/core";
import type { SiteKey } from "#app/sites/registry.ts";
import { communityContentDefaults, communityContentSchema } from "#app/sites/community/site-content.ts";
import { felimarContentDefaults, felimarContentSchema } from "#app/sites/felimar/site-content.ts";
import { housingContentDefaults, housingContentSchema } from "#app/sites/housing/site-content.ts";
import { naturlivContentDefaults, naturlivContentSchema } from "#app/sites/naturliv/site-content.ts";
import { neronContentDefaults, neronContentSchema } from "#app/sites/neron/site-content.ts";

/** A site's content schema (zod/mini, shared with the back office's forms) and its content before any save. */
export interface SiteContentEntry<Schema extends $ZodType = $ZodType> {
  schema: Schema;
  defaults: output<Schema>;
}

/**
 * Every site whose content the owners edit, with its schema and defaults
 * (`app/sites/<site>/site-content.ts`). The store, the API and `npm run content`
 * know a site only through this table.
 */
export const SITE_CONTENT = {
  felimar: { schema: felimarContentSchema, defaults: felimarContentDefaults },
  community: { schema: communityContentSchema, defaults: communityContentDefaults },
  naturliv: { schema: naturlivContentSchema, defaults: naturlivContentDefaults },
  housing: { schema: housingContentSchema, defaults: housingContentDefaults },
  neron: { schema: neronContentSchema, defaults: neronContentDefaults },
} satisfies Partial<Record<SiteKey, SiteContentEntry>>;

export type ContentSite = keyof typeof SITE_CONTENT;
export type SiteContent<S extends ContentSite> = output<(typeof SITE_CONTENT)[S]["schema"]>;

export const CONTENT_SITES = Object.keys(SITE_CONTENT) as ContentSite[];

export function isContentSite(site: string): site is ContentSite {
  return Object.hasOwn(SITE_CONTENT, site);
}
