import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Database } from "../db/database";
import { collectManifest, type BackupManifest, type RunSql } from "./manifest";

/** The PGlite client under an open embedded database (drizzle keeps it as `$client`). */
export function pgliteClient(database: Database): PGlite {
  if (database.kind !== "pglite") throw new Error("Not the embedded database.");
  return (database.db as unknown as { $client: PGlite }).$client;
}

export function runOnPglite(client: PGlite): RunSql {
  return async (text) => (await client.query<Record<string, unknown>>(text)).rows;
}

/**
 * A copy of the embedded database (PGlite's own `dumpDataDir`, a tar of its data folder that
 * `loadDataDir` opens again), taken by the process holding DATA_DIR. The manifest is read
 * and the copy taken inside one PGlite transaction: PGlite runs every other query, statement
 * or transaction only once it holds that transaction's lock, so nothing is written between
 * the counts and the copy, and the manifest is exactly what the copy holds.
 */
export async function dumpPglite(
  database: Database,
  now = new Date(),
): Promise<{ manifest: BackupManifest; dump: Buffer }> {
  const client = pgliteClient(database);
  return client.transaction(async (tx) => {
    const manifest = await collectManifest(
      async (text) => (await tx.query<Record<string, unknown>>(text)).rows,
      "pglite",
      now,
    );
    const blob = await client.dumpDataDir("none");
    return { manifest, dump: Buffer.from(await blob.arrayBuffer()) };
  });
}

/** A dump as PGlite's `loadDataDir` takes it (our buffers are never shared memory: no copy needed). */
export function dumpBlob(dump: Buffer): Blob {
  return new Blob([dump as Buffer<ArrayBuffer>]);
}

/** Opens a PGlite dump in memory, raw (no migrations), for `work`; closed afterwards. */
export async function withLoadedDump<T>(dump: Buffer, work: (run: RunSql) => Promise<T>): Promise<T> {
  const client = await PGlite.create(undefined, { extensions: { pg_trgm }, loadDataDir: dumpBlob(dump) });
  try {
    return await work(runOnPglite(client));
  } finally {
    await client.close();
  }
}
