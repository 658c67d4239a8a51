import { describe, expect, it } from "vitest";
import { requestSchema } from "../app/sites/felimar/request-schema";
import { checkEventLog, scoreSession } from "../server/notes/event-log";
import { createNoteSchema } from "../server/notes/schema";
import { felimarRequestBodies, NOTE_TEXT, publicNoteBodies, sessionToken } from "./bodies";
import { percentile, type Measurement } from "./load";
import { reportRows, TARGETS, type Row } from "./report";

// The benchmark must measure accepted requests: its bodies are checked here with the endpoints' own rules.
describe("benchmark bodies", () => {
  it("sends valid Felimar requests, each with its own idempotency key", () => {
    const next = felimarRequestBodies("test");
    const bodies = [next(), next(), next()].map((body) => JSON.parse(body) as Record<string, unknown>);
    for (const body of bodies) expect(requestSchema().safeParse(body).success).toBe(true);
    expect(new Set(bodies.map((body) => body.idempotency_key)).size).toBe(3);
  });

  it("sends public notes the server scores from their typing log, each on its own session", () => {
    const next = publicNoteBodies(150);
    const [first, second] = [next(), next()].map((body) => createNoteSchema.parse(JSON.parse(body)));
    expect(first!.sessionId).toBe(sessionToken(0));
    expect(second!.sessionId).toBe(sessionToken(1));
    expect(first!.sessionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first!.content).toHaveLength(280);
    const log = checkEventLog(first!.events, { publicLength: NOTE_TEXT.length });
    if (!log.ok) throw new Error(log.message);
    // Sessions are stored 600 s old: the 42 s typing log fits in what the server saw.
    const scored = scoreSession(log.value, first!.sessionMetadata, 600_000);
    expect(scored.ok && scored.value.isHuman).toBe(true);
  });
});

describe("benchmark report", () => {
  const measured = (requestsPerSecond: number, errors = 0, p99Ms = 5): Measurement => ({ answered: 1000, requestsPerSecond, p50Ms: 1, p99Ms, errors, otherStatuses: {} });
  const ceilings: Row[] = [
    { name: "http-ceiling", label: "HTTP", measurement: measured(20_000) },
    { name: "db-ceiling", label: "DB", measurement: measured(4_000) },
  ];

  it("compares a row with its own ceiling and judges its target", () => {
    const [, , read, post] = reportRows([
      ...ceilings,
      { name: "read", label: "GET /x", measurement: measured(10_000), comparedWith: "http", target: TARGETS.halfHttpCeiling },
      { name: "post", label: "POST /y", measurement: measured(2_000), comparedWith: "db", target: TARGETS.postThroughput },
    ]);
    expect(read).toMatchObject({ ratioToCeiling: 0.5, ceiling: "http", met: true });
    expect(post).toMatchObject({ ratioToCeiling: 0.5, ceiling: "db", met: false });
  });

  it("never counts a target as met when requests failed", () => {
    const [row] = reportRows([{ name: "post", label: "POST /y", measurement: measured(3_000, 1), target: TARGETS.postThroughput }]);
    expect(row).toMatchObject({ errors: 1, met: false });
  });

  it("takes percentiles from sorted latencies", () => {
    const latencies = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(percentile(latencies, 50)).toBe(100);
    expect(percentile(latencies, 99)).toBe(198);
    expect(percentile([], 99)).toBe(0);
  });
});
