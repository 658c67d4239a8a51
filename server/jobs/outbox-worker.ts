import { hostname } from "node:os";
import type { Config } from "../config";
import type { Database, Db } from "../db/database";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import { metrics } from "../metrics/instruments";
import {
  claimJobs,
  completeJob,
  EMAIL_KINDS,
  failJob,
  LOCK_TIMEOUT_SECONDS,
  OUTBOX_CHANNEL,
  renewLock,
  type OutboxJob,
  type OutboxKind,
} from "./outbox";

/** What a task gets to do its one job. */
export interface OutboxTaskContext {
  db: Db;
  config: Config;
  /** Never null for e-mail tasks: the worker does not claim e-mail while no mail server is configured. */
  mailer: Mailer | null;
}

/** Does one job; throws to have it retried, a PermanentFailure to have it failed at once. */
export type OutboxTask = (job: OutboxJob, context: OutboxTaskContext) => Promise<void>;

/** A failure that retrying cannot mend (a mail server refusing the address). */
export class PermanentFailure extends Error {}

export interface OutboxWorkerOptions {
  database: Pick<Database, "db" | "kind" | "listen">;
  config: Config;
  mailer: Mailer | null;
  logger: Logger;
  tasks: Record<OutboxKind, OutboxTask>;
  /** Jobs worked on at once. */
  concurrency?: number;
  /** Looks for due jobs this often besides being woken: retries coming due, and PGlite's only clock. */
  pollMs?: number;
}

export interface OutboxWorker {
  /** Looks for due jobs now. */
  wake(): void;
  /** Stops claiming, lets the jobs in hand finish, stops listening. */
  stop(): Promise<void>;
}

/** A task still running after this long is given up (and retried): nothing may hold a worker's slot forever. */
export const TASK_DEADLINE_MS = 5 * 60_000;

/**
 * The outbox's worker, one per server process. Woken by NOTIFY when a submission's
 * transaction commits (so a notification leaves within a second or two), and every
 * `pollMs` for retries that came due. It works on up to `concurrency` jobs at once and
 * claims another as soon as one finishes, so one slow webhook holds one slot, not a
 * batch. While a job runs its lock is renewed, so a slow send is never claimed (and
 * sent) a second time by another instance; a dead worker's lock goes stale and the job
 * is claimed again. A database outage only makes a round fail: the next wake or poll
 * tries again, and an attempt that ended during it is recorded once the database is back.
 */
export function startOutboxWorker({
  database,
  config,
  mailer,
  logger,
  tasks,
  concurrency = 10,
  pollMs,
}: OutboxWorkerOptions): OutboxWorker {
  const worker = `${hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  const skipKinds = mailer ? [] : EMAIL_KINDS;
  const context: OutboxTaskContext = { db: database.db, config, mailer };
  const inFlight = new Set<Promise<void>>();
  let running: Promise<void> | null = null;
  let woken = false;
  let signal = () => {};
  let stopped = false;

  const attempt = async (job: OutboxJob) => {
    // Past its 48 hours (its workers kept dying mid-attempt): given up, not tried again.
    if (job.retryUntil.getTime() < Date.now()) throw new PermanentFailure("Not delivered within the retry period");
    let deadline: NodeJS.Timeout | undefined;
    const heartbeat = setInterval(
      () => void renewLock(database.db, worker, job.id).catch(() => {}),
      (LOCK_TIMEOUT_SECONDS * 1000) / 3,
    );
    try {
      await Promise.race([
        tasks[job.kind](job, context),
        new Promise<never>((_, reject) => {
          deadline = setTimeout(
            () => reject(new Error(`Gave up after ${TASK_DEADLINE_MS / 60_000} minutes`)),
            TASK_DEADLINE_MS,
          );
        }),
      ]);
    } finally {
      clearInterval(heartbeat);
      clearTimeout(deadline);
    }
  };

  /**
   * Records an attempt's outcome, and while the database is away keeps trying every
   * second for as long as the job's lock is surely ours. So a database restart in the
   * middle of an attempt neither sends a delivered e-mail again (it would, were "sent"
   * never recorded) nor holds a failed one back until its lock goes stale (a minute).
   */
  const record = async <T>(write: () => Promise<T>): Promise<T | "unrecorded"> => {
    const giveUpAt = Date.now() + (LOCK_TIMEOUT_SECONDS * 1000 * 2) / 3;
    for (;;) {
      try {
        return await write();
      } catch {
        if (stopped || Date.now() >= giveUpAt) return "unrecorded";
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  };

  const runJob = async (job: OutboxJob) => {
    // The job's id and kind only in logs: an error text may carry an address, and logs carry no personal data.
    const log = { job: job.id, kind: job.kind, attempts: job.attempts };
    let failure: unknown;
    try {
      await attempt(job);
    } catch (error) {
      failure = error ?? new Error("The task failed");
    }
    if (failure === undefined) {
      if ((await record(() => completeJob(database.db, worker, job.id))) === "unrecorded")
        logger.warn(log, "notification delivered but not recorded; it may be sent again");
      return;
    }
    const message = failure instanceof Error ? failure.message : String(failure);
    const outcome = await record(() => failJob(database.db, worker, job, message, failure instanceof PermanentFailure));
    metrics.deliveryFailures.inc({ kind: job.kind, outcome: outcome === "failed" ? "failed" : "retry" });
    if (outcome === "retry") logger.info({ ...log, outcome }, "notification not delivered; it will be retried");
    else logger.warn({ ...log, outcome }, "notification not delivered");
  };

  const start = (job: OutboxJob) => {
    const run: Promise<void> = runJob(job).finally(() => inFlight.delete(run));
    inFlight.add(run);
  };

  const drain = async () => {
    while (!stopped) {
      woken = false;
      const free = concurrency - inFlight.size;
      const jobs = free > 0 ? await claimJobs(database.db, worker, free, skipKinds) : [];
      jobs.forEach(start);
      // A full claim: more may be due. Woken meanwhile: a new job came.
      if ((free > 0 && jobs.length === free) || woken) continue;
      if (inFlight.size === 0) return;
      // Claim again when a slot frees up or a new job is announced.
      await Promise.race([...inFlight, new Promise<void>((resolve) => (signal = resolve))]);
    }
  };

  const wake = () => {
    if (stopped) return;
    if (running) {
      woken = true;
      signal();
      return;
    }
    running = drain()
      .catch(() => {
        // The database is away; the next wake or poll tries again.
      })
      .finally(() => {
        running = null;
      });
  };

  const unlisten = database.listen(OUTBOX_CHANNEL, wake);
  const poll = setInterval(wake, pollMs ?? (database.kind === "pglite" ? 1_000 : 5_000));
  poll.unref();
  wake();

  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(poll);
      signal();
      await running;
      await Promise.all(inFlight);
      await unlisten();
    },
  };
}
