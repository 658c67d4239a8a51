import { and, desc, sql } from "drizzle-orm";
import { z } from "zod";
import type { FormKey, InboxPage, SubmissionListItem, SubmissionStatus } from "#app/admin/api-types.ts";
import type { SiteKey } from "#app/sites/registry.ts";
import type { AdminPrincipal } from "../auth/principal";
import type { Db } from "../db/database";
import { submissions } from "../db/schema";
import { decodeCursor, encodeCursor, type InboxCursor } from "./inbox-cursor";
import { inboxConditions, inboxFilterShape, type InboxFilter } from "./inbox-filter";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

/** GET /api/admin/submissions's query: the filters, plus the page. */
export const inboxQuerySchema = z.strictObject({
  ...inboxFilterShape,
  cursor: z.string().optional(),
  limit: z.coerce.number().int(serverErrors.wholeNumber).min(1).max(100).default(50),
});
export type InboxQueryInput = z.infer<typeof inboxQuerySchema>;

/** The columns of a list row; created_at also as text to the microsecond, for the cursor. */
export const listColumns = {
  id: submissions.id,
  site: submissions.site,
  form: submissions.form,
  status: submissions.status,
  spam: submissions.spam,
  name: submissions.name,
  email: submissions.email,
  phone: submissions.phone,
  preview: sql<string | null>`left(${submissions.message}, 200)`,
  createdAt: submissions.createdAt,
  createdAtKey: sql<string>`to_char(${submissions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

type ListRow = { [K in keyof typeof listColumns]: unknown } & { id: string; createdAt: Date; createdAtKey: string };

export function toListItem(row: ListRow): SubmissionListItem {
  return {
    id: row.id,
    site: row.site as SiteKey,
    form: row.form as FormKey,
    status: row.status as SubmissionStatus,
    spam: row.spam as boolean,
    name: row.name as string | null,
    email: row.email as string | null,
    phone: row.phone as string | null,
    preview: row.preview as string | null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Rows after the cursor, newest first: (created_at, id) below the cursor's, which the (…, created_at desc, id desc) indexes serve. */
export function afterCursor(cursor: InboxCursor | null) {
  return cursor
    ? sql`(${submissions.createdAt}, ${submissions.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
}

export const newestFirst = [desc(submissions.createdAt), desc(submissions.id)] as const;

export class InvalidCursorError extends Error {}

/**
 * One page of the inbox over the user's sites, newest first, continuing after `cursor`.
 * Asks for one row more than the page to know whether another page follows.
 */
export async function listInbox(
  db: Db,
  admin: Pick<AdminPrincipal, "sites">,
  query: InboxFilter & { cursor?: string; limit: number },
): Promise<InboxPage> {
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
  if (query.cursor !== undefined && !cursor) throw new InvalidCursorError();
  const rows = await db
    .select({ ...listColumns, spamReason: submissions.spamReason })
    .from(submissions)
    .where(and(inboxConditions(admin, query), afterCursor(cursor)))
    .orderBy(...newestFirst)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({ ...toListItem(row), spamReason: row.spamReason })),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ createdAt: last.createdAtKey, id: last.id }) : null,
  };
}
