import path from "node:path";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { createApiDeps } from "./api/deps";
import { apiRoutes } from "./api/index";
import { jwksRoutes } from "./api/notes";
import type { Config } from "./config";
import type { Database } from "./db/database";
import { isDatabaseUnavailable } from "./db/database-unavailable";
import { HEALTH_PATHS, healthRoutes } from "./health/health-routes";
import { servingReadiness, type Readiness } from "./health/readiness";
import { apiError } from "./http/api-error";
import { canonicalPath } from "./http/canonical-path";
import { loggableError } from "./http/loggable-error";
import { requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import type { Logger } from "./logger";
import { adminPageGuard } from "./auth/page-guard";
import { hostRouting } from "./hosts/host-routing";
import { configuredSiteHosts, type LiveSiteHosts } from "./hosts/live-site-hosts";
import { createMailer, type Mailer } from "./mail/mailer";
import { mediaRoutes } from "./images/media-routes";
import { httpMetrics } from "./metrics/http-metrics";
import { metrics } from "./metrics/instruments";
import { noteBadgeRoutes } from "./share-images/note-badge";
import { notePreviewRoutes } from "./share-images/note-preview";
import { ogImageRoutes } from "./share-images/og-files";
import { clientBuildDir } from "./paths";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** Answers every request that is not API: static files and server-rendered pages. */
  pages?: Hono;
  development?: boolean;
  /** The process's one mailer (serve.ts shares it with the outbox worker); made from SMTP_URL when not given. */
  mailer?: Mailer | null;
  /** The hosts served, kept current with the back office's (serve.ts shares them with the pages); the configuration's when not given. */
  hosts?: LiveSiteHosts;
  /** Where the process is in its life, for /readyz (serve.ts); serving, with `database`, when not given. */
  readiness?: Readiness;
}

/**
 * The one Hono app: metrics, security headers and logging around everything, `/api/*`
 * and the probes (`/healthz`, `/readyz`), then the pages. Each feature's endpoints live in server/api/
 * as a small Hono app mounted here.
 */
export function createApp({
  config,
  database,
  logger,
  pages,
  development = false,
  mailer = createMailer(config),
  hosts = configuredSiteHosts(config),
  readiness = servingReadiness(database),
}: AppDeps) {
  const app = new Hono();

  // First, so its time covers every other middleware.
  app.use(httpMetrics(metrics.httpRequestDuration));
  app.use(requestLog(logger));
  // Only what is read is compressed: the answers to POSTs and the probes are a few bytes of JSON,
  // and gzipping them cost more CPU than all other middleware together (docs/benchmark.md).
  // Pages and assets encoded at build time carry their Content-Encoding and pass through as they are.
  const compressBody = compress();
  app.use((c, next) => (c.req.method === "GET" && !HEALTH_PATHS.has(c.req.path) ? compressBody(c, next) : next()));
  app.use(securityHeaders({ development, hstsMaxAge: config.HSTS_MAX_AGE }));
  // The probes answer whatever the Host: a load balancer asks by address.
  app.route("/", healthRoutes(readiness));
  // Which host (a site's own domain, or the shared one); a site's other hosts redirect to its primary one.
  app.use(hostRouting(hosts.current));

  app.use("/api/*", async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  });

  app.route("/", jwksRoutes(database.db, config));
  const apiDeps = createApiDeps(database.db, config, logger, mailer);
  app.route("/api", apiRoutes(apiDeps));

  app.all("/api/*", (c) => apiError(c, 404, "not_found", serverErrors.noSuchEndpoint));
  // Uploaded photos, from the database every instance shares (server/images/media-routes.ts).
  app.route("/", mediaRoutes(database.db));
  // Share previews (og:image): the build's, one per public page, and each note's, drawn on request.
  app.route("/", ogImageRoutes(path.join(clientBuildDir, "og")));
  app.route("/", notePreviewRoutes(apiDeps));
  // A note's badge, for other sites to show.
  app.route("/", noteBadgeRoutes(apiDeps));

  if (pages) {
    // A trailing slash would serve a prerendered page under a second URL and break hydration.
    app.use("*", canonicalPath());
    // The back office is the shared host's: on a site's own domain /admin is the 404 page.
    const guardAdminPages = adminPageGuard(database.db, config.SITE_URL);
    app.use("*", (c, next) => (c.var.pageHost.site === null ? guardAdminPages(c, next) : next()));
    app.route("/", pages);
  }

  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      return apiError(c, error.status, "http_error", error.message || serverErrors.notHandled);
    }
    // The client went away mid-body: its doing, not a server fault, and nobody reads the answer.
    if (c.req.raw.signal.aborted) {
      logger.info({ path: c.req.path }, "request aborted by the client");
      return apiError(c, 400, "request_aborted", serverErrors.aborted);
    }
    logger.error({ err: loggableError(error), path: c.req.path }, "unhandled error");
    if (isDatabaseUnavailable(error)) {
      return apiError(c, 503, "database_unavailable", serverErrors.unavailable);
    }
    return apiError(c, 500, "internal_error", serverErrors.internalError);
  });

  return app;
}
