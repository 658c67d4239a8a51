import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { isDomainSite, type DomainSite } from "#app/sites/registry.ts";
import { recordAudit } from "../audit/audit";
import type { AdminPrincipal } from "../auth/principal";
import type { Db } from "../db/database";
import { siteDomainHosts } from "../db/schema";
import { hostnameOf, isHostName, normalizeHost, type SiteDomain } from "./site-domains";
import { isUniqueViolation } from "../db/unique-violation";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

/*
 * The businesses' own domains that operators set in the back office (site_domain_hosts).
 * A site named in SITE_DOMAINS is the configuration's: its hosts are never stored, and a
 * stored host that such a site has is ignored. Every change NOTIFYs site_domains_changed
 * (trigger, migration 0015), so every instance serves the new hosts without a restart.
 */

/** The most hosts one site may have: its domain and a few other names redirecting to it. */
export const MAX_SITE_HOSTS = 10;

export const HOST_NAME_MESSAGE = serverErrors.notADomain;
export const DUPLICATE_HOST_MESSAGE = serverErrors.duplicateHost;
export const SHARED_HOST_MESSAGE = serverErrors.sharedHost;
export const TOO_MANY_HOSTS_MESSAGE = serverErrors.tooManyHosts(MAX_SITE_HOSTS);

type Reader = Pick<Db, "select">;

/** Every stored site's hosts, primary first (sites by name). Rows of a site the code no longer knows are left out. */
export async function readStoredDomains(db: Reader): Promise<SiteDomain[]> {
  const rows = await db
    .select({ site: siteDomainHosts.site, host: siteDomainHosts.host })
    .from(siteDomainHosts)
    .orderBy(asc(siteDomainHosts.site), asc(siteDomainHosts.position));
  return bySite(rows);
}

/** Rows of hosts as each site's list, in the rows' order; a site the code no longer knows is left out. */
function bySite(rows: readonly { site: string; host: string }[]): SiteDomain[] {
  const hostsOf = new Map<DomainSite, string[]>();
  for (const { site, host } of rows) {
    if (isDomainSite(site)) hostsOf.set(site, [...(hostsOf.get(site) ?? []), host]);
  }
  return [...hostsOf].map(([site, hosts]) => ({ site, hosts: hosts as [string, ...string[]] }));
}

/**
 * The domains the server answers for: the configured sites as configured, then each
 * stored site the configuration does not name, without any host a configured site has
 * (the configuration wins; a site left with no host has no domain).
 */
export function effectiveDomains(configured: readonly SiteDomain[], stored: readonly SiteDomain[]): SiteDomain[] {
  const configuredSites = new Set(configured.map((domain) => domain.site));
  const configuredHosts = new Set(configured.flatMap((domain) => domain.hosts));
  const fromStore = stored.flatMap(({ site, hosts }) => {
    if (configuredSites.has(site)) return [];
    const kept = hosts.filter((host) => !configuredHosts.has(host));
    return kept.length > 0 ? [{ site, hosts: kept as [string, ...string[]] }] : [];
  });
  return [...configured.map((domain) => ({ site: domain.site, hosts: domain.hosts })), ...fromStore];
}

export interface SaveSiteHostsInput {
  site: DomainSite;
  /** As the operator typed them, primary first; normalized here. Empty: the site has no domain of its own any more. */
  hosts: readonly string[];
  actor: Pick<AdminPrincipal, "userId" | "email"> | null;
  /** SITE_DOMAINS: the configuration's sites, which the back office cannot change. */
  configured: readonly SiteDomain[];
  /** SITE_URL's host (its port, if any, does not matter). */
  sharedHost: string;
}

export type SaveSiteHostsResult =
  | { ok: true; domain: { site: DomainSite; hosts: string[] } }
  /** The configuration (SITE_DOMAINS) names this site. */
  | { ok: false; error: "locked" }
  /** `fields`: "hosts" for the list, "hosts.<index>" for one host. */
  | { ok: false; error: "invalid"; fields: Record<string, string> }
  /** `host` (at `index` in the list) is `owner`'s. */
  | { ok: false; error: "host_taken"; host: string; index: number; owner: DomainSite };

/**
 * Replaces a site's stored hosts with `hosts` in one transaction, with its audit record.
 * Saves take turns on the table (readers never wait): the check for a host another site
 * has then sees every committed save. The primary key still decides if anything else
 * writes the table at the same moment: that unique violation is `host_taken` too.
 */
export async function saveSiteHosts(
  db: Db,
  { site, hosts: typed, actor, configured, sharedHost }: SaveSiteHostsInput,
): Promise<SaveSiteHostsResult> {
  if (configured.some((domain) => domain.site === site)) return { ok: false, error: "locked" };
  const checked = checkHosts(typed, sharedHost);
  if (!checked.ok) return checked;
  const { hosts } = checked;
  const configuredTaken = takenBy(hosts, configured);
  if (configuredTaken) return { ok: false, error: "host_taken", ...configuredTaken };
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE ${siteDomainHosts} IN SHARE ROW EXCLUSIVE MODE`);
      const storedTaken = hosts.length > 0 ? await storedOwners(tx, hosts, site) : [];
      const taken = takenBy(hosts, storedTaken);
      if (taken) return { ok: false, error: "host_taken", ...taken } as const;
      const previous = await tx
        .select({ host: siteDomainHosts.host })
        .from(siteDomainHosts)
        .where(eq(siteDomainHosts.site, site))
        .orderBy(asc(siteDomainHosts.position));
      await tx.delete(siteDomainHosts).where(eq(siteDomainHosts.site, site));
      if (hosts.length > 0)
        await tx.insert(siteDomainHosts).values(hosts.map((host, position) => ({ host, site, position })));
      await recordAudit(tx, actor, "site_domains_saved", { site, hosts, previous: previous.map((row) => row.host) });
      return { ok: true, domain: { site, hosts } } as const;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Someone claimed one of these hosts as this save wrote: name it if it is still theirs.
    const [owner] = await storedOwners(db, hosts, site);
    const host = owner?.hosts[0] ?? hosts[0]!;
    return { ok: false, error: "host_taken", host, index: hosts.indexOf(host), owner: owner?.site ?? site };
  }
}

/** The hosts normalized, or a message per host (and for the list) on what is wrong with them. */
function checkHosts(
  typed: readonly string[],
  sharedHost: string,
): { ok: true; hosts: string[] } | { ok: false; error: "invalid"; fields: Record<string, string> } {
  if (typed.length > MAX_SITE_HOSTS) return { ok: false, error: "invalid", fields: { hosts: TOO_MANY_HOSTS_MESSAGE } };
  const hosts = typed.map(normalizeHost);
  // A site's host is its on any port (site-hosts.ts): SITE_URL's name, whatever its port, is the shared host's.
  const sharedName = hostnameOf(normalizeHost(sharedHost));
  const fields: Record<string, string> = {};
  hosts.forEach((host, index) => {
    if (!isHostName(host)) fields[`hosts.${index}`] = HOST_NAME_MESSAGE;
    else if (host === sharedName) fields[`hosts.${index}`] = SHARED_HOST_MESSAGE;
    else if (hosts.indexOf(host) !== index) fields[`hosts.${index}`] = DUPLICATE_HOST_MESSAGE;
  });
  return Object.keys(fields).length > 0 ? { ok: false, error: "invalid", fields } : { ok: true, hosts };
}

/** The first of `hosts` that one of `domains` has, with where it is in the list and whose it is. */
function takenBy(
  hosts: readonly string[],
  domains: readonly SiteDomain[],
): { host: string; index: number; owner: DomainSite } | null {
  for (const [index, host] of hosts.entries()) {
    const owner = domains.find((domain) => domain.hosts.includes(host));
    if (owner) return { host, index, owner: owner.site };
  }
  return null;
}

/** The other sites that have any of `hosts` stored, with those hosts. */
async function storedOwners(db: Reader, hosts: readonly string[], site: DomainSite): Promise<SiteDomain[]> {
  const rows = await db
    .select({ site: siteDomainHosts.site, host: siteDomainHosts.host })
    .from(siteDomainHosts)
    .where(and(inArray(siteDomainHosts.host, [...hosts]), ne(siteDomainHosts.site, site)));
  return bySite(rows);
}
