import cluster from "node:cluster";
import type { Server } from "node:http";
import type { Config } from "../config";
import type { Database } from "../db/database";
import type { Logger } from "../logger";
import { processSource, shareWithPrimary } from "./cluster-metrics";
import { databaseGaugeRegistry } from "./database-gauges";
import { processRegistry } from "./instruments";
import { listenForMetrics } from "./metrics-server";
import { collectProcessMetrics } from "./process-metrics";

/**
 * A serving process's metrics, started before its database opens so a scrape during a
 * long migration already says the process is up (and `smallsites_database_up` 0). A
 * cluster's worker hands its registry to the primary, which listens (primary-metrics.ts);
 * a single process listens on METRICS_PORT itself and reads the database gauges through
 * its own database once open. Answers the listener to close on shutdown, if any.
 */
export async function startProcessMetrics({
  config,
  logger,
  database,
}: {
  config: Config;
  logger: Logger;
  database: () => Database | null;
}): Promise<Server | null> {
  collectProcessMetrics(processRegistry, () => database()?.pool);
  if (cluster.isWorker) {
    shareWithPrimary(processRegistry);
    return null;
  }
  if (config.METRICS_PORT === undefined) return null;
  const source = processSource([processRegistry, databaseGaugeRegistry(() => database()?.db ?? null)]);
  return listenForMetrics(config, config.METRICS_PORT, source, logger);
}
