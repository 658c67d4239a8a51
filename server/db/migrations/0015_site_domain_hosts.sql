CREATE TABLE "site_domain_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_domain_hosts_position" CHECK ("site_domain_hosts"."position" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "site_domain_hosts_site_position" ON "site_domain_hosts" USING btree ("site","position");--> statement-breakpoint
-- Any statement that changes the stored domains, from the back office or SQL typed by
-- hand, tells every instance when its transaction commits: each reads them again and
-- serves the new hosts without a restart (server/hosts/live-site-hosts.ts).
CREATE FUNCTION "notify_site_domains_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('site_domains_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "site_domain_hosts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_domain_hosts" FOR EACH STATEMENT EXECUTE FUNCTION "notify_site_domains_changed"();
