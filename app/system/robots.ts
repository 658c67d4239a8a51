import { siteUrl } from "~/lib/seo";

// Notes are shared by their URL only; keep crawlers out of them (the pages also say noindex).
export function loader() {
  const body = ["User-agent: *", "Allow: /", "Disallow: /writtenbyhuman/note/", "Disallow: /api/", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
