import { randomBytes } from "node:crypto";
import pg from "pg";
import { sessionToken } from "./bodies";

export interface BenchDatabase {
  url: string;
  /** The server's version, e.g. "PostgreSQL 15.20". */
  version: string;
  drop(): Promise<void>;
}

/** Creates an empty database named bench_… on the server; `drop` removes it. */
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
  return {
    url: url.toString(),
    version,
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * Stores `count` writing sessions opened `ageSeconds` ago, as POST /api/notes/sessions
 * would have, so each benchmark note uses its own single-use session (tokens from
 * `sessionToken`). Opening them through the API would take longer than the run itself.
 */
export async function openWritingSessions(databaseUrl: string, count: number, ageSeconds: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tokens = Array.from({ length: count }, (_, i) => sessionToken(i));
    await client.query("INSERT INTO note_sessions (token, created_at) SELECT unnest($1::text[]), now() - make_interval(secs => $2)", [tokens, ageSeconds]);
  } finally {
    await client.end();
  }
}
