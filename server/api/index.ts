import { Hono } from "hono";
import type { ApiDeps } from "./deps";
import { newsletterRoutes } from "./newsletter";

/**
 * Every `/api/*` endpoint. A new feature adds a file `server/api/<feature>.ts`
 * exporting `<feature>Routes(deps)` (a small Hono app) and mounts it here.
 */
export function apiRoutes(deps: ApiDeps) {
  return new Hono().route("/", newsletterRoutes(deps));
}
