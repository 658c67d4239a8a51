import type { MiddlewareHandler } from "hono";
import type { Db } from "../db/database";
import { apiError } from "../http/api-error";
import { readSession } from "./session";
import type { AdminEnv } from "./principal";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

/**
 * Lets a request through only with a live session, and puts the user and their sites
 * on the context as `c.get("admin")`: every admin query takes its scope from there,
 * never from the request. 401 with the error JSON otherwise.
 */
export function requireAdmin(db: Db, siteUrl: string): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const admin = await readSession(c, db, siteUrl);
    if (!admin) return apiError(c, 401, "unauthenticated", serverErrors.signInToContinue);
    c.set("admin", admin);
    await next();
  };
}

/** Behind requireAdmin: operators only (403 for an owner). */
export function requireOperator(): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    if (c.get("admin").role !== "operator") return apiError(c, 403, "forbidden", serverErrors.operatorOnly);
    await next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a state-changing request whose Origin is not our public origin (SITE_URL):
 * a page on another site cannot make a signed-in browser act, whatever the content
 * type. Browsers send Origin on every POST, PUT, PATCH and DELETE.
 */
export function requireSameOrigin(siteUrl: string): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && c.req.header("origin") !== siteUrl) {
      return apiError(c, 403, "cross_origin", serverErrors.crossOrigin);
    }
    await next();
  };
}
