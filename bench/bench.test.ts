import { describe, expect, it } from "vitest";
import { requestSchema } from "#app/forms/felimar-request/schema.ts";
import { scoreTypingLog, withInsertedText } from "#app/sites/notebook/typing-log.ts";
import { createNoteSchema } from "#server/notes/request-schemas.ts";
import { felimarRequestBodies, NOTE_TEXT, publicNoteBodies, sessionSecret, sessionToken } from "./bodies";
import { percentile, type Measurement } from "./load";
import { rowSelection } from "./options";
import { checkSolution, decodeSolution } from "#server/proof-of-work/challenge.ts";
import { formatMemory, formatTable, reportMemory, reportRows, TARGETS, type Row } from "./report";

// The benchmark must measure accepted requests: its bodies are checked here with the endpoints' own rules.
describe("benchmark bodies", () => {
  it("sends valid Felimar requests, each with its own idempotency key and a proof of work the server accepts", () => {
    const next = felimarRequestBodies("test", "bench-key");
    const bodies = [next(), next(), next()].map((body) => JSON.parse(body) as Record<string, unknown>);
    for (const body of bodies) expect(requestSchema().safeParse(body).success).toBe(true);
    expect(new Set(bodies.map((body) => body.idempotency_key)).size).toBe(3);
    for (const body of bodies)
      expect(checkSolution(decodeSolution(body.altcha as string)!, "bench-key")).not.toBeNull();
    expect(new Set(bodies.map((body) => body.altcha)).size).toBe(3);
  });

  it("sends public notes the server scores human from their typing log, each on its own session", () => {
    const next = publicNoteBodies();
    const [first, second] = [next(), next()].map((body) => createNoteSchema.parse(JSON.parse(body)));
    expect(first).toMatchObject({ sessionId: sessionToken(0), secret: sessionSecret(0) });
    expect(second).toMatchObject({ sessionId: sessionToken(1), secret: sessionSecret(1) });
    expect(first!.content).toBe(NOTE_TEXT);
    expect(NOTE_TEXT).toHaveLength(280);
    // Sessions are stored 600 s old: the final (and only) batch arrives 600 s after the session opened.
    const witnessed = {
      v: 2 as const,
      session: first!.sessionId,
      private: false,
      batches: [{ at: 600_000, sent: first!.sentAt, events: first!.events }],
    };
    const log = withInsertedText(witnessed, first!.inserted!);
    if (!log.ok) throw new Error(log.message);
    const scored = scoreTypingLog(log.value, { content: NOTE_TEXT });
    expect(scored.ok && scored.value.isHuman).toBe(true);
  });
});

describe("benchmark report", () => {
  const measured = (requestsPerSecond: number, errors = 0, p99Ms = 5): Measurement => ({
    answered: 1000,
    requestsPerSecond,
    p50Ms: 1,
    p99Ms,
    errors,
    otherStatuses: {},
  });
  const ceilings: Row[] = [
    { name: "http-ceiling", label: "HTTP", measurement: measured(20_000) },
    { name: "db-ceiling", label: "DB", measurement: measured(4_000) },
  ];

  it("compares a row with its own ceiling and judges its target", () => {
    const [, , read, post] = reportRows([
      ...ceilings,
      {
        name: "read",
        label: "GET /x",
        measurement: measured(10_000),
        comparedWith: "http",
        target: TARGETS.halfHttpCeiling,
      },
      {
        name: "post",
        label: "POST /y",
        measurement: measured(2_000),
        comparedWith: "db",
        target: TARGETS.postThroughput,
      },
    ]);
    expect(read).toMatchObject({ ratioToCeiling: 0.5, ceiling: "http", met: true });
    expect(post).toMatchObject({ ratioToCeiling: 0.5, ceiling: "db", met: false });
  });

  it("compares our one-worker pages with nginx sending the same page: / against 0.5 ×, /felimar against 0.4 ×", () => {
    const [, , home, felimar, slowHome] = reportRows([
      { name: "nginx-home", label: "nginx GET /", measurement: measured(12_000) },
      { name: "nginx-felimar", label: "nginx GET /felimar", measurement: measured(10_000) },
      {
        name: "home",
        label: "GET /",
        measurement: measured(6_000),
        comparedWith: "nginx-home",
        target: TARGETS.halfNginx,
      },
      {
        name: "felimar-page",
        label: "GET /felimar",
        measurement: measured(4_000),
        comparedWith: "nginx-felimar",
        target: TARGETS.fortyPercentNginx,
      },
      {
        name: "home",
        label: "GET / (slower)",
        measurement: measured(5_999),
        comparedWith: "nginx-home",
        target: TARGETS.halfNginx,
      },
    ]);
    expect(home).toMatchObject({ ratioToCeiling: 0.5, ceiling: "nginx-home", target: "≥ 0.5 × nginx", met: true });
    expect(felimar).toMatchObject({
      ratioToCeiling: 0.4,
      ceiling: "nginx-felimar",
      target: "≥ 0.4 × nginx",
      met: true,
    });
    expect(slowHome).toMatchObject({ met: false });
    expect(formatTable([home!])).toContain("| 0.50 of nginx | ≥ 0.5 × nginx | yes |");
  });

  it("leaves a ratio target unjudged when the run has no row to compare with (nginx missing or not selected)", () => {
    const [home] = reportRows([
      {
        name: "home",
        label: "GET /",
        measurement: measured(6_000),
        comparedWith: "nginx-home",
        target: TARGETS.halfNginx,
      },
    ]);
    expect(home).not.toHaveProperty("met");
    expect(home).toMatchObject({ target: "≥ 0.5 × nginx", notJudged: "no nginx row in this run" });
    expect(formatTable([home!])).toContain("| not judged (no nginx row in this run) |");
  });

  it("judges the two-worker POST at 3,000 req/s and its fixed-rate p99 at 10 ms", () => {
    const [fast, slow, steady, late] = reportRows([
      { name: "post", label: "POST", measurement: measured(3_000), target: TARGETS.postThroughput },
      { name: "post", label: "POST", measurement: measured(2_999), target: TARGETS.postThroughput },
      { name: "paced", label: "POST at 500 req/s", measurement: measured(500, 0, 10), target: TARGETS.postLatency },
      { name: "paced", label: "POST at 500 req/s", measurement: measured(500, 0, 10.01), target: TARGETS.postLatency },
    ]);
    expect([fast!.met, slow!.met, steady!.met, late!.met]).toEqual([true, false, true, false]);
  });

  it("judges peak RSS per process: the primary and every worker under 200 MB", () => {
    const mb = (n: number) => n * 1024 * 1024;
    const [oneWorker, cluster] = reportMemory([
      { server: "app, 1 worker", processes: [{ pid: 10, role: "spawned", peakRssBytes: mb(150) }] },
      {
        server: "app, 2 workers",
        processes: [
          { pid: 20, role: "spawned", peakRssBytes: mb(60) },
          { pid: 21, role: "descendant", peakRssBytes: mb(120) },
          { pid: 22, role: "descendant", peakRssBytes: mb(200) },
        ],
      },
    ]);
    expect(oneWorker).toMatchObject({ spawnedMb: 150, descendantsMb: [], met: true });
    expect(cluster).toMatchObject({ spawnedMb: 60, descendantsMb: [120, 200], met: false });
    expect(formatMemory([oneWorker!, cluster!])).toBe(
      "Peak RSS (VmHWM), app, 1 worker: one process, 150 MB; target < 200 MB per process: met.\n" +
        "Peak RSS (VmHWM), app, 2 workers: primary 60 MB, workers 120 MB / 200 MB; target < 200 MB per process: **not met**.",
    );
  });

  it("does not count a server whose processes could not be read as under the limit", () => {
    const [gone] = reportMemory([{ server: "app, 2 workers", processes: [] }]);
    expect(gone!.met).toBe(false);
  });

  it("never counts a target as met when requests failed", () => {
    const [row] = reportRows([
      { name: "post", label: "POST /y", measurement: measured(3_000, 1), target: TARGETS.postThroughput },
    ]);
    expect(row).toMatchObject({ errors: 1, met: false });
  });

  it("takes percentiles from sorted latencies", () => {
    const latencies = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(percentile(latencies, 50)).toBe(100);
    expect(percentile(latencies, 99)).toBe(198);
    expect(percentile([], 99)).toBe(0);
  });
});

describe("choosing rows with --only", () => {
  const names = [
    "http-ceiling",
    "nginx-home",
    "nginx-felimar",
    "home",
    "felimar-page",
    "felimar-request",
    "felimar-request-500rps",
    "db-ceiling",
  ];

  it("runs every row without words, and with words the rows whose names contain one", () => {
    expect(names.filter(rowSelection([], names))).toEqual(names);
    expect(names.filter(rowSelection(["db-ceiling"], names))).toEqual(["db-ceiling"]);
    expect(names.filter(rowSelection(["nginx", "felimar-page"], names))).toEqual([
      "nginx-home",
      "nginx-felimar",
      "felimar-page",
    ]);
  });

  it("refuses a word no row's name contains, naming the rows", () => {
    expect(() => rowSelection(["db-ceilng", "home"], names)).toThrow(
      /^--only: no row's name contains "db-ceilng"\. The rows: http-ceiling, /,
    );
  });
});
