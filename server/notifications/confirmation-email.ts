import type { OutboxTask } from "../jobs/outbox-worker";
import { PermanentFailure } from "../jobs/outbox-worker";
import { confirmationEmail, confirmationWording } from "./confirmation-email-content";
import { loadLiveSubmission } from "./live-submission";
import { deliverNotification } from "../mail/mail-delivery";

/**
 * The visitor's confirmation (job.target, their address). Never for spam: a submission
 * moved to spam since, or erased, gets nothing, and the job is done.
 */
export const sendConfirmationEmail: OutboxTask = async (job, context) => {
  const wording = confirmationWording(job.payload);
  if (!wording) throw new PermanentFailure("confirmation job without its subject and text");
  const submission = await loadLiveSubmission(context.db, job.submissionId);
  if (!submission) return;
  await deliverNotification(job, context, confirmationEmail(submission, wording));
};
