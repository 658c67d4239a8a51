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
