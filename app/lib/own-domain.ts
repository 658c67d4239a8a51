import { createContext, useContext } from "react";
import { linkPath } from "#app/public-pages.ts";
import type { DomainSite } from "#app/sites/registry.ts";
import { linkPathInBrowser } from "./seo";

/**
 * The site whose own domain serves this page (`SITE_DOMAINS`, the back office's
 * Domains), or null on the shared host: the server knows it from the request's host
 * (entry.server.tsx provides it).
 */
const OwnDomainContext = createContext<DomainSite | null>(null);

export const OwnDomainProvider = OwnDomainContext.Provider;

/**
 * Maps a page's shared-host path to the path to link to on this host: `/naturliv` is `/`
 * on Naturliv's own domain. The server maps by the host's site; the browser by the URLs
 * the server wrote into the page (app/lib/seo.tsx, `PublicUrlsData`), which say the same, so both
 * render the same links and the browser's bundle holds no table of pages.
 */
export function useLinkPath(): (path: string) => string {
  const ownDomain = useContext(OwnDomainContext);
  // A build-time constant: each bundle keeps its own branch.
  if (import.meta.env.SSR) return (path) => linkPath(ownDomain, path);
  return linkPathInBrowser;
}
