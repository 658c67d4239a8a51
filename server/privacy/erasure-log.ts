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

/** SHA-256 (hex) of a normalised address or digits: what aboutSubjectHash compares in the database. */
export function subjectHash(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

/**
 * Records an erasure in its own transaction (eraseSubject): the erasure and its record commit
 * together. A phone number is recorded once per form it may be stored in (phoneDigitVariants),
 * so a restored backup's rows are found again whichever form they hold.
 */
export async function recordErasure(tx: Db, subject: Subject, sites: readonly string[]): Promise<void> {
  const { matchedBy, values } = normalisedSubject(subject);
  await tx
    .insert(erasureLog)
    .values(values.map((value) => ({ matchedBy, subjectHash: subjectHash(value), sites: [...sites] })));
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
