import { Hono } from "hono";
import type { ApiDeps } from "../deps";

// Being built: see the plan in the session's notes.
export function adminAuthRoutes(_deps: ApiDeps) {
  return new Hono();
}
