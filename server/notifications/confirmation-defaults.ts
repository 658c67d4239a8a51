import type { FormKey } from "#app/admin/api-types.ts";
import { siteInfo, type SiteKey } from "#app/sites/registry.ts";

/**
 * The wording a visitor's confirmation is offered with, in the site's language, until
 * the owner writes their own. The e-mail adds a copy of what the visitor sent below it.
 */
export function defaultConfirmation(site: SiteKey, form: FormKey): { subject: string; body: string } {
  const name = siteInfo(site).name;
  const language = siteInfo(site).language;
  if (form === "newsletter") {
    return language === "no"
      ? { subject: `Takk for påmeldingen — ${name}`, body: `Takk for at du meldte deg på nyhetsbrevet vårt. Vi skriver bare når vi har noe å fortelle.\n\nVennlig hilsen\n${name}` }
      : { subject: `Thanks for signing up — ${name}`, body: `Thank you for signing up to our newsletter. We only write when we have something to share.\n\nBest wishes,\n${name}` };
  }
  switch (language) {
    case "nl":
      return {
        subject: `Bedankt voor uw ${form === "felimar-quote" ? "aanvraag" : "bericht"} — ${name}`,
        body: `Bedankt voor uw ${form === "felimar-quote" ? "aanvraag" : "bericht"}. We hebben het goed ontvangen en nemen zo snel mogelijk contact met u op.\n\nHieronder vindt u een kopie van wat u ons stuurde.\n\nMet vriendelijke groet,\n${name}`,
      };
    case "es":
      return {
        subject: `Gracias por su mensaje — ${name}`,
        body: `Gracias por escribirnos. Hemos recibido su mensaje y le responderemos lo antes posible.\n\nA continuación encontrará una copia de lo que nos envió.\n\nUn saludo,\n${name}`,
      };
    case "no":
      return {
        subject: `Takk for meldingen — ${name}`,
        body: `Takk for meldingen din. Vi har mottatt den og svarer så snart vi kan.\n\nNedenfor finner du en kopi av det du sendte oss.\n\nVennlig hilsen\n${name}`,
      };
    default:
      return {
        subject: `Thanks for your message — ${name}`,
        body: `Thank you for your message. We have received it and will answer as soon as we can.\n\nBelow is a copy of what you sent us.\n\nBest wishes,\n${name}`,
      };
  }
}
