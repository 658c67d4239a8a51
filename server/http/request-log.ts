import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger";

/** One line per request: method, path, status, time. Never bodies, queries or headers. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      "request",
    );
  };
}
