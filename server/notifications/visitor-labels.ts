import type { ReplyLanguage, Words } from "#app/forms/define-form.server.ts";
import { isFormKey } from "#app/forms/forms.ts";
import { formWords } from "#app/forms/index.server.ts";
import type { MailField } from "../mail/mail-html";

/**
 * What the visitor sent, labelled in `language`, in the form's order; blank fields are left
 * out. Only the fields the form's definition lists for its visitors (app/forms/<form>/).
 */
export function visitorFields(form: string, fields: Record<string, unknown>, language: ReplyLanguage): MailField[] {
  const known = isFormKey(form) ? formWords(form).visitorFields : [];
  return known.flatMap((field) => {
    const raw = fields[field.key];
    const value = field.format ? field.format(raw, language) : typeof raw === "string" ? raw.trim() : null;
    return value ? [{ label: field.label[language], value }] : [];
  });
}

/** The heading above the visitor's copy. */
export const COPY_HEADING: Words = {
  en: "What you sent us",
  nl: "Wat u ons stuurde",
  es: "Lo que nos envió",
  no: "Det du sendte oss",
};
