import { adminMessages } from "#app/admin/messages/index.ts";
import { replyLanguageOf } from "#app/forms/define-form.server.ts";
import { isFormKey } from "#app/forms/forms.ts";
import { formDefinition, formWords } from "#app/forms/index.server.ts";
import { CONTACT_HEADLINE } from "#app/forms/words.server.ts";
import { siteInfo } from "#app/sites/registry.ts";
import type { MailAddress } from "../mail/mailer";
import type { LiveSubmission } from "./live-submission";
import { buttonHtml, fieldsHtml, fieldsText, headingHtml, mailDocument, noteHtml } from "../mail/mail-html";
import type { NotificationMail } from "../mail/mail-delivery";
import { headerText, isPlainAddress, MAX_NAME_LENGTH, MAX_SUBJECT_LENGTH } from "../mail/mail-headers";
import { mailTime, type MailReader } from "./mail-reader";

/** The form's headline ("Nieuwe offerteaanvraag") in the reader's language. */
export function formHeadline(form: string, reader: MailReader): string {
  const words = isFormKey(form) ? formWords(form) : null;
  return (words?.headline ?? CONTACT_HEADLINE)[replyLanguageOf(reader.language)];
}

/**
 * E.g. "Nieuwe offerteaanvraag — Comfort & Airco — Jan de Vries", in the reader's language:
 * the form's headline, what it is about when the form says (its definition's `about`: a
 * quote's package, else its service; a sign-up's site), and who sent it (their name, else
 * their address or phone), as they wrote it.
 */
export function ownerSubject(submission: LiveSubmission, reader: MailReader): string {
  const site = siteInfo(submission.site);
  const words = isFormKey(submission.form) ? formWords(submission.form) : null;
  const person =
    [submission.name, submission.email, submission.phone].find((value) => value?.trim()) ??
    adminMessages(reader.language).mail.submission.unknownSender;
  const parts = [formHeadline(submission.form, reader), words?.about?.(submission.fields, site.name), person]
    .filter((part): part is string => typeof part === "string" && part.trim() !== "")
    .map((part) => headerText(part, MAX_NAME_LENGTH));
  return headerText(parts.join(" — "), MAX_SUBJECT_LENGTH);
}

/** Reply answers the visitor: their address with their name, when they gave a usable one. */
export function ownerReplyTo(submission: LiveSubmission): MailAddress | undefined {
  const address = submission.email?.trim();
  if (!address || !isPlainAddress(address)) return undefined;
  const name = submission.name ? headerText(submission.name, MAX_NAME_LENGTH) : "";
  return name ? { name, address } : { address };
}

/**
 * The member's e-mail about one submission, in the reader's language: every field labelled
 * as the inbox labels it for them (the values as the visitor typed them), when it arrived on
 * their clock, and the link to it.
 */
export function ownerEmail(submission: LiveSubmission, siteUrl: string, reader: MailReader): NotificationMail {
  const words = adminMessages(reader.language).mail.submission;
  const site = siteInfo(submission.site);
  const fields = (formDefinition(submission.form)?.labelFields(submission.fields, reader.language) ?? []).map(
    ({ label, value }) => ({ label, value }),
  );
  const received = words.received(mailTime(submission.createdAt, submission.site, reader));
  const url = `${siteUrl}/admin/submissions/${submission.id}`;
  const replyTo = ownerReplyTo(submission);
  const title = `${formHeadline(submission.form, reader)} — ${site.name}`;
  const howToAnswer = replyTo ? words.replyToAnswer : words.noAddress;

  const text = [title, received, "", fieldsText(fields), "", words.inboxLink(url), "", howToAnswer, ""].join("\n");
  const html = mailDocument(
    reader.language,
    title,
    [
      headingHtml(title),
      noteHtml(received),
      fieldsHtml(fields),
      buttonHtml(url, words.openInInbox),
      noteHtml(howToAnswer),
    ].join("\n"),
  );
  return { subject: ownerSubject(submission, reader), text, html, replyTo };
}
