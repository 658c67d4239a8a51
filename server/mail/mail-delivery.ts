import type { OutboxJob } from "../jobs/outbox";
import { PermanentFailure, type OutboxTaskContext } from "../jobs/outbox-worker";
import type { MailMessage } from "./mailer";
import { isPlainAddress, messageIdFor } from "./mail-headers";

/**
 * How a failure of the mail server itself (not of one recipient) starts its recorded
 * error. Such failures alert nobody by e-mail, which could not go out either: the back
 * office shows a banner instead (server/notifications/delivery-problems.ts).
 */
export const MAIL_SERVER_FAILURE = "the mail server could not be reached";
/** The same for a login the mail server refuses: SMTP_URL's user or password is wrong. */
export const MAIL_LOGIN_FAILURE = "the mail server refused the login";

/** True when a recorded error is the mail server's failure rather than the recipient's. */
export function isMailServerFailure(error: string | null): boolean {
  return error !== null && (error.startsWith(MAIL_SERVER_FAILURE) || error.startsWith(MAIL_LOGIN_FAILURE));
}

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
    const code = (error as { code?: unknown }).code;
    // A refused login is the configuration's fault, not the message's: retried, so fixing SMTP_URL delivers it.
    if (code === "EAUTH") throw new Error(`${MAIL_LOGIN_FAILURE} (${String(responseCode ?? "EAUTH")})`);
    if (typeof responseCode === "number" && responseCode >= 500) {
      throw new PermanentFailure(`the mail server refused it (${responseCode})`);
    }
    if (typeof responseCode === "number") throw new Error(`the mail server deferred it (${responseCode})`);
    throw new Error(
      typeof code === "string" && /^[A-Z_]{2,32}$/.test(code)
        ? `${MAIL_SERVER_FAILURE} (${code})`
        : MAIL_SERVER_FAILURE,
    );
  }
}
