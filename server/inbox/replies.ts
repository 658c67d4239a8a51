import type { SubmissionDetail } from "#app/admin/api-types.ts";
import type { ReplyLanguage } from "#app/forms/define-form.server.ts";

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
 * subject, WhatsApp with a greeting (https://wa.me/<digits>?text=…) and a call. A phone
 * written with its country code (+34 …, 0034 …) is dialled as +<digits>; one without is
 * left as the visitor wrote it, digits only (adding a guessed country code would call a
 * stranger), and WhatsApp, which needs the country code, gets the digits as they are.
 */
export function buildReplies(
  contact: { name: string | null; email: string | null; phone: string | null },
  siteName: string,
  language: ReplyLanguage,
): SubmissionDetail["replies"] {
  const email = contact.email
    ? `mailto:${encodeURIComponent(contact.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(SUBJECT[language](siteName))}`
    : null;
  const phone = dialable(contact.phone);
  if (!phone) return { email, whatsapp: null, phone: null };
  return {
    email,
    whatsapp: `https://wa.me/${phone.digits}?text=${encodeURIComponent(GREETING[language](contact.name, siteName))}`,
    phone: phone.international ? `tel:+${phone.digits}` : `tel:${phone.digits}`,
  };
}

function dialable(phone: string | null): { digits: string; international: boolean } | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, "");
  const international = trimmed.startsWith("+") || digits.startsWith("00");
  if (!trimmed.startsWith("+") && digits.startsWith("00")) digits = digits.slice(2);
  return digits.length >= 6 ? { digits, international } : null;
}
