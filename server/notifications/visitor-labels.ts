import type { FormKey } from "#app/admin/api-types.ts";
import { categoryLabel } from "#app/sites/felimar/categories.ts";
import type { ReplyLanguage } from "../inbox/forms/form-definition";
import type { MailField } from "../mail/mail-html";

type Words = Record<ReplyLanguage, string>;

/** One field the visitor filled in, with its label in each language a form speaks, and how to show its value. */
interface VisitorField {
  key: string;
  label: Words;
  format?: (value: unknown, language: ReplyLanguage) => string | null;
}

const same = (word: string): Words => ({ en: word, nl: word, es: word, no: word });
const YES: Words = { en: "Yes", nl: "Ja", es: "Sí", no: "Ja" };

/** A switch is listed only when the visitor turned it on: off is every form's default, not an answer. */
const onlyWhenOn = (value: unknown, language: ReplyLanguage) => (value === true ? YES[language] : null);

const NAME: Words = { en: "Name", nl: "Naam", es: "Nombre", no: "Navn" };
const EMAIL: Words = { en: "E-mail", nl: "E-mail", es: "Correo electrónico", no: "E-post" };
const PHONE: Words = { en: "Phone", nl: "Telefoon / WhatsApp", es: "Teléfono", no: "Telefon" };
const MESSAGE: Words = { en: "Message", nl: "Bericht", es: "Mensaje", no: "Melding" };

// Felimar speaks Dutch; the labels are the forms' own (quote dialog, contact form).
const FELIMAR_QUOTE: readonly VisitorField[] = [
  { key: "categorie", label: same("Categorie"), format: (value) => (typeof value === "string" ? (categoryLabel(value) ?? null) : null) },
  { key: "pakket", label: same("Pakket") },
  { key: "details", label: same("Omschrijving") },
  { key: "naam", label: same("Naam") },
  { key: "telefoon", label: same("Telefoon / WhatsApp") },
  { key: "email", label: same("E-mail") },
  { key: "plaats", label: same("Plaats") },
  { key: "voorkeurs_tijd", label: same("Gewenste datum/tijd") },
  { key: "sleutel_beheer", label: same("Sleutelbeheer gewenst"), format: onlyWhenOn },
];
// The contact form has no category, time or key management (it stores the defaults).
const FELIMAR_CONTACT: readonly VisitorField[] = [
  { key: "naam", label: same("Naam") },
  { key: "telefoon", label: same("Telefoon / WhatsApp") },
  { key: "email", label: same("E-mail") },
  { key: "plaats", label: same("Plaats") },
  { key: "details", label: same("Waarmee kunnen we helpen?") },
];

/**
 * The fields a visitor filled in, per form, as their copy in the confirmation lists them.
 * Only these: never the form's internal fields (which form sent it, the honeypot, the
 * consent record, spam scores), and never a field under its stored name.
 */
const VISITOR_FIELDS: Record<FormKey, readonly VisitorField[]> = {
  "felimar-quote": FELIMAR_QUOTE,
  "felimar-contact": FELIMAR_CONTACT,
  "neron-contact": [
    { key: "nombre", label: NAME },
    { key: "telefono", label: PHONE },
    { key: "email", label: EMAIL },
    { key: "mensaje", label: MESSAGE },
  ],
  "housing-contact": [
    { key: "name", label: { ...NAME, en: "Full name", no: "Fullt navn" } },
    { key: "email", label: { ...EMAIL, en: "Email" } },
    { key: "phone", label: PHONE },
    { key: "message", label: MESSAGE },
  ],
  newsletter: [{ key: "email", label: EMAIL }],
};

/** What the visitor sent, labelled in `language`, in the form's order; blank fields are left out. */
export function visitorFields(form: string, fields: Record<string, unknown>, language: ReplyLanguage): MailField[] {
  const known = VISITOR_FIELDS[form as FormKey] ?? [];
  return known.flatMap((field) => {
    const raw = fields[field.key];
    const value = field.format ? field.format(raw, language) : typeof raw === "string" ? raw.trim() : null;
    return value ? [{ label: field.label[language], value }] : [];
  });
}

/** The heading above the visitor's copy. */
export const COPY_HEADING: Words = { en: "What you sent us", nl: "Wat u ons stuurde", es: "Lo que nos envió", no: "Det du sendte oss" };
