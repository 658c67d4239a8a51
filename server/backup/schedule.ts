import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Config } from "../config";
import type { Database, Db } from "../db/database";
import { scheduledJobs } from "../db/schema";
import type { Logger } from "../logger";
import { readBackupFile } from "./backup-file";
import { runBackupCommand } from "./backup-command";
import { backupFileName, pruneBackups } from "./backup-folder";
import { recordBackupRun } from "./backup-runs";
import { runDrill } from "./drill";
import { parseEvery } from "./duration";
import { notifyOperatorsOfBackupFailure } from "./notify-failure";
import { backupKeyOf, takeBackup } from "./take-backup";
import { writeFileAtomic } from "./write-atomic";

export const BACKUP_JOB = "backup";
/** How often each instance asks whether a backup is due: BACKUP_EVERY can be as short as a minute. */
export const BACKUP_CHECK_MS = 60_000;
/** After a failed backup, the next try comes this soon (or at BACKUP_EVERY, if shorter). */
export const BACKUP_RETRY_MS = 15 * 60_000;

export type BackupConfig = Pick<
  Config,
  "DATABASE_URL" | "DATA_DIR" | "BACKUP_DIR" | "BACKUP_EVERY" | "BACKUP_KEEP" | "BACKUP_KEY" | "BACKUP_COMMAND"
>;

export interface BackupOutcome {
  status: "ok" | "failed";
  file: string | null;
  drill: "passed" | "failed" | null;
}

/**
 * Whether this instance takes the backup now: the one whose UPDATE moves `last_run_at`
 * forward (the row lock makes the others wait, then find it recent), however many instances
 * and workers share the database, like the daily jobs (server/jobs/retention.ts). The claim
 * commits at once, so no transaction stays open while the dump runs; the database's clock
 * decides, so the instances' clocks need not agree. Due a little early (a tenth of the
 * interval, at most a minute) so the once-a-minute checks do not push each run later.
 */
export async function claimBackup(db: Db, everyMs: number): Promise<boolean> {
  await db
    .insert(scheduledJobs)
    .values({ name: BACKUP_JOB, lastRunAt: sql`'-infinity'::timestamptz` })
    .onConflictDoNothing();
  const dueAfterSeconds = (everyMs - Math.min(everyMs / 10, 60_000)) / 1000;
  const claimed = await db
    .update(scheduledJobs)
    .set({ lastRunAt: sql`now()` })
    .where(
      and(
        eq(scheduledJobs.name, BACKUP_JOB),
        lt(scheduledJobs.lastRunAt, sql`now() - make_interval(secs => ${dueAfterSeconds})`),
      ),
    )
    .returning({ name: scheduledJobs.name });
  return claimed.length === 1;
}

/** A failed backup is tried again BACKUP_RETRY_MS later, not a whole BACKUP_EVERY later. */
async function retrySoon(db: Db, everyMs: number): Promise<void> {
  const backdate = (everyMs - Math.min(everyMs, BACKUP_RETRY_MS)) / 1000;
  await db
    .update(scheduledJobs)
    .set({ lastRunAt: sql`now() - make_interval(secs => ${backdate})` })
    .where(eq(scheduledJobs.name, BACKUP_JOB));
}

/**
 * The scheduled backup, when due (claimBackup): the file written whole into BACKUP_DIR
 * (write-atomic.ts), the oldest beyond BACKUP_KEEP deleted, the new file read back from disk
 * and restored in the drill (./drill.ts), then BACKUP_COMMAND run on it. Each run is recorded
 * in `backup_runs`; a failure reaches the operators (notifyOperatorsOfBackupFailure). Null
 * when not due or not configured.
 */
export async function runBackupIfDue(
  database: Database,
  config: BackupConfig,
  logger: Logger,
): Promise<BackupOutcome | null> {
  const everyMs = parseEvery(config.BACKUP_EVERY);
  if (!config.BACKUP_DIR || everyMs === null) return null;
  const db = database.db;
  if (!(await claimBackup(db, everyMs))) return null;
  const startedAt = new Date();
  let name: string;
  let bytes: number;
  try {
    await mkdir(config.BACKUP_DIR, { recursive: true, mode: 0o700 });
    const { manifest, file } = await takeBackup(config, database);
    name = backupFileName(manifest.kind, new Date(manifest.createdAt));
    await writeFileAtomic(path.join(config.BACKUP_DIR, name), file);
    bytes = file.length;
    await pruneBackups(config.BACKUP_DIR, config.BACKUP_KEEP);
  } catch (error) {
    const reason = (error as Error).message;
    await retrySoon(db, everyMs).catch(() => {});
    await recordBackupRun(db, { startedAt, finishedAt: new Date(), status: "failed", error: reason }).catch(() => {});
    await notifyOperatorsOfBackupFailure({ db, logger }, { stage: "backup", startedAt, reason });
    return { status: "failed", file: null, drill: null };
  }
  const fullPath = path.join(config.BACKUP_DIR, name);
  const problems: string[] = [];
  const drill = await drillFile(fullPath, config).catch((error: Error) => ({
    ok: false as const,
    reason: error.message,
  }));
  if (!drill.ok) {
    problems.push(`drill: ${drill.reason}`);
    await notifyOperatorsOfBackupFailure(
      { db, logger },
      { stage: "drill", startedAt, file: name, reason: drill.reason },
    );
  }
  if (config.BACKUP_COMMAND) {
    await runBackupCommand(config.BACKUP_COMMAND, fullPath).catch(async (error: Error) => {
      problems.push(`copy: ${error.message}`);
      await notifyOperatorsOfBackupFailure(
        { db, logger },
        { stage: "copy", startedAt, file: name, reason: error.message },
      );
    });
  }
  await recordBackupRun(db, {
    startedAt,
    finishedAt: new Date(),
    file: name,
    bytes,
    status: "ok",
    drill: drill.ok ? "passed" : "failed",
    error: problems.length > 0 ? problems.join("; ") : null,
  });
  logger.info({ backup: { file: name, bytes, drill: drill.ok ? "passed" : "failed" } }, "scheduled backup made");
  return { status: "ok", file: name, drill: drill.ok ? "passed" : "failed" };
}

/** The drill on the file as written: read back from disk, authenticated, restored and checked. */
async function drillFile(file: string, config: BackupConfig): Promise<{ ok: true } | { ok: false; reason: string }> {
  const contents = await readBackupFile(await readFile(file), backupKeyOf(config));
  const report = await runDrill(contents, { databaseUrl: config.DATABASE_URL });
  if (report.ok) return { ok: true };
  const failed = report.checks.filter((check) => !check.ok).map((check) => `${check.name}: ${check.detail}`);
  return { ok: false, reason: failed.join("; ") };
}

/**
 * Runs `check` every BACKUP_CHECK_MS (runBackupIfDue decides whether a backup is due), one
 * run at a time in this process: a check while one is still running is skipped. The timer is
 * unref'd, so it never keeps the process alive. Stop it with the answer, which waits for a
 * run in progress.
 */
export function startBackupSchedule(check: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = check()
      .catch(() => {})
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, BACKUP_CHECK_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
