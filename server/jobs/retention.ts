import { and, inArray, lt, ne, notInArray, or, sql } from "drizzle-orm";
import { FORM_MODULES } from "#app/forms/index.server.ts";
import type { Db } from "../db/database";
import { AUDIT_YEARS } from "../audit/audit";
import { auditLog, authChallenges, outboxJobs, scheduledJobs, sessions, signInLinks, submissions } from "../db/schema";
import { loggableError } from "../http/loggable-error";
import type { Logger } from "../logger";
import { startHourlyCheck } from "./hourly-check";

export const RETENTION_JOB = "retention";
/** Spam is kept this long, so a wrongly caught message can still be recovered. */
export const SPAM_DAYS = 30;
/** How long a sent or failed digest stays in the delivery log. */
export const DIGEST_LOG_DAYS = 30;

export interface RetentionResult {
  submissions: number;
  formRows: number;
  spam: number;
  sessions: number;
  signInLinks: number;
  authChallenges: number;
  digests: number;
  auditEntries: number;
}

/**
 * The daily clean-up, safe with any number of instances on one database: each checks
 * hourly, and only the one whose UPDATE moves `last_run_at` forward (the row lock makes
 * the others wait, then find it recent) runs it. The claim and the deletions are one
 * transaction: if the work fails the claim is undone and the next check tries again.
 * Answers null when another instance ran it in the last 23 hours.
 */
export function runRetentionIfDue(db: Db, retentionMonths: number): Promise<RetentionResult | null> {
  return db.transaction(async (tx) => {
    await tx
      .insert(scheduledJobs)
      .values({ name: RETENTION_JOB, lastRunAt: sql`'-infinity'::timestamptz` })
      .onConflictDoNothing();
    const claimed = await tx
      .update(scheduledJobs)
      .set({ lastRunAt: sql`now()` })
      .where(
        and(
          sql`${scheduledJobs.name} = ${RETENTION_JOB}`,
          lt(scheduledJobs.lastRunAt, sql`now() - interval '23 hours'`),
        ),
      )
      .returning({ name: scheduledJobs.name });
    if (claimed.length === 0) return null;
    return deleteExpired(tx, retentionMonths);
  });
}

/**
 * Deletes submissions older than `retentionMonths` and their forms' rows (every form row
 * that old, with or without an inbox row), spam older than SPAM_DAYS (with any form row
 * of the same id), and expired sessions, sign-in links and WebAuthn challenges.
 * A form whose definition says `retention: "kept"` (the newsletter's sign-ups, app/forms/)
 * keeps its rows and their inbox rows however old; erasure (the Privacy page) removes one.
 * Form rows go first, matched by a subquery on the inbox rows about to go: a list of ids
 * as parameters would fail past 65,535 (a spam flood).
 * Notifications go with their submission (a foreign key); digests, which belong to no one
 * submission, once they are DIGEST_LOG_DAYS old and no longer pending. Audit records
 * after AUDIT_YEARS (server/audit/audit.ts).
 */
async function deleteExpired(tx: Db, retentionMonths: number): Promise<RetentionResult> {
  const cutoff = sql`now() - make_interval(months => ${retentionMonths})`;
  // Counted from when it went to spam: a lead marked spam by mistake long after it came in still has its 30 days.
  const expiredSpam = and(
    sql`${submissions.spam}`,
    sql`coalesce(${submissions.spamSince}, ${submissions.createdAt}) < now() - make_interval(days => ${SPAM_DAYS})`,
  );
  const expiredSpamIds = tx.select({ id: submissions.id }).from(submissions).where(expiredSpam);
  const kept = FORM_MODULES.filter((form) => form.retention === "kept").flatMap((form) => form.keys);
  let formRows = 0;
  for (const { table } of FORM_MODULES.filter((form) => form.retention === "months")) {
    const deleted = await tx
      .delete(table)
      .where(or(lt(table.createdAt, cutoff), inArray(table.id, expiredSpamIds)))
      .returning({ id: table.id });
    formRows += deleted.length;
  }
  const old = await tx
    .delete(submissions)
    .where(and(lt(submissions.createdAt, cutoff), notInArray(submissions.form, kept)))
    .returning({ id: submissions.id });
  const spam = await tx.delete(submissions).where(expiredSpam).returning({ id: submissions.id });
  const expiredSessions = await tx
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`now()`))
    .returning({ id: sessions.tokenHash });
  const expiredLinks = await tx
    .delete(signInLinks)
    .where(lt(signInLinks.expiresAt, sql`now()`))
    .returning({ id: signInLinks.tokenHash });
  const oldDigests = await tx
    .delete(outboxJobs)
    .where(
      and(
        sql`${outboxJobs.kind} = 'digest-email'`,
        ne(outboxJobs.status, "pending"),
        lt(outboxJobs.createdAt, sql`now() - make_interval(days => ${DIGEST_LOG_DAYS})`),
      ),
    )
    .returning({ id: outboxJobs.id });
  const expiredChallenges = await tx
    .delete(authChallenges)
    .where(lt(authChallenges.expiresAt, sql`now()`))
    .returning({ id: authChallenges.idHash });
  const oldAudit = await tx
    .delete(auditLog)
    .where(lt(auditLog.createdAt, sql`now() - make_interval(years => ${AUDIT_YEARS})`))
    .returning({ id: auditLog.id });
  return {
    submissions: old.length,
    formRows,
    spam: spam.length,
    sessions: expiredSessions.length,
    signInLinks: expiredLinks.length,
    authChallenges: expiredChallenges.length,
    digests: oldDigests.length,
    auditEntries: oldAudit.length,
  };
}

/** Asks whether the daily run is due at each hourly check (startHourlyCheck). Stop it with the answer. */
export function startRetentionTimer(db: Db, retentionMonths: number, logger: Logger): () => void {
  return startHourlyCheck(() =>
    runRetentionIfDue(db, retentionMonths).then(
      (result) => result && logger.info({ retention: result }, "retention job ran"),
      (error: Error) =>
        logger.warn({ err: loggableError(error) }, "retention job failed; it runs again at the next hourly check"),
    ),
  );
}
