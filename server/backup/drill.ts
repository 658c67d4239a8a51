import { randomBytes } from "node:crypto";
import { openDatabase, type Database } from "../db/database";
import type { BackupContents } from "./backup-file";
import { checkNotes, checkPhotos, checkPublicLog, compareCounts, type DrillCheck } from "./drill-checks";
import { countRows, journalTags, quoteIdent, unknownMigrations, type BackupManifest } from "./manifest";
import { dumpBlob, pgliteClient, runOnPglite, withLoadedDump } from "./pglite-dump";
import { restorePostgres, runOnClient, withClient } from "./postgres-dump";

export interface DrillReport {
  ok: boolean;
  checks: DrillCheck[];
}

/**
 * The restore drill: restores the backup into a throwaway database (PGlite in memory for an
 * embedded database's backup; a new database beside `databaseUrl`'s on the same PostgreSQL
 * server for a pg_dump), counts its rows before and runs the checks after migrations run
 * forward as a real restore's would, then drops it. Never touches the live database.
 */
export async function runDrill(contents: BackupContents, options: { databaseUrl?: string } = {}): Promise<DrillReport> {
  const unknown = unknownMigrations(contents.manifest);
  if (unknown.length > 0) {
    return report([
      { name: "Migrations known to this code", ok: false, detail: `newer than this code: ${unknown.join(", ")}` },
    ]);
  }
  if (contents.manifest.kind === "pglite") {
    // Rows are counted before migrations run forward, which may add or move rows; when there
    // are none to run, counting the opened database spares loading the dump twice.
    const before = upToDate(contents.manifest) ? null : await withLoadedDump(contents.dump, countRows);
    const database = await openDatabase({ inMemory: true, from: dumpBlob(contents.dump) });
    const restored =
      before ??
      (await countRows(runOnPglite(pgliteClient(database))).catch(async (error: Error) => {
        await database.close();
        throw error;
      }));
    return checkAndClose(contents, restored, database);
  }
  if (!options.databaseUrl) {
    throw new Error(
      "A PostgreSQL backup's drill needs DATABASE_URL: it restores into a throwaway database on that server.",
    );
  }
  const scratch = scratchDatabaseUrl(options.databaseUrl);
  await withClient(options.databaseUrl, (client) => client.query(`CREATE DATABASE ${quoteIdent(scratch.name)}`));
  try {
    await restorePostgres(scratch.url, contents.dump);
    const restored = await withClient(scratch.url, (client) => countRows(runOnClient(client)));
    return await checkAndClose(contents, restored, await openDatabase({ url: scratch.url }));
  } finally {
    await withClient(options.databaseUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${quoteIdent(scratch.name)} WITH (FORCE)`),
    );
  }
}

async function checkAndClose(
  contents: BackupContents,
  restored: Record<string, number>,
  database: Database,
): Promise<DrillReport> {
  try {
    return report([
      compareCounts(contents.manifest.tables, restored),
      await checkNotes(database.db),
      await checkPublicLog(database.db),
      await checkPhotos(database.db),
    ]);
  } finally {
    await database.close();
  }
}

/** Whether the backup's data had every migration of this code applied: nothing will run forward. */
function upToDate(manifest: BackupManifest): boolean {
  const applied = new Set(manifest.migrations.map((migration) => migration.when));
  return [...journalTags().keys()].every((when) => applied.has(when));
}

function report(checks: DrillCheck[]): DrillReport {
  return { ok: checks.every((check) => check.ok), checks };
}

/** A database name of its own beside the one in `url` (PostgreSQL names are at most 63 bytes). */
function scratchDatabaseUrl(url: string): { name: string; url: string } {
  const parsed = new URL(url);
  const base = decodeURIComponent(parsed.pathname.slice(1)) || "postgres";
  const name = `${base.slice(0, 40)}_drill_${randomBytes(6).toString("hex")}`;
  parsed.pathname = `/${encodeURIComponent(name)}`;
  return { name, url: parsed.toString() };
}

/** The report as the command prints it: one line per check, then the verdict. */
export function formatDrillReport(drill: DrillReport, contents: BackupContents): string {
  const lines = [
    `Restore drill of a ${contents.manifest.kind} backup made ${contents.manifest.createdAt}:`,
    ...drill.checks.map((check) => `  ${check.ok ? "ok  " : "FAIL"}  ${check.name}: ${check.detail}`),
    drill.ok ? "The backup restores and checks out." : "The backup FAILED its restore drill.",
  ];
  return lines.join("\n");
}
