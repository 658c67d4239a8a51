import type { Hono } from "hono";
import { apiError } from "./api-error";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

/**
 * Adds, after every route of `app`, an answer for the methods it does not handle:
 * 405 with the error JSON and an `Allow` header, instead of a 404 that would say
 * the endpoint does not exist. Call it once all routes are registered.
 */
export function answerWrongMethods<T extends Hono>(app: T): T {
  const allowedByPath = new Map<string, Set<string>>();
  for (const route of app.routes) {
    // Middleware registered with `use` shows up as ALL; it answers no method.
    if (route.method === "ALL") continue;
    const allowed = allowedByPath.get(route.path) ?? new Set<string>();
    allowed.add(route.method);
    if (route.method === "GET") allowed.add("HEAD");
    allowedByPath.set(route.path, allowed);
  }
  for (const [path, allowed] of allowedByPath) {
    const allow = [...allowed].join(", ");
    app.all(path, (c) => {
      c.header("Allow", allow);
      return apiError(c, 405, "method_not_allowed", serverErrors.methodNotAllowed(allow));
    });
  }
  return app;
}
