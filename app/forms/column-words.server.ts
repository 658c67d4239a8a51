import type { OwnerLabel, ReplyLanguage, Words } from "./define-form.server";

/*
 * The headers several forms' columns share in the inbox's spreadsheet export
 * (server/inbox/xlsx-export.ts), each in every language a site speaks; a form's own are in
 * its folder.
 */

export const NAME_COLUMN: Words = { en: "Name", nl: "Naam", es: "Nombre", no: "Navn" };
export const EMAIL_COLUMN: Words = { en: "E-mail", nl: "E-mail", es: "Correo electrónico", no: "E-post" };
export const PHONE_COLUMN: Words = { en: "Phone", nl: "Telefoon", es: "Teléfono", no: "Telefon" };
export const MESSAGE_COLUMN: Words = { en: "Message", nl: "Bericht", es: "Mensaje", no: "Melding" };

/** Where the inbox keeps a phone field's text as the visitor wrote it, beside its E.164 value (server/phone/). */
export const phoneAsTypedKey = (field: string) => `${field}_as_typed`;

/**
 * The detail's label of a phone field's text as written (stored only when it differs from
 * the E.164 value). The spreadsheet has the E.164 number, which every phone dials: no column.
 */
export const PHONE_AS_TYPED_LABEL = (field: string): OwnerLabel => ({
  key: phoneAsTypedKey(field),
  label: {
    en: "Phone as written",
    nl: "Telefoon zoals ingevuld",
    es: "Teléfono tal como se escribió",
    no: "Telefon slik den ble skrevet",
  },
  column: null,
});

/** A language's name in `language` ("no" in Dutch: "Noors"), from the runtime's CLDR data; a value that names no language as it is. */
export function languageName(value: unknown, language: ReplyLanguage): string | null {
  if (typeof value !== "string" || value === "") return null;
  try {
    const name = new Intl.DisplayNames([language], { type: "language", fallback: "none" }).of(value);
    return name ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : value;
  } catch {
    // Not a well-formed language tag (Intl throws a RangeError): shown as stored.
    return value;
  }
}
