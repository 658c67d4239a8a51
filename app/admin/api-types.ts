import type { FormKey } from "#app/forms/forms.ts";
import type { TypingFigures } from "#app/lib/typing-report.ts";
import type { SiteKey } from "#app/sites/registry.ts";
import type { AdminLanguage } from "./messages/index";
import type {
  AUDIT_ACTIONS,
  BULK_ACTIONS,
  DELIVERY_KINDS,
  NOTIFICATION_MODES,
  ROLES,
  SPAM_REASONS,
  STATUSES,
} from "./api-enums";

/*
 * The back office's API contract: what each /api/admin endpoint answers. The server
 * (server/api/admin/*) builds these shapes and the admin pages read them; both import
 * from here, so a change is a compile error on both sides. Dates are ISO strings.
 * Errors are the API's one error shape: {"error":{"code","message","fields"?}}.
 *
 * Sign-in (open to anyone; every POST needs Origin = SITE_URL):
 *   GET  /api/admin/auth/methods            → SignInMethods
 *   POST /api/admin/auth/email {email,next?} → 202 {sent:true}, whether or not the address has an account; the
 *                                             link e-mailed opens `next` (a back-office path) after signing in
 *                                             (400 "email_sign_in_unavailable" when SMTP_URL is unset; 429 rate limits)
 *   POST /api/admin/auth/link {token}       → Me, and the session cookie (an e-mailed or invitation link; 400 "invalid_link")
 *   POST /api/admin/auth/setup {token,email}→ Me, and the session cookie (creates the first operator; 400 "invalid_link")
 *   POST /api/admin/auth/setup/status {token} → SetupLinkStatus (reads the link, never uses it up)
 *   POST /api/admin/auth/passkey/options    → PublicKeyCredentialRequestOptionsJSON (+ a challenge cookie)
 *   POST /api/admin/auth/passkey {response} → Me, and the session cookie (400 "passkey_not_accepted")
 * Signed in (401 "unauthenticated" otherwise):
 *   GET  /api/admin/me                      → Me
 *   PUT  /api/admin/me/preferences {language,timeZone} → Me (one's own only; each null for "not chosen"; 400 for an
 *                                             unknown language or zone, in the person's language)
 *   POST /api/admin/auth/sign-out           → 204
 *   POST /api/admin/auth/sign-out-everywhere→ 204
 *   GET  /api/admin/passkeys                → PasskeyItem[]
 *   POST /api/admin/passkeys/options        → PublicKeyCredentialCreationOptionsJSON (+ a challenge cookie)
 *   POST /api/admin/passkeys {response,name}→ 201 PasskeyItem
 *   DELETE /api/admin/passkeys/:id          → 204 (404 for another user's)
 * Operators only (403 "forbidden" for an owner):
 *   GET  /api/admin/users                   → UserItem[]
 *   POST /api/admin/users {email,role,sites}→ 201 InviteResult
 *   DELETE /api/admin/users/:id             → 204
 *   POST /api/admin/users/:id/access {role,sites} → UserItem (409 "last_operator")
 *   POST /api/admin/users/:id/invitation    → InviteResult (409 "signed_in", 429 "too_soon")
 *   POST /api/admin/notes/:slug/takedown {reason} → 200 {slug, takenDownAt}
 *   GET  /api/admin/audit?{AuditQuery}      → AuditItem[] (newest first, 200 at most; 400 for an unknown action)
 * The inbox (scoped to the user's sites; another site's submission is 404):
 *   GET  /api/admin/submissions?{InboxQuery} → InboxPage
 *   GET  /api/admin/submissions/export.csv?{InboxQuery} → text/csv download (every row of the filter)
 *   GET  /api/admin/submissions/export.xlsx?{InboxQuery} → .xlsx download, one sheet per site and form (422 "too_many_rows" over 10,000)
 *   GET  /api/admin/submissions/export.json?{InboxQuery} → application/json download
 *   GET  /api/admin/submissions/:id          → SubmissionDetail (a "new" one becomes "read")
 *   GET  /api/admin/submissions/count?{InboxQuery} → InboxCount (how many match the filter)
 *   POST /api/admin/submissions/bulk {action, ids | filter} → BulkResult (422 "too_many" over 10,000)
 *   POST /api/admin/submissions/bulk/undo {token} → BulkUndoResult (404 "undo_not_found", 410 "undo_expired")
 *   POST /api/admin/submissions/:id/status {status} → SubmissionDetail
 *   POST /api/admin/submissions/:id/notes {note}    → SubmissionDetail
 *   POST /api/admin/submissions/:id/spam {spam}     → SubmissionDetail
 *   POST /api/admin/privacy/preview {email?,phone?} → ErasurePreview
 *   POST /api/admin/privacy/erase {email?,phone?}   → {deleted: number}
 *   POST /api/admin/privacy/export {email?,phone?}  → SubjectAccessExport (as a download)
 * Notifications (scoped to the user's sites; operators: every site):
 *   GET  /api/admin/notifications            → NotificationSettings
 *   POST /api/admin/notifications/preferences {site,form,mode} → NotificationPreference (the user's own)
 *   POST /api/admin/notifications/confirmations {site,form,enabled,subject,body} → ConfirmationSetting
 *   POST /api/admin/webhooks {site,url}      → 201 WebhookItem (400 "webhook_url_refused": private address, not https, …)
 *   DELETE /api/admin/webhooks/:id           → 204 (404 for another site's)
 *   POST /api/admin/webhooks/:id/test        → WebhookTestResult (a signed test event sent now; 404 for another site's)
 * Operators only:
 *   GET  /api/admin/deliveries/failed        → FailedDeliveryItem[] (failed, and pending ones that failed an attempt
 *                                             and are still retried; newest first, 200 at most)
 *   POST /api/admin/deliveries/:id/retry     → DeliveryItem (404 unless it failed)
 * Site content (the sites the user owns; another site is 404 "not_found"):
 *   GET  /api/admin/content/:site            → SiteContentState
 *   POST /api/admin/content/:site {baseVersion,content,summary} → SiteContentSaved
 *                                             (400 with fields "content.testimonials.2.quote" …; 409 "content_changed"
 *                                             when another save came after baseVersion: nothing is overwritten)
 *   GET  /api/admin/content/:site/versions   → SiteContentVersion[] (newest first, 100 at most)
 *   POST /api/admin/content/:site/restore {baseVersion,version} → SiteContentSaved (a new version equal to `version`;
 *                                             "undo the last change" restores the one before the current)
 *   POST /api/admin/images/:site             (the file itself as the body, its Content-Type image/jpeg|png|webp|heic|heif;
 *                                             15 MB at most) → 201 StoredImage (400 "image_refused" with the reason
 *                                             in the message: not an image, SVG, too many pixels; 413 over 15 MB)
 * The businesses' own domains (operators only):
 *   GET  /api/admin/domains                  → SiteDomains
 *   PUT  /api/admin/domains/:site {hosts}    → SiteDomainItem (hosts primary first; [] = no domain of its own;
 *                                             400 with fields "hosts.2" …; 409 "host_taken" naming the host and the
 *                                             site that has it, 409 "locked" for a site SITE_DOMAINS names; 404 "not_found")
 */

export type Role = (typeof ROLES)[number];

/** A setup link as its page finds it: "ready" shows the form; the others say why not. */
export type SetupLinkState = "ready" | "used" | "expired" | "invalid";

export interface SetupLinkStatus {
  state: SetupLinkState;
}

export interface SignInMethods {
  /** False when SMTP_URL is unset: no e-mailed links, the command line is the way in. */
  email: boolean;
}

export interface Me {
  /**
   * `language` and `timeZone`: what the person chose in Account, null until they choose
   * (personLanguage, app/admin/messages/index.ts, says what they read meanwhile; each site's own zone).
   */
  user: {
    id: string;
    email: string;
    role: Role;
    sites: SiteKey[];
    language: AdminLanguage | null;
    timeZone: string | null;
  };
  /** New (unread, not spam) submissions per site the user may see. */
  newCounts: Partial<Record<SiteKey, number>>;
  /** Spam waiting in the spam folder, over the user's sites. */
  spamCount: number;
  /** Of it, what the server caught (with a spam reason) in the last 7 days: the inbox's "went to spam this week" line. */
  spamThisWeek: number;
  /** How many passkeys the user has: 0 → the pages offer to add one. */
  passkeyCount: number;
  /** Notifications of the user's sites that keep failing (and, for operators, the mail server): the banner. */
  deliveryProblems: DeliveryProblem[];
}

export interface PasskeyItem {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface UserItem {
  id: string;
  email: string;
  role: Role;
  sites: SiteKey[];
  createdAt: string;
  /** Null: invited, never signed in. */
  firstSignInAt: string | null;
  passkeyCount: number;
}

export interface InviteResult {
  user: UserItem;
  /** True when the invitation went out by e-mail. */
  emailed: boolean;
  /** The one-time link to pass on, when it could not be e-mailed (no SMTP_URL). */
  link: string | null;
}

/** A form's key (submissions.form); the forms, their sites and names are in app/forms/forms.ts. */
export type { FormKey };

export type SubmissionStatus = (typeof STATUSES)[number];
/** Why the server put a submission in the spam folder (null: a person did). */
export type SpamReason = (typeof SPAM_REASONS)[number];

/** The inbox filters, as query parameters. All optional. */
export interface InboxQuery {
  /** "inbox" (default) or "spam". */
  folder?: "inbox" | "spam";
  site?: SiteKey;
  form?: FormKey;
  status?: SubmissionStatus;
  /** Dates, YYYY-MM-DD, inclusive, in the site's own time zone is not needed: UTC days. */
  from?: string;
  to?: string;
  /** Search over name, e-mail, phone and message (at least 2 characters). */
  q?: string;
  /** From the previous page's nextCursor. */
  cursor?: string;
  /** 1–100, default 50. */
  limit?: number;
}

export interface SubmissionListItem {
  id: string;
  site: SiteKey;
  form: FormKey;
  status: SubmissionStatus;
  spam: boolean;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** The start of the message (200 characters at most). */
  preview: string | null;
  createdAt: string;
  /** In the inbox's list (GET /api/admin/submissions): why the server put it in spam; null when a person did, or not spam. */
  spamReason?: SpamReason | null;
}

/** What a bulk action does to each submission it names. */
export type BulkAction = (typeof BULK_ACTIONS)[number];

export interface InboxCount {
  count: number;
  /** The most one bulk action takes. */
  max: number;
}

export interface BulkResult {
  /** Submissions the action found (the ids on the person's sites, or the filter's rows). */
  matched: number;
  /** Of those, the ones it changed (the others were already so). */
  changed: number;
  /** Null when nothing changed. `seconds`: how long the page offers the undo. */
  undo: { token: string; seconds: number } | null;
}

export interface BulkUndoResult {
  /** Rows put back; a row someone changed again meanwhile is left as they left it. */
  restored: number;
}

export interface InboxPage {
  items: SubmissionListItem[];
  /** Null on the last page. */
  nextCursor: string | null;
}

/** One field as the visitor submitted it, labelled in the reader's language (personLanguage). */
export interface LabelledField {
  key: string;
  label: string;
  value: string;
}

export interface SubmissionEvent {
  id: string;
  kind: "status" | "note" | "spam" | "not-spam";
  fromStatus: SubmissionStatus | null;
  toStatus: SubmissionStatus | null;
  note: string | null;
  /** Null when the account was removed since. */
  by: string | null;
  createdAt: string;
}

export interface SubmissionDetail extends SubmissionListItem {
  fields: LabelledField[];
  /** One-click replies in the site's language; null when there is nothing to reply to. */
  replies: { email: string | null; whatsapp: string | null; phone: string | null };
  events: SubmissionEvent[];
  /** The notifications this submission set off (e-mails, webhooks, the visitor's confirmation), oldest first. */
  deliveries: DeliveryItem[];
  /** False when SMTP_URL is unset: e-mails wait in the outbox until a mail server is configured. */
  mailConfigured: boolean;
  /**
   * How its free-text fields were filled in (app/lib/typing-signal.ts: the label comes from
   * `isTypedAtKeyboard`); null for a form without free text or a submission from before it was recorded.
   */
  typing: TypingFigures | null;
}

export interface ErasurePreview {
  /** Every stored submission that would go, over the user's sites only. */
  items: SubmissionListItem[];
  total: number;
}

export interface SubjectAccessExport {
  subject: { email: string | null; phone: string | null };
  exportedAt: string;
  submissions: Array<SubmissionListItem & { fields: LabelledField[] }>;
}

/** What the audit log records; the filter of GET /api/admin/audit. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How someone signed in, as the audit log records it. */
export type SignInMethod = "passkey" | "link";

/** The audit page's filter: one kind of record, one person (an account's e-mail address). */
export interface AuditQuery {
  action?: AuditAction;
  person?: string;
}

export interface AuditItem {
  id: string;
  action: string;
  actor: string | null;
  /** The account the record is about (`details.userId`: an invited one), by its e-mail now; null once it is removed. */
  account: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

/** How an account hears of a form's submissions (NOTIFICATION_MODES). */
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];

export interface NotificationPreference {
  site: SiteKey;
  form: FormKey;
  mode: NotificationMode;
  /** True while no choice was made and `mode` is the default. */
  isDefault: boolean;
}

/** The e-mail a visitor gets after sending a form: off unless switched on. */
export interface ConfirmationSetting {
  site: SiteKey;
  form: FormKey;
  enabled: boolean;
  /** The owner's wording, or the default in the site's language while never saved. */
  subject: string;
  body: string;
  defaultSubject: string;
  defaultBody: string;
  /** Null while never saved. */
  updatedAt: string | null;
}

export interface WebhookItem {
  id: string;
  site: SiteKey;
  url: string;
  /** Signs each delivery (HMAC-SHA256 over "timestamp.body"); shown to the site's members. */
  secret: string;
  createdAt: string;
}

export interface NotificationSettings {
  /** False when SMTP_URL is unset: e-mails wait in the outbox. */
  mailConfigured: boolean;
  /** The user's sites with no owner who accepted an invitation: their notifications go to the operators. */
  ownerlessSites: SiteKey[];
  /** The signed-in user's own choices, one per form of each of their sites. */
  preferences: NotificationPreference[];
  /** One per form of each of the user's sites. */
  confirmations: ConfirmationSetting[];
  webhooks: WebhookItem[];
}

/** What POST /api/admin/webhooks/:id/test answers: the receiver's status, or why it was not reached. */
export interface WebhookTestResult {
  /** True for a 2xx answer. */
  delivered: boolean;
  /** The receiver's HTTP status; null when it was not reached. */
  status: number | null;
  /** Why it was not reached ("ECONNREFUSED", "timed out after 10 s", "refused: private address"); null when it answered. */
  error: string | null;
}

/**
 * A notification channel that keeps failing, or the mail server itself, as the back
 * office's banner shows it until a delivery succeeds again.
 */
export type DeliveryProblem =
  | { kind: "webhook" | "email"; site: SiteKey; target: string; failures: number; lastError: string }
  | { kind: "mail-server"; failures: number; lastError: string };

export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** One notification of the outbox, as the delivery log shows it. */
export interface DeliveryItem {
  id: string;
  kind: DeliveryKind;
  /** The address or URL it goes to. */
  target: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  createdAt: string;
  lastAttemptAt: string | null;
  /** When a pending one is tried next. */
  nextAttemptAt: string | null;
  sentAt: string | null;
  lastError: string | null;
  /** An e-mail waiting because no mail server is configured. */
  waitingForMailServer: boolean;
}

export interface FailedDeliveryItem extends DeliveryItem {
  site: SiteKey;
  /** Null for a digest (it covers many). */
  submissionId: string | null;
}

/**
 * A site's editable content: one JSON document per site, validated by that site's
 * schema (`app/sites/<site>/site-content.ts`, shared by the edit forms and the server).
 * Every save is a new numbered version; the newest is live.
 */
export interface SiteContentState<Content = Record<string, unknown>> {
  site: SiteKey;
  /** The live version's number (0: nothing saved yet, `content` is the site's defaults). */
  version: number;
  content: Content;
  /** Every photo the content refers to, by id. */
  images: Record<string, StoredImage>;
}

export interface SiteContentSaved {
  version: number;
}

export interface SiteContentVersion {
  version: number;
  createdAt: string;
  /** Who saved it; null for the command line or a removed account. */
  actor: string | null;
  /** What changed, in the editor's words ("Testimonial by Anna edited"). */
  summary: string;
  /** Set when the version restored an earlier one. */
  restoredFrom: number | null;
}

/** An uploaded photo, metadata stripped, stored as AVIF and WebP at a few widths. */
export interface StoredImage {
  id: string;
  /** The original's dimensions (after EXIF rotation). */
  width: number;
  height: number;
  /** A small WebP for the editor's thumbnails (an immutable /media URL). */
  previewUrl: string;
}

/**
 * Where a site's own domain comes from: the server's configuration (SITE_DOMAINS, read-only
 * here), the back office (operators edit it), or nowhere (the site is on the shared host only).
 */
export type SiteDomainSource = "configuration" | "back-office" | "none";

/** One site's own domain, as the server answers for it now. */
export interface SiteDomainItem {
  site: SiteKey;
  name: string;
  /** Primary first; the others redirect to it. Empty when the site has no domain of its own. */
  hosts: string[];
  source: SiteDomainSource;
  /** The site's pages: `path` on the shared host, `domainPath` on its own domain. */
  pages: { path: string; domainPath: string }[];
}

export interface SiteDomains {
  /** SITE_URL: the shared host, which serves every site at its path. */
  sharedOrigin: string;
  sites: SiteDomainItem[];
}
