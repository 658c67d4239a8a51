import { desc, eq } from "drizzle-orm";
import type { AuditItem } from "#app/admin/api-types.ts";
import type { AdminPrincipal } from "../auth/principal";
import type { Db } from "../db/database";
import { auditLog, users } from "../db/schema";

/**
 * Records what an admin did that must be accounted for (an erasure, an access export,
 * a takedown, an account invited or removed). `details` holds counts, sites, slugs and
 * reasons: never the personal data the action was about (no subject's e-mail or phone).
 * Takes the transaction of the action itself, so the record and the action commit together.
 */
export async function recordAudit(
  db: Pick<Db, "insert">,
  admin: Pick<AdminPrincipal, "userId" | "email"> | null,
  action: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await db
    .insert(auditLog)
    .values({ userId: admin?.userId ?? null, actorEmail: admin?.email ?? null, action, details });
}

/** The newest audit records (operators read them in the back office). */
export async function listAudit(db: Db, limit = 200): Promise<AuditItem[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actor: auditLog.actorEmail,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      current: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actor: row.current ?? row.actor,
    details: row.details as Record<string, unknown>,
    createdAt: row.createdAt.toISOString(),
  }));
}
