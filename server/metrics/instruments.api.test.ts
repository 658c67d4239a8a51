import { expect, it } from "vitest";
import { describeApi } from "#tests/support/api-harness.ts";
import { readConfig } from "../config";
import { outboxJobs } from "../db/schema";
import { enqueueJobs, type OutboxKind } from "../jobs/outbox";
import { PermanentFailure, startOutboxWorker, type OutboxTask } from "../jobs/outbox-worker";
import { createLogger } from "../logger";
import { metrics } from "./instruments";

/** A counter's value for one label set, from this process's instruments. */
async function count(
  counter: { get(): Promise<{ values: Array<{ labels: object; value: number }> }> },
  labels: object,
) {
  const { values } = await counter.get();
  return values.find((value) => JSON.stringify(value.labels) === JSON.stringify(labels))?.value ?? 0;
}

describeApi(
  "the counters the app keeps",
  (api) => {
    it("counts a rate-limit refusal by the limit's name, and no personal data", async () => {
      const before = await count(metrics.rateLimitRefusals, { limit: "newsletter" });
      const signUp = () => api().submit("/api/newsletter", { email: "limit@example.com", site: "community" });
      expect((await signUp()).status).toBe(201);
      expect((await signUp()).status).toBe(429);
      expect(await count(metrics.rateLimitRefusals, { limit: "newsletter" })).toBe(before + 1);
      const { values } = await metrics.rateLimitRefusals.get();
      expect(JSON.stringify(values)).not.toContain("limit@example.com");
    });

    it("counts a honeypot catch as spam", async () => {
      const before = await count(metrics.spamCaught, { reason: "honeypot", stored: "yes" });
      const response = await api().submit("/api/newsletter", {
        email: "bot@example.com",
        site: "naturliv",
        website: "http://spam",
      });
      expect(response.status).toBe(201);
      expect(await count(metrics.spamCaught, { reason: "honeypot", stored: "yes" })).toBe(before + 1);
    });

    it("counts a delivery given up by its kind", async () => {
      const before = await count(metrics.deliveryFailures, { kind: "webhook", outcome: "failed" });
      await api().database.db.transaction((tx) =>
        enqueueJobs(tx, [{ kind: "webhook", site: "felimar", target: "https://receiver.example/hook" }]),
      );
      const refused: OutboxTask = async () => {
        throw new PermanentFailure("HTTP 410");
      };
      const tasks = Object.fromEntries(outboxJobs.kind.enumValues.map((kind) => [kind, refused]));
      const worker = startOutboxWorker({
        database: api().database,
        config: readConfig({}),
        mailer: null,
        logger: createLogger("silent"),
        tasks: tasks as Record<OutboxKind, OutboxTask>,
        pollMs: 60_000,
      });
      try {
        await expect
          .poll(() => count(metrics.deliveryFailures, { kind: "webhook", outcome: "failed" }), { timeout: 4_000 })
          .toBe(before + 1);
      } finally {
        await worker.stop();
      }
    });

    it("times the requests by route pattern", async () => {
      await api().request("/api/felimar/bundles");
      const { values } = await metrics.httpRequestDuration.get();
      expect(values).toContainEqual(
        expect.objectContaining({
          metricName: "smallsites_http_request_duration_seconds_count",
          labels: { method: "GET", route: "/api/felimar/bundles", status_class: "2xx" },
        }),
      );
    });
  },
  { RATE_LIMIT_CLIENT_MAX: 1 },
);
