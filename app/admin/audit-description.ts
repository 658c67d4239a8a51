import { isFormKey } from "#app/forms/forms.ts";
import { isSiteKey } from "#app/sites/registry.ts";
import { ADMIN_LANGUAGES, BULK_ACTIONS, DELIVERY_KINDS, NOTIFICATION_MODES } from "./api-enums";
import type { AuditItem } from "./api-types";
import { siteName } from "./format";
import { LANGUAGE_NAMES, type AdminMessages } from "./messages/index";

/*
 * An audit record in words: what was done, to which site, account or list, from the record's
 * kind and details (server/audit/audit.ts). Only the facts the details hold are named; the
 * raw kind, ids and details stay one click away on the page, for whoever needs them.
 */

type Words = AdminMessages["audit"];

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const count = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  (values as readonly unknown[]).includes(value) ? (value as T) : null;

/** Site keys as their names, joined in the catalogue's way ("Felimar and Neron"); null when none is known. */
function sitesText(value: unknown, words: Words): string | null {
  const keys = (Array.isArray(value) ? value : [value]).filter(
    (key): key is string => typeof key === "string" && isSiteKey(key),
  );
  return keys.length > 0 ? words.list(keys.map((key) => siteName(key as Parameters<typeof siteName>[0]))) : null;
}

/** One sentence for the record (the person who did it is shown beside it), in the catalogue's language. */
export function describeAudit(
  item: Pick<AuditItem, "action" | "details" | "account" | "actor">,
  t: AdminMessages,
): string {
  const words = t.audit;
  const d = item.details;
  const site = sitesText(d.site, words) ?? words.unknownSite;
  const sites = sitesText(d.sites, words) ?? words.unknownSite;
  const account = item.account ?? words.removedAccount;
  // A form is named beside its site, so its own name says enough ("Quote request on Felimar").
  const formKey = text(d.form);
  const form = formKey && isFormKey(formKey) ? t.inbox.forms[formKey] : words.unknownForm;
  switch (item.action) {
    case "sign_in":
      return words.signIn(d.method === "passkey");
    case "sign_in_failed":
      return words.signInFailed(item.actor ?? words.removedAccount, count(d.count));
    case "sign_in_link_issued":
      return words.signInLinkIssued;
    case "user_invited":
      return words.userInvited(account, d.role === "operator", sitesText(d.sites, words));
    case "user_changed":
      return words.userChanged(account, d.role === "operator", sitesText(d.sites, words));
    case "user_removed":
      return words.userRemoved(d.role === "operator");
    case "inbox_export":
      return words.inboxExport(count(d.rows), text(d.format)?.toUpperCase() ?? "CSV", sites);
    case "erasure":
      return words.erasure(count(d.count), sites);
    case "access_export":
      return words.accessExport(count(d.count), sites);
    case "notification_preference_saved": {
      const mode = oneOf(NOTIFICATION_MODES, d.mode);
      return words.notificationSaved(form, site, mode ? words.modes[mode] : words.unknownMode);
    }
    case "confirmation_saved":
      return words.confirmationSaved(form, site, d.enabled === true);
    case "webhook_added":
      return words.webhookAdded(text(d.host) ?? "?", site);
    case "webhook_removed":
      return words.webhookRemoved(text(d.host) ?? "?", site);
    case "delivery_retried": {
      const kind = oneOf(DELIVERY_KINDS, d.kind);
      return words.deliveryRetried(kind ? words.deliveryKinds[kind] : words.unknownDelivery, site);
    }
    case "content.saved":
      return words.contentSaved(site, count(d.version), text(d.summary));
    case "content.restored":
      return words.contentRestored(site, count(d.restoredFrom), count(d.version));
    case "image.uploaded":
      return words.imageUploaded(site);
    case "site_domains_saved": {
      const hosts = Array.isArray(d.hosts) ? d.hosts.filter((host): host is string => typeof host === "string") : [];
      return words.domainsSaved(site, hosts.length > 0 ? words.list(hosts) : null);
    }
    case "note_takedown":
      return words.noteTakedown(text(d.slug) ?? "?");
    case "inbox_bulk": {
      const action = oneOf(BULK_ACTIONS, d.action);
      return words.bulk(action ? words.bulkActions[action] : words.unknownAction, count(d.changed), count(d.matched));
    }
    case "inbox_bulk_undone": {
      const action = oneOf(BULK_ACTIONS, d.action);
      return words.bulkUndone(action ? words.bulkActions[action] : words.unknownAction, count(d.restored));
    }
    case "account_preferences_saved": {
      const language = oneOf(ADMIN_LANGUAGES, d.language);
      return words.preferencesSaved(language ? LANGUAGE_NAMES[language] : null, d.ownTimeZone === true);
    }
    default:
      return words.other;
  }
}
