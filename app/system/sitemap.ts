import { publicPages } from "~/public-pages";
import { siteUrl } from "~/lib/seo";

/** The public pages for search engines. Notes are private by nature and never listed. */
export function loader() {
  const urls = publicPages
    .map(({ path }) => `  <url><loc>${siteUrl}${path}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
