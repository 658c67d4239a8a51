import { deliveryErrorKind } from "#app/admin/delivery-error.ts";
import { adminMessages, ADMIN_LANGUAGES, type AdminLanguage } from "#app/admin/messages/index.ts";
import { isSiteKey, siteInfo } from "#app/sites/registry.ts";
import { PermanentFailure, type OutboxTask } from "../jobs/outbox-worker";
import { deliverNotification, type NotificationMail } from "../mail/mail-delivery";
import { buttonHtml, headingHtml, mailDocument, paragraphsHtml } from "../mail/mail-html";
import { headerText, MAX_SUBJECT_LENGTH } from "../mail/mail-headers";
import type { AlertPayload } from "./alert-operators";

/** Sends one alert (alert-operators.ts) to its recipient, in the language its payload names. */
export const sendOperatorAlert: OutboxTask = async (job, context) => {
  const payload = alertPayload(job.payload);
  if (!payload) throw new PermanentFailure("operator-alert job without a valid alert");
  await deliverNotification(job, context, alertEmail(payload, context.config.SITE_URL));
};

/** The payload as stored, or null when it is not one of ours. */
export function alertPayload(payload: unknown): AlertPayload | null {
  if (typeof payload !== "object" || payload === null) return null;
  const alert = payload as Partial<AlertPayload>;
  if (!ADMIN_LANGUAGES.includes(alert.language as AdminLanguage)) return null;
  if (alert.alert === "delivery-failing") return isSiteKey(String(alert.site)) ? (alert as AlertPayload) : null;
  if (alert.alert === "backup-failed" || alert.alert === "restore-drill-failed" || alert.alert === "backup-copy-failed")
    return alert as AlertPayload;
  return null;
}

/** What an alert says: what fails, the last error, how to fix it, and that it comes once. */
export function alertEmail(payload: AlertPayload, siteUrl: string): NotificationMail {
  const words = adminMessages(payload.language);
  let subject: string;
  let paragraphs: string[];
  let link: { label: string; url: string } | null = null;
  if (payload.alert === "delivery-failing") {
    const site = siteInfo(payload.site).name;
    const mail = words.alertEmail;
    const webhook = payload.channelKind === "webhook";
    subject = webhook ? mail.webhookSubject(site, hostOf(payload.target)) : mail.emailSubject(site, payload.target);
    // Named as the back office names it (app/admin/delivery-error.ts), the recorded text after it for whoever fixes it.
    const error = `${words.deliveries.errors[deliveryErrorKind(payload.error)].summary} (${payload.error})`;
    paragraphs = [
      mail.greeting,
      webhook
        ? mail.webhookFails(site, payload.target, payload.failures, error)
        : mail.emailFails(site, payload.target, payload.failures, error),
      webhook ? mail.webhookFix : mail.emailFix,
      mail.retries,
      mail.once,
    ];
    link = { label: mail.openSettings, url: `${siteUrl}/admin/notifications#${webhook ? "webhooks" : "emails"}` };
  } else {
    const backupWords = words.operatorAlert;
    const when = `${payload.startedAt.replace("T", " ").slice(0, 16)} UTC`;
    const parts = {
      "backup-failed": [backupWords.backupSubject, backupWords.backupFailed, backupWords.backupFix],
      "restore-drill-failed": [
        backupWords.restoreDrillSubject,
        backupWords.restoreDrillFailed,
        backupWords.restoreDrillFix,
      ],
      "backup-copy-failed": [backupWords.copySubject, backupWords.copyFailed, backupWords.copyFix],
    } as const;
    const [title, failed, fix] = parts[payload.alert];
    subject = title;
    paragraphs = [words.alertEmail.greeting, failed(when, payload.error), fix];
  }
  subject = headerText(subject, MAX_SUBJECT_LENGTH);
  const text = [...paragraphs, ...(link ? [`${link.label} ${link.url}`] : [])].join("\n\n") + "\n";
  const html = mailDocument(
    payload.language,
    subject,
    [
      headingHtml(subject),
      paragraphsHtml(paragraphs.join("\n\n")),
      link ? buttonHtml(link.url, link.label.replace(/:$/, "")) : "",
    ].join("\n"),
  );
  return { subject, text, html };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
