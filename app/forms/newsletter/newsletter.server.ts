import { HONEYPOT_FIELD } from "#app/lib/honeypot.tsx";
import { isSiteKey, siteInfo } from "#app/sites/registry.ts";
import { EMAIL_COLUMN } from "../column-words.server";
import { defineForm, text, type Wording } from "../define-form.server";
import type { NewsletterSite } from "./schema";
import { newsletterSignups } from "./table.server";

const english = (name: string): Wording => ({
  subject: `Thanks for signing up — ${name}`,
  body: `Thank you for signing up to our newsletter. We only write when we have something to share.\n\nBest wishes,\n${name}`,
});

/** The newsletter sign-up of Community and Naturliv: one row per address and site. */
export const newsletter = defineForm({
  forms: {
    newsletter: {
      headline: {
        nl: "Nieuwe aanmelding voor de nieuwsbrief",
        es: "Nueva suscripción al boletín",
        no: "Ny påmelding til nyhetsbrevet",
        en: "New newsletter sign-up",
      },
      about: (_fields, siteName) => siteName,
      confirmation: {
        no: (name) => ({
          subject: `Takk for påmeldingen — ${name}`,
          body: `Takk for at du meldte deg på nyhetsbrevet vårt. Vi skriver bare når vi har noe å fortelle.\n\nVennlig hilsen\n${name}`,
        }),
        en: english,
        nl: english,
        es: english,
      },
      // A sign-up needs no answer: one e-mail a day lists them.
      membersHear: "digest",
    },
  },
  table: newsletterSignups,
  record(body: { email: string; site: NewsletterSite; [HONEYPOT_FIELD]?: string }) {
    const fields: Record<string, unknown> = { email: body.email, site: body.site };
    if (body[HONEYPOT_FIELD]) fields[HONEYPOT_FIELD] = body[HONEYPOT_FIELD];
    return { site: body.site, form: "newsletter", name: null, email: body.email, phone: null, message: null, fields };
  },
  row: ({ email, site }) => ({ email, site }),
  // One sign-up per address and site: if the address signed up since, that row stays.
  restoredRow: (fields) => ({ email: text(fields, "email") ?? "", site: text(fields, "site") ?? "community" }),
  ownerLabels: [
    { key: "email", label: EMAIL_COLUMN, column: {} },
    // Each site has a sheet of its own in the export: the sheet says which.
    {
      key: "site",
      label: { en: "Signed up on", nl: "Aangemeld op", es: "Suscrito en", no: "Påmeldt på" },
      format: (value) => (typeof value === "string" && isSiteKey(value) ? siteInfo(value).name : null),
      column: null,
    },
  ],
  replyLanguage: (fields) => (fields.site === "naturliv" ? "no" : "en"),
  erasure: { email: newsletterSignups.email, site: newsletterSignups.site },
  // Each sign-up is a standing wish to be mailed, not a lead to answer: deleting it would
  // unsubscribe someone who never asked. Erasure (the Privacy page) removes one.
  retention: "kept",
  redact: ["email"],
});
