import type { ReplyLanguage } from "#app/forms/define-form.server.ts";
import { pagesOf, siteInfo, type SiteKey, type SitePage } from "#app/sites/registry.ts";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { readLiveContent } from "../content/site-content-store";
import type { ContentSite, SiteContent } from "../content/site-content-schemas";
import { effectiveDomains, readStoredDomains } from "../hosts/site-domain-store";
import { siteHosts } from "../hosts/site-hosts";
import { isPlainAddress } from "../mail/mail-headers";

/*
 * How a business presents itself in the e-mails it sends its visitors: the address its
 * own pages publish, and where its public site is. Read when sending, so a confirmation
 * names what the owner shows now.
 */

/**
 * Each site's public contact address, as its content shows it to every visitor; null for
 * a site whose content has none. Only a published address: the owners' own (their
 * sign-in addresses) are never handed to whoever typed an address into a form. A new
 * content site fails the typecheck here until it says which it has.
 */
const PUBLIC_ADDRESS: { [S in ContentSite]: (content: SiteContent<S>) => string | null } = {
  felimar: (content) => content.details.email,
  neron: (content) => content.details.email,
  // Housing lists several, each with its purpose; the first one shown is its general one.
  housing: (content) => content.details.emails.find((entry) => !entry.hidden)?.email ?? null,
  community: () => null,
  naturliv: () => null,
};

/** The site's published contact address, or null when it publishes none (or not one plain address). */
export async function publicAddressOf<S extends ContentSite>(db: Db, site: S): Promise<string | null> {
  const { content } = await readLiveContent(db, site);
  const address = (PUBLIC_ADDRESS[site] as (content: SiteContent<S>) => string | null)(content);
  return address && isPlainAddress(address) ? address : null;
}

/**
 * The site's home page in `language` (its first page when it has none in that language):
 * on its own domain when it has one (`SITE_DOMAINS` or the back office's), else on the
 * shared host (`SITE_URL`).
 */
export async function publicUrlOf(
  db: Db,
  config: Pick<Config, "SITE_URL" | "SITE_DOMAINS">,
  site: SiteKey,
  language: ReplyLanguage,
): Promise<string> {
  const info = siteInfo(site);
  const pages: Partial<Record<string, readonly SitePage[]>> = info.pages;
  const page = pages[language]?.[0] ?? pagesOf(info)[0]!;
  const domains = effectiveDomains(config.SITE_DOMAINS, await readStoredDomains(db));
  const origin = siteHosts(config.SITE_URL, domains).originOf(site);
  return origin ? new URL(page.domainPath, origin).href : new URL(page.path, config.SITE_URL).href;
}
