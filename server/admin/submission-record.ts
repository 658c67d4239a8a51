import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FormKey } from "../../app/admin/api-types";
import type { SiteKey } from "../../app/admin/sites";
import type { Db } from "../db/database";
import { submissions } from "../db/schema";

/**
 * What the inbox keeps of one form submission: the list's columns (name, e-mail, phone,
 * message) copied out, and every field as the visitor submitted it under the form's own
 * names (`fields`), so the detail shows them all and "not spam" can rebuild the form's row.
 */
export interface SubmissionRecord {
  site: SiteKey;
  form: FormKey;
  name: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  fields: Record<string, unknown>;
}

/** Writes the inbox row beside the form's own row: call it with the transaction that stored that row, and its id. */
export async function insertSubmission(tx: Pick<Db, "insert">, id: string, record: SubmissionRecord): Promise<void> {
  await tx.insert(submissions).values({ id, ...record });
}

/**
 * Stores a honeypot catch in the spam folder only (no row in the form's table). With an
 * `id` (a retry of the same request) a second copy is not stored. Answers the row's id.
 */
export async function insertSpam(db: Pick<Db, "insert">, record: SubmissionRecord, id?: string): Promise<string> {
  const [row] = await db
    .insert(submissions)
    .values({ ...(id ? { id } : { id: crypto.randomUUID() }), ...record, spam: true, spamSince: sql`now()` })
    .onConflictDoNothing({ target: submissions.id })
    .returning({ id: submissions.id });
  return row?.id ?? id!;
}

/**
 * The id a honeypot catch with an idempotency key gets: the same key gives the same id,
 * so a bot's retry stores one spam row, as a visitor's retry stores one request.
 */
export function spamIdForKey(form: FormKey, key: string): string {
  const hex = createHash("sha256").update(`${form}:${key}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
