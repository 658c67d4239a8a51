-- Felimar's packages, gallery and testimonials become lists in its content document
-- (docs/decisions/0013): version 1 holds whatever the three tables held, in the order the
-- page showed them (packages oldest first, gallery and testimonials newest first), every
-- item visible. The contact details and founders were constants in code, not rows: the
-- document leaves `details` out and the store fills it from the defaults in
-- app/sites/felimar/site-content.ts until the owner saves. Then the tables go (their
-- content-version triggers with them): the document is the only place content is stored.
INSERT INTO "site_content_versions" ("site", "version", "content", "summary")
SELECT 'felimar', 1, jsonb_build_object(
  'bundles', coalesce((
    SELECT jsonb_agg(jsonb_build_object(
      'id', "id"::text, 'titel', "titel", 'vanaf_prijs', "vanaf_prijs", 'bullets', to_jsonb("bullets"), 'cta_label', "cta_label", 'hidden', false
    ) ORDER BY "created_at", "titel") FROM "felimar_bundles"), '[]'::jsonb),
  'gallery', coalesce((
    SELECT jsonb_agg(jsonb_build_object(
      'id', "id"::text, 'titel', "titel", 'caption', "caption", 'imageId', NULL,
      -- Only a path on this site, as the import took it; anything else shows a drawn illustration.
      'image_url', CASE WHEN "image_url" ~ '^/([^/\s"''<>\\][^\s"''<>\\]*)?$' THEN "image_url" END,
      'hidden', false, 'created_at', to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) ORDER BY "created_at" DESC, "titel") FROM "felimar_gallery"), '[]'::jsonb),
  'testimonials', coalesce((
    SELECT jsonb_agg(jsonb_build_object(
      'id', "id"::text, 'quote', "quote", 'naam', "naam", 'plaats', "plaats",
      'hidden', false, 'created_at', to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) ORDER BY "created_at" DESC, "naam") FROM "felimar_testimonials"), '[]'::jsonb)
), 'Moved from the felimar_bundles, felimar_gallery and felimar_testimonials tables'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DROP TABLE "felimar_bundles" CASCADE;--> statement-breakpoint
DROP TABLE "felimar_gallery" CASCADE;--> statement-breakpoint
DROP TABLE "felimar_testimonials" CASCADE;
