import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { clientIp, rateLimitSubject, widerPrefixes } from "../http/client-ip";
import { rateLimit } from "../http/rate-limit";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";

/** What every feature's endpoints get: the database, the logger, the mailer and a rate limiter. */
export interface ApiDeps {
  db: Db;
  config: Config;
  logger: Logger;
  /** Null when SMTP_URL is unset. */
  mailer: Mailer | null;
  /**
   * A rate limiter for one action, keyed on the requester only (its address; an IPv6
   * address's /64, /56 and /48): RATE_LIMIT_CLIENT_MAX per minute unless given, with a
   * longer wait each minute a client keeps hitting it (server/http/rate-limit.ts).
   */
  limit: (name: string, options?: { perClient?: number; message?: string }) => MiddlewareHandler;
}

export function createApiDeps(db: Db, config: Config, logger: Logger, mailer: Mailer | null): ApiDeps {
  return {
    db,
    config,
    logger,
    mailer,
    limit: (name, options = {}) =>
      rateLimit(db, {
        name,
        perClient: options.perClient ?? config.RATE_LIMIT_CLIENT_MAX,
        message: options.message,
        clientKey: (c) => rateLimitSubject(clientAddress(c, config.TRUST_PROXY_HOPS)),
        widerOf: widerPrefixes,
      }),
  };
}

export function clientAddress(c: Context, trustedHops: number): string {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    // Requests made in-process (tests) have no socket.
  }
  return clientIp(socketAddress, c.req.header("x-forwarded-for"), trustedHops);
}
