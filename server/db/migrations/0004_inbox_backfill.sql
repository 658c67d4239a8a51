-- The inbox (submissions) starts empty, but the forms stored rows before it existed:
-- give each of them its inbox row, with the same id and created_at, status 'new', and
-- `fields` under the form's own names, as the endpoints now record them. Plain SQL
-- that PGlite and PostgreSQL both run; ON CONFLICT keeps it harmless if a row exists.
-- Felimar rows from before the contact/quote distinction are filed as quote requests:
-- both forms sent the same fields, so nothing stored tells them apart.
INSERT INTO "submissions" ("id", "site", "form", "status", "spam", "name", "email", "phone", "message", "fields", "created_at")
SELECT "id", 'felimar', 'felimar-quote', 'new', false, "naam", "email", "telefoon", "details",
  jsonb_build_object(
    'categorie', "categorie", 'naam', "naam", 'telefoon', "telefoon", 'email', "email", 'plaats', "plaats",
    'details', "details", 'voorkeurs_tijd', "voorkeurs_tijd", 'sleutel_beheer', "sleutel_beheer", 'pakket', "pakket"
  ),
  "created_at"
FROM "felimar_requests"
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "submissions" ("id", "site", "form", "status", "spam", "name", "email", "phone", "message", "fields", "created_at")
SELECT "id", 'neron', 'neron-contact', 'new', false, "nombre", "email", "telefono", "mensaje",
  jsonb_build_object('nombre', "nombre", 'email', "email", 'telefono', "telefono", 'mensaje', "mensaje"),
  "created_at"
FROM "neron_contacto"
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "submissions" ("id", "site", "form", "status", "spam", "name", "email", "phone", "message", "fields", "created_at")
SELECT "id", 'housing', 'housing-contact', 'new', false, "name", "email", "phone", "message",
  jsonb_build_object(
    'name', "name", 'email', "email", 'phone', "phone", 'message', "message", 'consent', "consent",
    'language', CASE WHEN "consent_language" = 'nb' THEN 'no' ELSE 'en' END,
    'consent_text', "consent_text", 'consent_language', "consent_language"
  ),
  "created_at"
FROM "housing_messages"
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "submissions" ("id", "site", "form", "status", "spam", "name", "email", "phone", "message", "fields", "created_at")
SELECT "id", "site", 'newsletter', 'new', false, NULL, "email", NULL, NULL,
  jsonb_build_object('email', "email", 'site', "site"),
  "created_at"
FROM "newsletter_signups"
ON CONFLICT ("id") DO NOTHING;
