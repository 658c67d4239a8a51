import { sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { outboxJobs } from "../db/schema";

/*
 * The outbox's statements, one function each (graphile/worker's getJobs, completeJobs,
 * failJobs). A job is claimed, done or failed by one UPDATE that names every condition,
 * so two workers never both own a job and a worker whose lock went stale cannot mark
 * another's job. Delivery is at least once: a worker killed after the mail server
 * accepted a message but before marking it sent leaves the job to be sent again once
 * its lock goes stale, under the same Message-ID, so mail clients show it once.
 */

export type OutboxJob = typeof outboxJobs.$inferSelect;
export type OutboxKind = OutboxJob["kind"];
export const EMAIL_KINDS: readonly OutboxKind[] = [
  "owner-email",
  "digest-email",
  "confirmation-email",
  "operator-alert",
];

/** The channel a committed job is announced on (`pg_notify` in its transaction). */
export const OUTBOX_CHANNEL = "outbox";
/** The first retry comes after about this long; each next one waits twice as long. */
export const FIRST_RETRY_MS = 10_000;
/** No wait between retries is longer than this. */
export const MAX_RETRY_MS = 60 * 60_000;
/** How long a job is retried before it is `failed`. */
export const RETRY_FOR_HOURS = 48;
/**
 * A claimed job whose lock was not renewed for this long is claimed again: its worker
 * died. A running job's worker renews the lock every third of it (outbox-worker.ts).
 */
export const LOCK_TIMEOUT_SECONDS = 60;

/** The columns of a new job; the worker's columns take their defaults. */
export type NewOutboxJob = Pick<OutboxJob, "kind" | "site" | "target"> &
  Partial<Pick<OutboxJob, "submissionId" | "userId" | "webhookId" | "payload">>;

/**
 * Adds jobs inside the caller's transaction and announces them: the NOTIFY is delivered
 * when that transaction commits, and never if it rolls back, as the jobs.
 */
export async function enqueueJobs(tx: Db, jobs: readonly NewOutboxJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await tx.insert(outboxJobs).values(jobs.map((job) => ({ ...job, retryUntil: retryUntil() })));
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/** A new job's `retry_until`: tried for RETRY_FOR_HOURS from now. */
const retryUntil = () => sql`now() + make_interval(hours => ${RETRY_FOR_HOURS})`;

/**
 * Claims up to `limit` due jobs for `worker`, oldest first, skipping those another
 * worker holds (SKIP LOCKED: several instances never wait on each other) and any of
 * `skipKinds` (e-mail while no mail server is configured).
 */
export async function claimJobs(
  db: Db,
  worker: string,
  limit: number,
  skipKinds: readonly OutboxKind[] = [],
): Promise<OutboxJob[]> {
  const skip = skipKinds.length
    ? sql`and kind not in (${sql.join(
        skipKinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})`
    : sql``;
  const { rows } = (await db.execute(sql`
    with due as (
      select id from outbox_jobs
      where status = 'pending' and run_at <= now()
        and (locked_at is null or locked_at < now() - make_interval(secs => ${LOCK_TIMEOUT_SECONDS}))
        ${skip}
      order by run_at
      limit ${limit}
      for update skip locked)
    update outbox_jobs set locked_by = ${worker}, locked_at = now(), attempts = attempts + 1, last_attempt_at = now()
    from due where outbox_jobs.id = due.id
    returning outbox_jobs.*`)) as unknown as { rows: OutboxRow[] };
  return rows.map(fromRow);
}

/** Marks a job sent, if `worker` still holds it. */
/** Keeps a running job's lock fresh (the worker calls it while the job runs), so no other worker claims it meanwhile. */
export async function renewLock(db: Db, worker: string, id: string): Promise<void> {
  await db.execute(
    sql`update outbox_jobs set locked_at = now() where id = ${id} and locked_by = ${worker} and status = 'pending'`,
  );
}

export async function completeJob(db: Db, worker: string, id: string): Promise<void> {
  await db.execute(sql`
    update outbox_jobs set status = 'sent', sent_at = now(), locked_by = null, locked_at = null, last_error = null
    where id = ${id} and locked_by = ${worker}`);
}

/**
 * Records a failed attempt: the job runs again after the back-off, or is `failed` when
 * that would pass its `retry_until`, or at once when the failure is `permanent` (a mail
 * server refusing the address will refuse it tomorrow too).
 */
export async function failJob(
  db: Db,
  worker: string,
  job: Pick<OutboxJob, "id" | "attempts">,
  error: string,
  permanent: boolean,
): Promise<"retry" | "failed"> {
  const delayMs = retryDelayMs(job.attempts);
  const { rows } = (await db.execute(sql`
    update outbox_jobs set
      locked_by = null, locked_at = null, last_error = ${error.slice(0, 1000)},
      run_at = now() + make_interval(secs => ${delayMs / 1000}),
      status = case when ${permanent} or now() + make_interval(secs => ${delayMs / 1000}) > retry_until then 'failed' else 'pending' end
    where id = ${job.id} and locked_by = ${worker}
    returning status`)) as unknown as { rows: Array<{ status: string }> };
  return rows[0]?.status === "pending" ? "retry" : "failed";
}

/** Puts a failed job back in line now, with a fresh 48 hours of retries. Answers false when there is no such failed job. */
export async function retryJobNow(db: Db, id: string): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    update outbox_jobs set status = 'pending', run_at = now(), retry_until = now() + make_interval(hours => ${RETRY_FOR_HOURS}),
      locked_by = null, locked_at = null
    where id = ${id} and status = 'failed'
    returning id`)) as unknown as { rows: unknown[] };
  if (rows.length) await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return rows.length > 0;
}

/** How many e-mail jobs wait: what start-up reports while no mail server is configured. */
export async function countWaitingEmails(db: Db): Promise<number> {
  const kinds = sql.join(
    EMAIL_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const { rows } = (await db.execute(
    sql`select count(*)::int as count from outbox_jobs where status = 'pending' and kind in (${kinds})`,
  )) as unknown as {
    rows: Array<{ count: number }>;
  };
  return rows[0]?.count ?? 0;
}

/**
 * The wait before attempt `attempts + 1`: 10 s, 20 s, 40 s … doubling up to an hour,
 * each ±10 % so jobs that failed together (a mail server outage) do not all come back
 * in the same second.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
  return Math.round(base * (0.9 + 0.2 * random()));
}

interface OutboxRow {
  id: string;
  kind: OutboxKind;
  site: string;
  submission_id: string | null;
  user_id: string | null;
  webhook_id: string | null;
  target: string;
  payload: unknown;
  status: OutboxJob["status"];
  attempts: number;
  run_at: string | Date;
  retry_until: string | Date;
  locked_by: string | null;
  locked_at: string | Date | null;
  last_attempt_at: string | Date | null;
  last_error: string | null;
  sent_at: string | Date | null;
  created_at: string | Date;
}

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));
const toDateOrNull = (value: string | Date | null) => (value === null ? null : toDate(value));

function fromRow(row: OutboxRow): OutboxJob {
  return {
    id: row.id,
    kind: row.kind,
    site: row.site,
    submissionId: row.submission_id,
    userId: row.user_id,
    webhookId: row.webhook_id,
    target: row.target,
    payload: row.payload,
    status: row.status,
    attempts: row.attempts,
    runAt: toDate(row.run_at),
    retryUntil: toDate(row.retry_until),
    lockedBy: row.locked_by,
    lockedAt: toDateOrNull(row.locked_at),
    lastAttemptAt: toDateOrNull(row.last_attempt_at),
    lastError: row.last_error,
    sentAt: toDateOrNull(row.sent_at),
    createdAt: toDate(row.created_at),
  };
}
