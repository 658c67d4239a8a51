import { createContext, useCallback, useContext } from "react";
import { isDomainSite, linkPath, type DomainSite } from "~/public-pages";

/**
 * The site whose own domain serves this page (`SITE_DOMAINS`), or null on the shared
 * host. The server knows it from the request's host (entry.server.tsx provides it) and
 * writes it on `<html data-own-domain>` (root.tsx); the browser reads it back from there,
 * so both render the same links.
 */
const OwnDomainContext = createContext<DomainSite | null>(ownDomainInBrowser());

export const OwnDomainProvider = OwnDomainContext.Provider;

export function useOwnDomain(): DomainSite | null {
  return useContext(OwnDomainContext);
}

/** Maps a page's shared-host path to the path to link to on this host: `/naturliv` is `/` on Naturliv's own domain. */
export function useLinkPath(): (path: string) => string {
  const ownDomain = useOwnDomain();
  return useCallback((path: string) => linkPath(ownDomain, path), [ownDomain]);
}

/** What the server wrote on `<html data-own-domain>`; null on the server and on the shared host. */
function ownDomainInBrowser(): DomainSite | null {
  if (typeof document === "undefined") return null;
  const value = document.documentElement.dataset.ownDomain;
  return value && isDomainSite(value) ? value : null;
}
