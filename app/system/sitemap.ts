import { PUBLIC_ORIGIN_PLACEHOLDER } from "#app/lib/public-origin.ts";
import { publicPages } from "#app/public-pages.ts";
import { lastSavedAt } from "#server/content/site-content-store.ts";
import type { Route } from "./+types/sitemap";

declare const __BUILD_TIME__: string;

/**
 * The public pages of the host asked, for search engines: on a site's own domain its
 * pages only; on the shared host every page but those of sites with a domain of their
 * own (their canonical URLs are there). `lastmod` is when the page last changed: its
 * site's last content save, or the deploy (the build) when that is later. Notes are
 * private by nature and never listed. URLs are written on the placeholder origin and
 * made public by the server (server/pages/public-urls.ts), like a page's canonical URL.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { ownDomain, sitesWithOwnDomain } = context.pageHost;
  const pages = publicPages.filter((page) =>
    ownDomain ? page.site === ownDomain : page.site === null || !sitesWithOwnDomain.includes(page.site),
  );
  const built = new Date(__BUILD_TIME__);
  let saved = new Map<string, Date>();
  try {
    saved = await lastSavedAt(context.db);
  } catch (error) {
    // The database is away: the build's date alone could be older than a content change. A crawler comes back.
    console.error("sitemap: cannot read content dates", error);
    return new Response("The sitemap is temporarily unavailable.", {
      status: 503,
      headers: { "Retry-After": "60", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const urls = pages.map((page) => {
    const savedAt = page.site ? saved.get(page.site) : undefined;
    const lastmod = savedAt && savedAt > built ? savedAt : built;
    return `  <url><loc>${PUBLIC_ORIGIN_PLACEHOLDER}${page.path}</loc><lastmod>${lastmod.toISOString()}</lastmod></url>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
