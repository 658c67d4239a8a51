import { PUBLIC_ORIGIN_PLACEHOLDER } from "#app/lib/public-origin.ts";
import type { Route } from "./+types/robots";

/**
 * The host's own rules and sitemap. On the shared host notes (shared by their URL only)
 * and the back office stay out of search engines (their pages also say noindex); a
 * site's own domain serves neither.
 */
export function loader({ context }: Route.LoaderArgs) {
  const disallowed = context.pageHost.ownDomain ? ["/api/"] : ["/writtenbyhuman/note/", "/api/", "/admin"];
  const body = [
    "User-agent: *",
    "Allow: /",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${PUBLIC_ORIGIN_PLACEHOLDER}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
