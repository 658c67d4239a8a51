import type { FormKey, NotificationMode, Role } from "#app/admin/api-types.ts";
import { formWords } from "#app/forms/index.server.ts";

/**
 * What an account gets for a form while it made no choice: a site's members what the
 * form's definition says (an e-mail per submission, or the daily digest for newsletter
 * sign-ups, which need no answer); operators, who see every site, nothing until they choose.
 */
export function defaultNotificationMode(role: Role, form: FormKey): NotificationMode {
  if (role === "operator") return "off";
  return formWords(form).membersHear;
}
