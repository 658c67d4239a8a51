import { randomBytes } from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { noteSessions } from "../db/schema";

/** A session token: 128 random bits, base64url. */
export function newSessionToken(): string {
  return randomBytes(16).toString("base64url");
}

const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** Opens a writing session; the database's clock marks its start. Sessions over two days old are deleted. */
export async function openSession(db: Db): Promise<string> {
  const token = newSessionToken();
  await db.insert(noteSessions).values({ token });
  await db.delete(noteSessions).where(lt(noteSessions.createdAt, sql`now() - interval '2 days'`));
  return token;
}

/**
 * Uses a session once. Answers the milliseconds the server saw between opening it
 * and now, or null when the token is unknown, already used or over 24 hours old.
 * One UPDATE marks it used, so two create calls with one session cannot both win.
 */
export async function consumeSession(db: Pick<Db, "update">, token: string | undefined | null): Promise<number | null> {
  if (!token || !TOKEN.test(token)) return null;
  const [row] = await db
    .update(noteSessions)
    .set({ usedAt: sql`now()` })
    .where(and(eq(noteSessions.token, token), isNull(noteSessions.usedAt), sql`${noteSessions.createdAt} > now() - interval '24 hours'`))
    .returning({ observedMs: sql<string>`extract(epoch from (now() - ${noteSessions.createdAt})) * 1000` });
  if (!row) return null;
  return Math.max(0, Math.floor(Number(row.observedMs)));
}
