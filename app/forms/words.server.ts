import type { ReplyLanguage, Wording, Words } from "./define-form.server";

/* Wording several forms share; a form's own is in its folder. */

/** A contact message's subject for its owner. */
export const CONTACT_HEADLINE: Words = {
  nl: "Nieuw contactbericht",
  es: "Nuevo mensaje de contacto",
  no: "Ny henvendelse",
  en: "New contact message",
};

/** Felimar's Dutch thanks, for a request ("aanvraag") or a message ("bericht"). */
export const dutchConfirmation =
  (what: string) =>
  (name: string): Wording => ({
    subject: `Bedankt voor uw ${what} — ${name}`,
    body: `Bedankt voor uw ${what}. We hebben het goed ontvangen en nemen zo snel mogelijk contact met u op.\n\nMet vriendelijke groet,\n${name}`,
  });

/**
 * A contact message's confirmation. It repeats nothing the visitor typed (server/notifications/
 * confirmation-email-content.ts): a form anyone can fill in with anyone's address must not
 * make the business mail a stranger's text.
 */
export const CONTACT_CONFIRMATION: Record<ReplyLanguage, (name: string) => Wording> = {
  nl: dutchConfirmation("bericht"),
  es: (name) => ({
    subject: `Gracias por su mensaje — ${name}`,
    body: `Gracias por escribirnos. Hemos recibido su mensaje y le responderemos lo antes posible.\n\nUn saludo,\n${name}`,
  }),
  no: (name) => ({
    subject: `Takk for meldingen — ${name}`,
    body: `Takk for meldingen din. Vi har mottatt den og svarer så snart vi kan.\n\nVennlig hilsen\n${name}`,
  }),
  en: (name) => ({
    subject: `Thanks for your message — ${name}`,
    body: `Thank you for your message. We have received it and will answer as soon as we can.\n\nBest wishes,\n${name}`,
  }),
};
