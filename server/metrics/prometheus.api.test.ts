import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";
import { createApp } from "../app";
import { readConfig, type Config } from "../config";
import { createLogger } from "../logger";
import { startProcessMetrics } from "./serve-metrics";

/**
 * A real Prometheus (Debian's package) scrapes the metrics listener as serve.ts starts it,
 * every second, with the bearer token: its own API then shows the target up and the
 * values the app counted. promtool lints the same text.
 *
 * Prometheus hands its first targets to the scraper about 5 s after it starts (its
 * discovery and scrape managers each wait for a 5 s tick), so it is started first, before
 * the database and the app, and everything must be seen within WAIT_MS of its start: the
 * tick, then a scrape or two a second apart, with room for a loaded CI machine. Most of it
 * passes while the database opens, so the test itself usually waits a second or two.
 */
const TOKEN = "prometheus-test-token-0123456789";
const WAIT_MS = 10_000;

let testDatabase: TestDatabase | undefined;
let metricsServer: Server;
let prometheus: ChildProcess | undefined;
let prometheusFailed: Error | undefined;
let prometheusUrl: string;
let prometheusStarted = 0;
let metricsUrl: string;
const dataDir = mkdtempSync(path.join(tmpdir(), "prometheus-test-"));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  const config: Config = { ...readConfig({}), METRICS_HOST: "127.0.0.1", METRICS_TOKEN: TOKEN, METRICS_PORT: 0 };
  const logger = createLogger("silent");
  // Listening before the database opens, as in serve.ts: the database gauges say 0 until it is.
  metricsServer = (await startProcessMetrics({ config, logger, database: () => testDatabase?.database ?? null }))!;
  const metricsPort = (metricsServer.address() as AddressInfo).port;
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;

  const port = await freePort();
  prometheusUrl = `http://127.0.0.1:${port}`;
  const configFile = path.join(dataDir, "prometheus.yml");
  writeFileSync(
    configFile,
    [
      "global: { scrape_interval: 1s, evaluation_interval: 1s }",
      "scrape_configs:",
      "  - job_name: small-sites",
      "    scrape_interval: 1s",
      `    authorization: { credentials: ${TOKEN} }`,
      `    static_configs: [{ targets: ["127.0.0.1:${metricsPort}"] }]`,
      "",
    ].join("\n"),
  );
  prometheus = spawn(
    "prometheus",
    [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${path.join(dataDir, "data")}`,
      `--web.listen-address=127.0.0.1:${port}`,
      "--log.level=warn",
    ],
    { stdio: "ignore" },
  );
  prometheusStarted = performance.now();
  prometheus.once("error", (error) => (prometheusFailed = error));

  testDatabase = await createTestDatabase("pglite");
  const app = createApp({ config, database: testDatabase.database, logger });
  for (let i = 0; i < 3; i++) expect((await app.request("/healthz")).status).toBe(200);
  expect((await app.request("/api/nothing-here")).status).toBe(404);
});

afterAll(async () => {
  if (prometheus && prometheus.exitCode === null) {
    const exited = new Promise((resolve) => prometheus!.once("exit", resolve));
    prometheus.kill("SIGTERM");
    await exited;
  }
  metricsServer?.closeAllConnections();
  await new Promise((resolve) => metricsServer?.close(resolve));
  await testDatabase?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Asks Prometheus' API until `found` says yes, for at most what is left of WAIT_MS since Prometheus started. */
async function untilPrometheus<T>(apiPath: string, found: (data: T) => boolean): Promise<T> {
  let last: unknown = "no answer";
  while (performance.now() - prometheusStarted < WAIT_MS) {
    if (prometheusFailed)
      throw new Error(`Prometheus did not start (apt-get install -y prometheus): ${prometheusFailed.message}`);
    const answer = await fetch(prometheusUrl + apiPath).then(
      async (response) => ((await response.json()) as { data: T }).data,
      (error: Error) => error.message,
    );
    last = answer;
    if (typeof answer !== "string" && found(answer)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Prometheus did not show it within ${WAIT_MS} ms of its start: ${JSON.stringify(last)}`);
}

interface Targets {
  activeTargets: Array<{ health: string; lastError: string; labels: Record<string, string> }>;
}
interface Vector {
  result: Array<{ metric: Record<string, string>; value: [number, string] }>;
}

describe("the metrics, scraped by Prometheus", () => {
  it("show the target up and the values the app counted", { timeout: WAIT_MS + 2_000 }, async () => {
    const targets = await untilPrometheus<Targets>("/api/v1/targets", (data) =>
      data.activeTargets.some((target) => target.health === "up"),
    );
    expect(targets.activeTargets[0]!.labels.job).toBe("small-sites");

    // The first scrape may have come before the app's requests or the database: the next one, a second later, has them.
    const query = encodeURIComponent('smallsites_http_request_duration_seconds_count{route="/healthz"}');
    const vector = await untilPrometheus<Vector>(`/api/v1/query?query=${query}`, (data) =>
      data.result.some((sample) => sample.value[1] === "3"),
    );
    expect(vector.result[0]!.metric).toMatchObject({ method: "GET", route: "/healthz", status_class: "2xx" });
    const up = await untilPrometheus<Vector>("/api/v1/query?query=smallsites_database_up", (data) =>
      data.result.some((sample) => sample.value[1] === "1"),
    );
    expect(up.result[0]!.metric).toMatchObject({ job: "small-sites" });
  });

  it("pass promtool's check of the text format and naming conventions", async () => {
    const response = await fetch(metricsUrl, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(
      'smallsites_http_request_duration_seconds_count{method="GET",route="/api/*",status_class="4xx"} 1',
    );
    const check = spawnSync("promtool", ["check", "metrics"], { input: text, encoding: "utf8", timeout: 4_000 });
    expect(check.error).toBeUndefined();
    expect(`${check.stdout}${check.stderr}`.trim()).toBe("");
    expect(check.status).toBe(0);
  });
});
