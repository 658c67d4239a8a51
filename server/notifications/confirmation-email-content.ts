import { formDefinition } from "#app/forms/index.server.ts";
import type { ReplyLanguage } from "#app/forms/define-form.server.ts";
import { siteInfo } from "#app/sites/registry.ts";
import type { LiveSubmission } from "./live-submission";
import type { NotificationMail } from "../mail/mail-delivery";
import { headerText, MAX_SUBJECT_LENGTH } from "../mail/mail-headers";
import { escapeHtml, mailDocument, paragraphsHtml } from "../mail/mail-html";

/** The owner's wording, as copied into the job when the visitor wrote. */
export interface ConfirmationWording {
  subject: string;
  body: string;
}

/** The business the confirmation comes from: its public site, and the address its pages publish (publicAddressOf). */
export interface ConfirmationSender {
  siteUrl: string;
  replyTo: string | null;
}

/** The job's payload as a wording, or null when it is not one (a job made by something else). */
export function confirmationWording(payload: unknown): ConfirmationWording | null {
  if (typeof payload !== "object" || payload === null) return null;
  const { subject, body } = payload as Record<string, unknown>;
  return typeof subject === "string" && typeof body === "string" ? { subject, body } : null;
}

/** The language the visitor wrote in (a housing visitor on the English page reads English), else the site's. */
export function confirmationLanguage(submission: Pick<LiveSubmission, "site" | "form" | "fields">): ReplyLanguage {
  return formDefinition(submission.form)?.replyLanguage(submission.fields) ?? siteInfo(submission.site).language;
}

/**
 * The visitor's confirmation: the owner's subject and text, then the business's name and
 * its public site, from the business by name (the mailer adds MAIL_FROM's address) with
 * Reply-To its published address. Nothing the visitor typed is in it, not even their name:
 * anyone can put a stranger's address into a form, and whatever the form copied into the
 * e-mail (a message, a "name" such as "Visit https://spam.example now") would reach that
 * stranger from the business's mail server. The submission gives only its site and the
 * page's language; the owner writes the wording (no placeholders), the registry names the business.
 */
export function confirmationEmail(
  submission: Pick<LiveSubmission, "site" | "form" | "fields">,
  wording: ConfirmationWording,
  { siteUrl, replyTo }: ConfirmationSender,
): NotificationMail {
  const language = confirmationLanguage(submission);
  const { name } = siteInfo(submission.site);
  const subject = headerText(wording.subject, MAX_SUBJECT_LENGTH);
  const signature = `<p style="margin:24px 0 0;border-top:1px solid #e7e5e4;padding-top:16px;font-size:14px;color:#57534e">${escapeHtml(name)} · <a href="${escapeHtml(siteUrl)}" style="color:#1c1917">${escapeHtml(siteUrl)}</a></p>`;
  return {
    fromName: name,
    ...(replyTo ? { replyTo } : {}),
    subject,
    text: `${wording.body.trim()}\n\n-- \n${name}\n${siteUrl}\n`,
    html: mailDocument(language === "no" ? "nb" : language, subject, `${paragraphsHtml(wording.body)}\n${signature}`),
  };
}
