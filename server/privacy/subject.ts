import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import { z } from "zod";
import { SITES } from "#app/sites/registry.ts";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

/**
 * A person whose data is asked for (preview, erase, access export): exactly one of an
 * e-mail address (matched case-insensitively) or a phone number (matched on its digits, in
 * every form the forms may have stored it: see phoneDigitVariants).
 */
export const subjectSchema = z
  .strictObject({
    email: z.string().trim().toLowerCase().email(serverErrors.enterValidEmail).max(254).optional(),
    phone: z
      .string()
      .max(40, serverErrors.phoneTooLong(40))
      .refine(
        (value) => /^\+?[\d\s().-]+$/.test(value.trim()) && value.replace(/\D/g, "").length >= 6,
        serverErrors.phoneTooShort(6),
      )
      .optional(),
  })
  .refine((subject) => (subject.email === undefined) !== (subject.phone === undefined), {
    message: serverErrors.emailOrPhoneNotBoth,
    path: ["email"],
  });

export type Subject = z.infer<typeof subjectSchema>;

export type MatchedBy = "email" | "phone";

export function matchedBy(subject: Subject): MatchedBy {
  return subject.email !== undefined ? "email" : "phone";
}

/** Every country a site reads national phone numbers in (app/sites/registry.ts), once each. */
const PHONE_COUNTRIES: readonly CountryCode[] = [...new Set(SITES.flatMap((site) => site.phoneCountries))];

/**
 * The digits a stored phone number of this person may have. The forms store E.164
 * (server/phone/read-phone.ts) and older rows the number as typed, so "06 12 34 56 78"
 * must find "+31612345678" and "0612345678" alike: the digits as written, and those of each
 * reading of the number (with its own country code or in every site's countries), in
 * E.164 and in its country's national form.
 */
export function phoneDigitVariants(phone: string): string[] {
  const written = phone.trim();
  const digits = written.replace(/\D/g, "");
  const international = written.startsWith("+") || digits.startsWith("00");
  const readings = international
    ? [parsePhoneNumberFromString(`+${written.startsWith("+") ? digits : digits.slice(2)}`)]
    : PHONE_COUNTRIES.map((country) => parsePhoneNumberFromString(digits, country));
  const valid = readings.filter((number) => number?.isValid()).map((number) => number!);
  // Each reading as E.164 and as its country writes it nationally (the trunk 0 included).
  const forms = valid.flatMap((number) => [number.number, number.formatNational()]);
  return [...new Set([digits, ...forms.map((form) => form.replace(/\D/g, ""))])];
}

/**
 * The condition "this row is about the subject" on a table's e-mail and phone columns.
 * The expressions are written exactly as the indexes on submissions are
 * (lower(email), regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')), so they serve it.
 */
export function aboutSubject(subject: Subject, columns: { email: AnyPgColumn; phone?: AnyPgColumn }): SQL {
  if (subject.email !== undefined) return sql`lower(${columns.email}) = ${subject.email}`;
  if (!columns.phone) return sql`false`;
  const variants = phoneDigitVariants(subject.phone!).map((digits) => sql`${digits}`);
  return sql`regexp_replace(coalesce(${columns.phone}, ''), '[^0-9]', '', 'g') in (${sql.join(variants, sql`, `)})`;
}

/**
 * What a subject is matched by, normalised as aboutSubject compares it: the lower-cased
 * address, or each of the number's digit variants (the erasure log keeps one hash for each).
 */
export function normalisedSubject(subject: Subject): { matchedBy: MatchedBy; values: string[] } {
  return subject.email !== undefined
    ? { matchedBy: "email", values: [subject.email] }
    : { matchedBy: "phone", values: phoneDigitVariants(subject.phone!) };
}

/**
 * The condition aboutSubject makes, by the SHA-256 (hex) of the normalised value instead of
 * the value: how the erasure log (./erasure-log.ts) finds the person again without keeping
 * their address. Hashed in the database, over the same expressions aboutSubject compares.
 */
export function aboutSubjectHash(
  matchedBy: MatchedBy,
  hash: string,
  columns: { email: AnyPgColumn; phone?: AnyPgColumn },
): SQL {
  const hashed = (value: SQL) => sql`encode(sha256(convert_to(${value}, 'UTF8')), 'hex') = ${hash}`;
  if (matchedBy === "email") return hashed(sql`lower(${columns.email})`);
  if (!columns.phone) return sql`false`;
  return hashed(sql`regexp_replace(coalesce(${columns.phone}, ''), '[^0-9]', '', 'g')`);
}
