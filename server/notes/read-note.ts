import { and, eq, isNull, sql } from "drizzle-orm";
import { SLUG_PATTERN, type Note, type Proof, type ViewPolicy } from "#app/sites/notebook/note-types.ts";
import type { Db } from "../db/database";
import { notes } from "../db/schema";
import { isTakenDown } from "./takedown";

/** Why a read by slug found nothing: a taken-down note answers 410, never its content. */
export type Missing = { status: "taken_down" } | { status: "not_found" };
export type NoteRead = { status: "ok"; note: Note } | Missing;
export type LogRead = { status: "ok"; log: string } | Missing;

/**
 * Reads a note by slug, without its typing log (only its size) and without counting a
 * view: views are counted apart, one per visitor a day (./views.ts).
 */
export async function readNote(db: Db, slug: string): Promise<NoteRead> {
  if (!SLUG_PATTERN.test(slug)) return { status: "not_found" };
  const [row] = await db
    .select({
      slug: notes.slug,
      content: notes.content,
      contentEnc: notes.contentEnc,
      isPrivate: notes.isPrivate,
      passphraseHint: notes.passphraseHint,
      createdAt: notes.createdAt,
      viewsCount: notes.viewsCount,
      contentHash: notes.contentHash,
      proof: notes.proof,
      viewPolicy: notes.viewPolicy,
      typingLogBytes: sql<number | null>`octet_length(${notes.typingLog})`,
    })
    .from(notes)
    .where(and(eq(notes.slug, slug), isNull(notes.takenDownAt)))
    .limit(1);
  if (!row) return missing(db, slug);
  return {
    status: "ok",
    note: {
      ...row,
      createdAt: row.createdAt.toISOString(),
      proof: row.proof as Proof,
      viewPolicy: row.viewPolicy as ViewPolicy,
      typingLogBytes: row.typingLogBytes === null ? null : Number(row.typingLogBytes),
    },
  };
}

/**
 * A note's stored typing log, the exact text its proof's logHash signs. A note made
 * before proof v2 has none: not found.
 */
export async function readTypingLog(db: Db, slug: string): Promise<LogRead> {
  if (!SLUG_PATTERN.test(slug)) return { status: "not_found" };
  const [row] = await db
    .select({ typingLog: notes.typingLog })
    .from(notes)
    .where(and(eq(notes.slug, slug), isNull(notes.takenDownAt)))
    .limit(1);
  if (!row) return missing(db, slug);
  return row.typingLog === null ? { status: "not_found" } : { status: "ok", log: row.typingLog };
}

/** The proof stored for a slug; none for a taken-down note. */
export async function storedProof(db: Db, slug: string): Promise<Proof | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const [row] = await db
    .select({ proof: notes.proof })
    .from(notes)
    .where(and(eq(notes.slug, slug), isNull(notes.takenDownAt)))
    .limit(1);
  return (row?.proof as Proof | undefined) ?? null;
}

/** The typing log stored for a slug; null without one. */
export async function storedLog(db: Db, slug: string): Promise<string | null> {
  const read = await readTypingLog(db, slug);
  return read.status === "ok" ? read.log : null;
}

// Only a miss pays for the second look: the common read stays one statement.
async function missing(db: Db, slug: string): Promise<Missing> {
  return (await isTakenDown(db, slug)) ? { status: "taken_down" } : { status: "not_found" };
}
