import type { Database } from "../db/database";
import type { Logger } from "../logger";
import { listenForBackupRequests } from "./backup-socket";
import { notifyOperatorsOfBackupFailure } from "./notify-failure";
import { runBackupIfDue, startBackupSchedule, type BackupConfig } from "./schedule";

/**
 * The server's part in backups (server/serve.ts): on the embedded database, answering
 * `npm run backup` over the socket beside DATA_DIR (only this process may copy it); with
 * BACKUP_DIR, the scheduled backups. Stop it with the answer, before the database closes.
 */
export async function startBackups(
  database: Database,
  config: BackupConfig,
  logger: Logger,
): Promise<() => Promise<void>> {
  const stopSocket =
    database.kind === "pglite" ? await backupSocket(database, config.DATA_DIR, logger) : async () => {};
  const stopSchedule = config.BACKUP_DIR
    ? startBackupSchedule(() =>
        runBackupIfDue(database, config, logger).catch((error: Error) =>
          notifyOperatorsOfBackupFailure(
            { db: database.db, logger },
            { stage: "backup", startedAt: new Date(), reason: error.message },
          ),
        ),
      )
    : async () => {};
  return async () => {
    await stopSocket();
    await stopSchedule();
  };
}

/** Without the socket the server serves on: `npm run backup` then needs the server stopped, and says so (it cannot open DATA_DIR). */
async function backupSocket(database: Database, dataDir: string, logger: Logger): Promise<() => Promise<void>> {
  try {
    return await listenForBackupRequests(database, dataDir, logger);
  } catch (error) {
    logger.warn(
      { err: { message: (error as Error).message } },
      "cannot listen for npm run backup beside DATA_DIR: stop the server to back up the embedded database",
    );
    return async () => {};
  }
}
