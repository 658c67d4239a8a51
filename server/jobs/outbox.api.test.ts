import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { describeApi } from "#tests/support/api-harness.ts";
import { readConfig } from "../config";
import type { Db } from "../db/database";
import { outboxJobs } from "../db/schema";
import { createLogger } from "../logger";
import {
  claimJobs,
  completeJob,
  enqueueJobs,
  failJob,
  renewLock,
  retryDelayMs,
  retryJobNow,
  type NewOutboxJob,
  type OutboxJob,
} from "./outbox";
import { PermanentFailure, startOutboxWorker, type OutboxTask, type OutboxWorkerOptions } from "./outbox-worker";

const webhookJob = (target = "https://receiver.example/hook"): NewOutboxJob => ({
  kind: "webhook",
  site: "felimar",
  target,
});
const emailJob = (target = "owner@example.com"): NewOutboxJob => ({ kind: "owner-email", site: "felimar", target });

async function enqueue(db: Db, jobs: NewOutboxJob[]) {
  await db.transaction((tx) => enqueueJobs(tx, jobs));
}

describe("retryDelayMs", () => {
  it("waits about 10 s before the first retry, doubling up to an hour, within ±10 %", () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(10_000);
    expect(retryDelayMs(2, () => 0.5)).toBe(20_000);
    expect(retryDelayMs(4, () => 0.5)).toBe(80_000);
    expect(retryDelayMs(30, () => 0.5)).toBe(3_600_000);
    expect(retryDelayMs(1, () => 0)).toBe(9_000);
    expect(retryDelayMs(1, () => 1)).toBe(11_000);
  });
});

describeApi("the outbox", (api) => {
  const clear = () => api().database.db.delete(outboxJobs);
  /** A worker without a mailer that runs `task` for every kind; it polls only once a minute, so within a test it claims only when started or woken by a commit. */
  const startWorker = (task: OutboxTask, options: Pick<OutboxWorkerOptions, "concurrency"> = {}) =>
    startOutboxWorker({
      database: api().database,
      config: readConfig({}),
      mailer: null,
      logger: createLogger("silent"),
      tasks: {
        "owner-email": task,
        "digest-email": task,
        "confirmation-email": task,
        webhook: task,
        "operator-alert": task,
      },
      pollMs: 60_000,
      ...options,
    });

  it("stores nothing when the enqueuing transaction rolls back", async () => {
    const db = api().database.db;
    await clear();
    await expect(
      db.transaction(async (tx) => {
        await enqueueJobs(tx, [webhookJob()]);
        throw new Error("the submission failed");
      }),
    ).rejects.toThrow("the submission failed");
    expect(await db.select().from(outboxJobs)).toHaveLength(0);
  });

  it("gives each due job to one worker only, skips jobs not yet due and kinds it cannot do", async () => {
    const db = api().database.db;
    await clear();
    await enqueue(
      db,
      Array.from({ length: 30 }, () => webhookJob()),
    );
    await enqueue(db, [emailJob()]);
    await db
      .insert(outboxJobs)
      .values({ ...webhookJob(), runAt: sql`now() + interval '1 hour'`, retryUntil: sql`now() + interval '2 days'` });

    const claims = await Promise.all([1, 2, 3].map((n) => claimJobs(db, `worker-${n}`, 15, ["owner-email"])));
    const ids = claims.flat().map((job) => job.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect(claims.flat().every((job) => job.kind === "webhook" && job.attempts === 1)).toBe(true);
    expect(await claimJobs(db, "worker-4", 15, ["owner-email"])).toHaveLength(0);
    expect((await claimJobs(db, "worker-4", 15)).map((job) => job.kind)).toEqual(["owner-email"]);
  });

  it("claims a job again only once its worker's lock went stale (the worker died)", async () => {
    const db = api().database.db;
    await clear();
    await enqueue(db, [webhookJob()]);
    const [job] = await claimJobs(db, "dead-worker", 5);
    expect(await claimJobs(db, "other", 5)).toHaveLength(0);
    await db
      .update(outboxJobs)
      .set({ lockedAt: sql`now() - interval '61 seconds'` })
      .where(eq(outboxJobs.id, job!.id));
    const [again] = await claimJobs(db, "other", 5);
    expect(again?.id).toBe(job!.id);
    expect(again?.attempts).toBe(2);
    // The dead worker's late answer changes nothing: the job is the other's now.
    await completeJob(db, "dead-worker", job!.id);
    const [row] = await db.select().from(outboxJobs).where(eq(outboxJobs.id, job!.id));
    expect(row).toMatchObject({ status: "pending", lockedBy: "other" });
  });

  it("retries a failed attempt after the back-off and marks the job failed after 48 h or at once when permanent", async () => {
    const db = api().database.db;
    await clear();
    await enqueue(db, [webhookJob(), webhookJob(), webhookJob()]);
    const [first, second, third] = await claimJobs(db, "w", 3);

    expect(await failJob(db, "w", first!, "HTTP 500", false)).toBe("retry");
    const [retrying] = await db.select().from(outboxJobs).where(eq(outboxJobs.id, first!.id));
    expect(retrying).toMatchObject({ status: "pending", lastError: "HTTP 500", lockedBy: null });
    const waitSeconds = (retrying!.runAt.getTime() - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(7);
    expect(waitSeconds).toBeLessThan(12);

    await db
      .update(outboxJobs)
      .set({ retryUntil: sql`now() + interval '5 seconds'` })
      .where(eq(outboxJobs.id, second!.id));
    expect(await failJob(db, "w", second!, "HTTP 503", false)).toBe("failed");
    expect(await failJob(db, "w", third!, "550 no such mailbox", true)).toBe("failed");
    const failed = await db.select().from(outboxJobs).where(eq(outboxJobs.status, "failed"));
    expect(failed.map((job) => job.lastError).sort()).toEqual(["550 no such mailbox", "HTTP 503"]);
  });

  it("puts a failed job back in line with 'retry now', and nothing else", async () => {
    const db = api().database.db;
    await clear();
    await enqueue(db, [webhookJob(), webhookJob()]);
    const [failing, pending] = await claimJobs(db, "w", 2);
    await failJob(db, "w", failing!, "HTTP 500", true);
    expect(await retryJobNow(db, pending!.id)).toBe(false);
    expect(await retryJobNow(db, failing!.id)).toBe(true);
    const [row] = await db.select().from(outboxJobs).where(eq(outboxJobs.id, failing!.id));
    expect(row!.status).toBe("pending");
    expect(row!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(row!.retryUntil.getTime()).toBeGreaterThan(Date.now() + 47 * 3600_000);
  });

  it("runs a job soon after its transaction commits, retries a throwing task, fails a permanent one, and keeps e-mail waiting without a mailer", async () => {
    const db = api().database.db;
    await clear();
    const done: string[] = [];
    const task: OutboxTask = async (job: OutboxJob) => {
      if (job.target.includes("flaky")) throw new Error("HTTP 502");
      if (job.target.includes("gone")) throw new PermanentFailure("410 gone");
      done.push(job.target);
    };
    const worker = startWorker(task);
    try {
      const started = Date.now();
      await enqueue(db, [
        webhookJob("https://ok.example/"),
        webhookJob("https://flaky.example/"),
        webhookJob("https://gone.example/"),
        emailJob(),
      ]);
      await expect.poll(() => done, { timeout: 2_000, interval: 20 }).toEqual(["https://ok.example/"]);
      expect(Date.now() - started).toBeLessThan(2_000);
      await expect
        .poll(
          async () =>
            (
              await db
                .select({ target: outboxJobs.target, status: outboxJobs.status, attempts: outboxJobs.attempts })
                .from(outboxJobs)
            ).sort((a, b) => a.target.localeCompare(b.target)),
          {
            timeout: 2_000,
          },
        )
        .toEqual([
          { target: "https://flaky.example/", status: "pending", attempts: 1 },
          { target: "https://gone.example/", status: "failed", attempts: 1 },
          { target: "https://ok.example/", status: "sent", attempts: 1 },
          { target: "owner@example.com", status: "pending", attempts: 0 },
        ]);
    } finally {
      await worker.stop();
    }
  });

  it("keeps working while one job hangs: a slow webhook holds one slot, not the others", async () => {
    const db = api().database.db;
    await clear();
    const done: string[] = [];
    let releaseSlow = () => {};
    const slow = new Promise<void>((resolve) => (releaseSlow = resolve));
    const task: OutboxTask = async (job: OutboxJob) => {
      if (job.target.includes("slow")) await slow;
      done.push(job.target);
    };
    const worker = startWorker(task, { concurrency: 2 });
    try {
      await enqueue(db, [webhookJob("https://slow.example/")]);
      await expect
        .poll(async () => (await db.select({ lockedBy: outboxJobs.lockedBy }).from(outboxJobs))[0]?.lockedBy, {
          timeout: 2_000,
        })
        .toBeTruthy();
      // Six more jobs through the one free slot while the slow one still runs.
      await enqueue(
        db,
        Array.from({ length: 6 }, (_, i) => webhookJob(`https://fast-${i}.example/`)),
      );
      await expect.poll(() => done.length, { timeout: 3_000, interval: 20 }).toBe(6);
      expect(done).not.toContain("https://slow.example/");
      releaseSlow();
      await expect.poll(() => done.length, { timeout: 2_000, interval: 20 }).toBe(7);
    } finally {
      releaseSlow();
      await worker.stop();
    }
  });

  it("fails a job past its retry period without running it again (its workers kept dying mid-attempt)", async () => {
    const db = api().database.db;
    await clear();
    await db.insert(outboxJobs).values({
      ...webhookJob("https://crashes.example/"),
      attempts: 40,
      retryUntil: sql`now() - interval '1 minute'`,
    });
    const ran: string[] = [];
    const task: OutboxTask = async (job: OutboxJob) => void ran.push(job.target);
    const worker = startWorker(task);
    try {
      await expect
        .poll(async () => (await db.select({ status: outboxJobs.status }).from(outboxJobs))[0]?.status, {
          timeout: 2_000,
        })
        .toBe("failed");
      expect(ran).toEqual([]);
      expect((await db.select({ lastError: outboxJobs.lastError }).from(outboxJobs))[0]?.lastError).toBe(
        "Not delivered within the retry period",
      );
    } finally {
      await worker.stop();
    }
  });

  it("renews a running job's lock, so no other worker claims it while it runs", async () => {
    const db = api().database.db;
    await clear();
    await enqueue(db, [webhookJob()]);
    const [job] = await claimJobs(db, "worker-a", 1);
    await db.update(outboxJobs).set({ lockedAt: sql`now() - interval '2 minutes'` });
    await renewLock(db, "worker-a", job!.id);
    expect(await claimJobs(db, "worker-b", 1)).toHaveLength(0);
    // Another worker's renewal changes nothing.
    await db.update(outboxJobs).set({ lockedAt: sql`now() - interval '2 minutes'` });
    await renewLock(db, "worker-b", job!.id);
    expect((await claimJobs(db, "worker-b", 1)).map((claimed) => claimed.id)).toEqual([job!.id]);
  });
});
