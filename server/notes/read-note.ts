import { eq, sql } from "drizzle-orm";
import { SLUG_PATTERN, type Note, type Proof, type ViewPolicy } from "../../app/sites/notebook/note-types";
import type { Db } from "../db/database";
import { notes } from "../db/schema";

/**
 * Reads a note by slug and counts the view in the same statement (an atomic
 * increment, so concurrent readers never lose a count). Null when there is none.
 */
export async function readNoteAndCountView(db: Db, slug: string): Promise<Note | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const [row] = await db
    .update(notes)
    .set({ viewsCount: sql`${notes.viewsCount} + 1` })
    .where(eq(notes.slug, slug))
    .returning();
  if (!row) return null;
  return {
    slug: row.slug,
    content: row.content,
    contentEnc: row.contentEnc,
    isPrivate: row.isPrivate,
    passphraseHint: row.passphraseHint,
    createdAt: row.createdAt.toISOString(),
    viewsCount: row.viewsCount,
    contentHash: row.contentHash,
    proof: row.proof as Proof,
    viewPolicy: row.viewPolicy as ViewPolicy,
  };
}

/** The proof stored for a slug, without counting a view. */
export async function storedProof(db: Db, slug: string): Promise<Proof | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const [row] = await db.select({ proof: notes.proof }).from(notes).where(eq(notes.slug, slug)).limit(1);
  return (row?.proof as Proof | undefined) ?? null;
}
