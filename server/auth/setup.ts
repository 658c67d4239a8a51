import { and, eq, sql } from "drizzle-orm";
import type { SetupLinkState } from "#app/admin/api-types.ts";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { signInLinks, users } from "../db/schema";
import type { Logger } from "../logger";
import { normalizeEmail } from "./accounts";
import { consumeLink, createLink, linkUrl } from "./links";
import { hashToken, isWellFormedToken } from "./tokens";

// Any fixed number: every setup takes this transaction-scoped advisory lock, so two at once
// (two tabs, two instances) run one after the other and the second sees the first operator.
const SETUP_LOCK_ID = 72_410_012;

export async function operatorExists(db: Pick<Db, "select">): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, "operator")).limit(1);
  return Boolean(row);
}

/**
 * While no operator exists, each server start makes a new setup link (24 hours, single
 * use) and prints it: on a fresh install with no mail server, that console line is the
 * way in. Answers the URL, or null when an operator exists.
 */
export async function announceSetupLink(db: Db, siteUrl: string, logger: Logger): Promise<string | null> {
  if (await operatorExists(db)) return null;
  const setupUrl = linkUrl(siteUrl, "setup", await createLink(db, "setup", null));
  logger.warn({ setupUrl }, "No operator account yet: open this one-time link to create it");
  return setupUrl;
}

/**
 * What a person starting the server needs to know about signing in, once at start: that
 * e-mail sign-in is off without SMTP_URL (so the command line is the way in), and the
 * setup link while no operator exists.
 */
export async function announceSignIn(
  db: Db,
  config: Pick<Config, "SITE_URL" | "SMTP_URL">,
  logger: Logger,
): Promise<void> {
  if (!config.SMTP_URL) {
    logger.info("SMTP_URL is not set: no e-mailed sign-in links or invitations; invite with `npm run admin -- invite`");
  }
  await announceSetupLink(db, config.SITE_URL, logger);
}

/**
 * What a setup link's page should say before it shows the form, reading without using it
 * up: "used" once any operator exists (whichever way they were made, the back office is
 * set up and the way in is signing in), "expired", "invalid" for a token that is not a
 * setup link's (malformed, unknown, or deleted a day after it ended). The token is 256
 * random bits, so telling these apart helps nobody guess one.
 */
export async function setupLinkState(db: Pick<Db, "select">, token: unknown): Promise<SetupLinkState> {
  if (!isWellFormedToken(token)) return "invalid";
  if (await operatorExists(db)) return "used";
  const [link] = await db
    .select({ usedAt: signInLinks.usedAt, live: sql<boolean>`${signInLinks.expiresAt} > now()` })
    .from(signInLinks)
    .where(and(eq(signInLinks.tokenHash, hashToken(token)), eq(signInLinks.purpose, "setup")));
  if (!link) return "invalid";
  if (link.usedAt) return "used";
  return link.live ? "ready" : "expired";
}

class SetupRefused extends Error {
  constructor(readonly reason: "invalid_link" | "exists") {
    super(reason);
  }
}

/**
 * Creates the first operator with a setup link, signed in from the first moment. One
 * transaction under an advisory lock: the link is used, no operator may exist yet, and
 * the address must be free; otherwise nothing changes (the link stays usable for another
 * address). Answers the new user's id or why not.
 */
export async function completeSetup(
  db: Db,
  token: unknown,
  email: string,
): Promise<{ userId: string } | { refused: "invalid_link" | "exists" }> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK_ID})`);
      if (await operatorExists(tx)) throw new SetupRefused("invalid_link");
      if (!(await consumeLink(tx, token, ["setup"]))) throw new SetupRefused("invalid_link");
      const [user] = await tx
        .insert(users)
        .values({ email: normalizeEmail(email), role: "operator", firstSignInAt: sql`now()` })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!user) throw new SetupRefused("exists");
      return { userId: user.id };
    });
  } catch (error) {
    if (error instanceof SetupRefused) return { refused: error.reason };
    throw error;
  }
}
