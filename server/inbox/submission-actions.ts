import { eq, sql } from "drizzle-orm";
import type { SubmissionStatus } from "#app/admin/api-types.ts";
import { formDefinition } from "#app/forms/index.server.ts";
import type { AdminPrincipal } from "../auth/principal";
import type { Db } from "../db/database";
import { submissionEvents, submissions } from "../db/schema";
import { isUuid } from "../db/uuid";
import { ownSubmission } from "./submission-detail";

/*
 * What a user does to one submission. Each locks the row (scoped to the user's sites),
 * changes it and records who did it in submission_events, in one transaction. Each
 * answers false when the submission is not on the user's sites (the endpoint says 404).
 */

async function lockOwn(tx: Db, admin: AdminPrincipal, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await tx
    .select({
      id: submissions.id,
      status: submissions.status,
      spam: submissions.spam,
      form: submissions.form,
      fields: submissions.fields,
      createdAt: submissions.createdAt,
    })
    .from(submissions)
    .where(ownSubmission(admin, id))
    .for("update");
  return row;
}

/** Sets the status by hand (any of the four); the same status again records nothing. */
export function setStatus(db: Db, admin: AdminPrincipal, id: string, status: SubmissionStatus): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockOwn(tx, admin, id);
    if (!row) return false;
    if (row.status === status) return true;
    await tx.update(submissions).set({ status }).where(eq(submissions.id, id));
    await tx
      .insert(submissionEvents)
      .values({ submissionId: id, userId: admin.userId, kind: "status", fromStatus: row.status, toStatus: status });
    return true;
  });
}

/** Adds an internal note (seen by the business only). */
export function addNote(db: Db, admin: AdminPrincipal, id: string, note: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockOwn(tx, admin, id);
    if (!row) return false;
    await tx.insert(submissionEvents).values({ submissionId: id, userId: admin.userId, kind: "note", note });
    return true;
  });
}

/**
 * Moves a submission into the spam folder, or out of it. Out of it ("not spam") the
 * form's own row is written from the stored fields (a honeypot catch never had one), so
 * the recovered message is stored as if it had come in normally.
 */
export function setSpam(db: Db, admin: AdminPrincipal, id: string, spam: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockOwn(tx, admin, id);
    if (!row) return false;
    if (row.spam === spam) return true;
    if (!spam)
      await formDefinition(row.form)?.restore(tx, {
        id,
        createdAt: row.createdAt,
        fields: row.fields as Record<string, unknown>,
      });
    await tx
      .update(submissions)
      .set({ spam, spamSince: spam ? sql`now()` : null })
      .where(eq(submissions.id, id));
    await tx
      .insert(submissionEvents)
      .values({ submissionId: id, userId: admin.userId, kind: spam ? "spam" : "not-spam" });
    return true;
  });
}
