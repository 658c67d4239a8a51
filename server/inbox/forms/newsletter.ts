import type { NewsletterSite } from "#app/forms/newsletter/schema.ts";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.tsx";
import type { Db } from "../../db/database";
import { newsletterSignups } from "../../db/schema";
import type { SubmissionRecord } from "../submission-record";
import type { FormDefinition } from "./form-definition";
import { labelFields, text, type FieldLabel } from "./labels";

export function newsletterSubmission(body: { email: string; site: NewsletterSite; [HONEYPOT_FIELD]?: string }): SubmissionRecord {
  const fields: Record<string, unknown> = { email: body.email, site: body.site };
  if (body[HONEYPOT_FIELD]) fields[HONEYPOT_FIELD] = body[HONEYPOT_FIELD];
  return { site: body.site, form: "newsletter", name: null, email: body.email, phone: null, message: null, fields };
}

const NEWSLETTER_LABELS: readonly FieldLabel[] = [
  { key: "email", label: "E-mail" },
  { key: "site", label: "Signed up on" },
];

export const newsletterForm: FormDefinition = {
  labelFields: (fields) => labelFields(fields, NEWSLETTER_LABELS),
  replyLanguage: (fields) => (fields.site === "naturliv" ? "no" : "en"),
  async restore(tx: Db, { id, createdAt, fields }) {
    // One sign-up per address and site: if the address signed up since, that row stays.
    await tx
      .insert(newsletterSignups)
      .values({ id, createdAt, email: text(fields, "email") ?? "", site: text(fields, "site") ?? "community" })
      .onConflictDoNothing();
  },
};
