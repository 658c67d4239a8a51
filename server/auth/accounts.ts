import { asc, eq, sql } from "drizzle-orm";
import type { Role, UserItem } from "#app/admin/api-types.ts";
import type { AdminLanguage } from "#app/admin/messages/index.ts";
import { SITE_KEYS, type SiteKey } from "#app/sites/registry.ts";
import { recordAudit } from "../audit/audit";
import type { Db } from "../db/database";
import { memberships, passkeys, users } from "../db/schema";
import { createLink } from "./links";
import type { AdminPrincipal } from "./principal";

/** Who acted: a signed-in admin, or null for the command line (someone with the server's own access). */
export type Actor = Pick<AdminPrincipal, "userId" | "email"> | null;

/** Addresses are stored and compared lower-cased: one account per mailbox, however it is typed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface Account {
  userId: string;
  email: string;
  role: Role;
  sites: SiteKey[];
  /** Chosen in Account; null or absent until chosen (see AdminPrincipal). */
  language?: AdminLanguage | null;
  timeZone?: string | null;
}

/** A user's account with the sites they may see (every site for an operator), or null. */
export async function loadAccount(db: Db, userId: string): Promise<Account | null> {
  const [user] = await db
    .select({ email: users.email, role: users.role, language: users.language, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  return { userId, ...user, sites: await sitesOf(db, userId, user.role) };
}

export async function sitesOf(db: Db, userId: string, role: Role): Promise<SiteKey[]> {
  if (role === "operator") return [...SITE_KEYS];
  const rows = await db.select({ site: memberships.site }).from(memberships).where(eq(memberships.userId, userId));
  return SITE_KEYS.filter((site) => rows.some((row) => row.site === site));
}

/** Records a successful sign-in; the first one turns an invitation into an account in use. */
export async function markSignedIn(db: Pick<Db, "update">, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ firstSignInAt: sql`coalesce(${users.firstSignInAt}, now())` })
    .where(eq(users.id, userId));
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return user?.id ?? null;
}

/** Every account, operators first, then by address. */
export async function listUsers(db: Db): Promise<UserItem[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
      firstSignInAt: users.firstSignInAt,
      // Qualified by hand: drizzle writes bare column names here, and a bare "id" inside the
      // passkeys subquery would be the passkey's own id.
      sites: sql<
        string[]
      >`coalesce((select array_agg(m.site) from ${memberships} m where m.user_id = "users"."id"), '{}')`,
      passkeyCount: sql<number>`(select count(*)::int from ${passkeys} p where p.user_id = "users"."id")`,
    })
    .from(users)
    .orderBy(sql`${users.role} = 'owner'`, asc(users.email));
  return rows.map(toUserItem);
}

function toUserItem(row: {
  id: string;
  email: string;
  role: Role;
  createdAt: Date;
  firstSignInAt: Date | null;
  sites: string[];
  passkeyCount: number;
}): UserItem {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    sites: SITE_KEYS.filter((site) => row.sites.includes(site)),
    createdAt: row.createdAt.toISOString(),
    firstSignInAt: row.firstSignInAt?.toISOString() ?? null,
    passkeyCount: Number(row.passkeyCount),
  };
}

export interface Invitation {
  email: string;
  role: Role;
  /** An owner's sites (at least one); none for an operator, who sees every site. */
  sites: SiteKey[];
}

/**
 * Creates an account with its memberships and a one-time invitation link (24 h), and
 * records it in the audit log, all in one transaction. Answers "exists" (and changes
 * nothing) when the address already has an account. The audit record names the role and
 * sites, not the invitee's address.
 */
export async function inviteUser(
  db: Db,
  actor: Actor,
  invitation: Invitation,
): Promise<{ user: UserItem; token: string } | "exists"> {
  const sites = invitation.role === "operator" ? [] : SITE_KEYS.filter((site) => invitation.sites.includes(site));
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: normalizeEmail(invitation.email), role: invitation.role })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!user) return "exists";
    if (sites.length > 0) await tx.insert(memberships).values(sites.map((site) => ({ userId: user.id, site })));
    const token = await createLink(tx, "invite", user.id);
    await recordAudit(tx, actor, "user_invited", {
      userId: user.id,
      role: invitation.role,
      sites,
      ...(actor ? {} : { via: "command line" }),
    });
    return { user: toUserItem({ ...user, sites, passkeyCount: 0 }), token };
  });
}

/**
 * Deletes an account: its memberships, sessions, passkeys and links go with it (foreign
 * keys cascade), so it is signed out everywhere at once. Answers false when there is no
 * such account. Recorded in the audit log in the same transaction, without the address.
 */
export async function removeUser(db: Db, actor: Actor, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(users).where(eq(users.id, userId)).returning({ role: users.role });
    if (!removed) return false;
    await recordAudit(tx, actor, "user_removed", {
      userId,
      role: removed.role,
      ...(actor ? {} : { via: "command line" }),
    });
    return true;
  });
}
