import type { FormKey } from "#app/admin/api-types.ts";
import { formWords } from "#app/forms/index.server.ts";
import { siteInfo, type SiteKey } from "#app/sites/registry.ts";

/**
 * The wording a visitor's confirmation is offered with, in the site's language, until
 * the owner writes their own (each form's definition words it). The e-mail adds only the
 * business's name and site below it, never what the visitor sent (confirmation-email-content.ts).
 */
export function defaultConfirmation(site: SiteKey, form: FormKey): { subject: string; body: string } {
  const { name, language } = siteInfo(site);
  return formWords(form).confirmation[language](name);
}
