import { readLiveContent } from "#server/content/site-content-store.ts";
import { SITE_CONTENT, type ContentSite, type SiteContent } from "#server/content/site-content-schemas.ts";
import type { Db } from "#server/db/database.ts";

/**
 * A site's stored content for its page's loader. When the database cannot be read the
 * page is still rendered, from the defaults (today's details), and `failed` says to
 * answer 503: the content page cache does not keep such a render
 * (server/pages/content-pages.ts), and search engines keep the last good page.
 */
export async function readPageContent<S extends ContentSite>(
  db: Db,
  site: S,
): Promise<{ content: SiteContent<S>; failed: boolean }> {
  try {
    return { content: (await readLiveContent(db, site)).content, failed: false };
  } catch (error) {
    console.error(`${site}: cannot read content`, error);
    return { content: SITE_CONTENT[site].defaults as SiteContent<S>, failed: true };
  }
}

/** The headers of an answer rendered from defaults because the content could not be read. */
export const CONTENT_UNAVAILABLE = { status: 503, headers: { "Retry-After": "60" } } as const;

/**
 * Every load asks again (the page changes whenever an owner saves; the ETag makes
 * the answer a 304 when it did not), and a 503's Retry-After is passed on.
 */
export function revalidatedHeaders(loaderHeaders: Headers): Headers {
  const headers = new Headers(loaderHeaders);
  headers.set("Cache-Control", "no-cache");
  return headers;
}
