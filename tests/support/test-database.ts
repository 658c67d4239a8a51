import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase, type Database } from "#server/db/database.ts";
import { migrationsDir } from "#server/paths.ts";

export type DatabaseKind = "pglite" | "postgres";

/** The databases API tests run against: always PGlite, plus PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export interface TestDatabase {
  database: Database;
  /** Closes the database and, for PostgreSQL, drops the database made for this test file. */
  dispose(): Promise<void>;
}

/** A fresh, migrated, empty database: PGlite in memory, or a new database on the test PostgreSQL server. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const database = await openDatabase({ inMemory: true, from: await migratedTemplate() });
    return { database, dispose: () => database.close() };
  }
  const empty = await createEmptyPostgresDatabase();
  const database = await openDatabase({ url: empty.url });
  return {
    database,
    async dispose() {
      await database.close();
      await empty.drop();
    },
  };
}

/**
 * A new, empty database on the TEST_DATABASE_URL server, for a test that opens it its own
 * way (a child process, say): its URL, and `drop` for afterwards.
 */
export async function createEmptyPostgresDatabase(prefix = "test"): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * A dump of a freshly migrated PGlite, made once per set of migrations and kept in the
 * temp folder (named by a hash of every migration file, so a new or edited migration
 * makes a new one). Each test file's database loads it in ~1 s instead of ~5 s of
 * initdb and migrations; with ~70 such databases per run that is minutes of CI.
 * Concurrent test processes may both write it: each writes its own file and renames
 * it into place, which is atomic.
 */
async function migratedTemplate(): Promise<Blob> {
  const hash = createHash("sha256");
  for (const name of readdirSync(migrationsDir, { recursive: true, encoding: "utf8" }).sort()) {
    if (name.endsWith(".sql") || name.endsWith(".json")) hash.update(name).update(readFileSync(join(migrationsDir, name)));
  }
  const file = join(tmpdir(), `pglite-template-${hash.digest("hex").slice(0, 16)}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const fresh = await openDatabase({ inMemory: true });
    const dump = await ((fresh.db as unknown as { $client: PGlite }).$client).dumpDataDir("none");
    await fresh.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}
