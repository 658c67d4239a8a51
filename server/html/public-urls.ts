import { PUBLIC_ORIGIN_PLACEHOLDER } from "../../app/lib/public-origin";
import { publicPageAt } from "../../app/public-pages";
import type { SiteHosts } from "../hosts/site-hosts";

/** The placeholder and the path after it, up to whatever ends a URL in HTML, JSON or a JS string. */
const PLACEHOLDER_URL = new RegExp(`${PUBLIC_ORIGIN_PLACEHOLDER.replaceAll(".", "\\.")}(/[^"'<>\\s\\\\#?&]*)?`, "g");

/**
 * Pages are rendered with absolute URLs on a placeholder origin and their shared-host
 * path (app/lib/public-origin.ts): the build and the render know no host. This puts
 * in the real URL for whoever reads the answer: a public page goes to its site's own
 * domain when it has one (`https://public-origin.invalid/felimar` becomes
 * `https://felimar.es/` everywhere, the canonical URL of that page), any other page to
 * the shared host; other paths (a share image, the sitemap) stay on the origin that
 * serves the answer. Origins come from the configuration only, never from a request.
 */
export function publicUrlRewriter(hosts: SiteHosts): (text: string, servingOrigin: string) => string {
  const publicUrl = (path: string, servingOrigin: string): string => {
    const page = publicPageAt(path);
    if (!page) return `${servingOrigin}${path}`;
    const domainOrigin = page.site === null ? null : hosts.originOf(page.site);
    return domainOrigin !== null && page.domainPath !== undefined ? `${domainOrigin}${page.domainPath}` : `${hosts.sharedOrigin}${path}`;
  };
  return (text, servingOrigin) =>
    text.includes(PUBLIC_ORIGIN_PLACEHOLDER) ? text.replace(PLACEHOLDER_URL, (_url, path: string | undefined) => publicUrl(path || "/", servingOrigin)) : text;
}
