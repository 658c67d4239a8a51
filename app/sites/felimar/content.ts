/**
 * Felimar's business facts: the ONE file the owner edits to change the phone number,
 * the WhatsApp number, the e-mail address, the founders, the social links and the
 * service region. Everything on /felimar (links, footer, JSON-LD for search engines)
 * reads these values, so a change here shows everywhere after the next build.
 *
 * The values below are realistic examples: replace them with the real ones.
 * Packages, gallery and testimonials are not here: they live in the database
 * (see `npm run content -- import file.json` in README).
 */
export const felimar = {
  name: "Felimar",
  legalName: "Felimar Costa Concierge S.L.",
  tagline: "Concierge & woningzorg aan de Costa del Sol",
  /** Public address of the page, used in structured data. */
  path: "/felimar",

  contact: {
    /** Shown as written; the link uses the digits only. */
    phone: "+34 612 48 93 07",
    /** The WhatsApp number (may differ from the phone number), international format. */
    whatsapp: "+34 612 48 93 07",
    /** The message a visitor's WhatsApp opens with. */
    whatsappMessage: "Hallo Felimar! Ik heb een vraag over jullie diensten aan de Costa del Sol.",
    email: "hola@felimar.es",
    /** Office hours as shown in the footer and in structured data (Mo–Fr). */
    hours: "ma–vr 9:00–18:00",
    openingHours: { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" },
    /** Where the office is (no visits without appointment). */
    base: "Benalmádena, Málaga",
  },

  founders: [
    {
      name: "Felipe Romero",
      role: "Operations & partners",
      bio: "Geboren in Málaga, twintig jaar in de bouw en het onderhoud aan de kust. Felipe kiest de vakmensen, plant het werk en controleert elke oplevering zelf.",
    },
    {
      name: "Marloes de Vries",
      role: "Klantrelaties",
      bio: "Verhuisde in 2012 vanuit Utrecht naar Fuengirola. Marloes is je vaste aanspreekpunt: zij vertaalt je wensen naar een duidelijke afspraak en houdt je op de hoogte.",
    },
  ],

  /** Languages spoken by the team: shown as NL / ENG / ESP. */
  languages: [
    { code: "nl", short: "NL", name: "Nederlands" },
    { code: "en", short: "ENG", name: "Engels" },
    { code: "es", short: "ESP", name: "Spaans" },
  ],

  /** The service region, north-east to south-west along the coast. */
  towns: ["Torremolinos", "Benalmádena", "Fuengirola", "Mijas", "Marbella"],

  social: [
    { label: "Instagram", handle: "@felimar.costadelsol", href: "https://www.instagram.com/felimar.costadelsol" },
    { label: "Facebook", handle: "Felimar Costa del Sol", href: "https://www.facebook.com/felimar.costadelsol" },
  ],
} as const;

/** Digits only, as wa.me and tel: links want them. */
export function digitsOnly(phone: string): string {
  return phone.replace(/\D/g, "");
}

/** The WhatsApp chat link with the prefilled Dutch message. */
export function whatsappHref(message: string = felimar.contact.whatsappMessage): string {
  return `https://wa.me/${digitsOnly(felimar.contact.whatsapp)}?text=${encodeURIComponent(message)}`;
}

export const phoneHref = `tel:+${digitsOnly(felimar.contact.phone)}`;
export const emailHref = `mailto:${felimar.contact.email}`;
