import type { Config } from "../config";
import type { Database } from "../db/database";
import { watchedValue } from "../db/watched-value";
import type { Logger } from "../logger";
import type { SiteDomain } from "./site-domains";
import { effectiveDomains, readStoredDomains } from "./site-domain-store";
import { siteHosts, type SiteHosts } from "./site-hosts";

/** Sent by the trigger on site_domain_hosts when an operator's change commits. */
export const SITE_DOMAINS_CHANNEL = "site_domains_changed";

/** The hosts this process answers for, as they are now, and word when they change. */
export interface LiveSiteHosts {
  current(): SiteHosts;
  /** Runs `listener` after every change of the hosts (never for a read that changed nothing). */
  onChange(listener: () => void): void;
  stop(): Promise<void>;
}

/** The configuration's hosts (`SITE_URL`, `SITE_DOMAINS`) and never others: for what runs without the database's. */
export function configuredSiteHosts(config: Pick<Config, "SITE_URL" | "SITE_DOMAINS">): LiveSiteHosts {
  const hosts = siteHosts(config.SITE_URL, config.SITE_DOMAINS);
  return { current: () => hosts, onChange: () => {}, stop: async () => {} };
}

/**
 * The configuration's hosts and those operators gave sites in the back office
 * (site_domain_hosts; `SITE_DOMAINS` wins for the sites it names), kept current on
 * every instance: read at start, again on the NOTIFY a change sends as it commits, and
 * every 10 s anyway. While the database cannot be read the last hosts read stay (at
 * start: the configuration's), so a database outage never takes a domain away.
 */
export async function startLiveSiteHosts({
  database,
  config,
  logger,
}: {
  database: Database;
  config: Pick<Config, "SITE_URL" | "SITE_DOMAINS">;
  logger: Logger;
}): Promise<LiveSiteHosts> {
  let hosts = siteHosts(config.SITE_URL, config.SITE_DOMAINS);
  let domainsRead = fingerprintOf(config.SITE_DOMAINS);
  let failing = false;
  const listeners: (() => void)[] = [];
  const watch = watchedValue({
    read: async () => {
      try {
        const domains = effectiveDomains(config.SITE_DOMAINS, await readStoredDomains(database.db));
        failing = false;
        return domains;
      } catch (error) {
        if (!failing)
          logger.warn(
            { err: { message: (error as Error).message } },
            "cannot read the sites' domains; serving the last ones read",
          );
        failing = true;
        throw error;
      }
    },
    listen: database.listen,
    channel: SITE_DOMAINS_CHANNEL,
    onValue: (domains) => {
      const fingerprint = fingerprintOf(domains);
      if (fingerprint === domainsRead) return;
      domainsRead = fingerprint;
      hosts = siteHosts(config.SITE_URL, domains);
      logger.info(
        { domains: domains.map(({ site, hosts: names }) => `${site}=${names.join(",")}`) },
        "sites' domains changed",
      );
      for (const listener of listeners) listener();
    },
  });
  await watch.refresh();
  return {
    current: () => hosts,
    onChange: (listener) => void listeners.push(listener),
    stop: () => watch.stop(),
  };
}

function fingerprintOf(domains: readonly SiteDomain[]): string {
  return JSON.stringify(domains);
}
