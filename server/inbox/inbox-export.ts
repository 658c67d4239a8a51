import { and, sql } from "drizzle-orm";
import { PROOF_OF_WORK_FIELD } from "#app/lib/form-guard-schema.ts";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.tsx";
import { TYPING_FIELD } from "#app/lib/typing-report.ts";
import type { AdminPrincipal } from "../auth/principal";
import type { Db } from "../db/database";
import { submissions } from "../db/schema";
import { CSV_BOM, csvRow } from "./csv";
import { afterCursor, listColumns, newestFirst, toListItem } from "./inbox-query";
import { inboxConditions, type InboxFilter } from "./inbox-filter";
import type { InboxCursor } from "./inbox-cursor";

/**
 * Fields a form's request carries for the server, not from the visitor: the form guard's
 * (app/lib/form-guard-schema.ts: honeypot, proof of work, typing report) and an idempotency
 * key. Neither spreadsheet export shows them; the JSON export keeps a row as it is stored.
 */
export const INTERNAL_FIELDS: ReadonlySet<string> = new Set([
  HONEYPOT_FIELD,
  PROOF_OF_WORK_FIELD,
  TYPING_FIELD,
  "idempotency_key",
]);

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
 * phone, message, then `fields`: the visitor's fields as submitted, as one JSON object (the
 * forms' fields differ, so one column keeps every row's shape the same), without the
 * internal ones. A column per field, labelled in the site's language, is the XLSX's.
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
      JSON.stringify(visitorsFields(row.fields)),
    ]);
  }
}

function visitorsFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !INTERNAL_FIELDS.has(key)));
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
