import { isUuid } from "../db/uuid";
import { spamCaughtThisWeek } from "../inbox/counts";
import type { OutboxTask } from "../jobs/outbox-worker";
import { PermanentFailure } from "../jobs/outbox-worker";
import { DIGEST_MAX_LISTED, digestEmail } from "./digest-email-content";
import { currentSitesOf, loadLiveSubmissions } from "./live-submission";
import { deliverNotification } from "../mail/mail-delivery";
import { mailReaderOf } from "./mail-reader";

/** The submission ids a digest job lists (server/jobs/digest.ts), or null when its payload is not one. */
export function digestSubmissionIds(payload: unknown): string[] | null {
  const ids =
    typeof payload === "object" && payload !== null
      ? (payload as { submissionIds?: unknown }).submissionIds
      : undefined;
  if (!Array.isArray(ids)) return null;
  return ids.filter((id): id is string => typeof id === "string" && isUuid(id));
}

/**
 * One account's daily digest (job.userId, job.target): the submissions of its payload that
 * still exist, are not spam, and are on a site the account still has. Nothing left: nothing
 * is sent, and the job is done. It also counts the spam the server caught on those sites in
 * the last 7 days, so a visitor whose browser failed the checks is noticed. In the account's language.
 */
export const sendDigestEmail: OutboxTask = async (job, context) => {
  const ids = digestSubmissionIds(job.payload);
  if (!ids) throw new PermanentFailure("digest job without its submissions");
  const sites = await currentSitesOf(context.db, job.userId);
  const { listed, total } = await loadLiveSubmissions(context.db, ids, { sites, limit: DIGEST_MAX_LISTED });
  if (total === 0) return;
  const spamThisWeek = await spamCaughtThisWeek(context.db, sites);
  const reader = await mailReaderOf(context.db, job.userId);
  await deliverNotification(job, context, digestEmail(listed, total, context.config.SITE_URL, spamThisWeek, reader));
};
