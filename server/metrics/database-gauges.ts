import { sql } from "drizzle-orm";
import { Registry } from "prom-client";
import type { Db } from "../db/database";
import { outboxJobs } from "../db/schema";
import { LOCK_TIMEOUT_SECONDS, type OutboxKind } from "../jobs/outbox";
import { readBackupStatus, type BackupStatus } from "./backup-status";

/** What the database says when scraped: the outbox, webhooks and backups. */
export interface DatabaseSnapshot {
  waitingByKind: Partial<Record<OutboxKind, number>>;
  /** Seconds since the oldest waiting job was made; 0 when none waits. */
  oldestWaitingSeconds: number;
  /** Seconds the oldest job that is due, and not in a live worker's hands, has been due; 0 when none. */
  oldestDueSeconds: number;
  webhooksFailing: number;
  backup: BackupStatus | null;
}

/** Every kind of job, each with its own series (0 when none waits). */
const OUTBOX_KINDS = outboxJobs.kind.enumValues;

/**
 * The outbox, webhooks and backups, in a few statements. A webhook is failing when its
 * most recent delivery attempt failed (`last_error` is cleared by a success,
 * server/jobs/outbox.ts); only attempts of the last 49 hours count: a job is retried for
 * 48, so an older failure was given up and nothing has tried since. A backup record that
 * cannot be read leaves the backup gauges out, not the others.
 */
export async function readDatabaseSnapshot(
  db: Db,
  readBackup: (db: Db) => Promise<BackupStatus | null> = readBackupStatus,
): Promise<DatabaseSnapshot> {
  // The pending jobs' reads use their partial index (outbox_jobs_due).
  const { rows: waiting } = (await db.execute(sql`
    select kind, count(*)::int as count from outbox_jobs where status = 'pending' group by kind`)) as unknown as {
    rows: Array<{ kind: OutboxKind; count: number }>;
  };
  const { rows } = (await db.execute(sql`
    select
      (select extract(epoch from now() - min(created_at)) from outbox_jobs where status = 'pending') as oldest_waiting,
      (select extract(epoch from now() - min(run_at)) from outbox_jobs
        where status = 'pending' and run_at <= now()
          and (locked_at is null or locked_at < now() - make_interval(secs => ${LOCK_TIMEOUT_SECONDS}))) as oldest_due,
      (select count(*)::int from (
        select distinct on (webhook_id) last_error from outbox_jobs
        where kind = 'webhook' and webhook_id is not null and last_attempt_at > now() - interval '49 hours'
        order by webhook_id, last_attempt_at desc) latest
       where latest.last_error is not null) as webhooks_failing`)) as unknown as {
    rows: Array<{
      oldest_waiting: string | number | null;
      oldest_due: string | number | null;
      webhooks_failing: number;
    }>;
  };
  const [row] = rows;
  return {
    waitingByKind: Object.fromEntries(waiting.map((entry) => [entry.kind, Number(entry.count)])),
    oldestWaitingSeconds: Math.max(0, Number(row?.oldest_waiting ?? 0)),
    oldestDueSeconds: Math.max(0, Number(row?.oldest_due ?? 0)),
    webhooksFailing: Number(row?.webhooks_failing ?? 0),
    backup: await readBackup(db).catch(() => null),
  };
}

/** A scrape reads every gauge at once: they share one snapshot read within this long. */
const SNAPSHOT_REUSE_MS = 1_000;

type Sample = { labels?: Record<string, string>; value: number };

/**
 * A gauge whose samples are read when scraped, and left out when there is nothing true
 * to say (prom-client's own Gauge always shows an unlabelled value, 0 at worst): a
 * backup time of 0 while the database is unreachable would set off the no-backup alert.
 */
function scrapeGauge(registry: Registry, name: string, help: string, read: () => Promise<Sample[]>): void {
  registry.registerMetric({
    name,
    get: async () => ({ name, help, type: "gauge", aggregator: "sum", values: await read() }),
  } as unknown as Parameters<Registry["registerMetric"]>[0]);
}

/**
 * The gauges read from the database at scrape time, in a registry of their own that only
 * the process answering /metrics holds (the single process, or a cluster's primary with
 * a connection of its own): each worker reading them would multiply them in the sum.
 * `db()` is null while the database is not open yet; then, and when a read fails,
 * `smallsites_database_up` is 0 and the other gauges have no samples.
 */
export function databaseGaugeRegistry(
  db: () => Db | null,
  read: (db: Db) => Promise<DatabaseSnapshot> = (handle) => readDatabaseSnapshot(handle),
): Registry {
  const registry = new Registry();
  let cached: { at: number; snapshot: Promise<DatabaseSnapshot | null> } | null = null;
  const snapshot = () => {
    const now = Date.now();
    if (!cached || now - cached.at > SNAPSHOT_REUSE_MS) {
      const handle = db();
      cached = { at: now, snapshot: handle ? read(handle).catch(() => null) : Promise.resolve(null) };
    }
    return cached.snapshot;
  };
  const from = (pick: (read: DatabaseSnapshot) => number | undefined) => async (): Promise<Sample[]> => {
    const read = await snapshot();
    const value = read ? pick(read) : undefined;
    return value === undefined ? [] : [{ value }];
  };
  const seconds = (date: Date | null) => (date ? date.getTime() / 1000 : 0);

  scrapeGauge(
    registry,
    "smallsites_database_up",
    "1 when the database answered this scrape's queries, 0 when not.",
    async () => [{ value: (await snapshot()) ? 1 : 0 }],
  );
  scrapeGauge(
    registry,
    "smallsites_outbox_jobs_waiting",
    "Outbox jobs not yet delivered (due, running or waiting for a retry), by kind.",
    async () => {
      const read = await snapshot();
      return read ? OUTBOX_KINDS.map((kind) => ({ labels: { kind }, value: read.waitingByKind[kind] ?? 0 })) : [];
    },
  );
  scrapeGauge(
    registry,
    "smallsites_outbox_oldest_waiting_age_seconds",
    "Age of the oldest outbox job not yet delivered (retries included); 0 when none waits.",
    from((read) => read.oldestWaitingSeconds),
  );
  scrapeGauge(
    registry,
    "smallsites_outbox_oldest_due_age_seconds",
    "How long the oldest due outbox job has waited for a worker to claim it; 0 when none. Grows when no worker delivers.",
    from((read) => read.oldestDueSeconds),
  );
  scrapeGauge(
    registry,
    "smallsites_webhooks_failing",
    "Webhooks whose most recent delivery attempt (within 49 hours) failed.",
    from((read) => read.webhooksFailing),
  );
  scrapeGauge(
    registry,
    "smallsites_backup_last_success_timestamp_seconds",
    "When the last successful backup finished (Unix time); 0 when none has. Absent while the server records no backups.",
    from((read) => (read.backup ? seconds(read.backup.lastSuccessAt) : undefined)),
  );
  scrapeGauge(
    registry,
    "smallsites_backup_drill_success",
    "1 when the last restore drill passed, 0 when it failed or none has run.",
    from((read) => (read.backup ? (read.backup.lastDrill?.passed ? 1 : 0) : undefined)),
  );
  scrapeGauge(
    registry,
    "smallsites_backup_last_drill_timestamp_seconds",
    "When the last restore drill ran (Unix time); 0 when none has.",
    from((read) => (read.backup ? seconds(read.backup.lastDrill?.at ?? null) : undefined)),
  );
  return registry;
}
