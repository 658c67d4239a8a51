import { Hono } from "hono";
import { z } from "zod";
import type { SiteDomainItem, SiteDomains } from "#app/admin/api-types.ts";
import { pagesOfSite } from "#app/public-pages.ts";
import { domainSites, isDomainSite, siteInfo, type DomainSite } from "#app/sites/registry.ts";
import { requireAdmin, requireOperator } from "../../auth/guard";
import type { AdminEnv } from "../../auth/principal";
import type { Config } from "../../config";
import type { Db } from "../../db/database";
import {
  effectiveDomains,
  MAX_SITE_HOSTS,
  readStoredDomains,
  saveSiteHosts,
  TOO_MANY_HOSTS_MESSAGE,
} from "../../hosts/site-domain-store";
import { apiError } from "../../http/api-error";
import { jsonBody } from "../../http/json-body";
import type { ApiDeps } from "../deps";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

/** Longer than any host name (253 characters and a port): the store says what is wrong with one. */
const MAX_HOST_INPUT = 300;

const saveSchema = z.strictObject({
  hosts: z
    .array(z.string({ error: serverErrors.typeHostName }).max(MAX_HOST_INPUT, serverErrors.hostTooLong), {
      error: serverErrors.hostsAsList,
    })
    .max(MAX_SITE_HOSTS, TOO_MANY_HOSTS_MESSAGE),
});

/**
 * The businesses' own domains (app/admin/api-types.ts, "The businesses' own domains"),
 * for operators only (an owner gets 403):
 * - GET /admin/domains → SiteDomains: every site that may have a domain, with its hosts
 *   as the server answers for them now and where they come from
 * - PUT /admin/domains/:site {hosts} → SiteDomainItem: the site's hosts, primary first,
 *   replaced ([] = none). A site SITE_DOMAINS names is the configuration's: 409 "locked".
 *   A host another site has is 409 "host_taken". Audited; every instance serves the new
 *   hosts once the save commits (the table's NOTIFY, server/hosts/live-site-hosts.ts).
 */
export function adminDomainRoutes({ db, config }: ApiDeps) {
  const operatorOnly = [requireAdmin(db, config.SITE_URL), requireOperator()] as const;
  const sharedHost = new URL(config.SITE_URL).host;

  return new Hono<AdminEnv>()
    .get("/admin/domains", ...operatorOnly, async (c) => {
      const answer: SiteDomains = { sharedOrigin: config.SITE_URL, sites: await siteDomainItems(db, config) };
      return c.json(answer);
    })
    .put("/admin/domains/:site", ...operatorOnly, jsonBody(saveSchema), async (c) => {
      const site = c.req.param("site");
      if (!isDomainSite(site)) return apiError(c, 404, "not_found", serverErrors.noSuchSite);
      const saved = await saveSiteHosts(db, {
        site,
        hosts: c.get("body").hosts,
        actor: c.get("admin"),
        configured: config.SITE_DOMAINS,
        sharedHost,
      });
      if (saved.ok)
        return c.json(itemOf(site, saved.domain.hosts, saved.domain.hosts.length > 0 ? "back-office" : "none"));
      if (saved.error === "locked") {
        return apiError(c, 409, "locked", serverErrors.domainInConfiguration(siteInfo(site).name));
      }
      if (saved.error === "invalid")
        return apiError(c, 400, "validation_failed", serverErrors.invalidHosts, saved.fields);
      const configuredOwner = config.SITE_DOMAINS.some((domain) => domain.site === saved.owner);
      const owner = siteInfo(saved.owner).name;
      const message = configuredOwner
        ? serverErrors.hostTakenConfigured(saved.host, owner)
        : serverErrors.hostTaken(saved.host, owner);
      return apiError(c, 409, "host_taken", message, { [`hosts.${saved.index}`]: message });
    });
}

/** Every site that may have a domain, in the usual order, with the hosts the server answers for. */
async function siteDomainItems(db: Db, config: Pick<Config, "SITE_DOMAINS">): Promise<SiteDomainItem[]> {
  const domains = effectiveDomains(config.SITE_DOMAINS, await readStoredDomains(db));
  const configured = new Set(config.SITE_DOMAINS.map((domain) => domain.site));
  return domainSites().map((site) => {
    const hosts = domains.find((domain) => domain.site === site)?.hosts ?? [];
    return itemOf(site, hosts, configured.has(site) ? "configuration" : hosts.length > 0 ? "back-office" : "none");
  });
}

function itemOf(site: DomainSite, hosts: readonly string[], source: SiteDomainItem["source"]): SiteDomainItem {
  return {
    site,
    name: siteInfo(site).name,
    hosts: [...hosts],
    source,
    pages: pagesOfSite(site).map((page) => ({ path: page.path, domainPath: page.domainPath })),
  };
}
