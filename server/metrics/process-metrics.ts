import { collectDefaultMetrics, Gauge, type Registry } from "prom-client";

/** What a pg.Pool tells of itself (server/db/database.ts exposes its pool as this; at most 10 connections). */
export interface PoolStats {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

const GAUGES_NAMED_TOTAL = [
  "nodejs_active_handles_total",
  "nodejs_active_requests_total",
  "nodejs_active_resources_total",
];

/**
 * The process itself: prom-client's default metrics (resident memory and heap in bytes,
 * CPU seconds, event-loop lag as `nodejs_eventloop_lag_*_seconds`, open handles) and the
 * database pool's use, read when scraped. In a cluster the primary sums memory and pool
 * over the workers and averages the lag percentiles (prom-client's own aggregators).
 *
 * Call once per process: prom-client refuses a second metric of the same name.
 */
export function collectProcessMetrics(registry: Registry, pool: () => PoolStats | undefined): void {
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters, which promtool's lint refuses: the labelled nodejs_active_* beside them hold the same counts.
  for (const name of GAUGES_NAMED_TOTAL) registry.removeSingleMetric(name);
  const registers = [registry];
  new Gauge({
    name: "smallsites_db_pool_connections",
    help: "Connections the process's PostgreSQL pool holds (at most 10 a process), by state: in_use (lent to a query) or idle. None on the embedded database.",
    labelNames: ["state"] as const,
    registers,
    collect() {
      const stats = pool();
      if (!stats) return;
      this.set({ state: "in_use" }, stats.totalCount - stats.idleCount);
      this.set({ state: "idle" }, stats.idleCount);
    },
  });
  new Gauge({
    name: "smallsites_db_pool_waiting_queries",
    help: "Queries waiting for a connection because every one of the pool's is in use.",
    registers,
    collect() {
      const stats = pool();
      if (stats) this.set(stats.waitingCount);
    },
  });
}
