import { open, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { ErasureEntry } from "../privacy/erasure-log";
import { BackupRefused, peekBackupHeader, readBackupFile, type BackupHeader, type BackupKind } from "./backup-file";

/** Where erasures to apply again after a restore came from, for the report. */
export interface ErasureSource {
  source: string;
  entries: ErasureEntry[];
}

/**
 * The erasure log of another backup file: `--erasures-from <file>` when given, else the newest
 * backup of the same kind of database in the restored file's folder (by the time in its
 * header; the restored file itself is passed over). A folder of scheduled backups
 * (BACKUP_DIR) thus carries erasures made after an older one is restored. Null when the
 * folder holds no other backup.
 */
export async function erasuresFromBackupFile(
  restoredFile: string,
  kind: BackupKind,
  erasuresFrom: string | undefined,
  key: Buffer | null,
): Promise<ErasureSource | null> {
  const file = erasuresFrom ?? (await newestOtherBackup(restoredFile, kind));
  if (!file) return null;
  try {
    return { source: file, entries: (await readBackupFile(await readFile(file), key)).manifest.erasures };
  } catch (error) {
    if (!(error instanceof BackupRefused)) throw error;
    throw new BackupRefused(
      `Cannot read the erasure log of ${file}: ${error.message} ` +
        "Name a readable backup with --erasures-from <file> (the newest you have).",
    );
  }
}

async function newestOtherBackup(restoredFile: string, kind: BackupKind): Promise<string | null> {
  const folder = path.dirname(path.resolve(restoredFile));
  let newest: { file: string; createdAt: string } | null = null;
  for (const name of await readdir(folder)) {
    const file = path.join(folder, name);
    if (file === path.resolve(restoredFile) || name.startsWith(".")) continue;
    const header = await headerOf(file);
    if (header?.kind === kind && (!newest || header.createdAt > newest.createdAt)) {
      newest = { file, createdAt: header.createdAt };
    }
  }
  return newest?.file ?? null;
}

/** A file's header, read from its first bytes only; null for anything not a backup. */
async function headerOf(file: string): Promise<BackupHeader | null> {
  let handle;
  try {
    handle = await open(file, "r");
    if (!(await handle.stat()).isFile()) return null;
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    return peekBackupHeader(buffer.subarray(0, bytesRead), { partial: true });
  } catch {
    return null;
  } finally {
    await handle?.close();
  }
}
