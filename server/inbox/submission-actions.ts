import { asc, inArray, sql, type SQL } from "drizzle-orm";
import type { SubmissionStatus } from "#app/admin/api-types.ts";
import { formDefinition } from "#app/forms/index.server.ts";
import type { AdminPrincipal } from "../auth/principal";
import type { Db } from "../db/database";
import { submissionEvents, submissions } from "../db/schema";
import { isUuid } from "../db/uuid";
import { ownSubmission } from "./submission-detail";

/*
 * What a user does to submissions: one from its page, or many at once from the inbox
 * (./bulk-actions.ts). Both lock the rows (scoped to the user's sites by the caller's
 * WHERE), change them with one UPDATE and record who did it in submission_events, in one
 * transaction. The single-row functions answer false when the submission is not on the
 * user's sites (the endpoint says 404).
 */

/** A locked row as an action sees it: its state before, and what "not spam" needs to rebuild the form's row. */
export interface LockedSubmission {
  id: string;
  status: SubmissionStatus;
  spam: boolean;
  /** As PostgreSQL writes it (to the microsecond, with its offset): put back exactly by an undo. */
  spamSince: string | null;
  form: string;
  fields: unknown;
  createdAt: Date;
}

/** Rows per multi-row INSERT: 5 parameters each stays far below PostgreSQL's 65,535 per statement. */
const EVENT_CHUNK = 2_000;

/**
 * Locks the rows `where` selects, in id order (two bulk actions over overlapping rows then
 * wait for each other instead of deadlocking), at most `limit` of them.
 */
export function lockSubmissions(tx: Db, where: SQL, limit?: number): Promise<LockedSubmission[]> {
  const query = tx
    .select({
      id: submissions.id,
      status: submissions.status,
      spam: submissions.spam,
      spamSince: sql<string | null>`${submissions.spamSince}::text`,
      form: submissions.form,
      fields: submissions.fields,
      createdAt: submissions.createdAt,
    })
    .from(submissions)
    .where(where)
    .orderBy(asc(submissions.id))
    .for("update");
  return limit === undefined ? query : query.limit(limit);
}

type EventRow = typeof submissionEvents.$inferInsert;

async function insertEvents(tx: Db, events: EventRow[]) {
  for (let start = 0; start < events.length; start += EVENT_CHUNK)
    await tx.insert(submissionEvents).values(events.slice(start, start + EVENT_CHUNK));
}

/** Sets `status` on the locked rows that have another; answers those (as they were before). */
export async function applyStatus(
  tx: Db,
  admin: Pick<AdminPrincipal, "userId">,
  rows: readonly LockedSubmission[],
  status: SubmissionStatus,
): Promise<LockedSubmission[]> {
  const changed = rows.filter((row) => row.status !== status);
  if (changed.length === 0) return changed;
  await tx
    .update(submissions)
    .set({ status })
    .where(
      inArray(
        submissions.id,
        changed.map((row) => row.id),
      ),
    );
  await insertEvents(
    tx,
    changed.map((row) => ({
      submissionId: row.id,
      userId: admin.userId,
      kind: "status" as const,
      fromStatus: row.status,
      toStatus: status,
    })),
  );
  return changed;
}

/**
 * Moves the locked rows into the spam folder, or out of it; answers the rows it moved. Out
 * of it ("not spam") each form's own row is written from the stored fields (a honeypot
 * catch never had one), so a recovered message is stored as if it had come in normally.
 */
export async function applySpam(
  tx: Db,
  admin: Pick<AdminPrincipal, "userId">,
  rows: readonly LockedSubmission[],
  spam: boolean,
): Promise<LockedSubmission[]> {
  const changed = rows.filter((row) => row.spam !== spam);
  if (changed.length === 0) return changed;
  if (!spam)
    for (const row of changed)
      await formDefinition(row.form)?.restore(tx, {
        id: row.id,
        createdAt: row.createdAt,
        fields: row.fields as Record<string, unknown>,
      });
  await tx
    .update(submissions)
    .set({ spam, spamSince: spam ? sql`now()` : null })
    .where(
      inArray(
        submissions.id,
        changed.map((row) => row.id),
      ),
    );
  await insertEvents(
    tx,
    changed.map((row) => ({
      submissionId: row.id,
      userId: admin.userId,
      kind: spam ? ("spam" as const) : ("not-spam" as const),
    })),
  );
  return changed;
}

/**
 * Puts rows back as they were (`status`, `spam`, `spamSince` each), in one UPDATE from a
 * JSON parameter (one bound value, whatever the count), recording each change as an event.
 * `current` are the locked rows as they are now.
 */
export async function restoreStates(
  tx: Db,
  admin: Pick<AdminPrincipal, "userId">,
  current: readonly LockedSubmission[],
  previous: ReadonlyMap<string, Pick<LockedSubmission, "status" | "spam" | "spamSince">>,
): Promise<number> {
  const rows = current.flatMap((row) => {
    const before = previous.get(row.id);
    return before ? [{ row, before }] : [];
  });
  if (rows.length === 0) return 0;
  const values = rows.map(({ row, before }) => ({
    id: row.id,
    status: before.status,
    spam: before.spam,
    spam_since: before.spamSince,
  }));
  await tx.execute(sql`
    update ${submissions} set status = v.status, spam = v.spam, spam_since = v.spam_since
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id uuid, status text, spam boolean, spam_since timestamptz)
    where ${submissions.id} = v.id`);
  await insertEvents(
    tx,
    rows.flatMap(({ row, before }): EventRow[] => {
      const events: EventRow[] = [];
      if (row.status !== before.status)
        events.push({
          submissionId: row.id,
          userId: admin.userId,
          kind: "status",
          fromStatus: row.status,
          toStatus: before.status,
        });
      if (row.spam !== before.spam)
        events.push({ submissionId: row.id, userId: admin.userId, kind: before.spam ? "spam" : "not-spam" });
      return events;
    }),
  );
  return rows.length;
}

async function lockOne(tx: Db, admin: AdminPrincipal, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await lockSubmissions(tx, ownSubmission(admin, id)!);
  return row;
}

/** Sets the status by hand (any of the four); the same status again records nothing. */
export function setStatus(db: Db, admin: AdminPrincipal, id: string, status: SubmissionStatus): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockOne(tx, admin, id);
    if (!row) return false;
    await applyStatus(tx, admin, [row], status);
    return true;
  });
}

/** Adds an internal note (seen by the business only). */
export function addNote(db: Db, admin: AdminPrincipal, id: string, note: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockOne(tx, admin, id);
    if (!row) return false;
    await tx.insert(submissionEvents).values({ submissionId: id, userId: admin.userId, kind: "note", note });
    return true;
  });
}

/** Moves a submission into the spam folder, or out of it (see applySpam). */
export function setSpam(db: Db, admin: AdminPrincipal, id: string, spam: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockOne(tx, admin, id);
    if (!row) return false;
    await applySpam(tx, admin, [row], spam);
    return true;
  });
}
