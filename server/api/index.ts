import { Hono } from "hono";
import type { ApiDeps } from "./deps";
import { adminRoutes } from "./admin/index";
import { challengeRoutes } from "./challenge";
import { felimarRoutes } from "./felimar";
import { housingRoutes } from "./housing";
import { neronRoutes } from "./neron";
import { newsletterRoutes } from "./newsletter";
import { notesRoutes } from "./notes";
import { notesLogRoutes } from "./notes-log";
import { answerWrongMethods } from "../http/method-not-allowed";

/**
 * Every `/api/*` endpoint. A new feature adds a file `server/api/<feature>.ts`
 * exporting `<feature>Routes(deps)` (a small Hono app) and mounts it here.
 */
export function apiRoutes(deps: ApiDeps) {
  const api = new Hono()
    .route("/", challengeRoutes(deps))
    .route("/", newsletterRoutes(deps))
    .route("/", neronRoutes(deps))
    .route("/", felimarRoutes(deps))
    .route("/", housingRoutes(deps))
    .route("/", notesLogRoutes(deps))
    .route("/", notesRoutes(deps))
    .route("/", adminRoutes(deps));
  // A known path with another method: 405, not "no such endpoint".
  return answerWrongMethods(api);
}
