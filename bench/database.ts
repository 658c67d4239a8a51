import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase } from "#server/db/database.ts";
import { sessionSecret, sessionSlug, sessionToken } from "./bodies";

export interface BenchDatabase {
  url: string;
  /** The server's version, e.g. "PostgreSQL 15.20". */
  version: string;
  drop(): Promise<void>;
}

/**
 * Creates a database named bench_… on the server with every migration applied, as the
 * app would at its start, so a row that never starts the app (the database ceiling)
 * finds its tables too; `drop` removes it.
 */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `bench_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  let version: string;
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    const { rows } = await admin.query<{ version: string }>("SELECT version()");
    version = rows[0]?.version.match(/^PostgreSQL [\d.]+/)?.[0] ?? "PostgreSQL";
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await cleanup.end();
  };
  try {
    await (await openDatabase({ url: url.toString() })).close();
  } catch (error) {
    await drop();
    throw error;
  }
  return { url: url.toString(), version, drop };
}

/**
 * Stores `count` writing sessions opened `ageSeconds` ago, as POST /api/notes/sessions
 * would have (the secret's SHA-256, the slug), so each benchmark note uses its own
 * single-use session (`sessionToken`, `sessionSecret`, `sessionSlug`). Opening them
 * through the API would take longer than the run itself.
 */
export async function openWritingSessions(databaseUrl: string, count: number, ageSeconds: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await insertWritingSessions(client, 0, count, ageSeconds);
  } finally {
    await client.end();
  }
}

/** Stores the writing sessions `first` to `first + count - 1`, opened `ageSeconds` ago, on a connected client. */
export async function insertWritingSessions(
  client: pg.Client,
  first: number,
  count: number,
  ageSeconds: number,
): Promise<void> {
  const indexes = Array.from({ length: count }, (_, i) => first + i);
  await client.query(
    `INSERT INTO note_sessions (id, secret_hash, slug, created_at, last_batch_at)
     SELECT id, secret_hash, slug, now() - make_interval(secs => $4), now() - make_interval(secs => $4)
     FROM unnest($1::text[], $2::text[], $3::text[]) AS session(id, secret_hash, slug)`,
    [
      indexes.map(sessionToken),
      indexes.map((i) => createHash("sha256").update(sessionSecret(i)).digest("hex")),
      indexes.map(sessionSlug),
      ageSeconds,
    ],
  );
}
