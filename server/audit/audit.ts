import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AuditAction, AuditItem } from "#app/admin/api-types.ts";
import type { AdminPrincipal } from "../auth/principal";
import type { Db } from "../db/database";
import { auditLog, users } from "../db/schema";

/** How long audit records are kept: the retention job (server/jobs/retention.ts) deletes older ones. */
export const AUDIT_YEARS = 2;

/**
 * Records what an admin did that must be accounted for (a sign-in, an export, an erasure,
 * a setting changed…; every kind is in AUDIT_ACTIONS, app/admin/api-enums.ts). `details`
 * holds counts, sites, slugs and reasons: never the personal data the action was about
 * (no subject's e-mail or phone, no search text). Takes the transaction of the action
 * itself, so the record and the action commit together.
 */
export async function recordAudit(
  db: Pick<Db, "insert">,
  admin: Pick<AdminPrincipal, "userId" | "email"> | null,
  action: AuditAction,
  details: Record<string, unknown> = {},
): Promise<void> {
  await db
    .insert(auditLog)
    .values({ userId: admin?.userId ?? null, actorEmail: admin?.email ?? null, action, details });
}

export interface AuditFilter {
  action?: AuditAction;
  /** An account's e-mail address: its records, also those kept after it was removed. */
  person?: string;
}

/** The account a record is about, joined by the id in its details (compared as text: details are free JSON). */
const subject = alias(users, "subject");

/** The newest audit records of the filter (operators read them in the back office). */
export async function listAudit(db: Db, filter: AuditFilter = {}, limit = 200): Promise<AuditItem[]> {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.person) {
    const person = filter.person.toLowerCase();
    conditions.push(or(eq(users.email, person), sql`lower(${auditLog.actorEmail}) = ${person}`)!);
  }
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actor: auditLog.actorEmail,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      current: users.email,
      account: subject.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .leftJoin(subject, sql`${subject.id}::text = ${auditLog.details}->>'userId'`)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actor: row.current ?? row.actor,
    account: row.account,
    details: row.details as Record<string, unknown>,
    createdAt: row.createdAt.toISOString(),
  }));
}
