import { createHash } from "node:crypto";
import { asc } from "drizzle-orm";
import type { Db } from "../db/database";
import { erasureLog } from "../db/schema";
import { normalisedSubject, type MatchedBy, type Subject } from "./subject";

/** One erasure as the log keeps it: no address or number, only its hash. */
export interface ErasureEntry {
  id: string;
  erasedAt: string;
  matchedBy: MatchedBy;
  subjectHash: string;
  sites: string[];
}

/** SHA-256 (hex) of the normalised address or digits: what aboutSubjectHash compares in the database. */
export function subjectHash(subject: Subject): string {
  return createHash("sha256").update(normalisedSubject(subject).value, "utf8").digest("hex");
}

/** Records an erasure in its own transaction (eraseSubject): the erasure and its record commit together. */
export async function recordErasure(tx: Db, subject: Subject, sites: readonly string[]): Promise<void> {
  await tx
    .insert(erasureLog)
    .values({ matchedBy: normalisedSubject(subject).matchedBy, subjectHash: subjectHash(subject), sites: [...sites] });
}

/** The whole log, oldest first: a backup carries it beside the data (server/backup/manifest.ts). */
export async function readErasureLog(db: Pick<Db, "select">): Promise<ErasureEntry[]> {
  const rows = await db.select().from(erasureLog).orderBy(asc(erasureLog.erasedAt), asc(erasureLog.id));
  return rows.map((row) => ({
    id: row.id,
    erasedAt: row.erasedAt.toISOString(),
    matchedBy: row.matchedBy,
    subjectHash: row.subjectHash,
    sites: row.sites,
  }));
}
