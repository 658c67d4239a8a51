import { createDates } from "#app/admin/format.ts";
import { personLanguage, siteLanguage, type AdminLanguage } from "#app/admin/messages/index.ts";
import { siteInfo, type SiteKey } from "#app/sites/registry.ts";
import { loadAccount } from "../auth/accounts";
import type { Db } from "../db/database";

/** Whom a notification e-mail is written for: the language it is in, and the clock its times are on. */
export interface MailReader {
  language: AdminLanguage;
  /** The zone they chose in Account; null: each site's own. */
  timeZone: string | null;
}

/**
 * The account's language (personLanguage: its choice; until then an owner's site's, `about`
 * when it is theirs, an operator's English) and time zone, read when the e-mail is written, so a
 * choice made after the job was queued counts. An account that is gone reads `about`'s language.
 */
export async function mailReaderOf(db: Db, userId: string | null, about?: SiteKey): Promise<MailReader> {
  const account = userId ? await loadAccount(db, userId) : null;
  if (!account) return { language: about ? siteLanguage(about) : "en", timeZone: null };
  return { language: personLanguage(account, about), timeZone: account.timeZone ?? null };
}

/** When a site's submission arrived, as the back office writes it for `reader`: their zone if they chose one, else the site's. */
export function mailTime(date: Date, site: SiteKey, reader: MailReader): string {
  return createDates(reader.language, reader.timeZone, siteInfo(site).timeZone).full(date.toISOString(), site);
}
