import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { PoolStats } from "../metrics/process-metrics";
import { migrationsDir } from "../paths";
import { lockDataDir } from "./data-dir-lock";
import { listenPostgres } from "./listen";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "postgres" | "pglite";
  /** The connection pool on PostgreSQL, for its use in the metrics (server/metrics/process-metrics.ts); none on PGlite. */
  pool?: PoolStats;
  /** True when the database answers a trivial query within the timeout. */
  isHealthy(timeoutMs?: number): Promise<boolean>;
  /**
   * Calls `onNotify` on each NOTIFY on `channel` (sent with `pg_notify` inside a
   * transaction, it arrives when that commits), and after a lost connection came back.
   * Answers a function that stops listening.
   */
  listen(channel: string, onNotify: () => void): () => Promise<void>;
  close(): Promise<void>;
}

/**
 * PGlite may start `from` a data-folder dump (`dumpDataDir`): tests open a migrated template
 * in memory in ~1 s instead of running initdb and every migration (~5 s), and a restore
 * (server/backup/restore.ts) writes a backup into an empty DATA_DIR.
 */
export type DatabaseTarget = { url: string } | { dataDir: string; from?: Blob } | { inMemory: true; from?: Blob };

// Any fixed number: all instances take this advisory lock while migrating, so
// several starting together apply each migration once.
const MIGRATION_LOCK_ID = 72_410_019;

/** Opens the database, applies pending migrations, and returns a handle. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return "url" in target ? openPostgres(target.url) : openPglite(target);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Fail fast when the database is down, so callers answer 503 quickly.
    connectionTimeoutMillis: 2_000,
    query_timeout: 10_000,
  });
  // An idle client losing its connection (database restarted) must not crash the process.
  pool.on("error", () => {});
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: migrationsDir });
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
  } finally {
    client.release();
  }
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: "postgres",
    isHealthy: (timeoutMs) => answersWithin(db, timeoutMs),
    pool,
    listen: (channel, onNotify) => listenPostgres(url, channel, onNotify),
    close: () => pool.end(),
  };
}

async function openPglite(
  target: { dataDir: string; from?: Blob } | { inMemory: true; from?: Blob },
): Promise<Database> {
  const unlock = "dataDir" in target ? lockDataDir(target.dataDir) : () => {};
  let client: PGlite | undefined;
  try {
    // pg_trgm: the inbox search index (PostgreSQL ships it as a contrib extension too).
    client =
      "dataDir" in target
        ? await PGlite.create(target.dataDir, { extensions: { pg_trgm }, loadDataDir: target.from })
        : await PGlite.create(undefined, { extensions: { pg_trgm }, loadDataDir: target.from });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: migrationsDir });
    const openClient = client;
    return {
      db,
      kind: "pglite",
      isHealthy: (timeoutMs) => (openClient.closed ? Promise.resolve(false) : answersWithin(db, timeoutMs)),
      listen: (channel, onNotify) => {
        const unlisten = openClient.listen(channel, () => onNotify());
        return async () => {
          if (!openClient.closed) await (await unlisten)();
        };
      },
      close: async () => {
        if (!openClient.closed) await openClient.close();
        unlock();
      },
    };
  } catch (error) {
    await client?.close().catch(() => {});
    unlock();
    throw error;
  }
}

async function answersWithin(db: Db, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
