import type { ReplyLanguage, Wording, Words } from "./define-form.server";

/* Wording several forms share; a form's own is in its folder. */

/** One word in every language: a form that speaks one language labels its fields in it. */
export const same = (word: string): Words => ({ en: word, nl: word, es: word, no: word });

const YES: Words = { en: "Yes", nl: "Ja", es: "Sí", no: "Ja" };

/** A switch is listed only when the visitor turned it on: off is every form's default, not an answer. */
export const onlyWhenOn = (value: unknown, language: ReplyLanguage) => (value === true ? YES[language] : null);

export const NAME: Words = { en: "Name", nl: "Naam", es: "Nombre", no: "Navn" };
export const EMAIL: Words = { en: "E-mail", nl: "E-mail", es: "Correo electrónico", no: "E-post" };
export const PHONE: Words = { en: "Phone", nl: "Telefoon / WhatsApp", es: "Teléfono", no: "Telefon" };
export const MESSAGE: Words = { en: "Message", nl: "Bericht", es: "Mensaje", no: "Melding" };

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
