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

    const limitedApp = (name: string, perClient: number, handle: Db = db) => {
      const limiter = rateLimit(handle, { name, perClient, clientKey: (c) => c.req.header("x-client") ?? "" });
      const app = new Hono().post("/x", limiter, (c) => c.json({ ok: true }));
      return async (client: string) =>
        (await app.request("/x", { method: "POST", headers: { "x-client": client } })).status;
    };

    /** The stored counts of one limit's clients, largest first (keys hold a digest of the client, never the client). */
    const storedCounts = async (name: string) =>
      (
        await db
          .select({ count: rateLimitCounters.count })
          .from(rateLimitCounters)
          .where(sql`${rateLimitCounters.key} LIKE ${`${name}:client:%`}`)
      )
        .map((row) => row.count)
        .sort((a, b) => b - a);

    const count = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;

    it("lets exactly the client's limit through when it sends many at once, and stores every count in the next sync", async () => {
      const send = limitedApp("burst", 25);
      const statuses = await Promise.all(Array.from({ length: 60 }, () => send("198.51.100.7")));
      expect(count(statuses, 200)).toBe(25);
      expect(count(statuses, 429)).toBe(35);
      await rateLimitStoreOf(db).flush();
      expect(await storedCounts("burst")).toEqual([60]);
    });

    it("serves three clients in full while one floods: its refused requests count on its own row only", async () => {
      const send = limitedApp("flood", 5);
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
      expect(await storedCounts("flood")).toEqual([200, 5, 5, 5]);
    });

    it("counts each client on its own row, without storing its address", async () => {
      const send = limitedApp("per-client", 2);
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
      const send = limitedApp("no-write-per-request", 1000, handle);
      const started = performance.now();
      for (let i = 0; i < 1000; i++) expect(await send(`client-${i % 10}`)).toBe(200);
      // Only the timer's syncs ran: one per SYNC_INTERVAL_MS at most, however many requests.
      expect(handle.statements).toBeLessThanOrEqual(Math.ceil((performance.now() - started) / SYNC_INTERVAL_MS));
      expect(handle.statements).toBeLessThan(50);
      await rateLimitStoreOf(handle).flush();
      expect(await storedCounts("no-write-per-request")).toEqual(Array<number>(10).fill(100));
    });

    it("commits its counters asynchronously for its own statement only: other writes stay durable", async () => {
      const send = limitedApp("scoped", 1000);
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
      const send = limitedApp("database-down", 3, handle);
      handle.down = true;
      expect([await send("a"), await send("a"), await send("a"), await send("a"), await send("b")]).toEqual([
        200, 200, 200, 429, 200,
      ]);
      await expect(rateLimitStoreOf(handle).flush()).rejects.toThrow("connection refused");
      expect([await send("a"), await send("b")]).toEqual([429, 200]);
      handle.down = false;
      await rateLimitStoreOf(handle).flush();
      expect(await storedCounts("database-down")).toEqual([5, 2]);
    });

    it("two instances learn each other's counts within a couple of sync intervals, with no flush asked", async () => {
      const [one, two] = [secondHandle(db), secondHandle(db)];
      const [sendOne, sendTwo] = [one, two].map((handle) => limitedApp("converge", 5, handle));
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

    it("tracks a bounded number of keys: one forgotten to make room learns its stored count back at the next sync", async () => {
      const store = new RateLimitStore(db, 3);
      const admit = (client: string) =>
        store.admit({
          clientKey: `capped:client:${client}`,
          perClient: 2,
          windowStart: Math.floor(Date.now() / WINDOW_MS) * (WINDOW_MS / 1000),
          windowSeconds: WINDOW_MS / 1000,
        });
      expect(["a", "a"].map(admit)).toEqual([true, true]);
      await store.flush();
      // Three other addresses: "a" is the least recently counted, forgotten to make room.
      expect(["b", "c", "d"].map(admit)).toEqual([true, true, true]);
      await store.flush();
      // Back, it counts from its own request until the sync reads its total (3) back.
      expect(admit("a")).toBe(true);
      await store.flush();
      expect(admit("a")).toBe(false);
      await store.flush();
      const rows = await db
        .select({ key: rateLimitCounters.key, count: rateLimitCounters.count })
        .from(rateLimitCounters)
        .where(sql`${rateLimitCounters.key} LIKE 'capped:client:%'`);
      expect(Object.fromEntries(rows.map((row) => [row.key, row.count]))).toEqual({
        "capped:client:a": 4,
        "capped:client:b": 1,
        "capped:client:c": 1,
        "capped:client:d": 1,
      });
    });
  });
}
