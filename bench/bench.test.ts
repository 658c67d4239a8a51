import { describe, expect, it } from "vitest";
import { requestSchema } from "../app/sites/felimar/request-schema";
import { scoreTypingLog, withInsertedText } from "../app/sites/notebook/typing-log";
import { createNoteSchema } from "../server/notes/schema";
import { felimarRequestBodies, NOTE_TEXT, publicNoteBodies, sessionSecret, sessionToken } from "./bodies";
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

  it("sends public notes the server scores human from their typing log, each on its own session", () => {
    const next = publicNoteBodies();
    const [first, second] = [next(), next()].map((body) => createNoteSchema.parse(JSON.parse(body)));
    expect(first).toMatchObject({ sessionId: sessionToken(0), secret: sessionSecret(0) });
    expect(second).toMatchObject({ sessionId: sessionToken(1), secret: sessionSecret(1) });
    expect(first!.content).toBe(NOTE_TEXT);
    expect(NOTE_TEXT).toHaveLength(280);
    // Sessions are stored 600 s old: the final (and only) batch arrives 600 s after the session opened.
    const witnessed = { v: 2 as const, session: first!.sessionId, private: false, batches: [{ at: 600_000, sent: first!.sentAt, events: first!.events }] };
    const log = withInsertedText(witnessed, first!.inserted!);
    if (!log.ok) throw new Error(log.message);
    const scored = scoreTypingLog(log.value, { content: NOTE_TEXT });
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
