import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, inArray, lt, sql } from "drizzle-orm";
import type { BulkAction, BulkResult, BulkUndoResult, SubmissionStatus } from "#app/admin/api-types.ts";
import type { AdminPrincipal } from "../auth/principal";
import { recordAudit } from "../audit/audit";
import type { Db } from "../db/database";
import { bulkUndos, submissions } from "../db/schema";
import { inboxConditions, type InboxFilter } from "./inbox-filter";
import { applySpam, applyStatus, lockSubmissions, restoreStates, type LockedSubmission } from "./submission-actions";

/*
 * The inbox's bulk actions: one request, one transaction, one audit record (the action
 * and the count, never whom it was about). The rows are always chosen again here, from the
 * person's own sites: by the ids the page sends (another site's id simply matches nothing)
 * or by the filter (the same WHERE as the list, so "all N matching" are the list's rows).
 * What each changed row was before is kept under an undo token for the window plus a grace,
 * so the person who acted, and only they, can put every row back as it was.
 */

/** The most rows one action takes: "all matching" beyond this is refused, never cut short silently. */
export const BULK_MAX = 10_000;
/** How long the page offers "Undo". */
export const UNDO_SECONDS = 10;
/** The server keeps the states a little longer, for an Undo pressed in the last moment on a slow connection. */
const UNDO_GRACE_SECONDS = 5;

export type BulkTarget = { ids: string[] } | { filter: InboxFilter };

export class TooManyError extends Error {}

type PreviousState = { id: string; status: SubmissionStatus; spam: boolean; spamSince: string | null };

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

function targetWhere(admin: Pick<AdminPrincipal, "sites">, target: BulkTarget) {
  return "ids" in target
    ? and(inArray(submissions.site, admin.sites), inArray(submissions.id, target.ids))!
    : inboxConditions(admin, target.filter);
}

/** How many of the person's submissions match the filter (the inbox's "select all N matching"). */
export async function countMatching(
  db: Db,
  admin: Pick<AdminPrincipal, "sites">,
  filter: InboxFilter,
): Promise<number> {
  const [row] = await db.select({ count: count() }).from(submissions).where(inboxConditions(admin, filter));
  return row?.count ?? 0;
}

function apply(tx: Db, admin: AdminPrincipal, rows: LockedSubmission[], action: BulkAction) {
  if (action === "spam") return applySpam(tx, admin, rows, true);
  if (action === "not-spam") return applySpam(tx, admin, rows, false);
  return applyStatus(tx, admin, rows, action);
}

/**
 * Does `action` to the target's rows on the person's sites. Throws TooManyError (and
 * changes nothing) when more than BULK_MAX match. Ids that are not well-formed are the
 * caller's to refuse.
 */
export function bulkAction(db: Db, admin: AdminPrincipal, action: BulkAction, target: BulkTarget): Promise<BulkResult> {
  if ("ids" in target && target.ids.length > BULK_MAX) return Promise.reject(new TooManyError());
  return db.transaction(async (tx) => {
    const rows = await lockSubmissions(tx, targetWhere(admin, target), BULK_MAX + 1);
    if (rows.length > BULK_MAX) throw new TooManyError();
    const changed = await apply(tx, admin, rows, action);
    await recordAudit(tx, admin, "inbox_bulk", {
      action,
      matched: rows.length,
      changed: changed.length,
      by: "ids" in target ? "selection" : "filter",
    });
    if (changed.length === 0) return { matched: rows.length, changed: 0, undo: null };
    // Expired undo states are cleared here, by the next action: no job needed, and the index keeps it cheap.
    await tx.delete(bulkUndos).where(lt(bulkUndos.expiresAt, sql`now()`));
    const token = randomBytes(32).toString("base64url");
    const previous: PreviousState[] = changed.map((row) => ({
      id: row.id,
      status: row.status,
      spam: row.spam,
      spamSince: row.spamSince,
    }));
    await tx.insert(bulkUndos).values({
      tokenHash: digest(token),
      userId: admin.userId,
      action,
      previous,
      expiresAt: sql`now() + make_interval(secs => ${UNDO_SECONDS + UNDO_GRACE_SECONDS})`,
    });
    return { matched: rows.length, changed: changed.length, undo: { token, seconds: UNDO_SECONDS } };
  });
}

/** Whether a row is still as the action left it: only those are put back, a later change by anyone stays. */
function asLeftBy(action: BulkAction, row: LockedSubmission): boolean {
  if (action === "spam") return row.spam;
  if (action === "not-spam") return !row.spam;
  return row.status === action;
}

/**
 * Undoes a bulk action of this person: "not-found" for a token that is not theirs (or
 * never was), "expired" once its window and grace are over. The token is spent either way.
 * Rows on sites the person no longer manages are left alone.
 */
export function undoBulk(
  db: Db,
  admin: AdminPrincipal,
  token: string,
): Promise<BulkUndoResult | "not-found" | "expired"> {
  return db.transaction(async (tx) => {
    const [undo] = await tx
      .delete(bulkUndos)
      .where(and(eq(bulkUndos.tokenHash, digest(token)), eq(bulkUndos.userId, admin.userId)))
      .returning({
        action: bulkUndos.action,
        previous: bulkUndos.previous,
        live: sql<boolean>`${bulkUndos.expiresAt} > now()`,
      });
    if (!undo) return "not-found";
    if (!undo.live) return "expired";
    const action = undo.action as BulkAction;
    const previous = new Map((undo.previous as PreviousState[]).map((state) => [state.id, state]));
    const rows = await lockSubmissions(
      tx,
      and(inArray(submissions.site, admin.sites), inArray(submissions.id, [...previous.keys()]))!,
    );
    const restored = await restoreStates(
      tx,
      admin,
      rows.filter((row) => asLeftBy(action, row)),
      previous,
    );
    await recordAudit(tx, admin, "inbox_bulk_undone", { action, restored });
    return { restored };
  });
}
