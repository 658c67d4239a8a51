import * as z from "zod/mini";
import { guardShape } from "#app/lib/form-guard-schema.ts";

/** The sites with a newsletter form; each address is stored once per site. */
export const NEWSLETTER_SITES = ["community", "naturliv"] as const;
export type NewsletterSite = (typeof NEWSLETTER_SITES)[number];

export const newsletterMessages = {
  en: { email: "Please enter a valid email address." },
  no: { email: "Skriv inn en gyldig e-postadresse." },
} as const;

/** One schema for the form and the server; the messages follow the page's language. */
export function newsletterSchema(messages: { email: string } = newsletterMessages.en) {
  return z.strictObject({
    email: z.pipe(
      z.string().check(z.trim(), z.toLowerCase()),
      z.email({ error: messages.email }).check(z.maxLength(254, { error: messages.email })),
    ),
    site: z.enum(NEWSLETTER_SITES),
    ...guardShape,
  });
}

export type NewsletterInput = z.input<ReturnType<typeof newsletterSchema>>;
