import { sql } from "drizzle-orm";
import type { DeliveryProblem } from "#app/admin/api-types.ts";
import { isSiteKey, type SiteKey } from "#app/sites/registry.ts";
import type { AdminPrincipal } from "../auth/principal";
import type { Db } from "../db/database";
import { EMAIL_KINDS } from "../jobs/outbox";
import { MAIL_LOGIN_FAILURE, MAIL_SERVER_FAILURE } from "../mail/mail-delivery";
import { channelError } from "./delivery-channel";
import { ALERT_AFTER_FAILURES } from "./failure-alerts";

/*
 * The back office's banner (app/admin/components/delivery-problems-banner.tsx): what keeps
 * failing now, read from the outbox itself, so it goes away by itself once a delivery on
 * the channel succeeds again (or its webhook is removed: its jobs go with it). A channel
 * counts its failed attempts since its last delivery, as failure-alerts.ts does.
 * Every page load asks (Me): the pending and failed rows come from the outbox's partial
 * indexes; only a failing row looks up its channel's last delivery.
 */

interface ChannelRow {
  channel_kind: "webhook" | "email";
  site: string;
  target: string;
  failures: number;
  last_error: string;
}

/** The failing channels of the user's sites and, for operators, the mail server. */
export async function listDeliveryProblems(
  db: Db,
  admin: Pick<AdminPrincipal, "role" | "sites">,
): Promise<DeliveryProblem[]> {
  const [channels, mailServer] = await Promise.all([
    failingChannels(db, admin.sites),
    admin.role === "operator" ? failingMailServer(db) : Promise.resolve(null),
  ]);
  return [...(mailServer ? [mailServer] : []), ...channels];
}

async function failingChannels(db: Db, sites: readonly SiteKey[]): Promise<DeliveryProblem[]> {
  if (sites.length === 0) return [];
  const siteList = sql.join(
    sites.map((site) => sql`${site}`),
    sql`, `,
  );
  const { rows } = (await db.execute(sql`
    with failing as (
      select j.kind, j.site, j.target, j.attempts, j.status, j.last_error, j.last_attempt_at,
        case when j.kind = 'webhook' then 'webhook' else 'email' end as channel_kind,
        coalesce(j.webhook_id, j.user_id) as channel_id
      from outbox_jobs j
      where (j.status = 'pending' or j.status = 'failed')
        and j.kind in ('webhook', 'owner-email', 'digest-email') and j.site in (${siteList})
        and coalesce(j.webhook_id, j.user_id) is not null
        and ${channelError}
        and j.last_attempt_at > coalesce((
          select max(s.sent_at) from outbox_jobs s
          where s.status = 'sent' and (
            (j.kind = 'webhook' and s.kind = 'webhook' and s.webhook_id = j.webhook_id)
            or (j.kind <> 'webhook' and s.kind in ('owner-email', 'digest-email') and s.user_id = j.user_id))
        ), '-infinity'::timestamptz)
    )
    select channel_kind, min(site) as site,
      (array_agg(target order by last_attempt_at desc))[1] as target,
      sum(attempts)::int as failures,
      (array_agg(last_error order by last_attempt_at desc))[1] as last_error
    from failing
    group by channel_kind, channel_id
    having sum(attempts) >= ${ALERT_AFTER_FAILURES} or bool_or(status = 'failed')
    order by min(site), channel_kind`)) as unknown as { rows: ChannelRow[] };
  return rows
    .filter((row) => isSiteKey(row.site))
    .map((row) => ({
      kind: row.channel_kind,
      site: row.site as SiteKey,
      target: row.target,
      failures: row.failures,
      lastError: row.last_error,
    }));
}

/** The mail server, when e-mails failed on it ALERT_AFTER_FAILURES attempts since the last one it took. */
async function failingMailServer(db: Db): Promise<DeliveryProblem | null> {
  const kinds = sql.join(
    EMAIL_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const { rows } = (await db.execute(sql`
    select coalesce(sum(attempts), 0)::int as failures,
      (array_agg(last_error order by last_attempt_at desc))[1] as last_error
    from outbox_jobs
    where (status = 'pending' or status = 'failed') and kind in (${kinds})
      and (last_error like ${`${MAIL_SERVER_FAILURE}%`} or last_error like ${`${MAIL_LOGIN_FAILURE}%`})
      and last_attempt_at > coalesce(
        (select max(sent_at) from outbox_jobs where kind in (${kinds}) and status = 'sent'), '-infinity'::timestamptz)`)) as unknown as {
    rows: Array<{ failures: number; last_error: string | null }>;
  };
  const row = rows[0];
  if (!row || row.failures < ALERT_AFTER_FAILURES || !row.last_error) return null;
  return { kind: "mail-server", failures: row.failures, lastError: row.last_error };
}
