import { sql } from "drizzle-orm";
import { isSiteKey, type SiteKey } from "#app/sites/registry.ts";
import type { Db } from "../db/database";
import type { OutboxJob, OutboxKind } from "../jobs/outbox";
import { PermanentFailure, type OutboxTask } from "../jobs/outbox-worker";
import { isMailServerFailure } from "../mail/mail-delivery";
import { enqueueAlerts, type DeliveryFailingAlert } from "./alert-operators";
import { channelError, channelJobs, channelOf } from "./delivery-channel";

/** Failed attempts in a row on one channel before its people hear of it. */
export const ALERT_AFTER_FAILURES = 3;

// Any fixed number: the first key of the advisory lock that makes one alert per channel.
const ALERT_LOCK = 72_410_051;

/**
 * Wraps each task so that a channel failing ALERT_AFTER_FAILURES attempts in a row (or
 * refused for good at once: a 5xx for an address, a 410 Gone) sends ONE alert e-mail to the
 * site's owners and the operators, however many more attempts fail. The task's error goes
 * on to the worker unchanged. A failure of the mail server itself alerts nobody by e-mail
 * (it could not be sent): the back office's banner says so (delivery-problems.ts).
 * Deciding on an alert must never cost the delivery its retry: its own failure is dropped.
 */
export function withFailureAlerts(tasks: Record<OutboxKind, OutboxTask>): Record<OutboxKind, OutboxTask> {
  const wrap =
    (task: OutboxTask): OutboxTask =>
    async (job, context) => {
      try {
        await task(job, context);
      } catch (error) {
        await alertIfFailing(context.db, job, error).catch(() => {});
        throw error;
      }
    };
  return Object.fromEntries(Object.entries(tasks).map(([kind, task]) => [kind, wrap(task)])) as Record<
    OutboxKind,
    OutboxTask
  >;
}

/**
 * Called with a job's failed attempt before the worker records it. Counts the channel's
 * failed attempts since its last delivery (this one included) and enqueues the alert once
 * the count reaches the threshold, unless this failure episode has had one already.
 * Answers whether it enqueued one.
 */
export async function alertIfFailing(db: Db, job: OutboxJob, error: unknown): Promise<boolean> {
  const channel = channelOf(job);
  if (!channel || !isSiteKey(job.site)) return false;
  const message = error instanceof Error ? error.message : String(error);
  if (isMailServerFailure(message)) return false;
  const permanent = error instanceof PermanentFailure;
  return db.transaction(async (tx) => {
    // One decision per channel at a time: two jobs of a dead webhook failing together make one alert.
    await tx.execute(sql`select pg_advisory_xact_lock(${ALERT_LOCK}, hashtext(${channel.key}))`);
    const lastSent = sql`(select coalesce(max(sent_at), '-infinity'::timestamptz) from outbox_jobs
      where ${channelJobs(channel)} and status = 'sent')`;
    const { rows } = (await tx.execute(sql`
      select
        coalesce(sum(case when id = ${job.id} then attempts when locked_by is not null then attempts - 1 else attempts end), 0)::int as failures,
        exists (select 1 from outbox_jobs where kind = 'operator-alert' and payload->>'channel' = ${channel.key}
                and created_at > ${lastSent}) as alerted
      from outbox_jobs
      where ${channelJobs(channel)} and (status = 'pending' or status = 'failed')
        and (id = ${job.id} or ${channelError})
        and coalesce(last_attempt_at, created_at) > ${lastSent}`)) as unknown as {
      rows: Array<{ failures: number; alerted: boolean }>;
    };
    const failures = rows[0]?.failures ?? 0;
    const alerted = rows[0]?.alerted ?? false;
    if (alerted || (failures < ALERT_AFTER_FAILURES && !permanent)) return false;
    const alert: DeliveryFailingAlert = {
      alert: "delivery-failing",
      channel: channel.key,
      channelKind: channel.kind,
      site: job.site as SiteKey,
      target: job.target,
      failures: Math.max(failures, 1),
      error: message.slice(0, 200),
    };
    // The site's owners and the operators; an account whose own e-mail fails would not get it.
    await enqueueAlerts(tx, alert, {
      siteOwners: true,
      excludeUserId: channel.kind === "email" ? channel.userId : null,
    });
    return true;
  });
}
