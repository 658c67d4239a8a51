import { siteUrl } from "~/lib/seo";

// Notes are shared by their URL only, and the back office is private: keep crawlers out of both (their pages also say noindex).
export function loader() {
  const body = ["User-agent: *", "Allow: /", "Disallow: /writtenbyhuman/note/", "Disallow: /api/", "Disallow: /admin", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
