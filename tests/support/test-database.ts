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
  const copy = await copyPostgresTemplate();
  const database = await openDatabase({ url: copy.url });
  return {
    database,
    async dispose() {
      await database.close();
      await copy.drop();
    },
  };
}

/**
 * A new, empty database on the TEST_DATABASE_URL server, for a test that opens it its own
 * way (a child process, say): its URL, and `drop` for afterwards.
 */
export async function createEmptyPostgresDatabase(prefix = "test"): Promise<PostgresDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString("hex")}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE "${name}"`));
  return postgresDatabase(name);
}

interface PostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

function postgresDatabase(name: string): PostgresDatabase {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * The migrated PostgreSQL database every test database is copied from, named by a hash of
 * the migrations (a new or edited migration makes a new one). Migrating a database takes
 * ~1.5 s; `CREATE DATABASE … TEMPLATE` copies this one in a fraction of that, once per
 * `describeApi` block and database-backed browser test.
 */
const POSTGRES_TEMPLATE = `test_tpl_${migrationsHash()}`;

// Any fixed number. Every test process takes this advisory lock (in TEST_DATABASE_URL's
// database) before it copies the template: shared to copy, so copies run side by side;
// exclusive to make or drop it. PostgreSQL refuses to copy a database anyone is connected
// to, so only the holder of the exclusive lock ever connects to the template, to migrate it.
const TEMPLATE_LOCK_ID = 72_410_020;

/** A new database on the TEST_DATABASE_URL server copied from the migrated template (made first if missing). */
async function copyPostgresTemplate(): Promise<PostgresDatabase> {
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  await withAdmin(async (admin) => {
    for (;;) {
      await admin.query("SELECT pg_advisory_lock_shared($1)", [TEMPLATE_LOCK_ID]);
      try {
        if (await templateExists(admin)) {
          await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${POSTGRES_TEMPLATE}"`);
          return;
        }
      } finally {
        await admin.query("SELECT pg_advisory_unlock_shared($1)", [TEMPLATE_LOCK_ID]);
      }
      await makePostgresTemplate(admin);
    }
  });
  return postgresDatabase(name);
}

/**
 * Makes the migrated template unless it exists: migrated under another name and renamed
 * into place, so a run stopped halfway never leaves a template short of a migration.
 * Vitest's global setup calls it before the workers start; a test run without that setup
 * (a file run on its own) makes it on its first copy.
 */
export async function ensurePostgresTemplate(): Promise<void> {
  await withAdmin(makePostgresTemplate);
}

async function makePostgresTemplate(admin: pg.Client): Promise<void> {
  const building = `${POSTGRES_TEMPLATE}_building`;
  await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK_ID]);
  try {
    if (await templateExists(admin)) return;
    await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${building}"`);
    const migrated = await openDatabase({ url: postgresDatabase(building).url });
    await migrated.close();
    await admin.query(`ALTER DATABASE "${building}" RENAME TO "${POSTGRES_TEMPLATE}"`);
  } finally {
    await admin.query("SELECT pg_advisory_unlock($1)", [TEMPLATE_LOCK_ID]);
  }
}

/** Drops the template, once no other test process is copying it (one still running makes it again). */
export async function dropPostgresTemplate(): Promise<void> {
  await withAdmin(async (admin) => {
    await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK_ID]);
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${POSTGRES_TEMPLATE}"`);
    } finally {
      await admin.query("SELECT pg_advisory_unlock($1)", [TEMPLATE_LOCK_ID]);
    }
  });
}

async function templateExists(admin: pg.Client): Promise<boolean> {
  const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [POSTGRES_TEMPLATE]);
  return rowCount === 1;
}

/** A hash of every migration file: the templates' names, so a new or edited migration makes new ones. */
function migrationsHash(): string {
  const hash = createHash("sha256");
  for (const name of readdirSync(migrationsDir, { recursive: true, encoding: "utf8" }).sort()) {
    if (name.endsWith(".sql") || name.endsWith(".json"))
      hash.update(name).update(readFileSync(join(migrationsDir, name)));
  }
  return hash.digest("hex").slice(0, 16);
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
  const file = join(tmpdir(), `pglite-template-${migrationsHash()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const fresh = await openDatabase({ inMemory: true });
    const dump = await (fresh.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
    await fresh.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}
