import { Counter, Histogram, Registry } from "prom-client";
import { SPAM_REASONS } from "#app/admin/api-enums.ts";
import { outboxJobs } from "../db/schema";

/**
 * What each server process counts as it works, in Prometheus' conventions: a `smallsites_`
 * prefix, base units (`_seconds`), `_total` on counters. Label values come from fixed
 * sets in the code (route patterns, job kinds, limiter names), never from a request, an
 * address or a form's contents: nothing personal, and a bounded number of series.
 *
 * In a cluster each worker holds its own; the primary sums them at scrape time
 * (cluster-metrics.ts). Values read from the database are not here: one process reads
 * those when scraped (database-gauges.ts), or every worker would add its own copy.
 */
export function createInstruments(registry: Registry) {
  const registers = [registry];
  return {
    httpRequestDuration: new Histogram({
      name: "smallsites_http_request_duration_seconds",
      help: "Time from a request's arrival to its answer's headers, by route pattern ('page' for pages) and status class.",
      labelNames: ["method", "route", "status_class"] as const,
      // From a page served from memory (about 1 ms) to a large note being scored and signed (seconds).
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    deliveryFailures: new Counter({
      name: "smallsites_delivery_failures_total",
      help: "Failed attempts to deliver an outbox job (e-mail or webhook), by kind; outcome 'retry' is tried again, 'failed' is given up.",
      labelNames: ["kind", "outcome"] as const,
      registers,
    }),
    confirmationsSkipped: new Counter({
      name: "smallsites_confirmations_skipped_total",
      help: "Visitors' confirmation e-mails not sent because of a cap: 'hourly' (a site's CONFIRMATIONS_PER_HOUR) or 'address' (one an hour per mailbox over all sites).",
      labelNames: ["cap"] as const,
      registers,
    }),
    spamCaught: new Counter({
      name: "smallsites_spam_caught_total",
      help: "Submissions caught as spam, by reason, and whether they were stored in the spam folder ('no' past the stored-spam caps, or a writing session's honeypot).",
      labelNames: ["reason", "stored"] as const,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: "smallsites_rate_limit_refusals_total",
      help: "Requests answered 429 by a rate limit, by limit name.",
      labelNames: ["limit"] as const,
      registers,
    }),
  };
}

export type Instruments = ReturnType<typeof createInstruments>;

/**
 * Every known series at 0 from the start: a counter that first appears at 1 has no
 * earlier sample, so `increase()` and `rate()` would miss its first event.
 */
export function initialiseSeries(instruments: Instruments): void {
  for (const kind of outboxJobs.kind.enumValues) {
    for (const outcome of ["retry", "failed"] as const) instruments.deliveryFailures.inc({ kind, outcome }, 0);
  }
  for (const cap of ["hourly", "address"] as const) instruments.confirmationsSkipped.inc({ cap }, 0);
  for (const reason of SPAM_REASONS)
    for (const stored of ["yes", "no"] as const) instruments.spamCaught.inc({ reason, stored }, 0);
}

/** This process's registry: what it counts, served by its own /metrics or handed to the cluster's primary. */
export const processRegistry = new Registry();

/** This process's instruments; the code that counts imports them from here. */
export const metrics = createInstruments(processRegistry);
initialiseSeries(metrics);
