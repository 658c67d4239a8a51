import type { OutboxTask } from "../jobs/outbox-worker";
import { currentSitesOf, loadLiveSubmission } from "./live-submission";
import { deliverNotification } from "../mail/mail-delivery";
import { ownerEmail } from "./owner-email-content";
import { mailReaderOf } from "./mail-reader";

/**
 * A member's e-mail about one submission (job.target, job.userId), in their language. Nothing is sent, and
 * the job is done, when there is no longer anything to tell: the submission was erased,
 * deleted or moved to spam, or the account lost the site since the job was made.
 */
export const sendOwnerEmail: OutboxTask = async (job, context) => {
  const submission = await loadLiveSubmission(context.db, job.submissionId);
  if (!submission) return;
  const sites = await currentSitesOf(context.db, job.userId);
  if (!sites.includes(submission.site)) return;
  const reader = await mailReaderOf(context.db, job.userId, submission.site);
  await deliverNotification(job, context, ownerEmail(submission, context.config.SITE_URL, reader));
};
