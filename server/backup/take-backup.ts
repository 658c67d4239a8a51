import { existsSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config";
import { openDatabase, type Database } from "../db/database";
import { writeBackupFile } from "./backup-file";
import { parseBackupKey } from "./backup-key";
import { requestBackupFromServer } from "./backup-socket";
import type { BackupManifest } from "./manifest";
import { dumpPglite } from "./pglite-dump";
import { dumpPostgres } from "./postgres-dump";

type BackupSettings = Pick<Config, "DATABASE_URL" | "DATA_DIR" | "BACKUP_KEY">;

/**
 * A dump of everything the app stores, with its manifest: pg_dump on PostgreSQL; on the
 * embedded database, the server's own copy (`database`, when the server itself backs up),
 * else the running server's over its socket, else (no server running) a copy taken here.
 */
export async function takeDump(
  config: BackupSettings,
  database?: Database,
): Promise<{ manifest: BackupManifest; dump: Buffer }> {
  if (config.DATABASE_URL) return dumpPostgres(config.DATABASE_URL);
  if (database) return dumpPglite(database);
  const fromServer = await requestBackupFromServer(config.DATA_DIR);
  if (fromServer) return fromServer;
  if (!existsSync(path.join(config.DATA_DIR, "PG_VERSION"))) {
    throw new Error(
      `There is no embedded database in DATA_DIR (${path.resolve(config.DATA_DIR)}): nothing to back up.`,
    );
  }
  const own = await openDatabase({ dataDir: config.DATA_DIR });
  try {
    return await dumpPglite(own);
  } finally {
    await own.close();
  }
}

/** The whole backup file's bytes: encrypted with BACKUP_KEY when set, else checksummed only. */
export async function takeBackup(
  config: BackupSettings,
  database?: Database,
): Promise<{ manifest: BackupManifest; file: Buffer }> {
  const { manifest, dump } = await takeDump(config, database);
  return { manifest, file: await writeBackupFile(manifest, dump, backupKeyOf(config)) };
}

export function backupKeyOf(config: Pick<Config, "BACKUP_KEY">): Buffer | null {
  return config.BACKUP_KEY ? parseBackupKey(config.BACKUP_KEY) : null;
}
