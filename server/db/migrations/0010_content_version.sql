CREATE TABLE "content_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_version" ADD CONSTRAINT "content_version_one_row" CHECK ("id");--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (true, 0);--> statement-breakpoint
-- Any statement that changes stored content moves the version, in its own transaction:
-- `npm run content`, the back office, or SQL typed by hand. The NOTIFY reaches every
-- instance when the transaction commits; each renders pages from that content again.
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "content_version" ("id", "version") VALUES (true, 1)
    ON CONFLICT ("id") DO UPDATE SET "version" = "content_version"."version" + 1;
  PERFORM pg_notify('content_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "felimar_bundles_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "felimar_bundles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "felimar_gallery_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "felimar_gallery" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "felimar_testimonials_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "felimar_testimonials" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
