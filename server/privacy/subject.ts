import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";

/**
 * A person whose data is asked for (preview, erase, access export): exactly one of an
 * e-mail address (matched case-insensitively) or a phone number (matched on its digits,
 * so "+34 600-12 34 56" finds "0034600123456"'s digits only if they are the same digits).
 */
export const subjectSchema = z
  .strictObject({
    email: z.string().trim().toLowerCase().email("Enter a valid e-mail address.").max(254).optional(),
    phone: z
      .string()
      .max(40, "Enter a phone number of at most 40 characters.")
      .refine(
        (value) => /^\+?[\d\s().-]+$/.test(value.trim()) && value.replace(/\D/g, "").length >= 6,
        "Enter a phone number with at least 6 digits.",
      )
      .optional(),
  })
  .refine((subject) => (subject.email === undefined) !== (subject.phone === undefined), {
    message: "Give either an e-mail address or a phone number, not both.",
    path: ["email"],
  });

export type Subject = z.infer<typeof subjectSchema>;

export type MatchedBy = "email" | "phone";

export function matchedBy(subject: Subject): MatchedBy {
  return subject.email !== undefined ? "email" : "phone";
}

/**
 * The condition "this row is about the subject" on a table's e-mail and phone columns.
 * The expressions are written exactly as the indexes on submissions are
 * (lower(email), regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')), so they serve it.
 */
export function aboutSubject(subject: Subject, columns: { email: AnyPgColumn; phone?: AnyPgColumn }): SQL {
  if (subject.email !== undefined) return sql`lower(${columns.email}) = ${subject.email}`;
  if (!columns.phone) return sql`false`;
  return sql`regexp_replace(coalesce(${columns.phone}, ''), '[^0-9]', '', 'g') = ${subject.phone!.replace(/\D/g, "")}`;
}

/** What a subject is matched by, normalised as aboutSubject compares it: the lower-cased address, or the number's digits. */
export function normalisedSubject(subject: Subject): { matchedBy: MatchedBy; value: string } {
  return subject.email !== undefined
    ? { matchedBy: "email", value: subject.email }
    : { matchedBy: "phone", value: subject.phone!.replace(/\D/g, "") };
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
