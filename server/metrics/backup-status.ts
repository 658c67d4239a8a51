import { sql } from "drizzle-orm";
import type { Db } from "../db/database";

/** The newest backup and restore drill, as the backup gauges show them. */
export interface BackupStatus {
  /** When the last backup that succeeded finished; null when none has. */
  lastSuccessAt: Date | null;
  /** The last restore drill that ran (a backup restored and checked); null when none has. */
  lastDrill: { at: Date; passed: boolean } | null;
}

/**
 * The scheduled backups' record (`backup_runs`, written by server/backup/schedule.ts) as
 * the metrics read it. Answers null while the server records no backup: no such table,
 * or no run in it (BACKUP_DIR unset; backups may be taken some other way, e.g. pgBackRest).
 * The backup gauges are then left out, so the no-backup alert does not fire on such an
 * install. It reads the last *successful* run and the last drill, which need not be the
 * newest run (`lastBackupRun` in server/backup/backup-runs.ts): a failed night must not
 * hide the previous night's backup from the 26-hour alert.
 */
export async function readBackupStatus(db: Db): Promise<BackupStatus | null> {
  const { rows: table } = (await db.execute(
    sql`select to_regclass('backup_runs') is not null as recorded`,
  )) as unknown as { rows: Array<{ recorded: boolean }> };
  if (!table[0]?.recorded) return null;
  // The last drill: the newest run whose drill passed or failed ("skipped" when its backup failed).
  const lastDrill = sql`from backup_runs where drill in ('passed', 'failed') and finished_at is not null
    order by started_at desc limit 1`;
  const { rows } = (await db.execute(sql`
    select
      exists (select 1 from backup_runs) as any_run,
      (select max(finished_at) from backup_runs where status = 'ok') as last_success,
      (select drill ${lastDrill}) as drill,
      (select finished_at ${lastDrill}) as drill_at`)) as unknown as {
    rows: Array<{ any_run: boolean; last_success: Timestamp; drill: string | null; drill_at: Timestamp }>;
  };
  const [row] = rows;
  if (!row?.any_run) return null;
  return {
    lastSuccessAt: row.last_success === null ? null : new Date(row.last_success),
    lastDrill:
      row.drill && row.drill_at !== null ? { at: new Date(row.drill_at), passed: row.drill === "passed" } : null,
  };
}

type Timestamp = string | Date | null;
