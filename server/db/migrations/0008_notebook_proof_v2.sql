CREATE TABLE "note_session_batches" (
	"session_id" text NOT NULL,
	"seq" integer NOT NULL,
	"at" integer NOT NULL,
	"sent" integer NOT NULL,
	"events" text NOT NULL,
	CONSTRAINT "note_session_batches_session_id_seq_pk" PRIMARY KEY("session_id","seq")
);
--> statement-breakpoint
CREATE TABLE "note_view_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "note_views" (
	"slug" text NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "note_views_slug_day_visitor_pk" PRIMARY KEY("slug","day","visitor")
);
--> statement-breakpoint
-- Writing sessions of proof v1 (a bare token) cannot feed the batches of v2: the pages
-- that hold them reload and open a new one. They lived two days at most anyway.
DELETE FROM "note_sessions";--> statement-breakpoint
ALTER TABLE "note_sessions" DROP CONSTRAINT "note_sessions_token_unique";--> statement-breakpoint
DROP INDEX "note_sessions_created_at";--> statement-breakpoint
ALTER TABLE "note_sessions" ALTER COLUMN "id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "note_sessions" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "note_sessions" ADD COLUMN "secret_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "note_sessions" ADD COLUMN "slug" text NOT NULL;--> statement-breakpoint
ALTER TABLE "note_sessions" ADD COLUMN "last_batch_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "note_sessions" ADD COLUMN "batch_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "note_sessions" ADD COLUMN "event_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "typing_log" text;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "log_hash" text;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "ciphertext_hash" text;--> statement-breakpoint
ALTER TABLE "note_session_batches" ADD CONSTRAINT "note_session_batches_session_id_note_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."note_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "note_views_day" ON "note_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "note_sessions_last_batch_at" ON "note_sessions" USING btree ("last_batch_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notes_private_ciphertext_hash" ON "notes" USING btree ("ciphertext_hash") WHERE is_private and log_hash is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notes_private_content_hash" ON "notes" USING btree ("content_hash") WHERE is_private and log_hash is not null;--> statement-breakpoint
ALTER TABLE "note_sessions" DROP COLUMN "token";--> statement-breakpoint
ALTER TABLE "note_sessions" ADD CONSTRAINT "note_sessions_slug_unique" UNIQUE("slug");