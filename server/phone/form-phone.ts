import { phoneAsTypedKey } from "#app/forms/column-words.server.ts";
import type { SubmissionRecord } from "#app/forms/define-form.server.ts";
import type { SiteKey } from "#app/sites/registry.ts";
import { phoneCountriesOf, readPhone } from "./read-phone";

/** A form's phone field as it is stored: `stored` is E.164 when the text reads as one number, else the text. */
export type FormPhone = { ok: true; stored: string; asTyped: string | null } | { ok: false };

/**
 * Reads a visitor's phone field for storing. A number that reads as one is stored as E.164
 * and its text kept beside it (`asTyped`, when it differs); one no candidate country has is
 * stored as written (a lead is never refused for a number we cannot read; the inbox then
 * offers no WhatsApp or call link for it). Only an ambiguous number is refused (`ok: false`):
 * the form asks the visitor for the country code.
 */
export function formPhone(text: string, site: SiteKey): FormPhone {
  const written = text.trim();
  const reading = readPhone(written, phoneCountriesOf(site));
  if (reading.kind === "ambiguous") return { ok: false };
  const stored = reading.kind === "read" ? reading.e164 : written;
  return { ok: true, stored, asTyped: stored === written ? null : written };
}

/** The record with the phone's text as written kept beside its E.164 value in `fields`. */
export function keepPhoneAsTyped<R extends SubmissionRecord>(record: R, field: string, asTyped: string | null): R {
  if (asTyped === null) return record;
  return { ...record, fields: { ...record.fields, [phoneAsTypedKey(field)]: asTyped } };
}
