import { describe, expect, it } from "vitest";
import { createReadiness } from "./readiness";

const healthy = { isHealthy: async () => true };
const unreachable = { isHealthy: async () => false };

describe("readiness", () => {
  it("is not ready while starting, ready once serving with its database answering", async () => {
    const readiness = createReadiness();
    expect(await readiness.check()).toMatchObject({ ready: false, code: "starting" });
    readiness.serve(healthy);
    expect(await readiness.check()).toEqual({ ready: true });
  });

  it("is not ready while its database does not answer", async () => {
    const readiness = createReadiness();
    readiness.serve(unreachable);
    expect(await readiness.check()).toMatchObject({ ready: false, code: "database_unavailable" });
  });

  it("is not ready once draining, and never serves again", async () => {
    const readiness = createReadiness();
    readiness.serve(healthy);
    readiness.drain();
    readiness.serve(healthy);
    expect(readiness.phase).toBe("draining");
    expect(await readiness.check()).toMatchObject({ ready: false, code: "draining" });
  });

  it("lets a request wait until it serves, or gives up after the timeout or on draining", async () => {
    const readiness = createReadiness();
    const waiting = readiness.untilServing(1_000);
    const timedOut = readiness.untilServing(10);
    expect(await timedOut).toBe(false);
    readiness.serve(healthy);
    expect(await waiting).toBe(true);
    expect(await readiness.untilServing(10)).toBe(true);

    const stopping = createReadiness();
    const held = stopping.untilServing(1_000);
    stopping.drain();
    expect(await held).toBe(false);
  });
});
