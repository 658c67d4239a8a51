import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "#tests/support/test-database.ts";
import type { Db } from "../db/database";
import { rateLimitCounters } from "../db/schema";
import { rateLimit } from "./rate-limit";
import { RateLimitStore, rateLimitStoreOf, SYNC_INTERVAL_MS } from "./rate-limit-store";

/**
 * Another handle on the same database, so another store: a second instance, as far as
 * the limiter can tell. It counts the statements the limiter runs through it, and fails
 * them while `down` is set.
 */
function secondHandle(db: Db) {
  const handle = Object.create(db) as Db & { statements: number; down: boolean };
  handle.statements = 0;
  handle.down = false;
  handle.execute = ((query: Parameters<Db["execute"]>[0]) => {
    handle.statements++;
    return handle.down ? Promise.reject(new Error("connection refused")) : db.execute(query);
  }) as Db["execute"];
  return handle;
}

const WINDOW_MS = 60_000;

// Windows are fixed minutes: a test running across a minute's end would see its counts
// reset. The clock stands still at a window's start instead (only Date; timers run).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Math.floor(Date.now() / WINDOW_MS) * WINDOW_MS + 1_000);
});
afterEach(() => {
  vi.useRealTimers();
});

for (const kind of testDatabaseKinds()) {
  describe(`rateLimit [${kind}]`, () => {
    let testDatabase: TestDatabase;
    let db: Db;
    beforeAll(async () => {
      testDatabase = await createTestDatabase(kind);
      db = testDatabase.database.db;
    });
    afterAll(async () => {
      await testDatabase?.dispose();
    });

    const limitedApp = (name: string, limits: { perClient: number; global: number }, handle: Db = db) => {
      const limiter = rateLimit(handle, { name, ...limits, clientKey: (c) => c.req.header("x-client") ?? "" });
      const app = new Hono().post("/x", limiter, (c) => c.json({ ok: true }));
      return async (client: string) =>
        (await app.request("/x", { method: "POST", headers: { "x-client": client } })).status;
    };

    const storedCount = async (key: string) => {
      const [row] = await db
        .select({ count: rateLimitCounters.count })
        .from(rateLimitCounters)
        .where(sql`${rateLimitCounters.key} = ${key}`);
      return row?.count;
    };

    const count = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;

    it("lets exactly the global limit through when many clients send at once, and stores every count in the next sync", async () => {
      const send = limitedApp("burst", { perClient: 100, global: 25 });
      const statuses = await Promise.all(Array.from({ length: 60 }, (_, i) => send(`client-${i % 7}`)));
      expect(count(statuses, 200)).toBe(25);
      expect(count(statuses, 429)).toBe(35);
      await rateLimitStoreOf(db).flush();
      expect(await storedCount("burst:global")).toBe(60);
    });

    it("serves three clients in full while one client floods: its refused requests do not spend the shared budget", async () => {
      // The global budget is exactly what the four may send together: a single refused
      // request of the flood counted globally would refuse one of the others.
      const send = limitedApp("flood", { perClient: 5, global: 20 });
      const others = ["203.0.113.1", "203.0.113.2", "203.0.113.3"];
      const requests = [
        ...Array.from({ length: 200 }, () => "198.51.100.66"),
        ...others.flatMap((client) => Array.from({ length: 5 }, () => client)),
      ];
      requests.sort(() => Math.random() - 0.5);
      const statuses = await Promise.all(requests.map(async (client) => ({ client, status: await send(client) })));
      const served = (client: string) =>
        statuses.filter((each) => each.client === client && each.status === 200).length;
      expect(served("198.51.100.66")).toBe(5);
      expect(others.map(served)).toEqual([5, 5, 5]);
      await rateLimitStoreOf(db).flush();
      expect(await storedCount("flood:global")).toBe(20);
    });

    it("counts each client on its own row, without storing its address", async () => {
      const send = limitedApp("per-client", { perClient: 2, global: 1000 });
      expect([await send("198.51.100.7"), await send("198.51.100.7"), await send("198.51.100.7")]).toEqual([
        200, 200, 429,
      ]);
      expect(await send("203.0.113.9")).toBe(200);
      await rateLimitStoreOf(db).flush();
      const keys = (await db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((row) => row.key);
      expect(keys.filter((key) => key.startsWith("per-client:client:"))).toHaveLength(2);
      expect(keys.join(" ")).not.toMatch(/198\.51|203\.0/);
    });

    it("runs no statement per request: 1,000 requests are written in a handful of syncs", async () => {
      const handle = secondHandle(db);
      const send = limitedApp("no-write-per-request", { perClient: 1000, global: 10_000 }, handle);
      const started = performance.now();
      for (let i = 0; i < 1000; i++) expect(await send(`client-${i % 10}`)).toBe(200);
      // Only the timer's syncs ran: one per SYNC_INTERVAL_MS at most, however many requests.
      expect(handle.statements).toBeLessThanOrEqual(Math.ceil((performance.now() - started) / SYNC_INTERVAL_MS));
      expect(handle.statements).toBeLessThan(50);
      await rateLimitStoreOf(handle).flush();
      expect(await storedCount("no-write-per-request:global")).toBe(1000);
    });

    it("commits its counters asynchronously for its own statement only: other writes stay durable", async () => {
      const send = limitedApp("scoped", { perClient: 1000, global: 1000 });
      await Promise.all(Array.from({ length: 10 }, (_, i) => send(`c${i}`)));
      await Promise.all([rateLimitStoreOf(db).flush(), rateLimitStoreOf(db).flush()]);
      // As many at once as the pool has connections, so the one that ran the sync answers too.
      const settings = await Promise.all(
        Array.from({ length: 10 }, async () => {
          const result = (await db.execute(sql`SHOW synchronous_commit`)) as unknown as {
            rows: { synchronous_commit: string }[];
          };
          return result.rows[0]?.synchronous_commit;
        }),
      );
      expect(new Set(settings)).toEqual(new Set(["on"]));
    });

    it("keeps deciding while the database is unreachable, and writes the counts once it is back", async () => {
      const handle = secondHandle(db);
      const send = limitedApp("database-down", { perClient: 3, global: 100 }, handle);
      handle.down = true;
      expect([await send("a"), await send("a"), await send("a"), await send("a"), await send("b")]).toEqual([
        200, 200, 200, 429, 200,
      ]);
      await expect(rateLimitStoreOf(handle).flush()).rejects.toThrow("connection refused");
      expect([await send("a"), await send("b")]).toEqual([429, 200]);
      handle.down = false;
      await rateLimitStoreOf(handle).flush();
      expect(await storedCount("database-down:global")).toBe(5);
    });

    it("two instances learn each other's counts within a couple of sync intervals, with no flush asked", async () => {
      const [one, two] = [secondHandle(db), secondHandle(db)];
      const [sendOne, sendTwo] = [one, two].map((handle) =>
        limitedApp("converge", { perClient: 5, global: 100 }, handle),
      );
      expect(await sendTwo!("x")).toBe(200);
      expect([await sendOne!("x"), await sendOne!("x"), await sendOne!("x"), await sendOne!("x")]).toEqual([
        200, 200, 200, 200,
      ]);
      // Each knows only its own counts yet (1 and 4 of 5); after its timer wrote them and
      // read the other's back, both know all 5.
      await new Promise((resolve) => setTimeout(resolve, 4 * SYNC_INTERVAL_MS));
      expect([await sendOne!("x"), await sendTwo!("x")]).toEqual([429, 429]);
      expect(await sendTwo!("y")).toBe(200);
    });

    it("tracks a bounded number of clients: beyond it, new addresses share one counter held to the global limit", async () => {
      const store = new RateLimitStore(db, 3);
      const admit = (client: string) =>
        store.admit({
          clientKey: `capped:client:${client}`,
          overflowKey: "capped:client:overflow",
          globalKey: "capped:global",
          perClient: 2,
          global: 40,
          windowStart: Math.floor(Date.now() / WINDOW_MS) * (WINDOW_MS / 1000),
          windowSeconds: WINDOW_MS / 1000,
        });
      expect(["a", "b", "c"].map(admit)).toEqual([true, true, true]);
      // A flood of new addresses: as many get through as the global budget leaves (40 - 3),
      // as distinct clients would; it costs no memory, and a visitor who comes later is not
      // locked out by the flood any more than by the global limit.
      expect(Array.from({ length: 30 }, (_, i) => admit(`spoofed-${i}`)).filter(Boolean)).toHaveLength(30);
      // The clients already tracked keep their own counts.
      expect(["a", "a", "b"].map(admit)).toEqual([true, false, true]);
      expect(Array.from({ length: 30 }, (_, i) => admit(`spoofed-more-${i}`)).filter(Boolean)).toHaveLength(
        40 - 3 - 30 - 2,
      );
      await store.flush();
      const rows = await db
        .select({ key: rateLimitCounters.key })
        .from(rateLimitCounters)
        .where(sql`${rateLimitCounters.key} LIKE 'capped:client:%'`);
      expect(rows.map((row) => row.key).sort()).toEqual([
        "capped:client:a",
        "capped:client:b",
        "capped:client:c",
        "capped:client:overflow",
      ]);
      // Once the window ended and a sync dropped it, there is room again.
      vi.setSystemTime(Date.now() + WINDOW_MS);
      await store.flush();
      expect(admit("d")).toBe(true);
      await store.flush();
      expect(
        await db
          .select({ key: rateLimitCounters.key })
          .from(rateLimitCounters)
          .where(sql`${rateLimitCounters.key} = 'capped:client:d'`),
      ).toHaveLength(1);
    });
  });
}
