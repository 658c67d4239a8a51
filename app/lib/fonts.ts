import type { LinkDescriptor } from "react-router";

/**
 * Preloads a self-hosted font file a page shows above the fold. A preloaded font
 * arrives at high priority alongside the CSS instead of being discovered after it,
 * so text paints in its real face sooner and re-paints less. Import the file with
 * `?url` (the latin subset only) so the URL carries the build's hash:
 *
 *   import fraunces from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
 *   export const links = () => [fontPreload(fraunces)];
 *
 * Preload one or two files per page at most: every byte before the first paint
 * counts against the LCP budget.
 */
export function fontPreload(href: string): LinkDescriptor {
  return { rel: "preload", href, as: "font", type: "font/woff2", crossOrigin: "anonymous" };
}
