import { readFileSync } from "node:fs";
import path from "node:path";
import type { ErasureEntry } from "../privacy/erasure-log";
import { migrationsDir } from "../paths";
import type { BackupKind } from "./backup-file";

/** What a backup says about itself, inside its encrypted body (./backup-file.ts). */
export interface BackupManifest {
  kind: BackupKind;
  createdAt: string;
  /** The migrations applied to the data, by drizzle's `created_at` (the journal's `when`) and tag. */
  migrations: Array<{ when: number; tag: string | null }>;
  /** Rows per table ("schema.table"), counted in the same snapshot as the dump: the drill compares them. */
  tables: Record<string, number>;
  /** The erasure log at the time (server/privacy/erasure-log.ts): a restore erases again what came after. */
  erasures: ErasureEntry[];
}

/** A raw query on any of our clients (pg's or PGlite's): the manifest is read before the schema is known. */
export type RunSql = (text: string) => Promise<Array<Record<string, unknown>>>;

export async function collectManifest(run: RunSql, kind: BackupKind, createdAt: Date): Promise<BackupManifest> {
  return {
    kind,
    createdAt: createdAt.toISOString(),
    migrations: await appliedMigrations(run),
    tables: await countRows(run),
    erasures: await erasureEntries(run),
  };
}

/** Rows in every table of the database but PostgreSQL's own catalogues. */
export async function countRows(run: RunSql): Promise<Record<string, number>> {
  const tables = await run(
    `SELECT schemaname, tablename FROM pg_tables
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY schemaname, tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { schemaname, tablename } of tables) {
    const name = `${String(schemaname)}.${String(tablename)}`;
    const [row] = await run(
      `SELECT count(*) AS n FROM ${quoteIdent(String(schemaname))}.${quoteIdent(String(tablename))}`,
    );
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

async function appliedMigrations(run: RunSql): Promise<BackupManifest["migrations"]> {
  const [exists] = await run(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!exists?.present) return [];
  const rows = await run(`SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at`);
  const tags = journalTags();
  return rows.map((row) => ({ when: Number(row.created_at), tag: tags.get(Number(row.created_at)) ?? null }));
}

/** The erasure log, read raw: a database being replaced may be of an older schema. */
export async function erasureEntries(run: RunSql): Promise<ErasureEntry[]> {
  const [exists] = await run(`SELECT to_regclass('public.erasure_log') IS NOT NULL AS present`);
  if (!exists?.present) return [];
  const rows = await run(
    `SELECT id, erased_at, matched_by, subject_hash, sites FROM erasure_log ORDER BY erased_at, id`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    erasedAt: new Date(row.erased_at as string | Date).toISOString(),
    matchedBy: row.matched_by as ErasureEntry["matchedBy"],
    subjectHash: String(row.subject_hash),
    sites: row.sites as string[],
  }));
}

/** This code's migrations: the journal drizzle-kit writes beside them (`when` → tag). */
export function journalTags(): Map<number, string> {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, "meta/_journal.json"), "utf8")) as {
    entries: Array<{ when: number; tag: string }>;
  };
  return new Map(journal.entries.map((entry) => [entry.when, entry.tag]));
}

/**
 * A backup made by newer code carries migrations this code does not know: its data may use
 * columns this code would misread, so it is refused (openDatabase only runs migrations forward).
 */
export function unknownMigrations(manifest: BackupManifest, known = journalTags()): string[] {
  return manifest.migrations
    .filter((migration) => !known.has(migration.when))
    .map((migration) => migration.tag ?? `made at ${new Date(migration.when).toISOString()}`);
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
