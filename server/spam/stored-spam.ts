import type { Db } from "../db/database";
import { rateLimitSubject } from "../http/client-ip";
import { withinCap } from "../http/rate-limit";

/** Spam one client may leave in the spam folder per hour; past it, nothing more of theirs is stored. */
export const STORED_SPAM_PER_CLIENT = 20;
/** Spam all clients together may leave per hour: a flood fills no disk and no owner's spam folder. */
export const STORED_SPAM_PER_HOUR = 1_000;
const HOUR_SECONDS = 3_600;

/**
 * Whether a spam submission from `address` may still be stored this hour. Caps that refuse
 * nobody (withinCap, shared by every worker and instance): past one, the client gets its
 * usual answer and the submission is only counted (smallsites_spam_caught_total,
 * `stored="no"`). A client past its own cap spends nothing of the hourly one.
 */
export function mayStoreSpam(db: Db, address: string): boolean {
  return (
    withinCap(db, {
      name: "stored-spam",
      key: rateLimitSubject(address),
      max: STORED_SPAM_PER_CLIENT,
      windowSeconds: HOUR_SECONDS,
    }) && withinCap(db, { name: "stored-spam-all", key: "all", max: STORED_SPAM_PER_HOUR, windowSeconds: HOUR_SECONDS })
  );
}
