import cluster from "node:cluster";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import { createApp } from "./app";
import { readConfig, type Config } from "./config";
import { announceSignIn } from "./auth/setup";
import { startBackups } from "./backup/start-backups";
import { WORKER_READY } from "./cluster";
import { openDatabase, type Database } from "./db/database";
import { createReadiness } from "./health/readiness";
import { startupListener } from "./health/startup-listener";
import { startLiveSiteHosts, type LiveSiteHosts } from "./hosts/live-site-hosts";
import { tlsPermissionApp } from "./hosts/tls-permission";
import { pruneRateLimitCounters } from "./http/rate-limit";
import { rateLimitStoreOf } from "./http/rate-limit-store";
import { startDigestTimer } from "./jobs/digest";
import { countWaitingEmails } from "./jobs/outbox";
import { startOutboxWorker } from "./jobs/outbox-worker";
import { startRetentionTimer } from "./jobs/retention";
import { createLogger, type Logger } from "./logger";
import { createMailer } from "./mail/mailer";
import { startProcessMetrics } from "./metrics/serve-metrics";
import { SigningKeyStore } from "./notes/signing-keys";
import { noteViewCounter } from "./notes/views";
import { checkpointSigner, logOrigin } from "./public-log/checkpoint-signer";
import { startLogSequencer } from "./public-log/sequencer";
import { NOTIFICATION_TASKS } from "./notifications/tasks";
import { normaliseStoredPhones } from "./phone/phone-backfill";

type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

export interface ServeOptions {
  pages: (deps: { database: Database; hosts: LiveSiteHosts }) => Hono;
  development?: boolean;
  /** Lets the dev server put Vite's middlewares in front of the app. */
  wrapListener?: (listener: NodeListener) => NodeListener;
  onClose?: () => Promise<void>;
  /**
   * Whether this process prints the start-up notices (sign-in, e-mails waiting) and runs the
   * start-up backfill: in a cluster only the first worker does, so one setup link is made,
   * not one per worker.
   */
  announce?: boolean;
}

/**
 * Starts a server process, the only one or a worker of a cluster (server/cluster.ts):
 * listens on PORT at once, answering only the probes (/healthz alive, /readyz 503) while
 * it opens the database and runs migrations, then serves pages and API; shuts down
 * cleanly on SIGTERM/SIGINT: /readyz says so, stop accepting, let requests in flight
 * finish, then close the database. (In a cluster the port is the primary's: it refuses
 * connections once every worker has stopped accepting.)
 */
export async function serve({
  pages,
  development = false,
  wrapListener = (l) => l,
  onClose,
  announce = true,
}: ServeOptions) {
  const config = readConfig();
  const logger = createLogger(config.LOG_LEVEL);
  // Listening comes first: a long migration must not look like a dead process to a
  // liveness probe. Until the app exists only the probes are answered; other requests
  // wait for it (server/health/startup-listener.ts).
  const readiness = createReadiness();
  let appListener: NodeListener | null = null;
  const starting = startupListener({ readiness, current: () => appListener! });
  const server = createHttpServer((req, res) => (appListener ?? starting)(req, res), config);
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  logger.info({ url: `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}` }, "listening");
  let opened: Database | null = null;
  const metricsServer = await startProcessMetrics({ config, logger, database: () => opened });

  const database = await openDatabase(databaseTarget(config)).catch((error: Error) => {
    logger.fatal({ err: { message: error.message } }, "cannot open the database");
    process.exit(1);
  });
  opened = database;
  logger.info({ database: database.kind }, "database ready");
  const mailer = createMailer(config);
  if (announce) {
    // Whether e-mail sign-in is on and, while no operator exists, a one-time setup link: the way in on a fresh install.
    await announceSignIn(database.db, config, logger);
    await warnOfWaitingEmails(database, mailer, logger);
    // Phones stored before the forms wrote E.164 get it (idempotent; one process is enough).
    await normaliseStoredPhones(database.db).then(
      (changed) => changed > 0 && logger.info({ changed }, "stored phone numbers normalised to E.164"),
      (error: Error) => logger.warn({ err: { message: error.message } }, "stored phone numbers not normalised"),
    );
  }
  // The hosts served: SITE_URL's, SITE_DOMAINS' and the domains operators give sites in the back office.
  const hosts = await startLiveSiteHosts({ database, config, logger });
  const app = createApp({
    config,
    database,
    logger,
    pages: pages({ database, hosts }),
    development,
    mailer,
    hosts,
    readiness,
  });

  const pruneTimer = setInterval(() => pruneRateLimitCounters(database.db).catch(() => {}), 10 * 60_000);
  pruneTimer.unref();
  // Daily deletion of old submissions, old spam and expired sign-in data (one instance runs it).
  const stopRetention = startRetentionTimer(database.db, config.RETENTION_MONTHS, logger);
  // Notifications: the outbox's worker (woken by each submission) and the daily digest.
  const outboxWorker = startOutboxWorker({ database, config, mailer, logger, tasks: NOTIFICATION_TASKS });
  const stopDigest = startDigestTimer(database.db, config, logger);
  // Note views, counted in memory by the API and the pages, written every 2 s.
  const noteViews = noteViewCounter(database.db);
  noteViews.start((error) => logger.warn({ err: { message: (error as Error).message } }, "note views not counted"));
  // The notebook's public log: stored notes appended within a second, checkpoints signed (and timestamped with TSA_URL).
  const signer = checkpointSigner(new SigningKeyStore(database.db, config.NOTE_SIGNING_KEY), logOrigin(config));
  const logSequencer = startLogSequencer({ database, config, signer, logger });
  // Backups: the embedded database's copy for `npm run backup`, and with BACKUP_DIR the scheduled ones (server/backup/).
  const stopBackups = await startBackups(database, config, logger);

  // Caddy's on-demand TLS permission check, on a listener of its own (TLS_ASK_PORT; unset: none).
  const tlsAskServer =
    config.TLS_ASK_PORT === undefined ? null : await listenForTlsAsk(config, config.TLS_ASK_PORT, hosts, logger);

  appListener = wrapListener(getRequestListener(app.fetch));
  readiness.serve(database);
  // The primary counts a worker as started from here, not from its listening (server/cluster.ts).
  if (cluster.isWorker) process.send?.(WORKER_READY);
  logger.info("ready");

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    readiness.drain();
    logger.info({ signal }, "shutting down");
    const forceExit = setTimeout(() => {
      logger.warn("requests still running after 10 s; exiting anyway");
      process.exit(1);
    }, 10_000);
    forceExit.unref();
    clearInterval(pruneTimer);
    // No new certificates while stopping: nothing would be served under them.
    tlsAskServer?.close();
    tlsAskServer?.closeAllConnections();
    stopRetention();
    stopDigest();
    await new Promise<void>((resolve) => {
      // A kept-alive connection would hold the drain for its idle timeout (5 s) after its
      // answer: look for idle ones until the last has gone.
      const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
      server.close(() => {
        clearInterval(closeIdle);
        resolve();
      });
      server.closeIdleConnections();
    });
    // Jobs in hand finish (each within the mailer's and webhooks' timeouts); the rest wait in the outbox.
    await outboxWorker.stop();
    await noteViews.stop();
    await logSequencer.stop();
    await stopBackups();
    await hosts.stop();
    // The last 200 ms of rate-limit counts, so a restart does not hand a client a fresh budget.
    await rateLimitStoreOf(database.db)
      .flush()
      .catch(() => {});
    mailer?.close();
    await onClose?.();
    metricsServer?.close();
    metricsServer?.closeAllConnections();
    await database.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  return { config, logger, server };
}

/**
 * The HTTP server, cutting off clients that trickle their request in: headers must
 * arrive within HEADERS_TIMEOUT_MS and the whole request within REQUEST_TIMEOUT_MS,
 * or Node answers 408 and closes the connection. Node looks for overdue requests every
 * `connectionsCheckingInterval` (30 s by default, which could double a cut-off's delay):
 * here every quarter of the shorter timeout.
 */
export function createHttpServer(
  listener: NodeListener,
  config: Pick<Config, "REQUEST_TIMEOUT_MS" | "HEADERS_TIMEOUT_MS">,
) {
  // Node refuses a headers timeout longer than the request timeout; the headers are part of the request.
  const headersTimeout = Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS);
  return createServer(
    {
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      headersTimeout,
      connectionsCheckingInterval: Math.max(50, Math.floor(headersTimeout / 4)),
    },
    listener,
  );
}

/**
 * The answer to Caddy's on-demand TLS `ask` (server/hosts/tls-permission.ts), on
 * TLS_ASK_HOST (loopback by default), never on the public listener: only the proxy in
 * front asks. A port already taken stops the start, as the main port would.
 */
async function listenForTlsAsk(config: Config, port: number, hosts: LiveSiteHosts, logger: Logger) {
  const permission = tlsPermissionApp({ serves: (name) => hosts.current().serves(name) });
  const server = createHttpServer(getRequestListener(permission.fetch), config);
  const refused = (error: Error) => {
    logger.fatal({ err: { message: error.message } }, "cannot listen for the TLS permission check");
    process.exit(1);
  };
  server.once("error", refused);
  await new Promise<void>((resolve) => server.listen(port, config.TLS_ASK_HOST, resolve));
  server.off("error", refused);
  if (config.TLS_ASK_HOST === "0.0.0.0" || config.TLS_ASK_HOST === "::") {
    logger.warn(
      { TLS_ASK_HOST: config.TLS_ASK_HOST },
      "the TLS permission check listens on every address: keep TLS_ASK_PORT closed to the outside",
    );
  }
  const host = config.TLS_ASK_HOST.includes(":") ? `[${config.TLS_ASK_HOST}]` : config.TLS_ASK_HOST;
  logger.info({ url: `http://${host}:${port}/` }, "TLS permission check listening");
  return server;
}

/** Without SMTP_URL the outbox keeps its e-mails: say so once at start, so nobody thinks they were sent. */
async function warnOfWaitingEmails(database: Database, mailer: unknown, logger: Logger) {
  if (mailer) return;
  const waiting = await countWaitingEmails(database.db).catch(() => 0);
  logger.warn(
    { waiting },
    "SMTP_URL is not set: notification e-mails wait in the outbox until a mail server is configured",
  );
}

function databaseTarget(config: Config) {
  return config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR };
}

export type { Logger };
