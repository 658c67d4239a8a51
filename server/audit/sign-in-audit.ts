import { sql } from "drizzle-orm";
import type { SignInMethod } from "#app/admin/api-types.ts";
import type { Db } from "../db/database";
import { recordAudit } from "./audit";

// Any fixed number: the first of the two keys of pg_advisory_xact_lock for one account's failed sign-ins.
const FAILED_SIGN_IN_LOCK = 72_410_041;

/** A successful sign-in: who, how (a passkey or an e-mailed or invitation link); when is the record's own time. */
export async function recordSignIn(
  db: Db,
  account: { userId: string; email: string },
  method: SignInMethod,
): Promise<void> {
  await recordAudit(db, account, "sign_in", { method });
}

/**
 * A failed sign-in to an existing account (a passkey of the account that did not verify, or
 * one of its links used again or expired). Counted per account per hour in one record
 * (details: `count`, and a count per method), so someone trying again and again writes one
 * row an hour, not one per try. The advisory lock makes concurrent failures for one
 * account wait for each other, so two of them never both insert the hour's row.
 */
export async function recordFailedSignIn(db: Db, userId: string, method: SignInMethod): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FAILED_SIGN_IN_LOCK}, hashtext(${userId}))`);
    const { rows } = (await tx.execute(sql`
      update audit_log set details = details
        || jsonb_build_object('count', coalesce((details->>'count')::int, 0) + 1)
        || jsonb_build_object(${method}::text, coalesce((details->>${method})::int, 0) + 1)
        || jsonb_build_object('lastAt', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
      where id = (
        select id from audit_log
        where action = 'sign_in_failed' and user_id = ${userId} and created_at >= date_trunc('hour', now())
        order by created_at desc limit 1)
      returning id`)) as unknown as { rows: unknown[] };
    if (rows.length > 0) return;
    const [account] = (
      (await tx.execute(sql`select email from users where id = ${userId}`)) as unknown as {
        rows: Array<{ email: string }>;
      }
    ).rows;
    if (!account) return;
    await recordAudit(tx, { userId, email: account.email }, "sign_in_failed", { count: 1, [method]: 1 });
  });
}
