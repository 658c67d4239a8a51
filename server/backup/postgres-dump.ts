import pg from "pg";
import { collectManifest, type BackupManifest, type RunSql } from "./manifest";
import { postgresTools, runTool, toolConnection } from "./postgres-tools";

export function runOnClient(client: pg.Client): RunSql {
  return async (text) => (await client.query<Record<string, unknown>>(text)).rows;
}

/** Connects one client to `url` for `work`, then closes it. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v");
  return Math.floor(Number(rows[0]?.v) / 10_000);
}

/**
 * pg_dump's custom format (uncompressed: the backup file is compressed as a whole), taken in
 * the snapshot the manifest is read in (`pg_export_snapshot`, held by a read-only
 * repeatable-read transaction until pg_dump is done): the row counts and erasure log are
 * exactly what the dump holds, while the server goes on writing.
 */
export function dumpPostgres(url: string, now = new Date()): Promise<{ manifest: BackupManifest; dump: Buffer }> {
  return withClient(url, async (client) => {
    const tools = await postgresTools(await serverMajor(client));
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    try {
      const { rows } = await client.query<{ snapshot: string }>("SELECT pg_export_snapshot() AS snapshot");
      const manifest = await collectManifest(runOnClient(client), "postgres", now);
      const { dbname, env } = toolConnection(url);
      const { stdout } = await runTool(
        tools.pgDump,
        [
          "--format=custom",
          "--compress=0",
          "--no-owner",
          "--no-privileges",
          `--snapshot=${rows[0]!.snapshot}`,
          `--dbname=${dbname}`,
        ],
        { env },
      );
      return { manifest, dump: stdout };
    } finally {
      await client.query("COMMIT");
    }
  });
}

/**
 * Restores the dump into `url` in one transaction, after `before` (SQL: what --force drops):
 * pg_restore writes the dump as SQL and psql runs it all with --single-transaction, so the
 * database is replaced whole or left as it was. The objects keep no owner or grants of the
 * database they came from: they belong to the restoring user.
 */
export async function restorePostgres(url: string, dump: Buffer, before = ""): Promise<void> {
  const tools = await withClient(url, async (client) => postgresTools(await serverMajor(client)));
  const { stdout: script } = await runTool(tools.pgRestore, ["--no-owner", "--no-privileges", "--file=-"], {
    input: dump,
  });
  const { dbname, env } = toolConnection(url);
  await runTool(
    tools.psql,
    ["--no-psqlrc", "--quiet", "--single-transaction", "--set=ON_ERROR_STOP=1", `--dbname=${dbname}`, "--file=-"],
    { env, input: Buffer.concat([Buffer.from(before, "utf8"), script]) },
  );
}

/** Tables outside PostgreSQL's catalogues: a database with none is empty, ready for a restore. */
export async function userTableCount(run: RunSql): Promise<number> {
  const [row] = await run(
    `SELECT count(*) AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
  );
  return Number(row?.n ?? 0);
}
