import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { databaseGaugeRegistry } from "./database-gauges";
import { createInstruments } from "./instruments";
import { collectProcessMetrics } from "./process-metrics";

/**
 * The alert rules (ops/prometheus/alerts.yml) as Prometheus itself reads them: Debian's
 * `prometheus` package brings promtool, `prometheus-alertmanager` amtool (CI installs both,
 * .ci/run). Each call takes well under a second.
 */
const ops = fileURLToPath(new URL("../../ops/", import.meta.url));
const rules = path.join(ops, "prometheus/alerts.yml");
const rulesTests = path.join(ops, "prometheus/alerts.test.yml");

function run(tool: "promtool" | "amtool", ...args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: "utf8", stdio: "pipe", timeout: 4_000 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stdout?: string; stderr?: string };
    const apt = tool === "promtool" ? "prometheus" : "prometheus-alertmanager";
    if (failure.code === "ENOENT") throw new Error(`${tool} is missing: apt-get install -y ${apt}`);
    throw new Error(`${tool} ${args.join(" ")} failed:\n${failure.stdout ?? ""}${failure.stderr ?? ""}`);
  }
}

const promtool = (...args: string[]) => run("promtool", ...args);

/** Every metric name the server can expose: each process's, and the scraping process's database gauges. */
function exportedNames(): Set<string> {
  const registry = new Registry();
  createInstruments(registry);
  collectProcessMetrics(registry, () => undefined);
  const names = [registry, databaseGaugeRegistry(() => null)].flatMap((each) =>
    each.getMetricsAsArray().map((metric) => metric.name),
  );
  return new Set(names);
}

describe("the alert rules", () => {
  it("are valid rules for Prometheus (promtool check rules)", () => {
    expect(promtool("check", "rules", rules)).toMatch(/SUCCESS: \d+ rules found/);
  });

  it("behave as their unit tests say (promtool test rules)", () => {
    expect(promtool("test", "rules", rulesTests)).toContain("SUCCESS");
  });

  it("each have a unit test", () => {
    const alerts = [...readFileSync(rules, "utf8").matchAll(/^\s*- alert: (\w+)/gm)].map((match) => match[1]);
    const tested = new Set(
      [...readFileSync(rulesTests, "utf8").matchAll(/alertname: (\w+)/g)].map((match) => match[1]),
    );
    expect(alerts.length).toBeGreaterThan(5);
    expect(alerts.filter((alert) => !tested.has(alert))).toEqual([]);
  });

  it("name only metrics the server exports", () => {
    const names = exportedNames();
    const used = [...readFileSync(rules, "utf8").matchAll(/\b((?:smallsites|nodejs|process)_\w+)/g)].map((match) =>
      // A histogram's series: its _count, _sum and _bucket.
      match[1]!.replace(/_(count|sum|bucket)$/, ""),
    );
    expect(used.length).toBeGreaterThan(5);
    expect(used.filter((name) => !names.has(name))).toEqual([]);
  });

  it("load in the example Prometheus configuration (promtool check config)", () => {
    expect(promtool("check", "config", path.join(ops, "prometheus/prometheus.example.yml"))).toContain("SUCCESS");
  });

  it("reach the operators through a valid example Alertmanager configuration (amtool check-config)", () => {
    expect(run("amtool", "check-config", path.join(ops, "alertmanager/alertmanager.example.yml"))).toContain("SUCCESS");
  });
});
