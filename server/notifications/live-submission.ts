import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import { SITE_KEYS, type SiteKey } from "#app/sites/registry.ts";
import type { Db } from "../db/database";
import { memberships, submissions, users } from "../db/schema";

/** What a notification e-mail reads of a submission. */
export interface LiveSubmission {
  id: string;
  site: SiteKey;
  form: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  fields: Record<string, unknown>;
  createdAt: Date;
}

const columns = {
  id: submissions.id,
  site: submissions.site,
  form: submissions.form,
  name: submissions.name,
  email: submissions.email,
  phone: submissions.phone,
  message: submissions.message,
  fields: submissions.fields,
  createdAt: submissions.createdAt,
};

/**
 * The submissions among `ids` that a notification may still be about: those not erased,
 * deleted or moved to spam since the job was made (and on `sites`, when given). The ids
 * go as one JSON parameter: a digest may list more than a statement's 65,535 parameters.
 */
function liveAmong(ids: readonly string[], sites?: readonly SiteKey[]): SQL | undefined {
  return and(
    sql`${submissions.id} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`,
    eq(submissions.spam, false),
    sites ? inArray(submissions.site, [...sites]) : undefined,
  );
}

/** The live submissions among `ids` (see liveAmong), oldest first, at most `limit`, and how many there are in all. */
export async function loadLiveSubmissions(
  db: Db,
  ids: readonly string[],
  { sites, limit }: { sites?: readonly SiteKey[]; limit?: number } = {},
): Promise<{ listed: LiveSubmission[]; total: number }> {
  if (ids.length === 0 || sites?.length === 0) return { listed: [], total: 0 };
  const query = db
    .select(columns)
    .from(submissions)
    .where(liveAmong(ids, sites))
    .orderBy(submissions.createdAt, submissions.id);
  const rows = await (limit === undefined ? query : query.limit(limit));
  const total =
    limit === undefined || rows.length < limit
      ? rows.length
      : ((await db.select({ total: count() }).from(submissions).where(liveAmong(ids, sites)))[0]?.total ?? rows.length);
  return {
    listed: rows.map((row) => ({
      ...row,
      site: row.site as SiteKey,
      fields: (row.fields ?? {}) as Record<string, unknown>,
    })),
    total,
  };
}

export async function loadLiveSubmission(db: Db, id: string | null): Promise<LiveSubmission | null> {
  if (!id) return null;
  const { listed } = await loadLiveSubmissions(db, [id]);
  return listed[0] ?? null;
}

/**
 * The sites an account may hear of now: every site for an operator, its memberships for an
 * owner; none once removed, and none while its invitation is not accepted (a mistyped
 * address must not receive customers' details: insert_submission, migration 0017).
 */
export async function currentSitesOf(db: Db, userId: string | null): Promise<SiteKey[]> {
  if (!userId) return [];
  const [user] = await db
    .select({ role: users.role, firstSignInAt: users.firstSignInAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.firstSignInAt) return [];
  if (user.role === "operator") return [...SITE_KEYS];
  const rows = await db.select({ site: memberships.site }).from(memberships).where(eq(memberships.userId, userId));
  return rows.map((row) => row.site as SiteKey);
}
