import type { OutboxTask } from "../jobs/outbox-worker";
import { PermanentFailure } from "../jobs/outbox-worker";
import { confirmationEmail, confirmationLanguage, confirmationWording } from "./confirmation-email-content";
import { loadLiveSubmission } from "./live-submission";
import { publicAddressOf, publicUrlOf } from "./site-identity";
import { deliverNotification } from "../mail/mail-delivery";

/**
 * The visitor's confirmation (job.target, their address). Only for a submission that is in
 * the inbox now: loadLiveSubmission finds none that is spam (caught, or marked since the
 * job was made) or erased, and then nothing is sent and the job is done.
 */
export const sendConfirmationEmail: OutboxTask = async (job, context) => {
  const wording = confirmationWording(job.payload);
  if (!wording) throw new PermanentFailure("confirmation job without its subject and text");
  const submission = await loadLiveSubmission(context.db, job.submissionId);
  if (!submission) return;
  const [siteUrl, replyTo] = await Promise.all([
    publicUrlOf(context.db, context.config, submission.site, confirmationLanguage(submission)),
    publicAddressOf(context.db, submission.site),
  ]);
  await deliverNotification(job, context, confirmationEmail(submission, wording, { siteUrl, replyTo }));
};
