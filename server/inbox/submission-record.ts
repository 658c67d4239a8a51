import { createHash } from "node:crypto";
import { sql, type SQLWrapper } from "drizzle-orm";
import type { FormKey, SpamReason } from "#app/admin/api-types.ts";
import type { SubmissionRecord } from "#app/forms/define-form.server.ts";
import type { TypingFigures } from "#app/lib/typing-report.ts";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { loggableError } from "../http/loggable-error";
import type { Logger } from "../logger";
import { OUTBOX_CHANNEL, RETRY_FOR_HOURS } from "../jobs/outbox";
import { enqueueConfirmation } from "../notifications/enqueue";
import { defaultNotificationMode } from "../notifications/preferences";
import { submissions } from "../db/schema";

/**
 * Stores a form's own row (`insert`: its INSERT … RETURNING id) and, beside it, the inbox
 * row and everything it sets off (the outbox): an e-mail to each member who wants one at
 * once, a digest entry for each who wants the daily digest, a delivery to each of the
 * site's webhooks and the NOTIFY that wakes the workers. One statement, so all of it
 * commits together or not at all, in one round trip: a database function (migration 0007)
 * keeps its plans, and each round trip costs a worker about 0.1 ms of CPU in system calls
 * (docs/benchmark.md). The rules stay here: the defaults are passed in. Answers the new
 * row's id, or undefined when `insert` stored nothing (a duplicate it ignores).
 *
 * Who hears of it (members who accepted their invitation; the operators for a site with
 * no owner who did) is decided in that function (migration 0017).
 *
 * The visitor's confirmation, when the owner switched it on, is enqueued right after, in a
 * transaction of its own (its caps take a lock every submission would otherwise wait
 * on). The submission is stored either way: a confirmation that cannot be enqueued is
 * logged and skipped, and a crash in that instant loses only this courtesy e-mail, never
 * the submission or the owners' notifications.
 */
export async function insertWithSubmission(
  { db, config, logger }: { db: Db; config: Pick<Config, "CONFIRMATIONS_PER_HOUR">; logger: Pick<Logger, "error"> },
  insert: SQLWrapper,
  record: SubmissionRecord,
  typing: TypingFigures | null = null,
): Promise<string | undefined> {
  const { site, form, name, email, phone, message, fields } = record;
  const { rows } = (await db.execute(sql`
    with inserted as (${insert.getSQL()})
    select inserted.id, insert_submission(inserted.id, ${site}, ${form}, ${name}, ${email}, ${phone}, ${message}, ${JSON.stringify(fields)}::jsonb,
      ${defaultNotificationMode("owner", form)}, ${defaultNotificationMode("operator", form)}, ${RETRY_FOR_HOURS}::int, ${OUTBOX_CHANNEL},
      ${typing === null ? null : JSON.stringify(typing)}::jsonb) as confirmation_on
    from inserted`)) as unknown as {
    rows: Array<{ id: string; confirmation_on: boolean }>;
  };
  const [row] = rows;
  if (!row) return undefined;
  if (email && row.confirmation_on) {
    await db
      .transaction((tx) => enqueueConfirmation(tx, config, row.id, record, email))
      .catch((error: Error) =>
        logger.error({ err: loggableError(error), site, form }, "the visitor's confirmation could not be enqueued"),
      );
  }
  return row.id;
}

/**
 * Stores a submission judged spam (server/spam/spam-verdict.ts) in the spam folder only, with
 * its reason: no row in the form's table, no notification. With an `id` (a retry of the same
 * request) a second copy is not stored. Answers the row's id.
 */
export async function insertSpam(
  db: Pick<Db, "insert">,
  record: SubmissionRecord,
  reason: SpamReason,
  id?: string,
): Promise<string> {
  const [row] = await db
    .insert(submissions)
    .values({
      ...(id ? { id } : { id: crypto.randomUUID() }),
      ...record,
      spam: true,
      spamSince: sql`now()`,
      spamReason: reason,
    })
    .onConflictDoNothing({ target: submissions.id })
    .returning({ id: submissions.id });
  return row?.id ?? id!;
}

/**
 * The id spam with an idempotency key gets: the same key gives the same id, so a bot's
 * retry stores one spam row, as a visitor's retry stores one request.
 */
export function spamIdForKey(form: FormKey, key: string): string {
  const hex = createHash("sha256").update(`${form}:${key}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
