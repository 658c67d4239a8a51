import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { Db } from "../db/database";
import { passkeys, signInLinks } from "../db/schema";
import { challengeCookie } from "./passkeys";
import { hashToken, isWellFormedToken } from "./tokens";

/*
 * Whose account a refused sign-in was aimed at, for the audit log's failed sign-ins
 * (server/audit/sign-in-audit.ts). Only a credential or a link we issued names an
 * account; anything else (a guessed token, an unknown passkey) names none and is
 * not recorded: the rate limits deal with those.
 */

/** The account of a stored sign-in or invitation link (used, expired or not): undefined for an unknown token. */
export async function accountOfLink(db: Db, token: unknown): Promise<string | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const [row] = await db
    .select({ userId: signInLinks.userId })
    .from(signInLinks)
    .where(eq(signInLinks.tokenHash, hashToken(token)));
  return row?.userId ?? undefined;
}

/**
 * The account a refused passkey answer was for: undefined for a credential we never
 * registered, and for an answer sent without the challenge cookie (no sign-in was begun
 * on this browser: a bot's post, answered without asking the database).
 */
export async function accountOfPasskey(
  c: Context,
  db: Db,
  siteUrl: string,
  credentialId: unknown,
): Promise<string | undefined> {
  if (getCookie(c, challengeCookie(siteUrl).name) === undefined) return undefined;
  if (typeof credentialId !== "string" || credentialId.length === 0 || credentialId.length > 1024) return undefined;
  const [row] = await db.select({ userId: passkeys.userId }).from(passkeys).where(eq(passkeys.id, credentialId));
  return row?.userId;
}
