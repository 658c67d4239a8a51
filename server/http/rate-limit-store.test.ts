import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../db/database";
import { RateLimitStore, type Admission } from "./rate-limit-store";

const WINDOW = 60;
const unreachable = { execute: () => Promise.reject(new Error("no database here")) } as unknown as Db;

beforeEach(() => {
  // The fake clock also stops the sync timer: the store decides from memory alone.
  vi.useFakeTimers();
  vi.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000 + 1_000);
});
afterEach(() => {
  vi.useRealTimers();
});

const tracked = (store: RateLimitStore) => (store as unknown as { counters: Map<string, unknown> }).counters.size;

function admission(client: string, extra: Partial<Admission> = {}): Admission {
  const now = Math.floor(Date.now() / 1000);
  return {
    clientKey: `capped:client:${client}`,
    perClient: 2,
    windowStart: now - (now % WINDOW),
    windowSeconds: WINDOW,
    backOff: true,
    ...extra,
  };
}

describe("RateLimitStore", () => {
  it("tracks a bounded number of keys, and a flood of fresh addresses never refuses a new visitor", () => {
    const store = new RateLimitStore(unreachable, 3);
    const admit = (client: string) => store.admit(admission(client));
    expect(["a", "a", "a"].map(admit)).toEqual([true, true, false]);
    // 10,000 made-up addresses: each first request is admitted, as any address's would be.
    // (Each is forgotten again to make room: one that comes back counts from its own
    // requests until a sync reads its stored total back, server/http/rate-limit.api.test.ts.)
    expect(Array.from({ length: 10_000 }, (_, i) => admit(`spoofed-${i}`)).every(Boolean)).toBe(true);
    // …memory stays at the cap, and a visitor who sent nothing is served.
    expect(tracked(store)).toBe(3);
    expect(admit("new-visitor")).toBe(true);
    expect(admit("new-visitor")).toBe(true);
    expect(admit("new-visitor")).toBe(false);
  });

  it("keeps a client that is still sending over one that stopped: the least recently counted key is forgotten", () => {
    const store = new RateLimitStore(unreachable, 3);
    const admit = (client: string) => store.admit(admission(client, { backOff: false }));
    expect(["a", "a", "b", "c"].map(admit)).toEqual([true, true, true, true]);
    // "a" counted again, so "b" is the least recent when "d" needs room.
    expect(admit("a")).toBe(false);
    expect(admit("d")).toBe(true);
    expect(admit("a")).toBe(false);
  });

  it("keeps a global counter for those who ask for one, counting only requests within their client's limit", () => {
    const store = new RateLimitStore(unreachable);
    const admit = (client: string) => store.admit(admission(client, { globalKey: "spam:global", global: 3 }));
    expect(["a", "a", "a", "a", "b", "c"].map(admit)).toEqual([true, true, false, false, true, false]);
    expect(store.admit(admission("d", { globalKey: "other:global", global: Infinity }))).toBe(true);
  });

  it("answers when a refused client may try again", () => {
    const store = new RateLimitStore(unreachable);
    const request = admission("a");
    store.decide(request);
    store.decide(request);
    expect(store.decide(request)).toEqual({ admitted: false, retryAt: request.windowStart + WINDOW });
    expect(store.decide({ ...request, clientKey: "capped:client:b" })).toEqual({ admitted: true });
  });

  it("forgets counts of ended windows and back-offs past their quiet window once it syncs, even with the database down", async () => {
    const store = new RateLimitStore(unreachable);
    const admit = (client: string) => store.admit(admission(client));
    ["a", "a", "a", "b"].forEach(admit);
    vi.setSystemTime(Date.now() + 3 * WINDOW * 1000);
    await expect(store.flush()).rejects.toThrow();
    await store.flush();
    const internals = store as unknown as { counters: Map<string, unknown>; penalties: Map<string, unknown> };
    expect([internals.counters.size, internals.penalties.size]).toEqual([0, 0]);
  });
});
