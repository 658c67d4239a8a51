import { FORM_NAMES, type FormKey } from "#app/admin/api-types.ts";
import { siteInfo } from "#app/sites/registry.ts";
import { categoryLabel } from "#app/sites/felimar/categories.ts";
import { formDefinition } from "../inbox/forms";
import { localTime } from "../inbox/submission-detail";
import type { MailAddress } from "../mail/mailer";
import type { LiveSubmission } from "./live-submission";
import { buttonHtml, fieldsHtml, fieldsText, headingHtml, mailDocument, noteHtml } from "../mail/mail-html";
import type { NotificationMail } from "../mail/mail-delivery";
import { headerText, isPlainAddress, MAX_NAME_LENGTH, MAX_SUBJECT_LENGTH } from "../mail/mail-headers";

type SiteLanguage = ReturnType<typeof siteInfo>["language"];
type FormKind = "quote" | "contact" | "newsletter";

/** The subject's first words, in the site's language: owners file and search their mail in it. */
const HEADLINES: Record<SiteLanguage, Record<FormKind | "unknown", string>> = {
  nl: { quote: "Nieuwe offerteaanvraag", contact: "Nieuw contactbericht", newsletter: "Nieuwe aanmelding voor de nieuwsbrief", unknown: "onbekend" },
  es: { quote: "Nueva solicitud de presupuesto", contact: "Nuevo mensaje de contacto", newsletter: "Nueva suscripción al boletín", unknown: "desconocido" },
  no: { quote: "Ny tilbudsforespørsel", contact: "Ny henvendelse", newsletter: "Ny påmelding til nyhetsbrevet", unknown: "ukjent" },
  en: { quote: "New quote request", contact: "New contact message", newsletter: "New newsletter sign-up", unknown: "unknown" },
};

const formKind = (form: string): FormKind => (form === "felimar-quote" ? "quote" : form === "newsletter" ? "newsletter" : "contact");

/**
 * E.g. "Nieuwe offerteaanvraag — Comfort & Airco — Jan de Vries": the form, what it is
 * about when the form says (a quote's package, else its service; a sign-up's site), and
 * who sent it (their name, else their address or phone).
 */
export function ownerSubject(submission: LiveSubmission): string {
  const site = siteInfo(submission.site);
  const words = HEADLINES[site.language];
  const kind = formKind(submission.form);
  const person = [submission.name, submission.email, submission.phone].find((value) => value?.trim()) ?? words.unknown;
  const parts = [words[kind], about(submission, kind, site.name), person]
    .filter((part): part is string => typeof part === "string" && part.trim() !== "")
    .map((part) => headerText(part, MAX_NAME_LENGTH));
  return headerText(parts.join(" — "), MAX_SUBJECT_LENGTH);
}

function about(submission: LiveSubmission, kind: FormKind, siteName: string): string | null {
  if (kind === "newsletter") return siteName;
  if (kind !== "quote") return null;
  const { pakket, categorie } = submission.fields;
  if (typeof pakket === "string" && pakket.trim()) return pakket;
  return typeof categorie === "string" ? (categoryLabel(categorie) ?? null) : null;
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
  const formName = FORM_NAMES[submission.form as FormKey] ?? submission.form;
  const fields = (formDefinition(submission.form)?.labelFields(submission.fields) ?? []).map(({ label, value }) => ({ label, value }));
  const received = `Received ${localTime(submission.createdAt, site.timeZone)}`;
  const url = `${siteUrl}/admin/submissions/${submission.id}`;
  const replyTo = ownerReplyTo(submission);
  const title = `${formName} — ${site.name}`;
  const howToAnswer = replyTo
    ? "Reply to this e-mail to answer the sender."
    : "The sender left no e-mail address: answer them by phone or the details above.";

  const text = [title, received, "", fieldsText(fields), "", `Open it in the inbox: ${url}`, "", howToAnswer, ""].join("\n");
  const html = mailDocument(
    "en",
    title,
    [headingHtml(title), noteHtml(received), fieldsHtml(fields), buttonHtml(url, "Open in the inbox"), noteHtml(howToAnswer)].join("\n"),
  );
  return { subject: ownerSubject(submission), text, html, replyTo };
}
