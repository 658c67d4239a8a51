import type { Db } from "../db/database";
import { loggableError } from "../http/loggable-error";
import type { Logger } from "../logger";
import { notifyOperatorsOfBackupFailure as alertOperators } from "../notifications/alert-operators";

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
 * (server/backup/schedule.ts and start-backups.ts call it; nothing else does): an error-level
 * log line, and an alert e-mail to every operator through the outbox
 * (server/notifications/alert-operators.ts), one per run and stage. An alert that cannot be
 * enqueued (the database itself is down) leaves the log line to tell.
 */
export async function notifyOperatorsOfBackupFailure(
  deps: { db: Db; logger: Logger },
  failure: BackupFailure,
): Promise<void> {
  const startedAt = failure.startedAt.toISOString();
  deps.logger.error({ backup: { ...failure, startedAt } }, `scheduled backup: the ${failure.stage} failed`);
  await alertOperators(deps.db, {
    kind: failure.stage === "drill" ? "restore-drill" : failure.stage,
    startedAt: failure.startedAt,
    error: failure.file ? `${failure.file}: ${failure.reason}` : failure.reason,
    key: `backup:${failure.stage}:${startedAt}`,
  }).catch((error: Error) =>
    deps.logger.warn({ err: loggableError(error) }, "could not enqueue the operators' backup alert"),
  );
}
