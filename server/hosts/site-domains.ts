import { domainSites, isDomainSite, type DomainSite } from "#app/sites/registry.ts";

/** One site's own domain: its hosts, the first the primary one the others redirect to. */
export interface SiteDomain {
  site: DomainSite;
  hosts: [string, ...string[]];
}

/**
 * A site's host: a domain name of two labels or more (lowercase letters, digits, inner
 * hyphens), its last starting with a letter. No port (a name is a site's on any port), no
 * IP address and no single label such as `localhost`: those name machines, and one of
 * them given to a site would send a health check or API call by address to the site.
 */
const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
export const isHostName = (host: string): boolean => HOST.test(host);

/**
 * Reads `SITE_DOMAINS`: `felimar=felimar.es,www.felimar.es;neron=neronantiguedades.es`.
 * Each site at most once, each host once in all, none the shared host's (`sharedHost`,
 * SITE_URL's host; its port does not matter). Throws with a message naming the fault:
 * the configuration refuses to start on it.
 */
export function parseSiteDomains(value: string, sharedHost: string): SiteDomain[] {
  const domains: SiteDomain[] = [];
  const seen = new Set<string>([hostnameOf(normalizeHost(sharedHost))]);
  for (const entry of value
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [site = "", hostList = "", ...rest] = entry.split("=").map((part) => part.trim());
    if (rest.length > 0 || !hostList) throw new Error(`"${entry}" is not site=host[,host…]`);
    if (!isDomainSite(site)) throw new Error(`"${site}" is not a site (one of ${domainSites().join(", ")})`);
    if (domains.some((domain) => domain.site === site)) throw new Error(`${site} is named twice`);
    const hosts = hostList.split(",").map((host) => normalizeHost(host));
    for (const host of hosts) {
      if (!HOST.test(host))
        throw new Error(
          `"${host}" is not a host name (a domain name such as felimar.es: no scheme, path, port or IP address)`,
        );
      if (seen.has(host)) throw new Error(`${host} is named twice (or is SITE_URL's host)`);
      seen.add(host);
    }
    domains.push({ site, hosts: hosts as [string, ...string[]] });
  }
  return domains;
}

/** Lowercase, without the trailing dot of a fully qualified name: how `Host` values are compared. */
export function normalizeHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/\.(?=:\d+$|$)/, "");
}

/** A `Host` value without its port. */
export function hostnameOf(host: string): string {
  return host.replace(/:\d*$/, "");
}
