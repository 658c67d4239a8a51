import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import { createApp } from "./app";
import { readConfig, type Config } from "./config";
import { openDatabase, type Database } from "./db/database";
import { pruneRateLimitCounters } from "./http/rate-limit";
import { createLogger, type Logger } from "./logger";

type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

export interface ServeOptions {
  pages: (deps: { database: Database }) => Hono;
  development?: boolean;
  /** Lets the dev server put Vite's middlewares in front of the app. */
  wrapListener?: (listener: NodeListener) => NodeListener;
  onClose?: () => Promise<void>;
}

/**
 * Starts the one server process: opens the database (running migrations), serves
 * pages and API on PORT, and shuts down cleanly on SIGTERM/SIGINT: stop accepting,
 * let requests in flight finish, then close the database.
 */
export async function serve({ pages, development = false, wrapListener = (l) => l, onClose }: ServeOptions) {
  const config = readConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase(databaseTarget(config)).catch((error: Error) => {
    logger.fatal({ err: { message: error.message } }, "cannot open the database");
    process.exit(1);
  });
  logger.info({ database: database.kind }, "database ready");

  const app = createApp({ config, database, logger, pages: pages({ database }), development });
  const server = createServer(wrapListener(getRequestListener(app.fetch)));
  // Cut off clients that trickle their request in.
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;

  const pruneTimer = setInterval(() => pruneRateLimitCounters(database.db).catch(() => {}), 10 * 60_000);
  pruneTimer.unref();

  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  logger.info({ url: `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}` }, "listening");

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const forceExit = setTimeout(() => {
      logger.warn("requests still running after 10 s; exiting anyway");
      process.exit(1);
    }, 10_000);
    forceExit.unref();
    clearInterval(pruneTimer);
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await onClose?.();
    await database.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  return { config, logger, server };
}

function databaseTarget(config: Config) {
  return config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR };
}

export type { Logger };
