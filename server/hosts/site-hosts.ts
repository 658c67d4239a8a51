import type { DomainSite } from "#app/sites/registry.ts";
import { hostnameOf, normalizeHost, type SiteDomain } from "./site-domains";

/** What a request's `Host` names: a site's own domain, or the shared host (every unknown host too). */
export type PageHost =
  | { site: null; origin: string }
  | {
      site: DomainSite;
      origin: string;
      /** The primary host's origin, when this host is another of the site's. */ redirectTo?: string;
    };

/**
 * The hosts the server answers as someone: the shared one (`SITE_URL`) and each
 * site's own domains (`SITE_DOMAINS`). Origins are always the configured ones, with
 * `SITE_URL`'s scheme: a `Host` header only ever selects among them, so no page or
 * redirect can carry a host an attacker sent.
 */
export interface SiteHosts {
  sharedOrigin: string;
  domains: readonly SiteDomain[];
  /** The host a request names, by its `Host` header (any unknown or missing one is the shared host). */
  resolve(hostHeader: string | undefined): PageHost;
  /** The origin of a site's own domain, or null when it has none. */
  originOf(site: DomainSite): string | null;
  /** Whether `host` (a name, no port) is one this server answers for: what the TLS permission check asks. */
  serves(host: string): boolean;
}

export function siteHosts(sharedOrigin: string, domains: readonly SiteDomain[]): SiteHosts {
  const scheme = new URL(sharedOrigin).protocol;
  const shared: PageHost = { site: null, origin: sharedOrigin };
  const byHost = new Map<string, PageHost>();
  const origins = new Map<DomainSite, string>();
  for (const { site, hosts } of domains) {
    const origin = `${scheme}//${hosts[0]}`;
    origins.set(site, origin);
    hosts.forEach((host, index) =>
      byHost.set(host, index === 0 ? { site, origin } : { site, origin, redirectTo: origin }),
    );
  }
  const names = new Set([new URL(sharedOrigin).hostname, ...byHost.keys()]);
  return {
    sharedOrigin,
    domains,
    resolve(hostHeader) {
      // A site's host is its on any port (behind Caddy on 443, or a test's).
      return (hostHeader && byHost.get(hostnameOf(normalizeHost(hostHeader)))) || shared;
    },
    originOf: (site) => origins.get(site) ?? null,
    serves: (host) => names.has(hostnameOf(normalizeHost(host))),
  };
}
