import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Config } from "../config";
import * as schema from "../db/schema";
import type { Logger } from "../logger";
import { clusterSource } from "./cluster-metrics";
import { databaseGaugeRegistry } from "./database-gauges";
import { listenForMetrics } from "./metrics-server";

/**
 * A cluster primary's metrics listener (METRICS_PORT): the workers' metrics summed, and the
 * database gauges read by the primary itself over one connection of its own, so they are
 * counted once per instance however many workers run. The primary never migrates: until
 * the workers have, those reads fail and `smallsites_database_up` says 0.
 */
export async function startPrimaryMetrics(config: Config, logger: Logger): Promise<void> {
  if (config.METRICS_PORT === undefined) return;
  const pool = config.DATABASE_URL
    ? new pg.Pool({
        connectionString: config.DATABASE_URL,
        max: 1,
        // A scrape must not hang on an unreachable database: it says database_up 0 instead.
        connectionTimeoutMillis: 2_000,
        query_timeout: 5_000,
        // Held while scrapes keep coming; closed after a minute without one.
        idleTimeoutMillis: 60_000,
      })
    : null;
  // An idle connection lost (database restarted) must not stop the primary.
  pool?.on("error", () => {});
  const db = pool ? drizzle({ client: pool, schema }) : null;
  const source = clusterSource([databaseGaugeRegistry(() => db)]);
  await listenForMetrics(config, config.METRICS_PORT, source, logger);
}
