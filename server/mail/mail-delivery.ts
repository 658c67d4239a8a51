import type { OutboxJob } from "../jobs/outbox";
import { PermanentFailure, type OutboxTaskContext } from "../jobs/outbox-worker";
import type { MailMessage } from "./mailer";
import { isPlainAddress, messageIdFor } from "./mail-headers";

/** A notification's content; the recipient and Message-ID come from its job. */
export type NotificationMail = Omit<MailMessage, "to" | "messageId">;

/**
 * Sends one outbox job's e-mail to `job.target`, under the job's Message-ID. A target that
 * is not one plain address, or an SMTP 5xx answer (the server refuses the address or the
 * message), fails the job at once: retrying for 48 hours would get the same answer.
 * Anything else (the server is away, a 4xx) is retried. What is recorded is a code, never
 * the server's text: that may quote the recipient, and owners read the delivery log.
 */
export async function deliverNotification(
  job: Pick<OutboxJob, "id" | "kind" | "target">,
  { config, mailer }: OutboxTaskContext,
  mail: NotificationMail,
): Promise<void> {
  // The worker claims e-mail jobs only while a mailer exists; this is the type's null.
  if (!mailer) throw new Error("no mail server configured");
  if (!isPlainAddress(job.target))
    throw new PermanentFailure(`${job.kind}: the recipient is not one plain e-mail address`);
  try {
    await mailer.send({ ...mail, to: { address: job.target }, messageId: messageIdFor(job.id, config.SITE_URL) });
  } catch (error) {
    const responseCode = (error as { responseCode?: unknown }).responseCode;
    if (typeof responseCode === "number" && responseCode >= 500) {
      throw new PermanentFailure(`the mail server refused it (${responseCode})`);
    }
    if (typeof responseCode === "number") throw new Error(`the mail server deferred it (${responseCode})`);
    const code = (error as { code?: unknown }).code;
    throw new Error(
      typeof code === "string" && /^[A-Z_]{2,32}$/.test(code)
        ? `the mail server could not be reached (${code})`
        : "the mail server could not be reached",
    );
  }
}
