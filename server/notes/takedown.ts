import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { SLUG_PATTERN } from "#app/sites/notebook/note-types.ts";
import { recordAudit } from "../audit/audit";
import type { AdminPrincipal } from "../auth/principal";
import type { Db } from "../db/database";
import { notes } from "../db/schema";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

/** What every read path of a taken-down note answers: 410, with this and nothing of the note. */
export const TAKEN_DOWN = { code: "gone", message: "This note has been taken down." } as const;

export const takedownSchema = z.strictObject({
  reason: z
    .string({ error: serverErrors.takedownReasonMissing })
    .trim()
    .min(3, { error: serverErrors.takedownReasonTooShort(3) })
    .max(500, { error: serverErrors.takedownReasonTooLong(500) }),
});

export interface Takedown {
  slug: string;
  takenDownAt: Date;
}

/**
 * Takes a note down and records who did it, when and why, in one transaction. Idempotent:
 * a note that is already down keeps its first time and its one audit record. Null for a
 * slug no note has.
 */
export async function takeDownNote(
  db: Db,
  admin: Pick<AdminPrincipal, "userId" | "email">,
  slug: string,
  reason: string,
): Promise<Takedown | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  return db.transaction(async (tx) => {
    // The `taken_down_at IS NULL` condition makes the first takedown the only one that writes.
    const [fresh] = await tx
      .update(notes)
      .set({ takenDownAt: sql`now()` })
      .where(and(eq(notes.slug, slug), isNull(notes.takenDownAt)))
      .returning({ slug: notes.slug, takenDownAt: notes.takenDownAt });
    if (fresh?.takenDownAt) {
      await recordAudit(tx, admin, "note_takedown", { slug, reason });
      return { slug, takenDownAt: fresh.takenDownAt };
    }
    const [earlier] = await tx
      .select({ takenDownAt: notes.takenDownAt })
      .from(notes)
      .where(eq(notes.slug, slug))
      .limit(1);
    return earlier?.takenDownAt ? { slug, takenDownAt: earlier.takenDownAt } : null;
  });
}

/** Whether a note with this slug exists and has been taken down. */
export async function isTakenDown(db: Pick<Db, "select">, slug: string): Promise<boolean> {
  if (!SLUG_PATTERN.test(slug)) return false;
  const [row] = await db
    .select({ slug: notes.slug })
    .from(notes)
    .where(and(eq(notes.slug, slug), isNotNull(notes.takenDownAt)))
    .limit(1);
  return row !== undefined;
}
