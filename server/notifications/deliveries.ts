import { and, asc, desc, eq, gt, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { DeliveryItem, FailedDeliveryItem } from "#app/admin/api-types.ts";
import type { SiteKey } from "#app/sites/registry.ts";
import type { AdminPrincipal } from "../auth/principal";
import type { Db } from "../db/database";
import { outboxJobs } from "../db/schema";
import { EMAIL_KINDS, type OutboxJob } from "../jobs/outbox";

const deliveryColumns = {
  id: outboxJobs.id,
  kind: outboxJobs.kind,
  site: outboxJobs.site,
  submissionId: outboxJobs.submissionId,
  target: outboxJobs.target,
  status: outboxJobs.status,
  attempts: outboxJobs.attempts,
  createdAt: outboxJobs.createdAt,
  lastAttemptAt: outboxJobs.lastAttemptAt,
  runAt: outboxJobs.runAt,
  sentAt: outboxJobs.sentAt,
  lastError: outboxJobs.lastError,
};
type DeliveryRow = Pick<OutboxJob, keyof typeof deliveryColumns>;

/** The delivery log of one submission, oldest first. The caller has checked the submission is the user's. */
export async function listDeliveries(db: Db, submissionId: string, mailConfigured: boolean): Promise<DeliveryItem[]> {
  const rows = await db
    .select(deliveryColumns)
    .from(outboxJobs)
    .where(eq(outboxJobs.submissionId, submissionId))
    .orderBy(asc(outboxJobs.createdAt), asc(outboxJobs.id));
  return rows.map((row) => toDeliveryItem(row, mailConfigured));
}

/**
 * The operator's Failed deliveries page over the user's sites, newest first (200 at most):
 * the failed ones, and the pending ones whose last attempt failed, waiting to be retried (a
 * dead webhook spends 48 hours there before it is "failed": the page must not say all is well).
 */
export async function listFailedDeliveries(
  db: Db,
  admin: Pick<AdminPrincipal, "sites">,
  mailConfigured: boolean,
): Promise<FailedDeliveryItem[]> {
  const rows = await db
    .select(deliveryColumns)
    .from(outboxJobs)
    .where(
      and(
        or(
          eq(outboxJobs.status, "failed"),
          // Waiting for its next try after a failed one (or in that try now); one put back by "Retry now" is due, not listed.
          and(
            eq(outboxJobs.status, "pending"),
            isNotNull(outboxJobs.lastError),
            or(gt(outboxJobs.runAt, sql`now()`), isNotNull(outboxJobs.lockedBy)),
          ),
        ),
        inArray(outboxJobs.site, admin.sites),
      ),
    )
    .orderBy(desc(outboxJobs.createdAt), desc(outboxJobs.id))
    .limit(200);
  return rows.map((row) => ({
    ...toDeliveryItem(row, mailConfigured),
    site: row.site as SiteKey,
    submissionId: row.submissionId,
  }));
}

export function toDeliveryItem(row: DeliveryRow, mailConfigured: boolean): DeliveryItem {
  const waitingForMailServer = row.status === "pending" && !mailConfigured && EMAIL_KINDS.includes(row.kind);
  return {
    id: row.id,
    kind: row.kind,
    target: row.target,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.status === "pending" && !waitingForMailServer ? row.runAt.toISOString() : null,
    sentAt: row.sentAt?.toISOString() ?? null,
    lastError: row.lastError,
    waitingForMailServer,
  };
}
