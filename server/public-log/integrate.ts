import { asc, isNull, sql } from "drizzle-orm";
import {
  completedNodes,
  leafHash,
  nodeHash,
  proofNodes,
  rootHash,
  type Hash,
  type NodeId,
} from "#app/sites/notebook/merkle.ts";
import type { Proof } from "#app/sites/notebook/note-types.ts";
import { checkpointBody, proofLeafData } from "#app/sites/notebook/public-log.ts";
import type { Db } from "../db/database";
import { notes, tlogCheckpoints, tlogNodes } from "../db/schema";
import type { CheckpointSigner } from "./checkpoint-signer";
import { lookupIn, nodeKey, readNodes, type NodeMap } from "./nodes";

/**
 * Notes appended per transaction. A batch of 1,000 writes ~2,000 nodes in one
 * statement and holds the log's lock for tens of milliseconds; a backlog (the notes
 * made before the log existed, or a burst) is taken in several batches.
 */
export const MAX_BATCH = 1_000;

export interface Integrated {
  /** The log's size after this batch (its new checkpoint's). */
  size: number;
  appended: number;
}

/**
 * Appends the notes not yet in the log, oldest first, and signs a checkpoint of the
 * new tree, in one transaction: a note gets its index, the nodes it completes are
 * stored, and the checkpoint covering it is written together or not at all.
 *
 * One sequencer at a time, across instances: the transaction locks the log's one
 * state row (as tessera's SeqCoord row). Another instance already appending makes
 * this return null at once (SKIP LOCKED on that row only); its batch, or the next
 * wake-up, takes the notes. Leaves are never skipped or reordered: indexes follow the
 * locked size, and the notes' unique log_index refuses a second assignment.
 */
export async function integratePending(
  db: Db,
  signer: CheckpointSigner,
  maxBatch = MAX_BATCH,
): Promise<Integrated | null> {
  const sign = await signer.load();
  return db.transaction(async (tx) => {
    // A stuck append (a frozen process, a half-open connection) would hold the log's lock and stall every
    // instance: the server ends it, and the next round starts again. A batch takes tens of milliseconds.
    await tx.execute(sql`SET LOCAL statement_timeout = '10s'`);
    await tx.execute(sql`SET LOCAL idle_in_transaction_session_timeout = '10s'`);
    const { rows } = (await tx.execute(
      sql`SELECT size FROM tlog_state WHERE id FOR UPDATE SKIP LOCKED`,
    )) as unknown as { rows: Array<{ size: string | number }> };
    if (!rows[0]) return null;
    const size = Number(rows[0].size);
    const pending = await tx
      .select({ id: notes.id, proof: notes.proof })
      .from(notes)
      .where(isNull(notes.logIndex))
      .orderBy(asc(notes.createdAt), asc(notes.id))
      .limit(maxBatch);
    if (pending.length === 0) return { size, appended: 0 };

    const leaves = pending.map((note) => leafHash(proofLeafData(note.proof as Proof)));
    const newSize = size + leaves.length;
    const { created, root } = await appendLeaves(tx, size, leaves);

    await tx.insert(tlogNodes).values(created.map(({ level, index, hash }) => ({ level, idx: index, hash })));
    const assigned = sql.join(
      pending.map((note, i) => sql`(${note.id}::uuid, ${size + i}::bigint)`),
      sql`, `,
    );
    await tx.execute(
      sql`UPDATE notes SET log_index = v.idx FROM (VALUES ${assigned}) AS v(id, idx) WHERE notes.id = v.id`,
    );
    await tx.execute(sql`UPDATE tlog_state SET size = ${newSize} WHERE id`);
    const signedNote = sign(checkpointBody({ origin: signer.origin, size: newSize, root }));
    await tx.insert(tlogCheckpoints).values({ size: newSize, rootHash: root, signedNote });
    return { size: newSize, appended: leaves.length };
  });
}

/** Whether a stored note waits to be appended (the partial index notes_unlogged answers). */
export async function hasPending(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: notes.id }).from(notes).where(isNull(notes.logIndex)).limit(1);
  return row !== undefined;
}

interface CreatedNode extends NodeId {
  hash: Hash;
}

/** The nodes appending `leaves` to a tree of `size` completes, and the new root; reads the older nodes it needs at once. */
async function appendLeaves(
  db: Pick<Db, "execute">,
  size: number,
  leaves: readonly Hash[],
): Promise<{ created: CreatedNode[]; root: Hash }> {
  const newIds = completedNodes(size, leaves.length);
  const isNew = new Set(newIds.map(({ level, index }) => nodeKey(level, index)));
  // Older nodes read: left siblings of the new ones, and the right edge of the new root.
  const older = [
    ...newIds.filter(({ level }) => level > 0).map(({ level, index }) => ({ level: level - 1, index: 2 * index })),
    ...proofNodes((node) => rootHash(size + leaves.length, node)),
  ].filter(({ level, index }) => !isNew.has(nodeKey(level, index)));
  const nodes: NodeMap = await readNodes(db, older);
  const created: CreatedNode[] = [];
  for (const { level, index } of newIds) {
    const hash =
      level === 0
        ? (leaves[index - size] as Hash)
        : nodeHash(nodeAt(nodes, level - 1, 2 * index), nodeAt(nodes, level - 1, 2 * index + 1));
    nodes.set(nodeKey(level, index), hash);
    created.push({ level, index, hash });
  }
  return { created, root: rootHash(size + leaves.length, lookupIn(nodes)) };
}

function nodeAt(nodes: NodeMap, level: number, index: number): Hash {
  return lookupIn(nodes)(level, index);
}
