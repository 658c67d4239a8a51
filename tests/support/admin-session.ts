import type { Role } from "#app/admin/api-types.ts";
import type { AdminLanguage } from "#app/admin/messages/index.ts";
import type { SiteKey } from "#app/sites/registry.ts";
import { readConfig } from "#server/config.ts";
import type { Db } from "#server/db/database.ts";
import { memberships, sessions, users } from "#server/db/schema.ts";
import { sessionCookie, SESSION_DAYS } from "#server/auth/session.ts";
import { hashToken, newToken } from "#server/auth/tokens.ts";
import { sql } from "drizzle-orm";

export interface TestAdmin {
  userId: string;
  email: string;
  /** Cookie and Origin headers of a signed-in browser on the default SITE_URL. */
  headers: Record<string, string>;
  token: string;
}

/** The SITE_URL API tests run with (the config default), as the Origin a browser of ours sends. */
export const TEST_ORIGIN = readConfig({}).SITE_URL;

/**
 * Creates a user with a live session, as signing in would, and answers the headers a
 * signed-in browser sends: for API tests of guarded endpoints.
 */
export async function createSignedInAdmin(
  db: Db,
  {
    email = `${Math.random().toString(36).slice(2)}@example.com`,
    role = "owner",
    sites = [],
    language = null,
  }: { email?: string; role?: Role; sites?: SiteKey[]; language?: AdminLanguage | null } = {},
  siteUrl = TEST_ORIGIN,
): Promise<TestAdmin> {
  const [user] = await db
    .insert(users)
    .values({ email, role, language, firstSignInAt: sql`now()` })
    .returning({ id: users.id });
  if (sites.length > 0) await db.insert(memberships).values(sites.map((site) => ({ userId: user!.id, site })));
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user!.id,
    expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS})`,
  });
  return {
    userId: user!.id,
    email,
    token,
    headers: { Cookie: `${sessionCookie(siteUrl).name}=${token}`, Origin: siteUrl },
  };
}
