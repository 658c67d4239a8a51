/**
 * Felimar's fixed facts: the name, the languages, the service region and the office
 * hours for search engines. What the owner changes (phone, WhatsApp, e-mail, hours as
 * shown, address, social links, founders, packages, gallery, testimonials) is in the
 * site's content document, edited in the back office (site-content.ts has its schema
 * and the defaults; `npm run content` imports and exports it).
 */
export const felimar = {
  name: "Felimar",
  legalName: "Felimar Costa Concierge S.L.",
  tagline: "Concierge & woningzorg aan de Costa del Sol",
  /** Public address of the page, used in structured data. */
  path: "/felimar",

  /** Office hours in structured data (Mo–Fr); the hours shown come from the content document. */
  openingHours: { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" },

  /** Languages spoken by the team: shown as NL / ENG / ESP. */
  languages: [
    { code: "nl", short: "NL", name: "Nederlands" },
    { code: "en", short: "ENG", name: "Engels" },
    { code: "es", short: "ESP", name: "Spaans" },
  ],

  /** The service region, north-east to south-west along the coast. */
  towns: ["Torremolinos", "Benalmádena", "Fuengirola", "Mijas", "Marbella"],
} as const;
