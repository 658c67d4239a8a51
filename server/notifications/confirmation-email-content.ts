import { formDefinition } from "#app/forms/index.server.ts";
import { siteInfo } from "#app/sites/registry.ts";
import type { LiveSubmission } from "./live-submission";
import type { NotificationMail } from "../mail/mail-delivery";
import { headerText, MAX_SUBJECT_LENGTH } from "../mail/mail-headers";
import { escapeHtml, fieldsHtml, fieldsText, mailDocument, paragraphsHtml } from "../mail/mail-html";
import { COPY_HEADING, visitorFields } from "./visitor-labels";

/** The owner's wording, as copied into the job when the visitor wrote. */
export interface ConfirmationWording {
  subject: string;
  body: string;
}

/** The job's payload as a wording, or null when it is not one (a job made by something else). */
export function confirmationWording(payload: unknown): ConfirmationWording | null {
  if (typeof payload !== "object" || payload === null) return null;
  const { subject, body } = payload as Record<string, unknown>;
  return typeof subject === "string" && typeof body === "string" ? { subject, body } : null;
}

/**
 * The visitor's confirmation: the owner's subject and text, then a copy of what the
 * visitor sent, labelled in the language they wrote in (a housing visitor on the
 * Norwegian page gets Norwegian labels, on the English page English ones).
 */
export function confirmationEmail(submission: LiveSubmission, wording: ConfirmationWording): NotificationMail {
  const language =
    formDefinition(submission.form)?.replyLanguage(submission.fields) ?? siteInfo(submission.site).language;
  const fields = visitorFields(submission.form, submission.fields, language);
  const subject = headerText(wording.subject, MAX_SUBJECT_LENGTH);
  const heading = COPY_HEADING[language];
  const copyText = fields.length ? ["", "", `— ${heading} —`, "", fieldsText(fields)].join("\n") : "";
  const copyHtml = fields.length
    ? `<h2 style="margin:24px 0 8px;font-size:16px;border-top:1px solid #e7e5e4;padding-top:16px">${escapeHtml(heading)}</h2>\n${fieldsHtml(fields)}`
    : "";
  return {
    subject,
    text: `${wording.body.trim()}${copyText}\n`,
    html: mailDocument(language === "no" ? "nb" : language, subject, `${paragraphsHtml(wording.body)}\n${copyHtml}`),
  };
}
