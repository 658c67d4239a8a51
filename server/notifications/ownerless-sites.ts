import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { SITE_KEYS, type SiteKey } from "#app/sites/registry.ts";
import type { Db } from "../db/database";
import { memberships, users } from "../db/schema";

/**
 * Which of `sites` have no owner who has accepted an invitation (signed in once). Their
 * notifications go to the operators (insert_submission, migration 0017), and the Users and
 * Notifications pages warn about them. An invitation not yet accepted does not count: until
 * the invitee signs in, nobody knows the address is theirs and read.
 */
export async function ownerlessSites(db: Db, sites: readonly SiteKey[]): Promise<SiteKey[]> {
  if (sites.length === 0) return [];
  const staffed = await db
    .selectDistinct({ site: memberships.site })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inArray(memberships.site, [...sites]), eq(users.role, "owner"), isNotNull(users.firstSignInAt)));
  return SITE_KEYS.filter((site) => sites.includes(site) && !staffed.some((row) => row.site === site));
}
