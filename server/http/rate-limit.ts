import { createHash } from "node:crypto";
import { lt } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Db } from "../db/database";
import { rateLimitCounters } from "../db/schema";
import { metrics } from "../metrics/instruments";
import { apiError } from "./api-error";
import type { WiderPrefix } from "./client-ip";
import { rateLimitStoreOf } from "./rate-limit-store";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

export interface RateLimitOptions {
  /** Names the limited action; each name has its own counters. */
  name: string;
  /** Requests one client may make per window. */
  perClient: number;
  windowSeconds?: number;
  /** Identifies the client (its address); hashed before it is stored. */
  clientKey: (c: Parameters<MiddlewareHandler>[0]) => string;
  /** The wider prefixes the client belongs to (client-ip.ts's widerPrefixes), each allowed `times` × perClient. */
  widerOf?: (client: string) => readonly WiderPrefix[];
  /** What to say when the limit is hit, in the page's language. */
  message?: string;
}

/**
 * Fixed-window rate limiting keyed on the requester alone, decided in memory and shared
 * between instances through the database (server/http/rate-limit-store.ts).
 *
 * There is no global limit: 61 clients × 10 junk sign-in posts once spent a 600-a-minute
 * cap shared by everyone and locked every other client out of signing in, every minute.
 * What refuses a request is only what its requester did: its address (an IPv6 /64), and
 * for IPv6 its /56 and /48, each allowed several times the one inside it (widerOf), so an
 * attacker spreading over its prefix is held back as one while nobody outside it is.
 * A client refused in consecutive windows waits twice as long each time, up to 15 minutes
 * (MAX_BACK_OFF_SECONDS), and is told so in `Retry-After`.
 *
 * Each process counts in memory and decides at once; every 200 ms (SYNC_INTERVAL_MS)
 * it adds its new counts to `rate_limit_counters` and reads back the totals, all keys
 * in one statement. A limited request therefore costs no database round trip: the
 * counter row used to be written, and its lock held until commit, on every request,
 * so requests to one endpoint passed one at a time. That statement still commits
 * asynchronously (`synchronous_commit` off for its own transaction only): a crash of
 * PostgreSQL itself can forget the last fraction of a second of counts, which a rate
 * limit can afford; form submissions keep their normal, durable commits.
 *
 * The trade-off: within one instance the limits are exact. Across N instances, each
 * decides on the totals it last read plus its own counts, so a limit can be exceeded
 * by at most what the other instances admitted within one sync interval (a key an
 * instance has not counted this window, or not within READ_BACK_MS, starts from what it
 * last knew until its next sync). A stopping server writes its last counts (serve.ts);
 * while the database is unreachable each instance keeps deciding from memory alone and
 * writes the counts once it is back. Memory is bounded: a window's counters are dropped
 * once it ended, and past MAX_TRACKED_CLIENTS keys the least recently counted is
 * forgotten, so a flood of fresh addresses can neither grow memory nor refuse anyone new.
 */
export function rateLimit(db: Db, options: RateLimitOptions): MiddlewareHandler {
  const windowSeconds = options.windowSeconds ?? 60;
  const message = options.message ?? serverErrors.tooManyRequests;
  return async (c, next) => {
    const now = Math.floor(Date.now() / 1000);
    const windowStart = now - (now % windowSeconds);
    const client = options.clientKey(c);
    // Looked up per request, not when the routes are built: listing an app's routes needs no database.
    const decision = rateLimitStoreOf(db).decide({
      clientKey: `${options.name}:client:${hashKey(client)}`,
      groups: (options.widerOf?.(client) ?? []).map(({ prefix, times }) => ({
        key: `${options.name}:prefix:${hashKey(prefix)}`,
        limit: times * options.perClient,
      })),
      perClient: options.perClient,
      windowStart,
      windowSeconds,
      backOff: true,
    });
    if (!decision.admitted) {
      metrics.rateLimitRefusals.inc({ limit: options.name });
      c.header("Retry-After", String(Math.max(1, decision.retryAt - now)));
      return apiError(c, 429, "rate_limited", message);
    }
    await next();
  };
}

/**
 * A cap that refuses nobody: counts one use of `key` (hashed before it is stored) and
 * says whether it is within `max` per window, so that the caller quietly leaves undone
 * what the cap bounds (an e-mail) while its answer stays the same.
 */
export function withinCap(db: Db, cap: { name: string; key: string; max: number; windowSeconds: number }): boolean {
  const now = Math.floor(Date.now() / 1000);
  return rateLimitStoreOf(db).admit({
    clientKey: `${cap.name}:key:${hashKey(cap.key)}`,
    perClient: cap.max,
    windowStart: now - (now % cap.windowSeconds),
    windowSeconds: cap.windowSeconds,
  });
}

/** Deletes counters of windows that ended; run now and then. */
export async function pruneRateLimitCounters(db: Db, olderThanSeconds = 3600): Promise<void> {
  const cutoff = Math.floor(Date.now() / 1000) - olderThanSeconds;
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, cutoff));
}

/** Forgets every count of this database handle, in memory and stored (tests start each case from zero). */
export async function resetRateLimits(db: Db): Promise<void> {
  await rateLimitStoreOf(db).clear();
  await db.delete(rateLimitCounters);
}

// An address (or e-mail address) is personal data: only a digest of it is ever stored.
function hashKey(key: string): string {
  return createHash("sha256").update(key).digest("base64url").slice(0, 22);
}
