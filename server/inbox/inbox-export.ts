import { and, sql } from "drizzle-orm";
import type { AdminPrincipal } from "../auth/principal";
import type { Db } from "../db/database";
import { submissions } from "../db/schema";
import { CSV_BOM, csvRow } from "./csv";
import { afterCursor, listColumns, newestFirst, toListItem } from "./inbox-query";
import { inboxConditions, type InboxFilter } from "./inbox-filter";
import type { InboxCursor } from "./inbox-cursor";

// Rows per query: 100,000 rows go out in 200 queries, never all in memory at once.
const EXPORT_PAGE = 500;

/** One exported submission: the list's columns, the whole message, and every field as submitted. */
export interface ExportedSubmission {
  id: string;
  site: string;
  form: string;
  status: string;
  spam: boolean;
  createdAt: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  fields: Record<string, unknown>;
}

/** Every submission of the filter over the user's sites, newest first, read page by page with the keyset. */
export async function* exportRows(
  db: Db,
  admin: Pick<AdminPrincipal, "sites">,
  filter: InboxFilter,
): AsyncGenerator<ExportedSubmission> {
  let cursor: InboxCursor | null = null;
  for (;;) {
    const rows = await db
      .select({ ...listColumns, message: submissions.message, fields: submissions.fields, preview: sql<null>`null` })
      .from(submissions)
      .where(and(inboxConditions(admin, filter), afterCursor(cursor)))
      .orderBy(...newestFirst)
      .limit(EXPORT_PAGE);
    for (const row of rows) {
      const { preview: _preview, ...item } = toListItem(row);
      yield { ...item, message: row.message, fields: (row.fields ?? {}) as Record<string, unknown> };
    }
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_PAGE) return;
    cursor = { createdAt: last.createdAtKey, id: last.id };
  }
}

/**
 * The CSV columns: id, site, form, status, spam, created_at (UTC, ISO 8601), name, email,
 * phone, message, then `fields`: every field as submitted, as one JSON object (the forms'
 * fields differ, so one column keeps every row's shape the same and nothing is lost).
 */
export const CSV_HEADER = [
  "id",
  "site",
  "form",
  "status",
  "spam",
  "created_at",
  "name",
  "email",
  "phone",
  "message",
  "fields",
] as const;

export async function* exportCsv(rows: AsyncIterable<ExportedSubmission>): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(CSV_HEADER);
  for await (const row of rows) {
    yield csvRow([
      row.id,
      row.site,
      row.form,
      row.status,
      row.spam,
      row.createdAt,
      row.name,
      row.email,
      row.phone,
      row.message,
      JSON.stringify(row.fields),
    ]);
  }
}

/** A JSON array of ExportedSubmission, written one element at a time. */
export async function* exportJson(rows: AsyncIterable<ExportedSubmission>): AsyncGenerator<string> {
  let first = true;
  yield "[";
  for await (const row of rows) {
    yield `${first ? "\n" : ",\n"}${JSON.stringify(row)}`;
    first = false;
  }
  yield "\n]\n";
}
