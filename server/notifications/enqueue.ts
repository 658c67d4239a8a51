import { and, eq, sql } from "drizzle-orm";
import type { FormKey } from "#app/admin/api-types.ts";
import type { SiteKey } from "#app/sites/registry.ts";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { confirmationSettings, submissions } from "../db/schema";
import { enqueueJobs } from "../jobs/outbox";
import { metrics } from "../metrics/instruments";

// The two advisory locks' namespaces (pg_advisory_xact_lock(int, int)), any fixed numbers: a site's
// confirmations are decided one at a time, and so are one mailbox's, so both caps hold exactly,
// while two sites (or two mailboxes) never wait on each other.
const SITE_LOCK = 72_410_031;
const MAILBOX_LOCK = 72_410_032;

/**
 * The visitor's confirmation, if the owner switched it on, the submission is in the inbox
 * (not spam) and the caps allow. Anyone can type anyone's address into a form, so one
 * mailbox gets at most one confirmation an hour over all sites, and each site sends at
 * most CONFIRMATIONS_PER_HOUR: a flood of forms spends that one site's confirmations,
 * never another's, and never the submission or its owners' e-mails (enqueued before this).
 * The wording is copied into the job: what the owner had set when the visitor wrote.
 */
export async function enqueueConfirmation(
  tx: Db,
  config: Pick<Config, "CONFIRMATIONS_PER_HOUR">,
  submissionId: string,
  { site, form }: { site: SiteKey; form: FormKey },
  email: string,
): Promise<void> {
  const [setting] = await tx
    .select({ subject: confirmationSettings.subject, body: confirmationSettings.body })
    .from(confirmationSettings)
    .innerJoin(submissions, and(eq(submissions.id, submissionId), eq(submissions.spam, false)))
    .where(
      and(
        eq(confirmationSettings.site, site),
        eq(confirmationSettings.form, form),
        eq(confirmationSettings.enabled, true),
      ),
    );
  if (!setting) return;
  const to = email.trim().toLowerCase();
  const mailbox = mailboxOf(to);
  // Always the site's lock first, then the mailbox's: no two transactions can each hold what the other waits for.
  await tx.execute(sql`select pg_advisory_xact_lock(${SITE_LOCK}, hashtext(${site}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${MAILBOX_LOCK}, hashtext(${mailbox}))`);
  // At most CONFIRMATIONS_PER_HOUR rows per site (the caps keep this small), read with the index outbox_jobs_confirmations.
  const { rows } = (await tx.execute(sql`
    select site, target from outbox_jobs where kind = 'confirmation-email' and created_at > now() - interval '1 hour'`)) as unknown as {
    rows: Array<{ site: string; target: string }>;
  };
  const cap =
    rows.filter((row) => row.site === site).length >= config.CONFIRMATIONS_PER_HOUR
      ? "hourly"
      : rows.some((row) => mailboxOf(row.target) === mailbox)
        ? "address"
        : null;
  if (cap) {
    metrics.confirmationsSkipped.inc({ cap });
    return;
  }
  await enqueueJobs(tx, [
    {
      kind: "confirmation-email",
      site,
      submissionId,
      target: to,
      payload: { subject: setting.subject, body: setting.body },
    },
  ]);
}

/**
 * The mailbox an address delivers to, for the per-address cap: "jan+1@…" and "jan+2@…"
 * reach Jan as "jan@…" does, and Gmail ignores dots, so none of these gets a second
 * confirmation within the hour.
 */
export function mailboxOf(address: string): string {
  const at = address.lastIndexOf("@");
  const domain = address.slice(at + 1).toLowerCase();
  let local = address.slice(0, at).toLowerCase().replace(/\+.*$/, "");
  if (domain === "gmail.com" || domain === "googlemail.com") local = local.replaceAll(".", "");
  return `${local}@${domain === "googlemail.com" ? "gmail.com" : domain}`;
}
