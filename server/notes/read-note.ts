import { and, eq, isNull, sql } from "drizzle-orm";
import { SLUG_PATTERN, type Note, type Proof, type ViewPolicy } from "../../app/sites/notebook/note-types";
import type { Db } from "../db/database";
import { notes } from "../db/schema";
import { isTakenDown } from "./takedown";

/** A read by slug: the note, or why there is none (a taken-down note answers 410, never its content). */
export type NoteRead = { status: "ok"; note: Note } | { status: "taken_down" } | { status: "not_found" };

/**
 * Reads a note by slug and counts the view in the same statement (an atomic
 * increment, so concurrent readers never lose a count). A taken-down note is not
 * read and its view is not counted.
 */
export async function readNoteAndCountView(db: Db, slug: string): Promise<NoteRead> {
  if (!SLUG_PATTERN.test(slug)) return { status: "not_found" };
  const [row] = await db
    .update(notes)
    .set({ viewsCount: sql`${notes.viewsCount} + 1` })
    .where(and(eq(notes.slug, slug), isNull(notes.takenDownAt)))
    .returning();
  // Only a miss pays for the second look: the common read stays one statement.
  if (!row) return (await isTakenDown(db, slug)) ? { status: "taken_down" } : { status: "not_found" };
  return {
    status: "ok",
    note: {
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
    },
  };
}

/** The proof stored for a slug, without counting a view; none for a taken-down note. */
export async function storedProof(db: Db, slug: string): Promise<Proof | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const [row] = await db
    .select({ proof: notes.proof })
    .from(notes)
    .where(and(eq(notes.slug, slug), isNull(notes.takenDownAt)))
    .limit(1);
  return (row?.proof as Proof | undefined) ?? null;
}
