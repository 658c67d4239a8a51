import type { ServerBuild } from "react-router";
import { publicPageAt } from "#app/public-pages.ts";
import type { SiteHosts } from "../hosts/site-hosts";

/**
 * Pages are rendered with absolute URLs on the build's secret placeholder origin and
 * their shared-host path (app/lib/public-origin.ts): the build and the render know no host. This puts
 * in the real URL for whoever reads the answer: a public page goes to its site's own
 * domain when it has one (`https://<placeholder>.invalid/felimar` becomes
 * `https://felimar.es/` everywhere, the canonical URL of that page), any other page to
 * the shared host; other paths (a share image, the sitemap) stay on the origin that
 * serves the answer. Origins come from the configuration only, never from a request.
 */
export function publicUrlRewriter(
  hosts: SiteHosts,
  placeholder: string,
): (text: string, servingOrigin: string) => string {
  // The placeholder and the path after it, up to whatever ends a URL in HTML, JSON or a JS string.
  const placeholderUrl = new RegExp(`${placeholder.replaceAll(".", "\\.")}(/[^"'<>\\s\\\\#?&]*)?`, "g");
  const publicUrl = (path: string, servingOrigin: string): string => {
    const page = publicPageAt(path);
    if (!page) return `${servingOrigin}${path}`;
    const domainOrigin = page.site === null ? null : hosts.originOf(page.site);
    return domainOrigin !== null && page.domainPath !== undefined
      ? `${domainOrigin}${page.domainPath}`
      : `${hosts.sharedOrigin}${path}`;
  };
  return (text, servingOrigin) =>
    text.includes(placeholder)
      ? text.replace(placeholderUrl, (_url, path: string | undefined) => publicUrl(path || "/", servingOrigin))
      : text;
}

/** The placeholder origin a build's pages are rendered with (app/entry.server.tsx exports it). */
export function placeholderOf(build: ServerBuild): string {
  const placeholder = (build.entry.module as { publicOriginPlaceholder?: unknown }).publicOriginPlaceholder;
  if (typeof placeholder !== "string" || !/^https:\/\/[0-9a-z-]+\.invalid$/.test(placeholder))
    throw new Error("The build names no placeholder origin (app/entry.server.tsx)");
  return placeholder;
}
