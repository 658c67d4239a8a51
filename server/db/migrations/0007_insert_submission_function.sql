-- A form submission's inbox row and what it sets off (server/admin/submission-record.ts):
-- one call instead of two statements, and PL/pgSQL keeps its statements' plans, where the
-- same statements sent from Node were planned again on every submission (0.4 ms of the
-- database's CPU each, measured with EXPLAIN ANALYZE). Each round trip costs the server
-- about 0.3 ms of CPU here (README "Benchmark"). The defaults and the channel come from
-- the caller, so the rules stay in TypeScript (server/notifications/preferences.ts,
-- server/jobs/outbox.ts). Answers whether the visitor's confirmation is on.
CREATE FUNCTION insert_submission(
  p_submission uuid, p_site text, p_form text, p_name text, p_email text, p_phone text, p_message text, p_fields jsonb,
  p_member_default text, p_operator_default text, p_retry_hours integer, p_channel text
) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  queued integer;
BEGIN
  INSERT INTO submissions (id, site, form, name, email, phone, message, fields)
  VALUES (p_submission, p_site, p_form, p_name, p_email, p_phone, p_message, p_fields);

  WITH recipients AS (
    SELECT u.id, u.email, coalesce(p.mode, CASE WHEN u.role = 'operator' THEN p_operator_default ELSE p_member_default END) AS mode
    FROM users u
    LEFT JOIN memberships m ON m.user_id = u.id AND m.site = p_site
    LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.site = p_site AND p.form = p_form
    -- Members of the site, and operators who chose to hear of it.
    WHERE m.site IS NOT NULL OR (u.role = 'operator' AND p.mode IS NOT NULL)
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
