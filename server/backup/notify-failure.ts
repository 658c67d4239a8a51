import type { Db } from "../db/database";
import type { Logger } from "../logger";

export interface BackupFailure {
  /** What failed: taking the backup, its restore drill, or BACKUP_COMMAND copying it away. */
  stage: "backup" | "drill" | "copy";
  /** When the failed run started. */
  startedAt: Date;
  /** The file concerned (its name in BACKUP_DIR), when there is one. */
  file?: string | null;
  /** What went wrong, from our own messages and the tools': never personal data. */
  reason: string;
}

/**
 * The one place a failed scheduled backup, drill or copy reaches the operators
 * (server/backup/schedule.ts and start-backups.ts call it; nothing else does). Operator
 * alert e-mails are to be sent from here, with `db`, once server/notifications/ has them;
 * until then an error-level log line, which whatever watches the logs can alert on.
 */
export async function notifyOperatorsOfBackupFailure(
  deps: { db: Db; logger: Logger },
  failure: BackupFailure,
): Promise<void> {
  deps.logger.error(
    { backup: { ...failure, startedAt: failure.startedAt.toISOString() } },
    `scheduled backup: the ${failure.stage} failed`,
  );
}
