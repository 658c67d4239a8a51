import { and, eq, inArray, sql } from "drizzle-orm";
import type { SiteKey } from "#app/sites/registry.ts";
import type { Db } from "../db/database";
import { submissions } from "../db/schema";

export interface InboxCounts {
  /** New (unread, not spam) submissions per site; every one of the given sites is present, 0 when none. */
  newCounts: Partial<Record<SiteKey, number>>;
  /** Spam over the given sites. */
  spamCount: number;
}

/**
 * The navigation's counts over the sites a user may see (and no others). The new counts
 * use the partial index submissions_new_per_site; one statement for both.
 */
export async function inboxCounts(db: Db, sites: readonly SiteKey[]): Promise<InboxCounts> {
  const newCounts: Partial<Record<SiteKey, number>> = Object.fromEntries(sites.map((site) => [site, 0]));
  if (sites.length === 0) return { newCounts, spamCount: 0 };
  const rows = await db
    .select({
      site: submissions.site,
      fresh: sql<number>`count(*) filter (where ${submissions.status} = 'new' and not ${submissions.spam})::int`,
      spam: sql<number>`count(*) filter (where ${submissions.spam})::int`,
    })
    .from(submissions)
    .where(and(inArray(submissions.site, [...sites]), sql`(${eq(submissions.status, "new")} or ${submissions.spam})`))
    .groupBy(submissions.site);
  let spamCount = 0;
  for (const row of rows) {
    newCounts[row.site as SiteKey] = Number(row.fresh);
    spamCount += Number(row.spam);
  }
  return { newCounts, spamCount };
}
