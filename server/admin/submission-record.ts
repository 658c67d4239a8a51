import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FormKey } from "../../app/admin/api-types";
import type { SiteKey } from "../../app/admin/sites";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { OUTBOX_CHANNEL, RETRY_FOR_HOURS } from "../jobs/outbox";
import { enqueueConfirmation } from "../notifications/enqueue";
import { defaultNotificationMode } from "../notifications/preferences";
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

/**
 * Writes the inbox row beside the form's own row, and everything it sets off (the outbox):
 * an e-mail to each member who wants one at once, a digest entry for each who wants the
 * daily digest, a delivery to each of the site's webhooks, the NOTIFY that wakes the
 * workers, and the visitor's confirmation when the owner switched it on. Call it with the
 * transaction that stored the form's row, and its id: either all of these are stored, or none.
 *
 * All but the confirmation are one call of a database function (migration 0007): every
 * form submission pays for this, and one round trip with kept plans costs the server
 * least (README, "Benchmark"). The rules stay here: the defaults are passed in.
 */
export async function insertSubmission(tx: Db, config: Pick<Config, "CONFIRMATIONS_PER_HOUR">, id: string, record: SubmissionRecord): Promise<void> {
  const { site, form, name, email, phone, message, fields } = record;
  const { rows } = (await tx.execute(sql`
    select insert_submission(${id}::uuid, ${site}, ${form}, ${name}, ${email}, ${phone}, ${message}, ${JSON.stringify(fields)}::jsonb,
      ${defaultNotificationMode("owner", form)}, ${defaultNotificationMode("operator", form)}, ${RETRY_FOR_HOURS}::int, ${OUTBOX_CHANNEL}) as confirmation_on`)) as unknown as {
    rows: Array<{ confirmation_on: boolean }>;
  };
  if (email && rows[0]?.confirmation_on) await enqueueConfirmation(tx, config, id, record, email);
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
