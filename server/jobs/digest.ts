import { and, eq, lt, sql } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { scheduledJobs } from "../db/schema";
import { loggableError } from "../http/loggable-error";
import type { Logger } from "../logger";
import { startHourlyCheck } from "./hourly-check";
import { enqueueJobs, type NewOutboxJob } from "./outbox";

export const DIGEST_JOB = "digest";
/** The UTC hour the digest goes out when DIGEST_HOUR is not set. */
export const DEFAULT_DIGEST_HOUR = 6;

export interface DigestRun {
  /** Digest e-mails enqueued: one per account with something pending. */
  emails: number;
  /** Submissions they list. */
  submissions: number;
}

/** The start of the current digest day: today at `hour` UTC, or yesterday's if that is still to come. */
export function digestDueSince(now: Date, hour: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour);
  return new Date(today > now.getTime() ? today - 24 * 60 * 60 * 1000 : today);
}

/**
 * The daily digest, safe with any number of instances on one database (the way
 * server/jobs/retention.ts claims its run): the instance whose UPDATE moves `last_run_at`
 * past today's DIGEST_HOUR does it; the others wait on the row lock, then find it done.
 * In the same transaction every pending digest item becomes one `digest-email` job per
 * account, and the items go: if anything fails, the claim, the jobs and the deletions are
 * undone together and the next hourly check tries again. An instance that was down at
 * the hour sends it at its next check. Answers null when it is not due.
 */
export function runDigestIfDue(
  db: Db,
  now: Date = new Date(),
  digestHour: number = DEFAULT_DIGEST_HOUR,
): Promise<DigestRun | null> {
  const dueSince = digestDueSince(now, digestHour);
  return db.transaction(async (tx) => {
    await tx
      .insert(scheduledJobs)
      .values({ name: DIGEST_JOB, lastRunAt: sql`'-infinity'::timestamptz` })
      .onConflictDoNothing();
    const claimed = await tx
      .update(scheduledJobs)
      .set({ lastRunAt: now })
      .where(and(eq(scheduledJobs.name, DIGEST_JOB), lt(scheduledJobs.lastRunAt, dueSince)))
      .returning({ name: scheduledJobs.name });
    if (claimed.length === 0) return null;
    return enqueueDigests(tx);
  });
}

interface TakenItem {
  user_id: string;
  email: string;
  submission_id: string;
  site: string;
  spam: boolean;
  created_at: string | Date;
}

/**
 * Takes every digest item (one DELETE … RETURNING, so an item a submission adds meanwhile
 * is either taken here or left whole for tomorrow) and enqueues one e-mail per account
 * listing its submissions, oldest first. Items of submissions moved to spam go without
 * being listed. The job's site is its first submission's: the delivery log needs one.
 */
async function enqueueDigests(tx: Db): Promise<DigestRun> {
  const { rows } = (await tx.execute(sql`
    delete from digest_items
    using submissions, users
    where submissions.id = digest_items.submission_id and users.id = digest_items.user_id
    returning digest_items.user_id, users.email, digest_items.submission_id, submissions.site, submissions.spam, submissions.created_at`)) as unknown as {
    rows: TakenItem[];
  };
  const byUser = new Map<string, TakenItem[]>();
  const time = (item: TakenItem) => new Date(item.created_at).getTime();
  for (const item of rows.filter((row) => !row.spam).sort((a, b) => time(a) - time(b))) {
    const items = byUser.get(item.user_id) ?? [];
    items.push(item);
    byUser.set(item.user_id, items);
  }
  const digests = [...byUser.values()];
  const jobs: NewOutboxJob[] = digests.map((items) => ({
    kind: "digest-email",
    site: items[0]!.site,
    userId: items[0]!.user_id,
    target: items[0]!.email,
    payload: { submissionIds: items.map((item) => item.submission_id) },
  }));
  await enqueueJobs(tx, jobs);
  return { emails: jobs.length, submissions: digests.reduce((sum, items) => sum + items.length, 0) };
}

/** Asks whether the day's digest is due at each hourly check (startHourlyCheck). Stop it with the answer. */
export function startDigestTimer(db: Db, config: Pick<Config, "DIGEST_HOUR">, logger: Logger): () => void {
  return startHourlyCheck(() =>
    runDigestIfDue(db, new Date(), config.DIGEST_HOUR).then(
      (run) => run && logger.info({ digest: run }, "daily digest enqueued"),
      (error: Error) =>
        logger.warn({ err: loggableError(error) }, "daily digest failed; it is tried again at the next hourly check"),
    ),
  );
}
