import { and, count, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import type { SiteKey } from "#app/sites/registry.ts";
import type { Db } from "../db/database";
import { submissions } from "../db/schema";

export interface InboxCounts {
  /** New (unread, not spam) submissions per site; every one of the given sites is present, 0 when none. */
  newCounts: Partial<Record<SiteKey, number>>;
  /** Spam over the given sites. */
  spamCount: number;
  /** Of that spam, what the server put there in the last 7 days (caughtThisWeek). */
  spamThisWeek: number;
}

/**
 * Spam the server caught in the last 7 days and still in the spam folder: a reason is kept only
 * for its own verdicts (server/spam/spam-verdict.ts; none for what a person marked, who has
 * seen it), and such a row is caught as it is stored, so its created_at is when it went there
 * and the index submissions_site_newest (site, spam, created_at) finds it.
 */
const caughtThisWeek = and(
  eq(submissions.spam, true),
  isNotNull(submissions.spamReason),
  gt(submissions.createdAt, sql`now() - interval '7 days'`),
);

/**
 * The navigation's counts over the sites a user may see (and no others). The new counts
 * use the partial index submissions_new_per_site; one statement for all three.
 */
export async function inboxCounts(db: Db, sites: readonly SiteKey[]): Promise<InboxCounts> {
  const newCounts: Partial<Record<SiteKey, number>> = Object.fromEntries(sites.map((site) => [site, 0]));
  if (sites.length === 0) return { newCounts, spamCount: 0, spamThisWeek: 0 };
  const rows = await db
    .select({
      site: submissions.site,
      fresh: sql<number>`count(*) filter (where ${submissions.status} = 'new' and not ${submissions.spam})::int`,
      spam: sql<number>`count(*) filter (where ${submissions.spam})::int`,
      spamThisWeek: sql<number>`count(*) filter (where ${caughtThisWeek})::int`,
    })
    .from(submissions)
    .where(and(inArray(submissions.site, [...sites]), sql`(${eq(submissions.status, "new")} or ${submissions.spam})`))
    .groupBy(submissions.site);
  let spamCount = 0;
  let spamThisWeek = 0;
  for (const row of rows) {
    newCounts[row.site as SiteKey] = Number(row.fresh);
    spamCount += Number(row.spam);
    spamThisWeek += Number(row.spamThisWeek);
  }
  return { newCounts, spamCount, spamThisWeek };
}

/** The spam caught on `sites` in the last 7 days (caughtThisWeek), for the daily digest. */
export async function spamCaughtThisWeek(db: Db, sites: readonly SiteKey[]): Promise<number> {
  if (sites.length === 0) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(submissions)
    .where(and(inArray(submissions.site, [...sites]), caughtThisWeek));
  return row?.total ?? 0;
}
