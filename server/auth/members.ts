import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Role, UserItem } from "#app/admin/api-types.ts";
import { SITE_KEYS, type SiteKey } from "#app/sites/registry.ts";
import { recordAudit } from "../audit/audit";
import type { Db } from "../db/database";
import { memberships, signInLinks, users } from "../db/schema";
import { listUsers, type Actor } from "./accounts";
import { createLink } from "./links";

/*
 * Changing a member in place: their role and sites, or a new invitation link. The account
 * (its id, address, passkeys and sessions) stays, so nobody has to be removed and invited
 * again, losing their passkeys, to see one more site.
 */

/** A resent invitation waits this long before another: a double click or an impatient operator sends one e-mail. */
export const RESEND_INTERVAL_SECONDS = 60;

export interface Access {
  role: Role;
  sites: readonly SiteKey[];
}

async function userItem(db: Db, userId: string): Promise<UserItem> {
  return (await listUsers(db)).find((user) => user.id === userId)!;
}

/**
 * Gives an account a role and sites (an operator has none: they see every site). Refused
 * with "last_operator" when it would leave no operator (the operators' rows are locked
 * first, so two operators demoting each other at once cannot both win). Audited with the
 * role and sites before and after, in the same transaction. Sessions read the role and
 * sites on each request, so the change holds at once.
 */
export async function changeAccess(
  db: Db,
  actor: Actor,
  userId: string,
  access: Access,
): Promise<UserItem | "not_found" | "last_operator"> {
  const sites = access.role === "operator" ? [] : SITE_KEYS.filter((site) => access.sites.includes(site));
  const changed = await db.transaction(async (tx) => {
    const operators = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, "operator"))
      .orderBy(users.id)
      .for("update");
    const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) return "not_found" as const;
    const isOperator = operators.some((operator) => operator.id === userId);
    if (isOperator && access.role !== "operator" && operators.length <= 1) return "last_operator" as const;
    const before = await tx.select({ site: memberships.site }).from(memberships).where(eq(memberships.userId, userId));
    await tx.update(users).set({ role: access.role }).where(eq(users.id, userId));
    await tx.delete(memberships).where(eq(memberships.userId, userId));
    if (sites.length > 0) await tx.insert(memberships).values(sites.map((site) => ({ userId, site })));
    await recordAudit(tx, actor, "user_changed", {
      userId,
      role: access.role,
      sites,
      previousRole: user.role,
      previousSites: SITE_KEYS.filter((site) => before.some((row) => row.site === site)),
    });
    return "changed" as const;
  });
  return changed === "changed" ? userItem(db, userId) : changed;
}

/**
 * A new invitation link for an account that has never signed in: the links sent before
 * stop working in the same transaction. "signed_in" for an account in use (it signs in
 * with its passkeys or an e-mailed link), "too_soon" within RESEND_INTERVAL_SECONDS of the
 * last one. Audited as an invitation, marked resent.
 */
export async function resendInvitation(
  db: Db,
  actor: Actor,
  userId: string,
): Promise<{ user: UserItem; token: string } | "not_found" | "signed_in" | "too_soon"> {
  const result = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ role: users.role, firstSignInAt: users.firstSignInAt })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) return "not_found" as const;
    if (user.firstSignInAt) return "signed_in" as const;
    const [recent] = await tx
      .select({ tokenHash: signInLinks.tokenHash })
      .from(signInLinks)
      .where(
        and(
          eq(signInLinks.userId, userId),
          eq(signInLinks.purpose, "invite"),
          gt(signInLinks.createdAt, sql`now() - make_interval(secs => ${RESEND_INTERVAL_SECONDS})`),
        ),
      )
      .limit(1);
    if (recent) return "too_soon" as const;
    await tx
      .delete(signInLinks)
      .where(and(eq(signInLinks.userId, userId), eq(signInLinks.purpose, "invite"), isNull(signInLinks.usedAt)));
    const token = await createLink(tx, "invite", userId);
    const sites = await tx.select({ site: memberships.site }).from(memberships).where(eq(memberships.userId, userId));
    await recordAudit(tx, actor, "user_invited", {
      userId,
      role: user.role,
      sites: SITE_KEYS.filter((site) => sites.some((row) => row.site === site)),
      resent: true,
    });
    return { token };
  });
  return typeof result === "string" ? result : { user: await userItem(db, userId), token: result.token };
}
