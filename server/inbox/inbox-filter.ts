import { and, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { STATUSES } from "#app/admin/api-enums.ts";
import { FORM_KEYS } from "#app/forms/forms.ts";
import { SITE_KEYS, type SiteKey } from "#app/sites/registry.ts";
import type { AdminPrincipal } from "../auth/principal";
import { submissions } from "../db/schema";
import { phoneCountriesOf, readPhone } from "../phone/read-phone";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

// Years 1970–9998: PostgreSQL has no year 0, and the day after 9999-12-31 is past what it stores.
const day = z
  .string()
  .regex(/^(19[7-9]\d|[2-8]\d{3}|9[0-8]\d\d|99[0-8]\d|999[0-8])-\d{2}-\d{2}$/, serverErrors.dateFormat)
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    serverErrors.notARealDate,
  );

/** The inbox's filters as the query string carries them (InboxQuery); anything else is refused. */
export const inboxFilterShape = {
  folder: z.enum(["inbox", "spam"]).default("inbox"),
  site: z.enum(SITE_KEYS).optional(),
  form: z.enum(FORM_KEYS).optional(),
  status: z.enum(STATUSES).optional(),
  from: day.optional(),
  to: day.optional(),
  q: z.string().trim().min(2, serverErrors.searchTooShort).max(200, serverErrors.searchTooLong).optional(),
};

export const inboxFilterSchema = z.strictObject(inboxFilterShape);
export type InboxFilter = z.infer<typeof inboxFilterSchema>;

/** `%`, `_` and `\` match themselves in a LIKE pattern once escaped (backslash is LIKE's default escape). */
export function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The E.164 digits a search for a phone number also looks for: the forms store numbers in
 * E.164, so "06 12 34 56 78", as the visitor wrote it, finds +31612345678 among Felimar's.
 * Read in each of the person's sites' countries; none for a search that is not a number.
 */
function storedPhoneDigits(q: string, sites: readonly SiteKey[]): string[] {
  if (!/^\+?[\d\s().-]+$/.test(q) || q.replace(/\D/g, "").length < 6) return [];
  const found = new Set<string>();
  for (const site of sites) {
    const reading = readPhone(q, phoneCountriesOf(site));
    const numbers = reading.kind === "read" ? [reading.e164] : reading.kind === "ambiguous" ? reading.candidates : [];
    for (const e164 of numbers) found.add(e164.slice(1));
  }
  return [...found];
}

/**
 * The WHERE of every inbox query: the user's sites first (authorization by construction:
 * a row of another site is never selected), then the filters. The search matches the
 * lower-cased `search_text` (name, e-mail, phone with and without separators, message)
 * with LIKE, which the pg_trgm GIN index `submissions_search` serves; a phone number also
 * by its E.164 digits (storedPhoneDigits).
 */
export function inboxConditions(admin: Pick<AdminPrincipal, "sites">, filter: InboxFilter): SQL {
  const conditions: (SQL | undefined)[] = [
    inArray(submissions.site, admin.sites),
    eq(submissions.spam, filter.folder === "spam"),
    filter.site ? eq(submissions.site, filter.site) : undefined,
    filter.form ? eq(submissions.form, filter.form) : undefined,
    filter.status ? eq(submissions.status, filter.status) : undefined,
    filter.from ? gte(submissions.createdAt, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    filter.to
      ? lt(submissions.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + 24 * 60 * 60 * 1000))
      : undefined,
    filter.q
      ? or(
          ...[filter.q, ...storedPhoneDigits(filter.q, admin.sites)].map(
            (text) => sql`${submissions.searchText} like ${likeContains(text)}`,
          ),
        )
      : undefined,
  ];
  return and(...conditions)!;
}
