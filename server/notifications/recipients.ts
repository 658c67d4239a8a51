import { sql } from "drizzle-orm";
import type { FormKey } from "#app/admin/api-types.ts";
import type { Db } from "../db/database";
import { OUTBOX_CHANNEL, RETRY_FOR_HOURS } from "../jobs/outbox";
import { defaultNotificationMode } from "./preferences";

/*
 * Who hears of a submission beyond what insert_submission (migration 0007) enqueues for a
 * site's members:
 * - an invitation not yet accepted hears nothing: until the invitee signs in, nobody knows
 *   the address is theirs (a typo gives a stranger every customer's details);
 * - a site with no owner who accepted (housing, community and Naturliv had none) is heard
 *   of by the operators, as a member would be, unless an operator chose otherwise.
 * The function's recipients are fixed in SQL; these rules stay here, in TypeScript, run by
 * insertWithSubmission (server/inbox/submission-record.ts) only for the submissions that
 * need them: its one statement answers whether the site has an invitee or no owner.
 */

/** The columns insertWithSubmission's statement adds: what tells it to call adjustRecipients. */
export const siteStaffingColumns = (site: string) => sql`
  exists (select 1 from memberships m join users u on u.id = m.user_id
          where m.site = ${site} and u.first_sign_in_at is null) as has_invitee,
  not exists (select 1 from memberships m join users u on u.id = m.user_id
              where m.site = ${site} and u.role = 'owner' and u.first_sign_in_at is not null) as ownerless`;

/**
 * In one statement: withdraws the e-mails and digest entries of a submission enqueued for
 * members who have not accepted their invitation, and, when the site has no owner who
 * did, enqueues the operators' (those who made no choice for the form: the others were
 * served by insert_submission), waking the workers if it added any.
 */
export async function adjustRecipients(db: Db, submission: { id: string; site: string; form: FormKey }): Promise<void> {
  const { id, site, form } = submission;
  await db.execute(sql`
    with invitees as (
      select u.id from users u join memberships m on m.user_id = u.id and m.site = ${site}
      where u.first_sign_in_at is null
    ),
    withdrawn as (
      delete from outbox_jobs
      where submission_id = ${id} and kind = 'owner-email' and user_id in (select id from invitees)
      returning 1
    ),
    withdrawn_digest as (
      delete from digest_items where submission_id = ${id} and user_id in (select id from invitees) returning 1
    ),
    operators as (
      select u.id, u.email, ${defaultNotificationMode("owner", form)}::text as mode
      from users u
      left join notification_preferences p on p.user_id = u.id and p.site = ${site} and p.form = ${form}
      where u.role = 'operator' and u.first_sign_in_at is not null and p.mode is null
        and not exists (select 1 from memberships m join users o on o.id = m.user_id
                        where m.site = ${site} and o.role = 'owner' and o.first_sign_in_at is not null)
    ),
    jobs as (
      insert into outbox_jobs (kind, site, submission_id, user_id, target, retry_until)
      select 'owner-email', ${site}::text, ${id}::uuid, o.id, o.email, now() + make_interval(hours => ${RETRY_FOR_HOURS}::int)
      from operators o where o.mode = 'instant'
      returning 1
    ),
    digest as (
      insert into digest_items (user_id, submission_id)
      select o.id, ${id}::uuid from operators o where o.mode = 'digest'
      on conflict do nothing
      returning 1
    )
    -- (withdrawn, withdrawn_digest and digest run though not read: a data-modifying WITH always runs to completion.)
    select pg_notify(${OUTBOX_CHANNEL}, '') where exists (select 1 from jobs)`);
}
