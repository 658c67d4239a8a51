import { sql, type SQL } from "drizzle-orm";
import type { OutboxJob } from "../jobs/outbox";
import { MAIL_LOGIN_FAILURE, MAIL_SERVER_FAILURE } from "../mail/mail-delivery";

/*
 * A notification channel: one webhook, or one account's e-mail (its per-submission e-mails
 * and its digests). Failures are counted per channel, across its jobs: a dead webhook fails
 * every submission's delivery, and three of those failing once each are three failures in
 * a row as surely as one failing three times. Visitors' confirmations are no channel of
 * the business's (a visitor's mistyped address is nobody's to fix), nor are the alerts.
 */
export type DeliveryChannel =
  { kind: "webhook"; key: string; webhookId: string } | { kind: "email"; key: string; userId: string };

/** The channel a job delivers on, or null for a job whose failures alert nobody. */
export function channelOf(job: Pick<OutboxJob, "kind" | "webhookId" | "userId">): DeliveryChannel | null {
  if (job.kind === "webhook" && job.webhookId)
    return { kind: "webhook", key: `webhook:${job.webhookId}`, webhookId: job.webhookId };
  if ((job.kind === "owner-email" || job.kind === "digest-email") && job.userId)
    return { kind: "email", key: `email:${job.userId}`, userId: job.userId };
  return null;
}

/** The SQL condition on outbox_jobs (no alias) that picks the channel's jobs. */
export function channelJobs(channel: DeliveryChannel): SQL {
  return channel.kind === "webhook"
    ? sql`webhook_id = ${channel.webhookId} and kind = 'webhook'`
    : sql`user_id = ${channel.userId} and kind in ('owner-email', 'digest-email')`;
}

/** A recorded error that is the recipient's or receiver's, not the mail server's (those alert by banner only). */
export const channelError = sql`(last_error is not null and last_error not like ${`${MAIL_SERVER_FAILURE}%`} and last_error not like ${`${MAIL_LOGIN_FAILURE}%`})`;
