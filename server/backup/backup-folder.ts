import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { BackupKind } from "./backup-file";

/** Scheduled backups' names: the kind and the time (UTC, to the millisecond), so names sort by age. */
const NAME = /^small-sites-(pglite|postgres)-\d{8}T\d{9}Z\.backup$/;

export function backupFileName(kind: BackupKind, createdAt: Date): string {
  return `small-sites-${kind}-${createdAt.toISOString().replace(/[-:.]/g, "")}.backup`;
}

/**
 * Keeps the newest `keep` scheduled backups in `folder` and deletes the older ones, and any
 * temporary file a crash left behind (write-atomic.ts). Other files are left alone. Answers the
 * names deleted.
 */
export async function pruneBackups(folder: string, keep: number): Promise<string[]> {
  const names = await readdir(folder);
  const backups = names.filter((name) => NAME.test(name)).sort();
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  const partial = names.filter((name) => name.startsWith(".small-sites-") && name.endsWith(".partial"));
  for (const name of [...old, ...partial]) await rm(path.join(folder, name), { force: true });
  return old;
}
