import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import type { Config } from "../config";
import type { Logger } from "../logger";

/** Where a scrape's text comes from: this process's registries, or the cluster's (cluster-metrics.ts). */
export interface MetricsSource {
  contentType: string;
  collect(): Promise<string>;
}

// Digests of equal length, so comparing them takes the same time whatever the guess.
const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * `GET /metrics` in Prometheus' text format, behind a bearer token when one is set
 * (METRICS_TOKEN; required off loopback, server/config.ts). Nothing else is served here:
 * the listener is apart from the site's so the public never reaches it.
 */
export function metricsApp({
  source,
  token,
  logger,
}: {
  source: MetricsSource;
  token?: string;
  logger: Pick<Logger, "warn">;
}) {
  const expected = token === undefined ? null : digest(`Bearer ${token}`);
  return new Hono()
    .get("/metrics", async (c) => {
      c.header("Cache-Control", "no-store");
      if (expected && !timingSafeEqual(digest(c.req.header("Authorization") ?? ""), expected)) {
        c.header("WWW-Authenticate", 'Bearer realm="metrics"');
        return c.text("A bearer token is required.\n", 401);
      }
      try {
        return c.body(await source.collect(), 200, { "Content-Type": source.contentType });
      } catch (error) {
        // A worker that did not answer in time (prom-client waits 5 s): this scrape fails, the next may not.
        logger.warn({ err: { message: (error as Error).message } }, "metrics could not be collected");
        return c.text("The metrics could not be collected.\n", 503);
      }
    })
    .all("*", (c) => c.text("Not found.\n", 404));
}

/**
 * Listens for scrapes on METRICS_HOST:METRICS_PORT. A port already taken stops the
 * start, as the main port would.
 */
export async function listenForMetrics(
  config: Pick<Config, "METRICS_HOST" | "METRICS_TOKEN">,
  port: number,
  source: MetricsSource,
  logger: Logger,
): Promise<Server> {
  const app = metricsApp({ source, token: config.METRICS_TOKEN, logger });
  // Scrapers send small requests: the same cut-offs for slow clients as the main listener's defaults.
  const server = createServer({ requestTimeout: 30_000, headersTimeout: 10_000 }, getRequestListener(app.fetch));
  const refused = (error: Error) => {
    logger.fatal({ err: { message: error.message } }, "cannot listen for metrics scrapes");
    process.exit(1);
  };
  server.once("error", refused);
  await new Promise<void>((resolve) => server.listen(port, config.METRICS_HOST, resolve));
  server.off("error", refused);
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  const host = config.METRICS_HOST.includes(":") ? `[${config.METRICS_HOST}]` : config.METRICS_HOST;
  logger.info({ url: `http://${host}:${actualPort}/metrics` }, "metrics listening");
  return server;
}
