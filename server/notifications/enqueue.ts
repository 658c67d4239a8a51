import { and, eq, sql } from "drizzle-orm";
import type { FormKey } from "#app/admin/api-types.ts";
import type { SiteKey } from "#app/sites/registry.ts";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { confirmationSettings } from "../db/schema";
import { enqueueJobs } from "../jobs/outbox";
import { metrics } from "../metrics/instruments";

// Any fixed number: confirmations are decided one at a time, so the per-address and hourly caps hold exactly.
const CONFIRMATION_LOCK_ID = 72_410_031;

/**
 * The visitor's confirmation, if the owner switched it on and the caps allow: anyone
 * can type anyone's address into a form, so one address gets at most one confirmation
 * an hour over all sites, and all sites together at most CONFIRMATIONS_PER_HOUR. The
 * wording is copied into the job: what the owner had set when the visitor wrote.
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
    .where(
      and(
        eq(confirmationSettings.site, site),
        eq(confirmationSettings.form, form),
        eq(confirmationSettings.enabled, true),
      ),
    );
  if (!setting) return;
  const to = email.trim().toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(${CONFIRMATION_LOCK_ID})`);
  // At most CONFIRMATIONS_PER_HOUR rows: the cap keeps this small.
  const { rows } = (await tx.execute(sql`
    select target from outbox_jobs where kind = 'confirmation-email' and created_at > now() - interval '1 hour'`)) as unknown as {
    rows: Array<{ target: string }>;
  };
  const mailbox = mailboxOf(to);
  const cap =
    rows.length >= config.CONFIRMATIONS_PER_HOUR
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
