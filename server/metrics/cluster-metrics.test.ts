import { AggregatorRegistry, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { processSource } from "./cluster-metrics";
import { databaseGaugeRegistry } from "./database-gauges";
import { createInstruments } from "./instruments";
import { collectProcessMetrics, type PoolStats } from "./process-metrics";

/** A worker's registry, as serve.ts fills it: its instruments and the process's own metrics. */
function workerRegistry(pool: PoolStats) {
  const registry = new Registry();
  const instruments = createInstruments(registry);
  collectProcessMetrics(registry, () => pool);
  return { registry, instruments };
}

const pool = (inUse: number, idle: number): PoolStats => ({
  totalCount: inUse + idle,
  idleCount: idle,
  waitingCount: 0,
});

describe("the cluster's metrics", () => {
  it("sum the workers' counts, histograms, memory and pools (what the primary's AggregatorRegistry does)", async () => {
    const first = workerRegistry(pool(2, 3));
    const second = workerRegistry(pool(1, 0));
    first.instruments.rateLimitRefusals.inc({ limit: "felimar-requests" }, 2);
    second.instruments.rateLimitRefusals.inc({ limit: "felimar-requests" }, 3);
    first.instruments.httpRequestDuration.observe({ method: "GET", route: "page", status_class: "2xx" }, 0.01);
    second.instruments.httpRequestDuration.observe({ method: "GET", route: "page", status_class: "2xx" }, 0.02);

    const merged = await AggregatorRegistry.aggregate([
      await first.registry.getMetricsAsJSON(),
      await second.registry.getMetricsAsJSON(),
    ]).metrics();
    expect(merged).toContain('smallsites_rate_limit_refusals_total{limit="felimar-requests"} 5');
    expect(merged).toContain(
      'smallsites_http_request_duration_seconds_count{method="GET",route="page",status_class="2xx"} 2',
    );
    expect(merged).toContain('smallsites_db_pool_connections{state="in_use"} 3');
    expect(merged).toMatch(/^process_resident_memory_bytes \d+/m);
    // Each metric once: a name twice would be refused by Prometheus.
    const types = merged.match(/^# TYPE \S+/gm)!;
    expect(new Set(types).size).toBe(types.length);
  });

  it("serve one process's registries as one text, the database gauges once", async () => {
    const { registry } = workerRegistry(pool(0, 1));
    const text = await processSource([registry, databaseGaugeRegistry(() => null)]).collect();
    expect(text).toContain("smallsites_database_up 0");
    expect(text.match(/^# TYPE smallsites_database_up gauge$/gm)).toHaveLength(1);
    expect(text).toContain('smallsites_db_pool_connections{state="idle"} 1');
  });
});
