import { desc } from "drizzle-orm";
import type { Db } from "../db/database";
import { backupRuns } from "../db/schema";

export type BackupRun = typeof backupRuns.$inferSelect;

/**
 * The newest scheduled backup run (server/backup/schedule.ts): when it started and finished,
 * its file and size, whether it worked and what its restore drill found; null before the first.
 * For the metrics endpoint and anything else watching the backups.
 */
export async function lastBackupRun(db: Pick<Db, "select">): Promise<BackupRun | null> {
  const [row] = await db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(1);
  return row ?? null;
}

export async function recordBackupRun(db: Db, run: Omit<typeof backupRuns.$inferInsert, "id">): Promise<void> {
  await db.insert(backupRuns).values(run);
}
