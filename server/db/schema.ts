import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * One schema for PostgreSQL and the embedded PGlite. Table and column names
 * follow shared/spec.md §3 so the data reads the same as the original's.
 * After changing this file run `npm run db:generate` to write a migration.
 */
const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const newsletterSignups = pgTable(
  "newsletter_signups",
  {
    id: id(),
    email: text("email").notNull(),
    site: text("site").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("newsletter_signups_site_email").on(table.site, table.email)],
);

export const housingMessages = pgTable("housing_messages", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  message: text("message").notNull(),
  consent: boolean("consent").notNull(),
  // The consent record: the exact text agreed to and its language.
  consentText: text("consent_text").notNull(),
  consentLanguage: text("consent_language").notNull(),
  createdAt: createdAt(),
});

export const felimarBundles = pgTable("felimar_bundles", {
  id: id(),
  titel: text("titel").notNull(),
  vanafPrijs: text("vanaf_prijs"),
  bullets: text("bullets").array().notNull().default(sql`'{}'::text[]`),
  ctaLabel: text("cta_label").notNull(),
  createdAt: createdAt(),
});

export const felimarGallery = pgTable("felimar_gallery", {
  id: id(),
  imageUrl: text("image_url"),
  titel: text("titel").notNull(),
  caption: text("caption"),
  createdAt: createdAt(),
});

export const felimarTestimonials = pgTable("felimar_testimonials", {
  id: id(),
  quote: text("quote").notNull(),
  naam: text("naam").notNull(),
  plaats: text("plaats").notNull(),
  createdAt: createdAt(),
});

export const felimarRequests = pgTable("felimar_requests", {
  id: id(),
  categorie: text("categorie").notNull(),
  naam: text("naam").notNull(),
  telefoon: text("telefoon").notNull(),
  email: text("email").notNull(),
  plaats: text("plaats"),
  details: text("details").notNull(),
  voorkeursTijd: text("voorkeurs_tijd"),
  sleutelBeheer: boolean("sleutel_beheer").notNull().default(false),
  // Sent by the form when it opens, so a double click or a retry stores one row.
  idempotencyKey: text("idempotency_key").unique(),
  createdAt: createdAt(),
});

export const neronContacto = pgTable("neron_contacto", {
  id: id(),
  nombre: text("nombre").notNull(),
  email: text("email").notNull(),
  telefono: text("telefono").notNull(),
  mensaje: text("mensaje").notNull(),
  createdAt: createdAt(),
});

export const notes = pgTable("notes", {
  id: id(),
  slug: text("slug").notNull().unique(),
  content: text("content"),
  contentEnc: text("content_enc"),
  isPrivate: boolean("is_private").notNull(),
  passphraseHint: text("passphrase_hint"),
  viewPolicy: text("view_policy").notNull(),
  contentHash: text("content_hash").notNull(),
  proof: jsonb("proof").notNull(),
  viewsCount: integer("views_count").notNull().default(0),
  createdAt: createdAt(),
});

/**
 * A writing session of the Human Notebook: opened at the first key press, used once by
 * the create call. The server's own clock between the two is the only time that earns
 * the duration bonus. Expires after 24 hours.
 */
export const noteSessions = pgTable(
  "note_sessions",
  {
    id: id(),
    token: text("token").notNull().unique(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("note_sessions_created_at").on(table.createdAt)],
);

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

/** Fixed-window counters shared by every server instance on the same database. */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").notNull(),
    windowStart: bigint("window_start", { mode: "number" }).notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] }), index("rate_limit_counters_window").on(table.windowStart)],
);
