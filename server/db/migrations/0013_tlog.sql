CREATE TABLE "tlog_checkpoints" (
	"size" bigint PRIMARY KEY NOT NULL,
	"root_hash" "bytea" NOT NULL,
	"signed_note" text NOT NULL,
	"timestamp_reply" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tlog_nodes" (
	"level" integer NOT NULL,
	"idx" bigint NOT NULL,
	"hash" "bytea" NOT NULL,
	CONSTRAINT "tlog_nodes_level_idx_pk" PRIMARY KEY("level","idx")
);
--> statement-breakpoint
CREATE TABLE "tlog_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "log_index" bigint;--> statement-breakpoint
CREATE INDEX "notes_unlogged" ON "notes" USING btree ("created_at") WHERE log_index is null;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_log_index_unique" UNIQUE("log_index");--> statement-breakpoint
ALTER TABLE "tlog_state" ADD CONSTRAINT "tlog_state_one_row" CHECK ("id");--> statement-breakpoint
-- The row every sequencer locks (SELECT … FOR UPDATE): one append at a time, across instances.
INSERT INTO "tlog_state" ("id", "size") VALUES (true, 0);--> statement-breakpoint
-- The log is append-only: a stored node or checkpoint is never changed or removed by the app.
-- (An operator with the database's owner role can still; that is what checkpoints held by others catch.)
CREATE FUNCTION "tlog_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'tlog_checkpoints' AND TG_OP = 'UPDATE' AND OLD."timestamp_reply" IS NULL
     AND NEW."size" = OLD."size" AND NEW."root_hash" = OLD."root_hash" AND NEW."signed_note" = OLD."signed_note" THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tlog_nodes_append_only" BEFORE UPDATE OR DELETE ON "tlog_nodes" FOR EACH ROW EXECUTE FUNCTION "tlog_append_only"();--> statement-breakpoint
CREATE TRIGGER "tlog_checkpoints_append_only" BEFORE UPDATE OR DELETE ON "tlog_checkpoints" FOR EACH ROW EXECUTE FUNCTION "tlog_append_only"();
--> statement-breakpoint
-- Wakes every instance's log sequencer when a note is stored (at its commit): it appends the note within a second.
CREATE FUNCTION "notify_notes_to_log"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notes_to_log', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notes_to_log" AFTER INSERT ON "notes" FOR EACH STATEMENT EXECUTE FUNCTION "notify_notes_to_log"();
