import type { SubmissionDetail } from "#app/admin/api-types.ts";
import type { ReplyLanguage } from "#app/forms/define-form.server.ts";
import { isE164 } from "../phone/read-phone";

const SUBJECT: Record<ReplyLanguage, (site: string) => string> = {
  en: (site) => `Your message to ${site}`,
  nl: (site) => `Uw aanvraag bij ${site}`,
  es: (site) => `Su mensaje a ${site}`,
  no: (site) => `Din henvendelse til ${site}`,
};

const GREETING: Record<ReplyLanguage, (name: string | null, site: string) => string> = {
  en: (name, site) => `Hello${name ? ` ${name}` : ""}, thank you for your message to ${site}.`,
  nl: (name, site) => `Hallo${name ? ` ${name}` : ""}, bedankt voor uw aanvraag bij ${site}.`,
  es: (name, site) => `Hola${name ? ` ${name}` : ""}, gracias por su mensaje a ${site}.`,
  no: (name, site) => `Hei${name ? ` ${name}` : ""}, takk for henvendelsen til ${site}.`,
};

/**
 * The one-click replies of a submission, in the visitor's language: an e-mail with a
 * subject, WhatsApp with a greeting (https://wa.me/<digits>?text=…) and a call (tel:+…).
 * Both need the number in E.164, as the forms store it (server/phone/); a number stored as
 * written because it could not be read gets neither: a guessed country code would reach a
 * stranger, and wa.me without one reaches nobody.
 */
export function buildReplies(
  contact: { name: string | null; email: string | null; phone: string | null },
  siteName: string,
  language: ReplyLanguage,
): SubmissionDetail["replies"] {
  const email = contact.email
    ? `mailto:${encodeURIComponent(contact.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(SUBJECT[language](siteName))}`
    : null;
  if (!contact.phone || !isE164(contact.phone)) return { email, whatsapp: null, phone: null };
  return {
    email,
    whatsapp: `https://wa.me/${contact.phone.slice(1)}?text=${encodeURIComponent(GREETING[language](contact.name, siteName))}`,
    phone: `tel:${contact.phone}`,
  };
}
