CREATE TABLE "proof_of_work_key" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"hmac_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proof_of_work_spent" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "typing" jsonb;--> statement-breakpoint
CREATE INDEX "proof_of_work_spent_expiry" ON "proof_of_work_spent" USING btree ("expires_at");--> statement-breakpoint
-- insert_submission (migration 0017) also stores the typing figures of the inbox row: the old signature
-- goes, so no caller can store a submission without saying whether it has them.
DROP FUNCTION insert_submission(uuid, text, text, text, text, text, text, jsonb, text, text, integer, text);--> statement-breakpoint
CREATE OR REPLACE FUNCTION insert_submission(
  p_submission uuid, p_site text, p_form text, p_name text, p_email text, p_phone text, p_message text, p_fields jsonb,
  p_member_default text, p_operator_default text, p_retry_hours integer, p_channel text, p_typing jsonb
) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  queued integer;
  staffed boolean;
BEGIN
  INSERT INTO submissions (id, site, form, name, email, phone, message, fields, typing)
  VALUES (p_submission, p_site, p_form, p_name, p_email, p_phone, p_message, p_fields, p_typing);

  staffed := EXISTS (
    SELECT 1 FROM memberships m JOIN users o ON o.id = m.user_id
    WHERE m.site = p_site AND o.role = 'owner' AND o.first_sign_in_at IS NOT NULL
  );

  WITH recipients AS (
    SELECT u.id, u.email, coalesce(p.mode, CASE
      WHEN m.site IS NOT NULL AND u.role <> 'operator' THEN p_member_default
      WHEN NOT staffed THEN p_member_default
      ELSE p_operator_default END) AS mode
    FROM users u
    LEFT JOIN memberships m ON m.user_id = u.id AND m.site = p_site
    LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.site = p_site AND p.form = p_form
    -- Members of the site who accepted, operators who chose to hear of it, and, for a site
    -- with no owner who accepted, the operators who have signed in.
    WHERE (m.site IS NOT NULL AND u.first_sign_in_at IS NOT NULL)
       OR (u.role = 'operator' AND m.site IS NULL AND p.mode IS NOT NULL)
       OR (u.role = 'operator' AND NOT staffed AND u.first_sign_in_at IS NOT NULL)
  ),
  jobs AS (
    INSERT INTO outbox_jobs (kind, site, submission_id, user_id, webhook_id, target, retry_until)
    SELECT 'owner-email', p_site, p_submission, r.id, NULL::uuid, r.email, now() + make_interval(hours => p_retry_hours) FROM recipients r WHERE r.mode = 'instant'
    UNION ALL
    SELECT 'webhook', p_site, p_submission, NULL::uuid, w.id, w.url, now() + make_interval(hours => p_retry_hours) FROM webhooks w WHERE w.site = p_site
    RETURNING 1
  ),
  digest AS (
    INSERT INTO digest_items (user_id, submission_id) SELECT r.id, p_submission FROM recipients r WHERE r.mode = 'digest' RETURNING 1
  )
  -- (digest runs though not read: a data-modifying WITH always runs to completion.)
  SELECT count(*) FROM jobs INTO queued;
  -- Delivered when the submission's transaction commits, and never if it rolls back.
  IF queued > 0 THEN
    PERFORM pg_notify(p_channel, '');
  END IF;
  -- Whether the visitor's confirmation is on: the caller decides it under its caps.
  RETURN EXISTS (SELECT 1 FROM confirmation_settings c WHERE c.site = p_site AND c.form = p_form AND c.enabled);
END
$$;
