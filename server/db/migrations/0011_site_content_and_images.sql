CREATE TABLE "site_content_versions" (
	"site" text NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"summary" text NOT NULL,
	"restored_from" integer,
	"user_id" uuid,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_content_versions_site_version_pk" PRIMARY KEY("site","version")
);
--> statement-breakpoint
CREATE TABLE "stored_image_files" (
	"name" text PRIMARY KEY NOT NULL,
	"image_id" uuid NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site" text NOT NULL,
	"source_digest" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_content_versions" ADD CONSTRAINT "site_content_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_image_files" ADD CONSTRAINT "stored_image_files_image_id_stored_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."stored_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_images" ADD CONSTRAINT "stored_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_image_files_image" ON "stored_image_files" USING btree ("image_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_images_site_digest" ON "stored_images" USING btree ("site","source_digest");--> statement-breakpoint
-- A saved version of any site's content re-renders the pages cached per content version (migration 0010).
CREATE TRIGGER "site_content_versions_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_content_versions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
