import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ADMIN_LANGUAGES, SPAM_REASONS } from "#app/admin/api-enums.ts";
import type { TypingFigures } from "#app/lib/typing-report.ts";
import { createdAt, id } from "./columns";

/**
 * One schema for PostgreSQL and the embedded PGlite. Table and column names are the
 * original application's (the Dutch and Spanish ones too: felimar_requests.categorie,
 * neron_contacto), so the data reads the same as there.
 * After changing a table, here or in a form's folder, run `npm run db:generate` to write a migration.
 */

// Each form's table lives in its folder (app/forms/<form>/table.server.ts, docs/decisions/0016);
// listed here so drizzle-kit and every query see one schema.
export { felimarRequests } from "#app/forms/felimar-request/table.server.ts";
export { housingMessages } from "#app/forms/housing-contact/table.server.ts";
export { neronContacto } from "#app/forms/neron-contact/table.server.ts";
export { newsletterSignups } from "#app/forms/newsletter/table.server.ts";

// Felimar's packages, gallery and testimonials were tables until migration 0012: they are
// now lists in the site's content document (site_content_versions, docs/decisions/0013).

export const notes = pgTable(
  "notes",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    content: text("content"),
    contentEnc: text("content_enc"),
    isPrivate: boolean("is_private").notNull(),
    passphraseHint: text("passphrase_hint"),
    viewPolicy: text("view_policy").notNull(),
    /** Public: SHA-256 of the content. Private: the commitment the page computed (HMAC, never checkable here). */
    contentHash: text("content_hash").notNull(),
    proof: jsonb("proof").notNull(),
    viewsCount: integer("views_count").notNull().default(0),
    createdAt: createdAt(),
    /** Set when an operator took the note down: its page and API answer 410. */
    takenDownAt: timestamp("taken_down_at", { withTimezone: true }),
    /** The witnessed typing log, exactly the text its proof's logHash signs; null for notes made before proof v2. */
    typingLog: text("typing_log"),
    /** SHA-256 (hex) of typing_log; null for notes made before proof v2. */
    logHash: text("log_hash"),
    /** Private notes of proof v2: SHA-256 (hex) of the envelope's `ct`, so a copied ciphertext is refused. */
    ciphertextHash: text("ciphertext_hash"),
    /** The proof's leaf index in the public log (server/public-log/); null until the sequencer adds it, within seconds. */
    logIndex: bigint("log_index", { mode: "number" }).unique(),
  },
  (table) => [
    // The sequencer's queue: notes not in the log yet, oldest first.
    index("notes_unlogged")
      .on(table.createdAt)
      .where(sql`log_index is null`),
    // A proof is an object: its leaf is made of its members, and one that is not would stop every append.
    check("notes_proof_is_object", sql`jsonb_typeof(${table.proof}) = 'object'`),
    // A ciphertext or commitment is signed once. Only proof v2 notes (log_hash set): notes made before
    // may already share one (someone re-signing another's ciphertext as their own), and a v1 ciphertext cannot open in a v2
    // note, whose encryption names its slug and session.
    uniqueIndex("notes_private_ciphertext_hash")
      .on(table.ciphertextHash)
      .where(sql`is_private and log_hash is not null`),
    uniqueIndex("notes_private_content_hash")
      .on(table.contentHash)
      .where(sql`is_private and log_hash is not null`),
  ],
);

/**
 * A writing session of the Human Notebook (proof v2): opened at the first key press,
 * fed typing batches as the visitor types, used by at most one note. Its id is public
 * (it goes into the proof); only the page that opened it knows the secret, stored
 * here as its SHA-256. The slug is the one its note will get. It expires 60 minutes
 * after its last batch; rows are deleted a day after it.
 */
export const noteSessions = pgTable(
  "note_sessions",
  {
    id: text("id").primaryKey(),
    secretHash: text("secret_hash").notNull(),
    slug: text("slug").notNull().unique(),
    createdAt: createdAt(),
    lastBatchAt: timestamp("last_batch_at", { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** Batches received: the next one's seq. */
    batchCount: integer("batch_count").notNull().default(0),
    /** Events received in all batches, bounded by MAX_LOG_EVENTS. */
    eventCount: integer("event_count").notNull().default(0),
  },
  (table) => [index("note_sessions_last_batch_at").on(table.lastBatchAt)],
);

/**
 * One batch of typing events as the server received it: `at` its own milliseconds
 * since the session opened, `sent` the page's clock, `events` the parsed events'
 * JSON (lengths only). Moved into the note's log and deleted when the note is made.
 */
export const noteSessionBatches = pgTable(
  "note_session_batches",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => noteSessions.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    at: integer("at").notNull(),
    sent: integer("sent").notNull(),
    events: text("events").notNull(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.seq] })],
);

/**
 * Who read a note on a day, for one view per visitor per note per day: `visitor` is
 * `<address key>.<visitor key>`, keyed hashes (that day's salt) of slug ‖ address and of
 * slug ‖ address ‖ user agent, never the address or the user agent. The address key caps
 * the visitors one address counts for a note a day (server/notes/views.ts). Rows of past
 * days are deleted with their salt.
 */
export const noteViews = pgTable(
  "note_views",
  {
    slug: text("slug").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    visitor: text("visitor").notNull(),
  },
  (table) => [primaryKey({ columns: [table.slug, table.day, table.visitor] }), index("note_views_day").on(table.day)],
);

/** The visitor-key salt of each UTC day (YYYY-MM-DD), shared by every instance; deleted after its day. */
export const noteViewSalts = pgTable("note_view_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
  createdAt: createdAt(),
});

/**
 * Ed25519 keys that sign note proofs. Every key ever used stays here (retired ones too)
 * so /.well-known/jwks.json keeps listing it and old proofs still verify. A key
 * generated on first start keeps its private half as PKCS#8 PEM; a key given by
 * NOTE_SIGNING_KEY is recorded by its public half only. One generated key is active.
 */
export const signingKeys = pgTable(
  "signing_keys",
  {
    id: id(),
    kid: text("kid").notNull().unique(),
    publicJwk: jsonb("public_jwk").notNull(),
    privateKeyPkcs8: text("private_key_pkcs8"),
    origin: text("origin").notNull(),
    createdAt: createdAt(),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("signing_keys_one_active_generated")
      .on(table.origin)
      .where(sql`origin = 'generated' and retired_at is null`),
  ],
);

/**
 * One row: bumped by a trigger on every statement that changes a site's stored
 * content (migration 0010), so a page rendered from that content is rendered again
 * on every instance once it moves (server/pages/content-pages.ts).
 */
export const contentVersion = pgTable("content_version", {
  id: boolean("id").primaryKey().default(true),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/**
 * Proof-of-work solutions already spent (server/proof-of-work/): a challenge's signature is kept until the
 * challenge expires, so a replay is seen by every worker and instance; expired rows are deleted as
 * new ones are stored.
 */
export const proofOfWorkSpent = pgTable(
  "proof_of_work_spent",
  {
    signature: text("signature").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("proof_of_work_spent_expiry").on(table.expiresAt)],
);

/** One row: the HMAC key every instance signs and checks proof-of-work challenges with, made on first use. */
export const proofOfWorkKey = pgTable("proof_of_work_key", {
  id: boolean("id").primaryKey().default(true),
  hmacKey: text("hmac_key").notNull(),
  createdAt: createdAt(),
});

/** Fixed-window counters shared by every server instance on the same database. */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").notNull(),
    windowStart: bigint("window_start", { mode: "number" }).notNull(),
    count: integer("count").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index("rate_limit_counters_window").on(table.windowStart),
  ],
);

// ---------------------------------------------------------------------------
// Back office (/admin): accounts, sign-in, the inbox, the audit log.
// ---------------------------------------------------------------------------

/** An account of the back office. `operator`: every site; `owner`: the sites in `memberships`. */
export const users = pgTable(
  "users",
  {
    id: id(),
    /** Lower-cased; one account per address. */
    email: text("email").notNull().unique(),
    role: text("role", { enum: ["operator", "owner"] }).notNull(),
    createdAt: createdAt(),
    /** The first successful sign-in; null while the invitation is unused. */
    firstSignInAt: timestamp("first_sign_in_at", { withTimezone: true }),
    /** The language the person chose in Account; null until they choose (their first site's, or English). */
    language: text("language", { enum: ADMIN_LANGUAGES }),
    /** The IANA time zone the person chose in Account; null: each site's own zone. */
    timeZone: text("time_zone"),
  },
  (table) => [check("users_language", sql`${table.language} in ('en', 'nl', 'es', 'nb')`)],
);

/** Which sites an owner may see (operators see all and have no rows here). */
export const memberships = pgTable(
  "memberships",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    site: text("site").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.site] })],
);

/**
 * A signed-in browser. The cookie carries a random token; only its SHA-256 digest is
 * stored, so a copy of this table signs nobody in. Deleting a user's rows signs them
 * out everywhere.
 */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_user").on(table.userId), index("sessions_expires_at").on(table.expiresAt)],
);

/** A WebAuthn credential (passkey) of a user. */
export const passkeys = pgTable(
  "passkeys",
  {
    /** The credential id, base64url. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("passkeys_user").on(table.userId)],
);

/**
 * A WebAuthn challenge waiting for its answer: the browser holds a random id in a
 * short-lived cookie, the challenge stays here, and it is deleted when used.
 */
export const authChallenges = pgTable(
  "auth_challenges",
  {
    idHash: text("id_hash").primaryKey(),
    challenge: text("challenge").notNull(),
    /** Set for a registration (adding a passkey); null for a sign-in. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("auth_challenges_expires_at").on(table.expiresAt)],
);

/**
 * A one-time link: an e-mailed sign-in link (15 minutes), an invitation (24 hours),
 * or the first operator's setup link (24 hours, no user yet). Only the token's
 * SHA-256 digest is stored; `usedAt` makes it single use.
 */
export const signInLinks = pgTable(
  "sign_in_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    purpose: text("purpose", { enum: ["sign-in", "invite", "setup"] }).notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("sign_in_links_expires_at").on(table.expiresAt)],
);

/**
 * The inbox: one row per form submission of any site, in the same transaction as the
 * form's own row (same id). Name, e-mail, phone and message are copied here for the
 * list and the search; `fields` holds every field as submitted, under the form's names.
 * Honeypot catches are stored with `spam` set and no row in the form's table.
 */
export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey(),
    site: text("site").notNull(),
    form: text("form").notNull(),
    status: text("status", { enum: ["new", "read", "answered", "archived"] })
      .notNull()
      .default("new"),
    spam: boolean("spam").notNull().default(false),
    /** When it went to the spam folder (caught, or marked by hand): the 30 days of keeping count from here. */
    spamSince: timestamp("spam_since", { withTimezone: true }),
    /** Why the server put it there (server/forms/spam-verdict.ts); null when a person did, or before reasons were kept. */
    spamReason: text("spam_reason", { enum: SPAM_REASONS }),
    /**
     * The few figures of how the free-text fields were filled in (app/lib/typing-signal.ts): never the
     * keys or their timing, only `{score, keys, pastedShare, medianMs, spread}`. Null for forms without
     * free text and for submissions from before it was recorded.
     */
    typing: jsonb("typing").$type<TypingFigures>(),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    message: text("message"),
    fields: jsonb("fields").notNull(),
    createdAt: createdAt(),
    /** What the search matches: name, e-mail, phone (also as bare digits) and message, lower-cased. */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') || ' ' || coalesce(message, ''))`,
    ),
  },
  (table) => [
    index("submissions_newest").on(table.spam, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("submissions_site_newest").on(
      table.site,
      table.spam,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("submissions_new_per_site")
      .on(table.site)
      .where(sql`status = 'new' and not spam`),
    index("submissions_email").on(sql`lower(${table.email})`),
    index("submissions_phone_digits").on(sql`regexp_replace(coalesce(${table.phone}, ''), '[^0-9]', '', 'g')`),
    index("submissions_search").using("gin", sql`${table.searchText} gin_trgm_ops`),
  ],
);

/** Who changed what on a submission, and the internal notes: status changes, spam moves, notes. */
export const submissionEvents = pgTable(
  "submission_events",
  {
    id: id(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: ["status", "note", "spam", "not-spam"] }).notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    note: text("note"),
    createdAt: createdAt(),
  },
  (table) => [index("submission_events_submission").on(table.submissionId, table.createdAt)],
);

/**
 * What a bulk action in the inbox changed, kept for its undo window: each changed row's state
 * before it (`previous`: id, status, spam, spamSince), under the SHA-256 of a random token
 * only the person who acted holds. Expired rows are deleted by the next bulk action.
 */
export const bulkUndos = pgTable(
  "bulk_undos",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    previous: jsonb("previous").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("bulk_undos_expires_at").on(table.expiresAt)],
);

/**
 * What was done in the back office that must be accounted for: erasures, access
 * exports, note takedowns, accounts invited or removed. Never the personal data
 * itself: counts, sites, a reason.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept when the account is removed, so the record still says who. */
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    details: jsonb("details")
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [index("audit_log_created_at").on(table.createdAt)],
);

/** Daily jobs: one row per job; an instance runs it only if it moves `lastRunAt` forward first. */
export const scheduledJobs = pgTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }).notNull(),
});

/**
 * Every erasure made from the Privacy page (server/privacy/erasure-log.ts), kept so a restore
 * of an older backup can erase the person again (server/backup/restore.ts). Never the address
 * or number itself: the SHA-256 of its normalised form, what it was matched by, the sites.
 */
export const erasureLog = pgTable("erasure_log", {
  id: id(),
  erasedAt: timestamp("erased_at", { withTimezone: true }).notNull().defaultNow(),
  matchedBy: text("matched_by", { enum: ["email", "phone"] }).notNull(),
  /** SHA-256 (hex) of the lower-cased e-mail address or of the phone number's digits. */
  subjectHash: text("subject_hash").notNull(),
  sites: text("sites").array().notNull(),
});

/**
 * Each scheduled backup (server/backup/schedule.ts): when, which file, how big, and what its
 * restore drill found. lastBackupRun (server/backup/backup-runs.ts) reads the newest.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: id(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** The file's name in BACKUP_DIR; null when the backup failed before writing it. */
    file: text("file"),
    bytes: bigint("bytes", { mode: "number" }),
    status: text("status", { enum: ["ok", "failed"] }).notNull(),
    drill: text("drill", { enum: ["passed", "failed", "skipped"] }),
    /** What went wrong, without personal data (an error message from the dump or the drill). */
    error: text("error"),
  },
  (table) => [index("backup_runs_started_at").on(table.startedAt)],
);

// ---------------------------------------------------------------------------
// Notifications: the outbox and what decides who gets what (server/jobs/, server/notifications/).
// ---------------------------------------------------------------------------

/**
 * How one account hears of one form of one site: an e-mail per submission, a daily
 * digest, or nothing. No row: the default (server/notifications/preferences.ts).
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    site: text("site").notNull(),
    form: text("form").notNull(),
    mode: text("mode", { enum: ["instant", "digest", "off"] }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.site, table.form] })],
);

/** The confirmation a visitor gets after sending a form: off unless a row switches it on, worded by the owner. */
export const confirmationSettings = pgTable(
  "confirmation_settings",
  {
    site: text("site").notNull(),
    form: text("form").notNull(),
    enabled: boolean("enabled").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [primaryKey({ columns: [table.site, table.form] })],
);

/** A URL that receives every submission of a site as signed JSON. The secret signs each delivery (HMAC-SHA256). */
export const webhooks = pgTable(
  "webhooks",
  {
    id: id(),
    site: text("site").notNull(),
    url: text("url").notNull(),
    secret: text("secret").notNull(),
    createdAt: createdAt(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [index("webhooks_site").on(table.site)],
);

/**
 * The durable outbox: one row per notification, written in the same transaction as the
 * submission it is about, so neither exists without the other. A worker claims due rows
 * (`FOR UPDATE SKIP LOCKED`), sends, and marks them sent; a failure moves `runAt` on
 * (exponential back-off) until `retryUntil`, then the row is `failed`. Rows are kept as
 * the delivery log and go with their submission.
 */
export const outboxJobs = pgTable(
  "outbox_jobs",
  {
    /** Also the delivery's identity: the e-mail's Message-ID and the webhook's delivery id, the same on every retry. */
    id: id(),
    /** "operator-alert": an alert to owners and operators (server/notifications/alert-operators.ts); no migration: a text column. */
    kind: text("kind", {
      enum: ["owner-email", "digest-email", "confirmation-email", "webhook", "operator-alert"],
    }).notNull(),
    site: text("site").notNull(),
    submissionId: uuid("submission_id").references(() => submissions.id, { onDelete: "cascade" }),
    /** The account an owner's e-mail or digest goes to (its address is read when sending). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    webhookId: uuid("webhook_id").references(() => webhooks.id, { onDelete: "cascade" }),
    /** Where it goes, as the delivery log shows it: an address or a URL. */
    target: text("target").notNull(),
    /** What the task needs beyond the rows it reads: a confirmation's wording, a digest's submissions. */
    payload: jsonb("payload")
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    retryUntil: timestamp("retry_until", { withTimezone: true }).notNull(),
    lockedBy: text("locked_by"),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("outbox_jobs_due")
      .on(table.runAt)
      .where(sql`status = 'pending'`),
    index("outbox_jobs_submission").on(table.submissionId),
    index("outbox_jobs_failed")
      .on(table.createdAt)
      .where(sql`status = 'failed'`),
    index("outbox_jobs_confirmations")
      .on(table.createdAt)
      .where(sql`kind = 'confirmation-email'`),
  ],
);

/** A submission waiting for the next daily digest of one account; the digest run turns them into one e-mail. */
export const digestItems = pgTable(
  "digest_items",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.submissionId] })],
);

// ---------------------------------------------------------------------------
// Site content the owners edit (/admin/content): one JSON document per site, every save a version.
// ---------------------------------------------------------------------------

/**
 * Every saved version of a site's editable content; the highest `version` is live.
 * A save inserts `version` = the editor's base + 1, so two saves from the same base
 * collide on the primary key and the second is refused, never overwriting the first.
 * Restoring inserts a new version equal to an old one (`restored_from`).
 */
export const siteContentVersions = pgTable(
  "site_content_versions",
  {
    site: text("site").notNull(),
    version: integer("version").notNull(),
    content: jsonb("content").notNull(),
    /** What changed, in the editor's words. */
    summary: text("summary").notNull(),
    restoredFrom: integer("restored_from"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept when the account is removed, so the history still says who. */
    actorEmail: text("actor_email"),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.site, table.version] })],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/** An uploaded photo: decoded, stripped of metadata, stored only as the renditions in stored_image_files. */
export const storedImages = pgTable(
  "stored_images",
  {
    id: id(),
    site: text("site").notNull(),
    /** SHA-256 of the uploaded bytes: the same file uploaded twice is stored once. */
    sourceDigest: text("source_digest").notNull(),
    /** The original's dimensions, after EXIF rotation. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("stored_images_site_digest").on(table.site, table.sourceDigest)],
);

/** One rendition of a stored photo, served at /media/<name> with an immutable cache lifetime. */
export const storedImageFiles = pgTable(
  "stored_image_files",
  {
    /** Digest of the bytes plus extension ("<base64url sha-256>.avif"): a new file, a new name. */
    name: text("name").primaryKey(),
    imageId: uuid("image_id")
      .notNull()
      .references(() => storedImages.id, { onDelete: "cascade" }),
    format: text("format", { enum: ["avif", "webp"] }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [index("stored_image_files_image").on(table.imageId)],
);

/**
 * The notebook's public log (server/public-log/, docs/decisions/0014): every complete
 * subtree of its Merkle tree, written once when its last leaf is appended and never
 * changed. Level 0 holds the leaf hashes; (level, idx) covers leaves
 * [idx × 2^level, (idx + 1) × 2^level). Any proof is built from these.
 */
export const tlogNodes = pgTable(
  "tlog_nodes",
  {
    level: integer("level").notNull(),
    idx: bigint("idx", { mode: "number" }).notNull(),
    hash: bytea("hash").notNull(),
  },
  (table) => [primaryKey({ columns: [table.level, table.idx] })],
);

/** The log's size: one row, locked by the one sequencer appending at a time. */
export const tlogState = pgTable("tlog_state", {
  id: boolean("id").primaryKey().default(true),
  size: bigint("size", { mode: "number" }).notNull().default(0),
});

/** Every signed checkpoint (C2SP signed-note text), and its RFC 3161 timestamp reply when TSA_URL is set. */
export const tlogCheckpoints = pgTable("tlog_checkpoints", {
  size: bigint("size", { mode: "number" }).primaryKey(),
  rootHash: bytea("root_hash").notNull(),
  signedNote: text("signed_note").notNull(),
  /** The Time-Stamping Authority's whole TimeStampResp (DER) over the signed note's bytes. */
  timestampReply: bytea("timestamp_reply"),
  createdAt: createdAt(),
});

/**
 * The businesses' own domains that operators set in the back office
 * (server/hosts/site-domain-store.ts); SITE_DOMAINS' sites are the configuration's and
 * never stored. One row per host: the primary key lets a host belong to one site only,
 * even when two operators save at once. Position 0 is the site's primary host, the others
 * redirect to it. Every change NOTIFYs `site_domains_changed` (migration 0015), and every
 * instance reads the domains again. Who changed them is in the audit log.
 */
export const siteDomainHosts = pgTable(
  "site_domain_hosts",
  {
    host: text("host").primaryKey(),
    site: text("site").notNull(),
    position: integer("position").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("site_domain_hosts_site_position").on(table.site, table.position),
    check("site_domain_hosts_position", sql`${table.position} >= 0`),
  ],
);
