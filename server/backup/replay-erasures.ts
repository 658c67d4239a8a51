import type { Db } from "../db/database";
import { erasureLog } from "../db/schema";
import { deleteAbout } from "../privacy/erasure";
import { readErasureLog, type ErasureEntry } from "../privacy/erasure-log";
import { aboutSubjectHash } from "../privacy/subject";

/**
 * Erases again, in one transaction, each entry the database does not record yet (its id is
 * not in its log), and records it: after restoring an older backup, the people erased since
 * it was made stay erased (server/backup/restore.ts). An entry already recorded was applied
 * to this data before it was backed up, and is not applied again: the person may have
 * written again since, and that is new data. Answers how many entries and records.
 */
export function replayErasures(
  db: Db,
  entries: readonly ErasureEntry[],
): Promise<{ erasures: number; records: number }> {
  return db.transaction(async (tx) => {
    const known = new Set((await readErasureLog(tx)).map((entry) => entry.id));
    const seen = new Set<string>();
    let erasures = 0;
    let records = 0;
    for (const entry of entries) {
      if (known.has(entry.id) || seen.has(entry.id)) continue;
      seen.add(entry.id);
      records += await deleteAbout(tx, entry.sites, (columns) =>
        aboutSubjectHash(entry.matchedBy, entry.subjectHash, columns),
      );
      await tx.insert(erasureLog).values({
        id: entry.id,
        erasedAt: new Date(entry.erasedAt),
        matchedBy: entry.matchedBy,
        subjectHash: entry.subjectHash,
        sites: entry.sites,
      });
      erasures++;
    }
    return { erasures, records };
  });
}
