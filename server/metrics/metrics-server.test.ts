import { describe, expect, it, vi } from "vitest";
import { readConfig } from "../config";
import { isLoopbackHost } from "./loopback";
import { metricsApp, type MetricsSource } from "./metrics-server";

const TOKEN = "a-token-of-sixteen-or-more";
const text = "# HELP smallsites_up 1\n# TYPE smallsites_up gauge\nsmallsites_up 1\n";
const source = (collect: MetricsSource["collect"] = async () => text): MetricsSource => ({
  contentType: "text/plain; version=0.0.4; charset=utf-8",
  collect: vi.fn(collect),
});
const logger = { warn: () => {} };

describe("metricsApp", () => {
  it("answers /metrics in Prometheus' text format", async () => {
    const response = await metricsApp({ source: source(), logger }).request("/metrics");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(await response.text()).toBe(text);
  });

  it("refuses a scrape without the bearer token, or with another, and collects nothing", async () => {
    const metrics = source();
    const app = metricsApp({ source: metrics, token: TOKEN, logger });
    for (const authorization of [undefined, "Bearer wrong-token-of-sixteen", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await app.request("/metrics", {
        headers: authorization ? { Authorization: authorization } : {},
      });
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
    }
    expect(metrics.collect).not.toHaveBeenCalled();
    const allowed = await app.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(allowed.status).toBe(200);
  });

  it("answers 503 when the metrics cannot be collected (a worker not answering), and 404 elsewhere", async () => {
    const app = metricsApp({
      source: source(async () => Promise.reject(new Error("Operation timed out."))),
      logger,
    });
    expect((await app.request("/metrics")).status).toBe(503);
    expect((await app.request("/")).status).toBe(404);
    expect((await app.request("/healthz")).status).toBe(404);
  });
});

describe("the metrics settings", () => {
  it("tells loopback addresses from the others", () => {
    for (const host of ["127.0.0.1", "127.0.0.53", "::1", "[::1]", "localhost", "::ffff:127.0.0.1"])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ["0.0.0.0", "::", "10.0.0.5", "192.168.1.2", "metrics.example.com", "128.0.0.1"])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it("refuse to start on an address off loopback without a token", () => {
    expect(() => readConfig({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" })).toThrow(
      /METRICS_TOKEN: is required when METRICS_HOST is not a loopback address/,
    );
    expect(readConfig({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0", METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(
      TOKEN,
    );
  });

  it("default to no listener, on loopback, where no token is needed", () => {
    expect(readConfig({}).METRICS_PORT).toBeUndefined();
    const config = readConfig({ METRICS_PORT: "9464" });
    expect(config.METRICS_HOST).toBe("127.0.0.1");
    expect(config.METRICS_TOKEN).toBeUndefined();
  });

  it("refuse a short token", () => {
    expect(() => readConfig({ METRICS_PORT: "9464", METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
  });
});
