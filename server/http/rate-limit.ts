import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Db } from "../db/database";
import { rateLimitCounters } from "../db/schema";
import { apiError } from "./api-error";

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
 * Fixed-window rate limiting, per client and global. The counters live in the
 * database, so every instance on the same database shares them. Both counters
 * are bumped in one statement: one round trip per limited request. A request over
 * its client's limit is not counted globally (605 empty POSTs from one address once
 * locked every other client out of a form for the rest of the minute).
 *
 * Every limited request updates the one global row, and a row lock is held until
 * its transaction has committed. A normal commit waits for the WAL to be flushed
 * to disk, so requests would pass one disk flush at a time (3,000/s at most on the
 * benchmark machine, see README "Benchmark"). This statement commits
 * asynchronously instead (`set_config(…, true)` lasts for its own transaction
 * only): the count is exact and visible to every instance at once, and a crash of
 * PostgreSQL itself can forget the last fraction of a second of counts, which a
 * rate limit can afford. Form submissions keep their normal, durable commits.
 */
export function rateLimit(db: Db, options: RateLimitOptions): MiddlewareHandler {
  const windowSeconds = options.windowSeconds ?? 60;
  const message = options.message ?? "Too many requests. Please wait a moment and try again.";
  return async (c, next) => {
    const now = Math.floor(Date.now() / 1000);
    const windowStart = now - (now % windowSeconds);
    const clientKey = `${options.name}:client:${hashClient(options.clientKey(c))}`;
    const globalKey = `${options.name}:global`;
    // The global count is bumped only for a request within its client's limit, so one
    // client's flood can never spend the budget every other client shares.
    // node-postgres and PGlite both answer a raw statement with `rows`.
    const { rows } = (await db.execute(sql`
      WITH client AS (
        INSERT INTO ${rateLimitCounters} AS counter (key, window_start, count)
        SELECT ${clientKey}, ${windowStart}::bigint, 1
        WHERE set_config('synchronous_commit', 'off', true) IS NOT NULL
        ON CONFLICT (key, window_start) DO UPDATE SET count = counter.count + 1
        RETURNING count
      ), global AS (
        INSERT INTO ${rateLimitCounters} AS counter (key, window_start, count)
        SELECT ${globalKey}, ${windowStart}::bigint, 1 FROM client WHERE client.count <= ${options.perClient}::bigint
        ON CONFLICT (key, window_start) DO UPDATE SET count = counter.count + 1
        RETURNING count
      )
      SELECT (SELECT count FROM client) AS client_count, (SELECT count FROM global) AS global_count`)) as unknown as { rows: CounterRow[] };
    const clientCount = Number(rows[0]?.client_count ?? 0);
    const globalCount = rows[0]?.global_count;
    if (clientCount > options.perClient || globalCount === null || globalCount === undefined || Number(globalCount) > options.global) {
      c.header("Retry-After", String(windowStart + windowSeconds - now));
      return apiError(c, 429, "rate_limited", message);
    }
    await next();
  };
}

interface CounterRow {
  client_count: number | string;
  /** Null when the request was over its client's limit and so not counted globally. */
  global_count: number | string | null;
}

/** Deletes counters of windows that ended; run now and then. */
export async function pruneRateLimitCounters(db: Db, olderThanSeconds = 3600): Promise<void> {
  const cutoff = Math.floor(Date.now() / 1000) - olderThanSeconds;
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, cutoff));
}

// An address is personal data: only a digest of it is ever stored.
function hashClient(client: string): string {
  return createHash("sha256").update(client).digest("base64url").slice(0, 22);
}
