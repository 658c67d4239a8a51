import { sql } from "drizzle-orm";
import type { SiteKey } from "#app/sites/registry.ts";
import { personLanguage, type AdminLanguage } from "#app/admin/messages/index.ts";
import type { Db } from "../db/database";
import { enqueueJobs, type NewOutboxJob } from "../jobs/outbox";

/*
 * Alerts: e-mails that tell the people who can fix something that it is broken. Each is an
 * outbox job of kind "operator-alert" per recipient (so it is retried, keeps its
 * Message-ID, and shows in the delivery pages like any notification), written in the
 * recipient's language (app/admin/messages/) by operator-alert-email.ts.
 */

/** A notification channel that keeps failing (failure-alerts.ts). */
export interface DeliveryFailingAlert {
  alert: "delivery-failing";
  /** delivery-channel.ts's key: what "one alert per failure" counts by. */
  channel: string;
  channelKind: "webhook" | "email";
  site: SiteKey;
  /** The webhook's URL or the account's own address. */
  target: string;
  failures: number;
  /** The last error as the outbox recorded it: a code or status, no personal data. */
  error: string;
}

/** Something only operators can fix: a backup, its restore drill or its copy elsewhere that failed. */
export interface OperatorFailureAlert {
  alert: "backup-failed" | "restore-drill-failed" | "backup-copy-failed";
  /** ISO 8601: when the failed run started. */
  startedAt: string;
  /** What went wrong, without personal data. */
  error: string;
  /** Names this one failure: an alert with a key already alerted is not sent again (a retried caller). */
  key?: string;
}

export type AlertPayload = (DeliveryFailingAlert | OperatorFailureAlert) & { language: AdminLanguage };

interface Recipient {
  id: string;
  email: string;
  role: "operator" | "owner";
  /** The language they chose in Account, if they did. */
  language: AdminLanguage | null;
}

/**
 * Enqueues `alert` in the caller's transaction for every operator and, with `siteOwners`,
 * every owner of its site, each once and only those who accepted their invitation (an
 * unconfirmed address gets nothing, as in insert_submission, migration 0017). Answers how many were enqueued.
 */
export async function enqueueAlerts(
  tx: Db,
  alert: DeliveryFailingAlert | OperatorFailureAlert,
  { siteOwners, excludeUserId = null }: { siteOwners: boolean; excludeUserId?: string | null },
): Promise<number> {
  const site = alert.alert === "delivery-failing" ? alert.site : null;
  const { rows } = (await tx.execute(sql`
    select u.id, u.email, u.role, u.language from users u
    where u.first_sign_in_at is not null
      and (u.role = 'operator'
           or (${siteOwners && site !== null}::boolean and u.role = 'owner'
               and exists (select 1 from memberships m where m.user_id = u.id and m.site = ${site ?? ""})))
      and u.id is distinct from ${excludeUserId}::uuid
    order by u.created_at`)) as unknown as { rows: Recipient[] };
  const jobs = rows.map((recipient): NewOutboxJob => ({
    kind: "operator-alert",
    // Alerts about no site (a backup) belong to none: "" is in no account's sites, so no delivery page lists them.
    site: site ?? "",
    userId: recipient.id,
    target: recipient.email,
    webhookId:
      alert.alert === "delivery-failing" && alert.channelKind === "webhook"
        ? alert.channel.slice("webhook:".length)
        : null,
    payload: {
      ...alert,
      // An owner here is one of the site's: until they choose, its language; an operator's is English.
      language: personLanguage({ ...recipient, sites: site ? [site] : [] }, site ?? undefined),
    } satisfies AlertPayload,
  }));
  await enqueueJobs(tx, jobs);
  return jobs.length;
}

/**
 * E-mails every operator about `alert`, once: with a `key`, a second call for the same key
 * sends nothing. Answers how many e-mails were enqueued (0: no operator, or already sent);
 * they leave within seconds through the outbox, retried like every notification.
 */
export async function alertOperators(db: Db, alert: OperatorFailureAlert): Promise<number> {
  return db.transaction(async (tx) => {
    if (alert.key) {
      // Any fixed number: serialises the check and the insert of one key.
      await tx.execute(sql`select pg_advisory_xact_lock(72410052, hashtext(${alert.key}))`);
      const { rows } = (await tx.execute(
        sql`select 1 from outbox_jobs where kind = 'operator-alert' and payload->>'key' = ${alert.key} limit 1`,
      )) as unknown as { rows: unknown[] };
      if (rows.length > 0) return 0;
    }
    return enqueueAlerts(tx, alert, { siteOwners: false });
  });
}

const BACKUP_ALERTS = {
  backup: "backup-failed",
  "restore-drill": "restore-drill-failed",
  copy: "backup-copy-failed",
} as const;

/**
 * For the backups: tells the operators a backup, its restore drill or its copy elsewhere
 * (BACKUP_COMMAND) failed, one e-mail each per failure (pass the run's id as `key` so a
 * retried call sends nothing more). `error` must carry no personal data (a command's exit
 * status, a message of the dump's).
 */
export function notifyOperatorsOfBackupFailure(
  db: Db,
  failure: { kind: keyof typeof BACKUP_ALERTS; startedAt: Date; error: string; key?: string },
): Promise<number> {
  return alertOperators(db, {
    alert: BACKUP_ALERTS[failure.kind],
    startedAt: failure.startedAt.toISOString(),
    error: failure.error.slice(0, 500),
    ...(failure.key ? { key: failure.key } : {}),
  });
}
