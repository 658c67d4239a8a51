import { createHash } from "node:crypto";
import type { Db } from "../db/database";
import { rateLimitStoreOf } from "../http/rate-limit-store";
import { rateLimitSubject } from "../http/client-ip";

/** Spam one client may leave in the spam folder per hour; past it, nothing more of theirs is stored. */
export const STORED_SPAM_PER_CLIENT = 20;
/** Spam all clients together may leave per hour: a flood fills no disk and no owner's spam folder. */
export const STORED_SPAM_PER_HOUR = 1_000;
const HOUR_SECONDS = 3_600;

/**
 * Whether a spam submission from `address` may still be stored this hour. Counted by the rate
 * limiter's store (shared by every worker and instance through rate_limit_counters), but it
 * refuses nothing: past a cap the client gets its usual answer and the submission is only
 * counted (smallsites_spam_caught_total with `stored="no"`).
 */
export function mayStoreSpam(db: Db, address: string, now = Date.now()): boolean {
  const seconds = Math.floor(now / 1000);
  const windowStart = seconds - (seconds % HOUR_SECONDS);
  return rateLimitStoreOf(db).admit({
    // An address is personal data: only a digest of it is stored, as the rate limits do.
    clientKey: `stored-spam:client:${createHash("sha256").update(rateLimitSubject(address)).digest("base64url").slice(0, 22)}`,
    overflowKey: "stored-spam:client:overflow",
    globalKey: "stored-spam:global",
    perClient: STORED_SPAM_PER_CLIENT,
    global: STORED_SPAM_PER_HOUR,
    windowStart,
    windowSeconds: HOUR_SECONDS,
  });
}
