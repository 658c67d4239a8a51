import type { Words } from "#app/forms/define-form.server.ts";
import { formName, isFormKey } from "#app/forms/forms.ts";
import { formDefinition, formWords } from "#app/forms/index.server.ts";
import { CONTACT_HEADLINE } from "#app/forms/words.server.ts";
import { siteInfo } from "#app/sites/registry.ts";
import { localTime } from "../inbox/submission-detail";
import type { MailAddress } from "../mail/mailer";
import type { LiveSubmission } from "./live-submission";
import { buttonHtml, fieldsHtml, fieldsText, headingHtml, mailDocument, noteHtml } from "../mail/mail-html";
import type { NotificationMail } from "../mail/mail-delivery";
import { headerText, isPlainAddress, MAX_NAME_LENGTH, MAX_SUBJECT_LENGTH } from "../mail/mail-headers";

/** Who sent it, when they gave neither a name, an address nor a phone. */
const UNKNOWN: Words = { nl: "onbekend", es: "desconocido", no: "ukjent", en: "unknown" };

/**
 * E.g. "Nieuwe offerteaanvraag — Comfort & Airco — Jan de Vries", in the site's language
 * (owners file and search their mail in it): the form's headline, what it is about when
 * the form says (its definition's `about`: a quote's package, else its service; a
 * sign-up's site), and who sent it (their name, else their address or phone).
 */
export function ownerSubject(submission: LiveSubmission): string {
  const site = siteInfo(submission.site);
  const words = isFormKey(submission.form) ? formWords(submission.form) : null;
  const person =
    [submission.name, submission.email, submission.phone].find((value) => value?.trim()) ?? UNKNOWN[site.language];
  const parts = [
    (words?.headline ?? CONTACT_HEADLINE)[site.language],
    words?.about?.(submission.fields, site.name),
    person,
  ]
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
 * The owner's e-mail: every field as the inbox shows it (English labels, like the back
 * office), the time on the business's clock, and the link to the submission.
 */
export function ownerEmail(submission: LiveSubmission, siteUrl: string): NotificationMail {
  const site = siteInfo(submission.site);
  const form = isFormKey(submission.form) ? formName(submission.form) : submission.form;
  const fields = (formDefinition(submission.form)?.labelFields(submission.fields) ?? []).map(({ label, value }) => ({
    label,
    value,
  }));
  const received = `Received ${localTime(submission.createdAt, site.timeZone)}`;
  const url = `${siteUrl}/admin/submissions/${submission.id}`;
  const replyTo = ownerReplyTo(submission);
  const title = `${form} — ${site.name}`;
  const howToAnswer = replyTo
    ? "Reply to this e-mail to answer the sender."
    : "The sender left no e-mail address: answer them by phone or the details above.";

  const text = [title, received, "", fieldsText(fields), "", `Open it in the inbox: ${url}`, "", howToAnswer, ""].join(
    "\n",
  );
  const html = mailDocument(
    "en",
    title,
    [
      headingHtml(title),
      noteHtml(received),
      fieldsHtml(fields),
      buttonHtml(url, "Open in the inbox"),
      noteHtml(howToAnswer),
    ].join("\n"),
  );
  return { subject: ownerSubject(submission), text, html, replyTo };
}
