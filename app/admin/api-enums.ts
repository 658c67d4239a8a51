/*
 * The closed sets of the back office's API contract (app/admin/api-types.ts derives its
 * types from them): the server validates requests against them and the admin pages list
 * them as choices. Values, so they live outside the type file.
 */

/** An operator manages every site and the accounts; an owner, the sites they are a member of. */
export const ROLES = ["operator", "owner"] as const;

export const STATUSES = ["new", "read", "answered", "archived"] as const;

/** What the inbox does to many submissions at once: a status (never back to "new"), or into or out of spam. */
export const BULK_ACTIONS = ["read", "answered", "archived", "spam", "not-spam"] as const;

/**
 * How an account hears of a form's submissions: an e-mail each ("instant"), one e-mail a
 * day listing them ("digest"), or not at all. Members default to instant, and to the
 * digest for newsletter sign-ups; operators get nothing unless they choose.
 */
export const NOTIFICATION_MODES = ["instant", "digest", "off"] as const;

export const DELIVERY_KINDS = [
  "owner-email",
  "digest-email",
  "confirmation-email",
  "webhook",
  "operator-alert",
] as const;

/**
 * Every kind of audit record (server/audit/audit.ts takes only these): the audit page's
 * filter lists them. Each names what was done; its details hold who, when, counts and
 * sites, never the personal data it was about.
 */
export const AUDIT_ACTIONS = [
  "sign_in",
  "sign_in_failed",
  "sign_in_link_issued",
  "user_invited",
  "user_removed",
  "user_changed",
  "inbox_export",
  "erasure",
  "access_export",
  "notification_preference_saved",
  "confirmation_saved",
  "webhook_added",
  "webhook_removed",
  "delivery_retried",
  "content.saved",
  "content.restored",
  "image.uploaded",
  "site_domains_saved",
  "note_takedown",
  "inbox_bulk",
  "inbox_bulk_undone",
  "account_preferences_saved",
] as const;

/**
 * Why the server put a submission in the spam folder (server/forms/spam-verdict.ts): a filled
 * honeypot, no valid proof of work (missing, forged or expired), a proof of work already spent,
 * or links where people write none (more than two URLs in a free-text field, any in a name).
 * A submission a person moved there has none.
 */
export const SPAM_REASONS = ["honeypot", "no-proof-of-work", "replayed-proof", "links"] as const;

/**
 * The back office's languages (app/admin/messages/), as BCP 47 tags: Norwegian is Bokmål,
 * "nb" (the public Norwegian pages keep their own "no"). A person's chosen one is stored as
 * one of these (users.language).
 */
export const ADMIN_LANGUAGES = ["en", "nl", "es", "nb"] as const;
