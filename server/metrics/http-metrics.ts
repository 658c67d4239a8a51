import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Histogram } from "prom-client";

/** The methods a client may send us; anything else is counted as "other" (a client picks the method). */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The route a request was answered by, as a label: the pattern Hono matched
 * (`/api/notes/:slug`), never the path asked for, which a client can make up by the
 * million. Patterns with a wildcard answer everything else: the pages' catch-all routes
 * become "page", the API's 404 stays "/api/*".
 */
export function routeLabel(c: Context): string {
  const pattern = routePath(c);
  if (!pattern.includes("*")) return pattern || "unmatched";
  return pattern.startsWith("/api/") ? "/api/*" : "page";
}

export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * Times every request from its arrival until its answer's headers are ready (a streamed
 * body may go on after), by method, route pattern and status class. Mount it first, so
 * the time of every other middleware is in it; the app's onError has set a failed
 * request's status by the time `next()` returns.
 */
export function httpMetrics(histogram: Histogram<"method" | "route" | "status_class">): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    histogram.observe(
      {
        method: METHODS.has(c.req.method) ? c.req.method : "other",
        route: routeLabel(c),
        status_class: statusClass(c.res.status),
      },
      (performance.now() - started) / 1000,
    );
  };
}
