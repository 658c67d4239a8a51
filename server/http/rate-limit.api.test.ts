import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/support/test-database";
import { rateLimitCounters } from "../db/schema";
import { rateLimit } from "./rate-limit";

for (const kind of testDatabaseKinds()) {
  describe(`rateLimit [${kind}]`, () => {
    let testDatabase: TestDatabase;
    beforeAll(async () => {
      testDatabase = await createTestDatabase(kind);
    });
    afterAll(async () => {
      await testDatabase?.dispose();
    });

    const limitedApp = (name: string, limits: { perClient: number; global: number }) => {
      const limiter = rateLimit(testDatabase.database.db, { name, ...limits, clientKey: (c) => c.req.header("x-client") ?? "" });
      const app = new Hono().post("/x", limiter, (c) => c.json({ ok: true }));
      return async (client: string) => app.request("/x", { method: "POST", headers: { "x-client": client } });
    };

    it("lets exactly the global limit through when many clients send at once", async () => {
      const send = limitedApp("burst", { perClient: 100, global: 25 });
      const statuses = await Promise.all(Array.from({ length: 60 }, (_, i) => send(`client-${i % 7}`).then((r) => r.status)));
      expect(statuses.filter((status) => status === 200)).toHaveLength(25);
      expect(statuses.filter((status) => status === 429)).toHaveLength(35);
      const [global] = await testDatabase.database.db
        .select({ count: rateLimitCounters.count })
        .from(rateLimitCounters)
        .where(sql`${rateLimitCounters.key} = 'burst:global'`);
      expect(global?.count).toBe(60);
    });

    it("lets other clients through while one client floods: its refused requests do not spend the shared budget", async () => {
      const send = limitedApp("flood", { perClient: 5, global: 20 });
      const flood = await Promise.all(Array.from({ length: 100 }, () => send("198.51.100.66").then((r) => r.status)));
      expect(flood.filter((status) => status === 200)).toHaveLength(5);
      expect([(await send("203.0.113.1")).status, (await send("203.0.113.2")).status, (await send("203.0.113.3")).status]).toEqual([200, 200, 200]);
      const [global] = await testDatabase.database.db
        .select({ count: rateLimitCounters.count })
        .from(rateLimitCounters)
        .where(sql`${rateLimitCounters.key} = 'flood:global'`);
      expect(global?.count).toBe(8);
    });

    it("counts each client on its own row, without storing its address", async () => {
      const send = limitedApp("per-client", { perClient: 2, global: 1000 });
      expect([(await send("198.51.100.7")).status, (await send("198.51.100.7")).status, (await send("198.51.100.7")).status]).toEqual([200, 200, 429]);
      expect((await send("203.0.113.9")).status).toBe(200);
      const keys = (await testDatabase.database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((row) => row.key);
      expect(keys.filter((key) => key.startsWith("per-client:client:"))).toHaveLength(2);
      expect(keys.join(" ")).not.toMatch(/198\.51|203\.0/);
    });

    it("commits its counters asynchronously for its own statement only: other writes stay durable", async () => {
      const send = limitedApp("scoped", { perClient: 1000, global: 1000 });
      // As many at once as the pool has connections, so each connection runs the limiter.
      await Promise.all(Array.from({ length: 10 }, (_, i) => send(`c${i}`)));
      const settings = await Promise.all(
        Array.from({ length: 10 }, async () => {
          const result = (await testDatabase.database.db.execute(sql`SHOW synchronous_commit`)) as unknown as { rows: { synchronous_commit: string }[] };
          return result.rows[0]?.synchronous_commit;
        }),
      );
      expect(new Set(settings)).toEqual(new Set(["on"]));
    });
  });
}
