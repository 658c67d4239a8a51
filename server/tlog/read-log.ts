import { and, desc, eq, isNull } from "drizzle-orm";
import { consistencyProof, inclusionProof, leafHash, proofNodes, toBase64 } from "../../app/sites/notebook/merkle";
import { SLUG_PATTERN, type Proof } from "../../app/sites/notebook/note-types";
import { proofLeafData, type LogConsistency, type LogInclusion } from "../../app/sites/notebook/public-log";
import type { Db } from "../db/database";
import { notes, tlogCheckpoints } from "../db/schema";
import { isTakenDown } from "../notes/takedown";
import { lookupIn, readNodes } from "./nodes";

export interface StoredCheckpoint {
  size: number;
  signedNote: string;
  timestampReply: Uint8Array | null;
}

/** The newest checkpoint, or the one of exactly `size` leaves; null when there is none. */
export async function readCheckpoint(db: Db, size?: number): Promise<StoredCheckpoint | null> {
  const [row] = await db
    .select({ size: tlogCheckpoints.size, signedNote: tlogCheckpoints.signedNote, timestampReply: tlogCheckpoints.timestampReply })
    .from(tlogCheckpoints)
    .where(size === undefined ? undefined : eq(tlogCheckpoints.size, size))
    .orderBy(desc(tlogCheckpoints.size))
    .limit(1);
  return row ? { ...row, timestampReply: row.timestampReply ? new Uint8Array(row.timestampReply) : null } : null;
}

export type InclusionRead =
  | { status: "ok"; inclusion: Omit<LogInclusion, "origin" | "verifierKeys"> }
  | { status: "not_found" }
  | { status: "taken_down" }
  /** Stored, not appended yet: the sequencer adds it within seconds. */
  | { status: "pending" };

/**
 * A note's place in the log, proven against the newest checkpoint: the leaf is
 * computed from the stored proof, so a proof rewritten after it was logged no longer
 * matches its leaf, and the proof says so.
 */
export async function readInclusion(db: Db, slug: string): Promise<InclusionRead> {
  if (!SLUG_PATTERN.test(slug)) return { status: "not_found" };
  const [note] = await db
    .select({ proof: notes.proof, logIndex: notes.logIndex })
    .from(notes)
    .where(and(eq(notes.slug, slug), isNull(notes.takenDownAt)))
    .limit(1);
  if (!note) return (await isTakenDown(db, slug)) ? { status: "taken_down" } : { status: "not_found" };
  const checkpoint = await readCheckpoint(db);
  if (note.logIndex === null || !checkpoint || checkpoint.size <= note.logIndex) return { status: "pending" };
  const index = note.logIndex;
  const nodes = await readNodes(db, proofNodes((node) => inclusionProof(index, checkpoint.size, node)));
  const path = inclusionProof(index, checkpoint.size, lookupIn(nodes));
  return {
    status: "ok",
    inclusion: {
      leafIndex: index,
      treeSize: checkpoint.size,
      leafHash: toBase64(leafHash(proofLeafData(note.proof as Proof))),
      inclusionPath: path.map(toBase64),
      checkpoint: checkpoint.signedNote,
      timestampReply: checkpoint.timestampReply ? toBase64(checkpoint.timestampReply) : null,
    },
  };
}

/** RFC 9162 consistency between two sizes, the larger at most the newest checkpoint's; null when out of range. */
export async function readConsistency(db: Db, from: number, to: number | undefined): Promise<LogConsistency | null> {
  const latest = await readCheckpoint(db);
  const end = to ?? latest?.size ?? 0;
  if (!latest || from < 1 || from > end || end > latest.size) return null;
  const nodes = await readNodes(db, proofNodes((node) => consistencyProof(from, end, node)));
  return { from, to: end, consistencyPath: consistencyProof(from, end, lookupIn(nodes)).map(toBase64) };
}
