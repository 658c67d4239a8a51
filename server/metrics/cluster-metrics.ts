import { AggregatorRegistry, Registry } from "prom-client";
import type { MetricsSource } from "./metrics-server";

/**
 * A worker's side of the cluster's metrics: answers the primary's requests for its
 * registry (prom-client listens on the IPC channel once an AggregatorRegistry exists).
 */
export function shareWithPrimary(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry();
}

/**
 * The primary's scrape: every worker's registry, combined metric by metric (counters and
 * histograms summed, the event-loop lag percentiles averaged: prom-client's aggregators),
 * then the registries only the primary holds (the database gauges), whose names no
 * worker uses. A worker that does not answer within prom-client's 5 s fails the scrape.
 */
export function clusterSource(primaryRegistries: Registry[]): MetricsSource {
  const aggregator = new AggregatorRegistry();
  return {
    contentType: Registry.PROMETHEUS_CONTENT_TYPE,
    async collect() {
      const parts = await Promise.all([
        aggregator.clusterMetrics(),
        ...primaryRegistries.map((registry) => registry.metrics()),
      ]);
      return parts.filter((part) => part.trim() !== "").join("\n");
    },
  };
}

/** A single process's scrape: its own registries. */
export function processSource(registries: Registry[]): MetricsSource {
  return {
    contentType: Registry.PROMETHEUS_CONTENT_TYPE,
    async collect() {
      const parts = await Promise.all(registries.map((registry) => registry.metrics()));
      return parts.filter((part) => part.trim() !== "").join("\n");
    },
  };
}
