import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../../server/db/database";

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
    const database = await openDatabase({ inMemory: true });
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
