import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { describeApi, type ApiHarness } from "#tests/support/api-harness.ts";
import { isAdminRoute, POST_ENDPOINTS, registeredRoutes, type PostEndpoint } from "#tests/support/api-endpoints.ts";
import { createApp } from "../app";
import { readConfig, type Config } from "../config";
import type { Db } from "../db/database";
import { rateLimitStoreOf } from "../http/rate-limit-store";
import { createLogger } from "../logger";

/**
 * Abuse: every POST endpoint has a per-client limit (an IPv6 client's /56 and /48 limited
 * as well) and no global one, answers 429 with the error JSON and Retry-After beyond it,
 * shares its counts with other instances through the database (synced every
 * SYNC_INTERVAL_MS), never refuses a client for what others sent, and takes the client's
 * address from X-Forwarded-For only as far as TRUST_PROXY_HOPS says proxies of ours wrote it.
 */
const LIMIT = 3;

type Send = (endpoint: PostEndpoint, forwardedFor: string) => Promise<Response>;

/** Sends an accepted request (its writing session opened first, in the database, where the endpoint needs one). */
function sender(request: ApiHarness["request"], db: Db): Send {
  return async (endpoint, forwardedFor) => {
    const { path, body } = endpoint.accepted
      ? await endpoint.accepted(db)
      : { path: endpoint.path, body: endpoint.validBody() };
    return request(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
      body: JSON.stringify(body),
    });
  };
}

/** What one client (or all together) may send: the limit, times the endpoint's factor (typing batches). */
const allowed = (endpoint: PostEndpoint) => LIMIT * (endpoint.limitFactor ?? 1);

async function expectAccepted(response: Response, label: string) {
  expect(response.status, `${label}: ${await response.clone().text()}`).toBeGreaterThanOrEqual(200);
  expect(response.status, label).toBeLessThan(300);
}

async function expectLimited(response: Response, label: string) {
  expect(response.status, label).toBe(429);
  expect(Number(response.headers.get("Retry-After")), label).toBeGreaterThan(0);
  expect(Number(response.headers.get("Retry-After")), label).toBeLessThanOrEqual(60);
  expect(await response.json(), label).toEqual({ error: { code: "rate_limited", message: expect.any(String) } });
}

// Windows are fixed minutes: a test running across a minute's end would see its counts
// reset. The clock stands still at a window's start instead (only Date; timers run).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000 + 1_000);
});
afterEach(() => {
  vi.useRealTimers();
});

const limits = (perClient: number, hops: number): Partial<Config> => ({
  TRUST_PROXY_HOPS: hops,
  RATE_LIMIT_CLIENT_MAX: perClient,
  NOTES_RATE_LIMIT_CLIENT_MAX: perClient,
});

/** Requests that pass the limiter but need not be accepted (a writing session that does not exist: 404). */
function flooder(request: ApiHarness["request"]) {
  return (endpoint: PostEndpoint, forwardedFor: string) =>
    request(endpoint.path.replace(":sessionId", "A".repeat(22)), {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
      body: JSON.stringify(endpoint.validBody()),
    });
}

describeApi(
  "Per-client rate limits behind one trusted proxy",
  (api) => {
    it("limits every public POST route the app has (the back office's sign-in limits are in server/api/admin/auth.api.test.ts)", () => {
      const app = createApp({ config: readConfig({}), database: api().database, logger: createLogger("silent") });
      const posts = registeredRoutes(app).filter((route) => route.startsWith("POST ") && !isAdminRoute(route));
      expect(posts.map((route) => route.slice(5)).sort()).toEqual(
        POST_ENDPOINTS.map((endpoint) => endpoint.path).sort(),
      );
    });

    for (const endpoint of POST_ENDPOINTS) {
      it(`${endpoint.path}: 429 after ${allowed(endpoint)} from one client, whatever it writes left of our proxy's entry`, async () => {
        const send = sender(api().request, api().database.db);
        for (let i = 0; i < allowed(endpoint); i++)
          await expectAccepted(await send(endpoint, `10.9.9.${i}, 203.0.113.7`), `request ${i + 1}`);
        await expectLimited(await send(endpoint, "203.0.113.7"), "over the limit");
        // Spoofed hops left of the one our proxy appended change nothing.
        await expectLimited(await send(endpoint, "198.51.100.1, 203.0.113.7"), "with a spoofed first hop");
        await expectAccepted(await send(endpoint, "203.0.113.8"), "another client");
      });
    }

    it("shares the counts between two instances on one database, once each has synced", async () => {
      const config = { ...readConfig({}), ...limits(LIMIT, 1) };
      // Another handle on the same database: another rate-limit store, as in another process.
      const otherDb = Object.create(api().database.db) as Db;
      const other = createApp({ config, database: { ...api().database, db: otherDb }, logger: createLogger("silent") });
      const instances = [
        sender(api().request, api().database.db),
        sender(async (path, init) => other.request(path, init), api().database.db),
      ];
      const stores = [rateLimitStoreOf(api().database.db), rateLimitStoreOf(otherDb)];
      for (const endpoint of POST_ENDPOINTS) {
        for (let i = 0; i < allowed(endpoint); i++) {
          await expectAccepted(await instances[i % 2]!(endpoint, "203.0.113.9"), `${endpoint.path} #${i + 1}`);
          // A sync of each: the instance that counted the request writes it, then the other reads it back.
          await stores[i % 2]!.flush();
          await stores[(i + 1) % 2]!.flush();
        }
        await expectLimited(await instances[allowed(endpoint) % 2]!(endpoint, "203.0.113.9"), endpoint.path);
      }
    });
  },
  limits(LIMIT, 1),
);

describeApi(
  "No global limit",
  (api) => {
    // Many clients, each past its limit: with a cap for everyone, as many together spent it.
    const CLIENTS = 10;
    for (const endpoint of POST_ENDPOINTS) {
      it(`${endpoint.path}: a new client is served at once after ${CLIENTS} clients each sent past their limit`, async () => {
        const flood = flooder(api().request);
        const statuses = await Promise.all(
          Array.from(
            { length: CLIENTS * (allowed(endpoint) + 1) },
            async (_, i) => (await flood(endpoint, `198.51.${i % CLIENTS}.9`)).status,
          ),
        );
        expect(statuses.filter((status) => status !== 429)).toHaveLength(CLIENTS * allowed(endpoint));
        await expectAccepted(await sender(api().request, api().database.db)(endpoint, "203.0.113.99"), "a new client");
      });
    }

    it("limits an IPv6 attacker spread over the 256 /64s of its /56 as one, and nobody outside it", async () => {
      const [endpoint] = POST_ENDPOINTS.filter((each) => each.path === "/api/newsletter");
      const flood = flooder(api().request);
      const statuses = await Promise.all(
        Array.from(
          { length: 256 },
          async (_, i) => (await flood(endpoint!, `2001:db8:5:${(0x6600 + i).toString(16)}::1`)).status,
        ),
      );
      // The /56 may send 4 times one /64's allowance.
      expect(statuses.filter((status) => status !== 429)).toHaveLength(4 * LIMIT);
      await expectLimited(await flood(endpoint!, "2001:db8:5:66ff::2"), "another /64 of the /56");
      const send = sender(api().request, api().database.db);
      await expectAccepted(await send(endpoint!, "2001:db8:5:6700::1"), "another /56 of the /48");
      await expectAccepted(await send(endpoint!, "2001:db8:6::1"), "another /48");
    });
  },
  limits(LIMIT, 1),
);

describeApi(
  "One client flooding, three others still served",
  (api) => {
    for (const endpoint of POST_ENDPOINTS) {
      it(`${endpoint.path}: the flood gets its own ${allowed(endpoint)}, the other three their full allowance`, async () => {
        const send = sender(api().request, api().database.db);
        // The flood need not be accepted, only counted: whatever passes the limiter answers anything but 429.
        const flood = () => flooder(api().request)(endpoint, "198.51.100.66");
        const others = ["203.0.113.1", "203.0.113.2", "203.0.113.3"];
        const [floodStatuses, ...othersResponses] = await Promise.all([
          Promise.all(Array.from({ length: 3 * allowed(endpoint) }, async () => (await flood()).status)),
          ...others.map((client) =>
            Promise.all(Array.from({ length: allowed(endpoint) }, () => send(endpoint, client))),
          ),
        ]);
        expect(floodStatuses.filter((status) => status !== 429)).toHaveLength(allowed(endpoint));
        for (const [i, responses] of othersResponses.entries())
          for (const response of responses) await expectAccepted(response, others[i]!);
      });
    }
  },
  limits(LIMIT, 1),
);

describeApi(
  "Rate limits with no trusted proxy",
  (api) => {
    for (const endpoint of POST_ENDPOINTS) {
      it(`${endpoint.path}: X-Forwarded-For is ignored, so a new value each time does not reset the count`, async () => {
        const send = sender(api().request, api().database.db);
        for (let i = 0; i < allowed(endpoint); i++)
          await expectAccepted(
            await send(endpoint, `203.0.${Math.floor(i / 200)}.${(i % 200) + 20}`),
            `request ${i + 1}`,
          );
        await expectLimited(await send(endpoint, "203.0.113.250"), "with yet another X-Forwarded-For");
      });
    }
  },
  limits(LIMIT, 0),
);
