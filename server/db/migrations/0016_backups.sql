CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"file" text,
	"bytes" bigint,
	"status" text NOT NULL,
	"drill" text,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "erasure_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"matched_by" text NOT NULL,
	"subject_hash" text NOT NULL,
	"sites" text[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "backup_runs_started_at" ON "backup_runs" USING btree ("started_at");