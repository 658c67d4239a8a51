import type { FormKey, NotificationMode, Role } from "#app/admin/api-types.ts";

/**
 * What an account gets for a form while it made no choice: a site's members an e-mail
 * per submission, and one daily digest of newsletter sign-ups (a sign-up needs no
 * answer); operators, who see every site, nothing until they choose.
 */
export function defaultNotificationMode(role: Role, form: FormKey): NotificationMode {
  if (role === "operator") return "off";
  return form === "newsletter" ? "digest" : "instant";
}
