import { and, asc, eq, inArray } from "drizzle-orm";
import type { SubmissionDetail, SubmissionEvent, SubmissionStatus } from "#app/admin/api-types.ts";
import { personLanguage } from "#app/admin/messages/index.ts";
import { formDefinition } from "#app/forms/index.server.ts";
import { siteInfo, type SiteKey } from "#app/sites/registry.ts";
import type { AdminPrincipal } from "../auth/principal";
import type { Db } from "../db/database";
import { submissionEvents, submissions, users } from "../db/schema";
import { isUuid } from "../db/uuid";
import { listDeliveries } from "../notifications/deliveries";
import { listColumns, toListItem } from "./inbox-query";
import { buildReplies } from "./replies";

/** The scope of one submission: its id, on one of the user's sites. Any other id is simply not found. */
export function ownSubmission(admin: Pick<AdminPrincipal, "sites">, id: string) {
  return and(eq(submissions.id, id), inArray(submissions.site, admin.sites));
}

/**
 * A submission as the detail page shows it, its fields labelled in the reader's language, or
 * null when it does not exist on the user's sites. With `markRead`, opening a "new" one makes it "read" (one conditional UPDATE, so
 * two tabs opening it record one event). `mailConfigured`: whether SMTP_URL is set (the delivery log says why e-mails wait).
 */
export async function loadSubmissionDetail(
  db: Db,
  admin: AdminPrincipal,
  id: string,
  { markRead = false, mailConfigured }: { markRead?: boolean; mailConfigured: boolean },
): Promise<SubmissionDetail | null> {
  if (!isUuid(id)) return null;
  if (markRead) {
    await db.transaction(async (tx) => {
      const [read] = await tx
        .update(submissions)
        .set({ status: "read" })
        .where(and(ownSubmission(admin, id), eq(submissions.status, "new")))
        .returning({ id: submissions.id });
      if (read)
        await tx
          .insert(submissionEvents)
          .values({ submissionId: id, userId: admin.userId, kind: "status", fromStatus: "new", toStatus: "read" });
    });
  }
  const [row] = await db
    .select({ ...listColumns, message: submissions.message, fields: submissions.fields, typing: submissions.typing })
    .from(submissions)
    .where(ownSubmission(admin, id));
  if (!row) return null;
  const events = await db
    .select({
      id: submissionEvents.id,
      kind: submissionEvents.kind,
      fromStatus: submissionEvents.fromStatus,
      toStatus: submissionEvents.toStatus,
      note: submissionEvents.note,
      by: users.email,
      createdAt: submissionEvents.createdAt,
    })
    .from(submissionEvents)
    .leftJoin(users, eq(users.id, submissionEvents.userId))
    .where(eq(submissionEvents.submissionId, id))
    .orderBy(asc(submissionEvents.createdAt), asc(submissionEvents.id));

  const site = siteInfo(row.site as SiteKey);
  const fields = (row.fields ?? {}) as Record<string, unknown>;
  const form = formDefinition(row.form);
  return {
    ...toListItem(row),
    fields: form ? form.labelFields(fields, personLanguage(admin, row.site as SiteKey)) : [],
    replies: buildReplies(row, site.name, form ? form.replyLanguage(fields) : site.language),
    events: events.map((event): SubmissionEvent => ({
      id: event.id,
      kind: event.kind,
      fromStatus: event.fromStatus as SubmissionStatus | null,
      toStatus: event.toStatus as SubmissionStatus | null,
      note: event.note,
      by: event.by,
      createdAt: event.createdAt.toISOString(),
    })),
    deliveries: await listDeliveries(db, id, mailConfigured),
    mailConfigured,
    typing: row.typing,
  };
}
