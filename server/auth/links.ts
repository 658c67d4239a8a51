import { and, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { signInLinks } from "../db/schema";
import { hashToken, isWellFormedToken, newToken } from "./tokens";

export type LinkPurpose = "sign-in" | "invite" | "setup";

/**
 * How long each kind of link works. An e-mailed sign-in link is short-lived (it sits in
 * a mailbox); an invitation and the setup link wait for someone to get round to it.
 */
export const LINK_LIFETIME_MINUTES: Record<LinkPurpose, number> = { "sign-in": 15, invite: 24 * 60, setup: 24 * 60 };

/**
 * Stores a new one-time link and answers its token (put in the URL, never stored: the
 * table holds only its SHA-256). Links that ended more than a day ago are deleted.
 */
export async function createLink(
  db: Pick<Db, "insert" | "delete">,
  purpose: LinkPurpose,
  userId: string | null,
): Promise<string> {
  const token = newToken();
  await db.insert(signInLinks).values({
    tokenHash: hashToken(token),
    purpose,
    userId,
    expiresAt: sql`now() + make_interval(mins => ${LINK_LIFETIME_MINUTES[purpose]})`,
  });
  await db.delete(signInLinks).where(lt(signInLinks.expiresAt, sql`now() - interval '1 day'`));
  return token;
}

/**
 * Uses a link once: one UPDATE marks it used only if it is unused, unexpired and of one of
 * `purposes`, so two requests with one token cannot both win (the second finds used_at set).
 * Answers the link's user (null for a setup link), or undefined when the token is
 * malformed, unknown, used, expired or of another purpose: the caller says the same
 * thing for each, so a guesser learns nothing.
 */
export async function consumeLink(
  db: Pick<Db, "update">,
  token: unknown,
  purposes: LinkPurpose[],
): Promise<{ userId: string | null; purpose: LinkPurpose } | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const [row] = await db
    .update(signInLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(signInLinks.tokenHash, hashToken(token)),
        isNull(signInLinks.usedAt),
        gt(signInLinks.expiresAt, sql`now()`),
        inArray(signInLinks.purpose, purposes),
      ),
    )
    .returning({ userId: signInLinks.userId, purpose: signInLinks.purpose });
  return row;
}

/**
 * The page a link opens: it shows a button that POSTs the token (a GET never consumes it).
 * `next`, a back-office path already checked (server/auth/schemas.ts), is where the page
 * goes after signing in; the page checks it again before it follows it.
 */
export function linkUrl(siteUrl: string, purpose: LinkPurpose, token: string, next?: string): string {
  const page = purpose === "setup" ? "/admin/setup" : "/admin/link";
  const query = new URLSearchParams({ token });
  if (next && next !== "/admin") query.set("next", next);
  return `${siteUrl}${page}?${query}`;
}
