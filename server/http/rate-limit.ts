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
 * are bumped in one statement: one round trip per limited request.
 */
export function rateLimit(db: Db, options: RateLimitOptions): MiddlewareHandler {
  const windowSeconds = options.windowSeconds ?? 60;
  const message = options.message ?? "Too many requests. Please wait a moment and try again.";
  return async (c, next) => {
    const now = Math.floor(Date.now() / 1000);
    const windowStart = now - (now % windowSeconds);
    const clientKey = `${options.name}:client:${hashClient(options.clientKey(c))}`;
    const globalKey = `${options.name}:global`;
    const counts = await db
      .insert(rateLimitCounters)
      .values([
        { key: clientKey, windowStart, count: 1 },
        { key: globalKey, windowStart, count: 1 },
      ])
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + 1` },
      })
      .returning({ key: rateLimitCounters.key, count: rateLimitCounters.count });
    const clientCount = counts.find((row) => row.key === clientKey)?.count ?? 0;
    const globalCount = counts.find((row) => row.key === globalKey)?.count ?? 0;
    if (clientCount > options.perClient || globalCount > options.global) {
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

// An address is personal data: only a digest of it is ever stored.
function hashClient(client: string): string {
  return createHash("sha256").update(client).digest("base64url").slice(0, 22);
}
