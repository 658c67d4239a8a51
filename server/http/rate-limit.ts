import { createHash } from "node:crypto";
import { lt } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Db } from "../db/database";
import { rateLimitCounters } from "../db/schema";
import { metrics } from "../metrics/instruments";
import { apiError } from "./api-error";
import { rateLimitStoreOf } from "./rate-limit-store";

export interface RateLimitOptions {
  /** Names the limited action; each name has its own counters. */
  name: string;
  /** Requests one client may make per window. */
  perClient: number;
  /** Requests all clients together may make per window. */
  global: number;
  windowSeconds?: number;
  /** Identifies the client (its address); hashed before it is stored. */
  clientKey: (c: Parameters<MiddlewareHandler>[0]) => string;
  /** What to say when the limit is hit, in the page's language. */
  message?: string;
}

/**
 * Fixed-window rate limiting, per client and global, decided in memory and shared
 * between instances through the database (server/http/rate-limit-store.ts).
 *
 * A request over its client's limit is not counted globally: 605 empty POSTs from one
 * address once locked every other client out of a form for the rest of the minute.
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
 * instance has not seen this window starts from its own count until its first sync).
 * A stopping server writes its last counts (serve.ts); while the database is unreachable
 * each instance keeps deciding from memory alone and writes the counts once it is back.
 * Memory is bounded: a window's counters are dropped once it ended, and past
 * MAX_TRACKED_CLIENTS addresses in one window the ones not yet seen share a single
 * counter held to the global limit, as that many distinct clients would be.
 */
export function rateLimit(db: Db, options: RateLimitOptions): MiddlewareHandler {
  const windowSeconds = options.windowSeconds ?? 60;
  const message = options.message ?? "Too many requests. Please wait a moment and try again.";
  return async (c, next) => {
    const now = Math.floor(Date.now() / 1000);
    const windowStart = now - (now % windowSeconds);
    // Looked up per request, not when the routes are built: listing an app's routes needs no database.
    const admitted = rateLimitStoreOf(db).admit({
      clientKey: `${options.name}:client:${hashClient(options.clientKey(c))}`,
      overflowKey: `${options.name}:client:overflow`,
      globalKey: `${options.name}:global`,
      perClient: options.perClient,
      global: options.global,
      windowStart,
      windowSeconds,
    });
    if (!admitted) {
      metrics.rateLimitRefusals.inc({ limit: options.name });
      c.header("Retry-After", String(windowStart + windowSeconds - now));
      return apiError(c, 429, "rate_limited", message);
    }
    await next();
  };
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

// An address is personal data: only a digest of it is ever stored.
function hashClient(client: string): string {
  return createHash("sha256").update(client).digest("base64url").slice(0, 22);
}
