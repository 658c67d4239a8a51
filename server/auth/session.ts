import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Db } from "../db/database";
import { sessions, users } from "../db/schema";
import { sitesOf } from "./accounts";
import type { AdminPrincipal } from "./principal";
import { hashToken, isWellFormedToken, newToken } from "./tokens";

export const SESSION_DAYS = 30;
// Extending the expiry on every request would write on every request; once an hour is enough for "30 days sliding".
const SLIDE_AFTER_MS = 60 * 60 * 1000;

/**
 * The cookie's name and flags for a public origin. On https it is `__Host-admin_session`:
 * Secure, no Domain, Path=/, so no subdomain or plain-http page can set or read it. A
 * `__Host-` cookie must be Secure, and some browsers refuse Secure cookies from
 * http://localhost, so a plain-http origin (development, tests) gets `admin_session`
 * without Secure.
 */
export function sessionCookie(siteUrl: string) {
  const secure = siteUrl.startsWith("https://");
  return { name: secure ? "__Host-admin_session" : "admin_session", secure };
}

/** Starts a session for a user and sets its cookie. */
export async function startSession(c: Context, db: Db, siteUrl: string, userId: string): Promise<void> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS})`,
  });
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  writeCookie(c, siteUrl, token);
}

function writeCookie(c: Context, siteUrl: string, token: string) {
  const { name, secure } = sessionCookie(siteUrl);
  setCookie(c, name, token, {
    path: "/",
    httpOnly: true,
    secure,
    // CSRF: Lax keeps the cookie off cross-site POSTs; every state-changing admin request also checks Origin (requireSameOrigin).
    sameSite: "Lax",
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
}

/**
 * The signed-in user of this request, or null. An unexpired session older than an hour
 * since its last use is extended to 30 days from now (sliding), and its cookie renewed.
 */
export async function readSession(c: Context, db: Db, siteUrl: string): Promise<AdminPrincipal | null> {
  const token = getCookie(c, sessionCookie(siteUrl).name);
  if (!isWellFormedToken(token)) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      role: users.role,
      language: users.language,
      timeZone: users.timeZone,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)));
  if (!row) return null;
  if (Date.now() - row.lastUsedAt.getTime() > SLIDE_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: sql`now()`, expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS})` })
      .where(eq(sessions.tokenHash, tokenHash));
    writeCookie(c, siteUrl, token);
  }
  const sites = await sitesOf(db, row.userId, row.role);
  const { userId, email, role, language, timeZone } = row;
  return { userId, email, role, language, timeZone, sites, sessionHash: tokenHash };
}

/** Signs this browser out: its session row goes and its cookie is cleared. */
export async function endSession(c: Context, db: Db, siteUrl: string, admin: AdminPrincipal): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, admin.sessionHash));
  const { name, secure } = sessionCookie(siteUrl);
  deleteCookie(c, name, { path: "/", secure });
}

/** Signs a user out everywhere: every session of theirs is deleted, this browser's too. */
export async function endAllSessions(c: Context, db: Db, siteUrl: string, admin: AdminPrincipal): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, admin.userId));
  const { name, secure } = sessionCookie(siteUrl);
  deleteCookie(c, name, { path: "/", secure });
}
