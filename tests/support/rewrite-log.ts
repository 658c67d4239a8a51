import { sql } from "drizzle-orm";
import type { Db } from "#server/db/database.ts";

/**
 * What a dishonest operator with the database's owner role could do to the public log,
 * for tests that must catch it: re-sign a stored proof (here: its signature text
 * reversed), and throw the whole log away so the sequencer rebuilds it over the
 * rewritten proofs (the append-only triggers switched off, as only the owner can).
 */
export async function rewriteStoredProof(db: Db, slug: string): Promise<void> {
  await db.execute(
    sql`UPDATE notes SET proof = jsonb_set(proof, '{signature}', to_jsonb(reverse(proof->>'signature'))) WHERE slug = ${slug}`,
  );
}

export async function wipeLog(db: Db): Promise<void> {
  await db.execute(sql`ALTER TABLE tlog_nodes DISABLE TRIGGER USER`);
  await db.execute(sql`ALTER TABLE tlog_checkpoints DISABLE TRIGGER USER`);
  await db.execute(sql`DELETE FROM tlog_nodes`);
  await db.execute(sql`DELETE FROM tlog_checkpoints`);
  await db.execute(sql`UPDATE notes SET log_index = NULL`);
  await db.execute(sql`UPDATE tlog_state SET size = 0`);
  await db.execute(sql`ALTER TABLE tlog_nodes ENABLE TRIGGER USER`);
  await db.execute(sql`ALTER TABLE tlog_checkpoints ENABLE TRIGGER USER`);
}
