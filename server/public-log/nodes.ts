import { sql } from "drizzle-orm";
import type { Hash, NodeId, NodeLookup } from "#app/sites/notebook/merkle.ts";
import type { Db } from "../db/database";

/** Complete subtrees by "level:index". */
export type NodeMap = Map<string, Hash>;

export const nodeKey = (level: number, index: number) => `${level}:${index}`;

/**
 * Reads the given complete subtrees in one statement (a proof over a million leaves
 * needs about 40, each a primary-key lookup).
 */
export async function readNodes(db: Pick<Db, "execute">, ids: readonly NodeId[]): Promise<NodeMap> {
  const found: NodeMap = new Map();
  if (ids.length === 0) return found;
  const wanted = sql.join(
    ids.map(({ level, index }) => sql`(${level}::int, ${index}::bigint)`),
    sql`, `,
  );
  const { rows } = (await db.execute(
    sql`SELECT level, idx, hash FROM tlog_nodes WHERE (level, idx) IN (${wanted})`,
  )) as unknown as {
    rows: Array<{ level: number; idx: string | number; hash: Uint8Array }>;
  };
  for (const row of rows) found.set(nodeKey(Number(row.level), Number(row.idx)), new Uint8Array(row.hash));
  return found;
}

/** A lookup over a map that must hold every node asked for: a missing one is a broken log, never a guess. */
export function lookupIn(nodes: NodeMap): NodeLookup {
  return (level, index) => {
    const hash = nodes.get(nodeKey(level, index));
    if (!hash) throw new Error(`The log lacks node ${level}:${index}`);
    return hash;
  };
}
