import { existsSync, readdirSync } from "node:fs";
import { readFile, rename } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config";
import { openDatabase, type Database } from "../db/database";
import type { ErasureEntry } from "../privacy/erasure-log";
import { BackupRefused, readBackupFile, type BackupContents } from "./backup-file";
import { erasuresFromBackupFile } from "./erasure-sources";
import { erasureEntries, quoteIdent, unknownMigrations, type RunSql } from "./manifest";
import { dumpBlob, pgliteClient, runOnPglite } from "./pglite-dump";
import { restorePostgres, runOnClient, userTableCount, withClient } from "./postgres-dump";
import { replayErasures } from "./replay-erasures";
import { backupKeyOf } from "./take-backup";

export interface RestoreOptions {
  file: string;
  /** Replace a database that is not empty (its erasure log is kept and applied). */
  force?: boolean;
  /** The backup whose erasure log is applied after the restore; default: the newest other one in the file's folder. */
  erasuresFrom?: string;
}

export interface RestoreResult {
  kind: BackupContents["manifest"]["kind"];
  createdAt: string;
  /** Where a replaced embedded database was moved (its folder, renamed); null when none was replaced. */
  movedAside: string | null;
  /** Where the erasures applied again came from: "the replaced database", a backup file. */
  erasureSources: string[];
  erasures: number;
  records: number;
}

type RestoreSettings = Pick<Config, "DATABASE_URL" | "DATA_DIR" | "BACKUP_KEY">;

/**
 * Restores a backup into the configured database (DATABASE_URL, else DATA_DIR), which must be
 * empty unless `force`. Everything that can refuse does so before anything is changed: the
 * file is read and authenticated whole, its kind must be the target's (a PGlite data folder
 * cannot go into PostgreSQL, nor a pg_dump into PGlite), its migrations known to this code,
 * and the erasure logs to apply again read. Then the target is replaced, migrations run
 * forward (openDatabase), and every erasure recorded since the backup was made, in the
 * replaced database or the newest other backup file, is applied again (replayErasures).
 */
export async function restoreBackup(config: RestoreSettings, options: RestoreOptions): Promise<RestoreResult> {
  const key = backupKeyOf(config);
  const contents = await readBackupFile(await readFile(options.file), key);
  const target = config.DATABASE_URL ? "postgres" : "pglite";
  if (contents.manifest.kind !== target) {
    throw new BackupRefused(
      contents.manifest.kind === "pglite"
        ? "This is a backup of the embedded database (PGlite): it restores into DATA_DIR, with DATABASE_URL unset."
        : "This is a backup of PostgreSQL (pg_dump): it restores into a PostgreSQL database, with DATABASE_URL set.",
    );
  }
  const unknown = unknownMigrations(contents.manifest);
  if (unknown.length > 0) {
    throw new BackupRefused(
      `This backup was made by newer code: its migrations ${unknown.join(", ")} are unknown here. ` +
        "Restore it with the version of the code that made it, or a newer one.",
    );
  }
  const fromFile = await erasuresFromBackupFile(options.file, contents.manifest.kind, options.erasuresFrom, key);
  const sources = fromFile ? [{ source: fromFile.source, entries: fromFile.entries }] : [];
  const { database, movedAside, replaced } = config.DATABASE_URL
    ? await intoPostgres(config.DATABASE_URL, contents, options.force ?? false)
    : await intoPglite(config.DATA_DIR, contents, options.force ?? false);
  if (replaced) sources.unshift({ source: "the replaced database", entries: replaced });
  try {
    const applied = await replayErasures(
      database.db,
      sources.flatMap((source) => source.entries),
    );
    return {
      kind: contents.manifest.kind,
      createdAt: contents.manifest.createdAt,
      movedAside,
      erasureSources: sources.map((source) => source.source),
      ...applied,
    };
  } finally {
    await database.close();
  }
}

interface Restored {
  database: Database;
  movedAside: string | null;
  /** The replaced database's erasure log; null when nothing was replaced. */
  replaced: ErasureEntry[] | null;
}

async function intoPostgres(url: string, contents: BackupContents, force: boolean): Promise<Restored> {
  const { replaced, drops } = await withClient(url, async (client) => {
    const run = runOnClient(client);
    const tables = await userTableCount(run);
    if (tables === 0) return { replaced: null, drops: "" };
    if (!force) throw notEmpty(`The database at DATABASE_URL is not empty (${tables} tables).`);
    return { replaced: await erasureEntries(run), drops: await dropEverything(run) };
  });
  // The drops run in the restore's own transaction: a restore that fails leaves the old database.
  await restorePostgres(url, contents.dump, drops);
  return { database: await openDatabase({ url }), movedAside: null, replaced };
}

/** SQL dropping every schema but PostgreSQL's own, then an empty `public` again: the state of a new database. */
async function dropEverything(run: RunSql): Promise<string> {
  const schemas = await run(
    `SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'`,
  );
  const drops = schemas.map((row) => `DROP SCHEMA ${quoteIdent(String(row.nspname))} CASCADE;\n`).join("");
  return `${drops}CREATE SCHEMA public;\n`;
}

async function intoPglite(dataDir: string, contents: BackupContents, force: boolean): Promise<Restored> {
  const folder = path.resolve(dataDir);
  const holdsDatabase = existsSync(folder) && readdirSync(folder).some((name) => name !== "server.lock");
  let replaced: ErasureEntry[] | null = null;
  let movedAside: string | null = null;
  if (holdsDatabase) {
    if (!force) throw notEmpty(`DATA_DIR (${folder}) already holds a database.`);
    // Opening it takes DATA_DIR's lock: a running server makes this refuse, before anything moved.
    const old = await openDatabase({ dataDir: folder });
    try {
      replaced = await erasureEntries(runOnPglite(pgliteClient(old)));
    } finally {
      await old.close();
    }
    movedAside = `${folder}.replaced-${new Date().toISOString().replace(/[-:.]/g, "")}`;
    await rename(folder, movedAside);
  }
  const database = await openDatabase({ dataDir: folder, from: dumpBlob(contents.dump) });
  return { database, movedAside, replaced };
}

function notEmpty(what: string): BackupRefused {
  return new BackupRefused(
    `${what} A restore goes into an empty database; add --force to replace this one ` +
      "(its erasures are applied to the restored data).",
  );
}
