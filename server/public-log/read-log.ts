import { and, asc, desc, eq, gt, isNotNull, lte, sql } from "drizzle-orm";
import {
  consistencyProof,
  inclusionProof,
  leafHash,
  proofNodes,
  toBase64,
  type NodeLookup,
} from "#app/sites/notebook/merkle.ts";
import { SLUG_PATTERN, type Proof } from "#app/sites/notebook/note-types.ts";
import { proofLeafData, type LogConsistency, type LogInclusion } from "#app/sites/notebook/public-log.ts";
import type { Db } from "../db/database";
import { tlogCheckpoints } from "../db/schema";
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
    .select({
      size: tlogCheckpoints.size,
      signedNote: tlogCheckpoints.signedNote,
      timestampReply: tlogCheckpoints.timestampReply,
    })
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
  // The note and the newest checkpoint in one round trip: this answers on every note page's check.
  const { rows } = (await db.execute(sql`
    SELECT n.proof, n.log_index, c.size, c.signed_note
    FROM notes n
    LEFT JOIN LATERAL (SELECT size, signed_note FROM tlog_checkpoints ORDER BY size DESC LIMIT 1) c ON true
    WHERE n.slug = ${slug} AND n.taken_down_at IS NULL
  `)) as unknown as {
    rows: Array<{
      proof: unknown;
      log_index: string | number | null;
      size: string | number | null;
      signed_note: string | null;
    }>;
  };
  const found = rows[0];
  const row = found && {
    proof: typeof found.proof === "string" ? (JSON.parse(found.proof) as unknown) : found.proof,
    logIndex: found.log_index === null ? null : Number(found.log_index),
    size: found.size === null ? null : Number(found.size),
    signedNote: found.signed_note,
  };
  if (!row) return (await isTakenDown(db, slug)) ? { status: "taken_down" } : { status: "not_found" };
  const { logIndex: index, size, signedNote } = row;
  if (index === null || size === null || signedNote === null || size <= index) return { status: "pending" };
  const stamped = await firstTimestampedCheckpoint(db, index, size);
  const build = (node: NodeLookup) => ({
    path: inclusionProof(index, size, node),
    consistency: stamped ? consistencyProof(stamped.size, size, node) : [],
  });
  const { path, consistency } = build(lookupIn(await readNodes(db, proofNodes(build))));
  return {
    status: "ok",
    inclusion: {
      leafIndex: index,
      treeSize: size,
      leafHash: toBase64(leafHash(proofLeafData(row.proof as Proof))),
      inclusionPath: path.map(toBase64),
      checkpoint: signedNote,
      timestamped: stamped && {
        checkpoint: stamped.signedNote,
        timestampReply: toBase64(stamped.timestampReply),
        consistencyPath: consistency.map(toBase64),
      },
    },
  };
}

/**
 * The first checkpoint covering leaf `index` that has a timestamp (checkpoints are
 * timestamped within seconds of being signed, so this one dates the entry). The
 * primary key's order answers it; checkpoints never timestamped are passed over. At
 * most `upTo`, the checkpoint the inclusion is proven against (one signed since is not it).
 */
async function firstTimestampedCheckpoint(
  db: Db,
  index: number,
  upTo: number,
): Promise<{ size: number; signedNote: string; timestampReply: Uint8Array } | null> {
  const [row] = await db
    .select({
      size: tlogCheckpoints.size,
      signedNote: tlogCheckpoints.signedNote,
      timestampReply: tlogCheckpoints.timestampReply,
    })
    .from(tlogCheckpoints)
    .where(
      and(gt(tlogCheckpoints.size, index), lte(tlogCheckpoints.size, upTo), isNotNull(tlogCheckpoints.timestampReply)),
    )
    .orderBy(asc(tlogCheckpoints.size))
    .limit(1);
  return row?.timestampReply
    ? { size: row.size, signedNote: row.signedNote, timestampReply: new Uint8Array(row.timestampReply) }
    : null;
}

/** RFC 9162 consistency between two sizes, the larger at most the newest checkpoint's; null when out of range. */
export async function readConsistency(db: Db, from: number, to: number | undefined): Promise<LogConsistency | null> {
  const [latest] = await db
    .select({ size: tlogCheckpoints.size })
    .from(tlogCheckpoints)
    .orderBy(desc(tlogCheckpoints.size))
    .limit(1);
  const end = to ?? latest?.size ?? 0;
  if (!latest || from < 1 || from > end || end > latest.size) return null;
  const nodes = await readNodes(
    db,
    proofNodes((node) => consistencyProof(from, end, node)),
  );
  return { from, to: end, consistencyPath: consistencyProof(from, end, lookupIn(nodes)).map(toBase64) };
}
