import { count, eq, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { beforeAll, expect, it } from "vitest";
import { ADMIN_ENDPOINTS, type AdminEndpoint } from "#tests/support/admin-endpoints.ts";
import { createSignedInAdmin, TEST_ORIGIN, type TestAdmin } from "#tests/support/admin-session.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { registeredRoutes, UNLIMITED } from "#tests/support/api-endpoints.ts";
import { createApp } from "../../app";
import { readConfig } from "../../config";
import * as schema from "../../db/schema";
import { submissionEvents, submissions } from "../../db/schema";
import { createLogger } from "../../logger";

/*
 * Every /api/admin endpoint, walked as nobody, from another origin, as an owner where an
 * operator is needed, and as another site's owner. The list is tests/support/admin-endpoints.ts;
 * an endpoint the app registers that is not listed there fails the first test.
 */
const TABLES: PgTable[] = Object.values(schema).flatMap((value) => (is(value, PgTable) ? [value] : []));
const STATE_CHANGING = new Set(["POST", "PUT", "DELETE"]);

describeApi(
  "the admin endpoint catalogue",
  (api) => {
    let operator: TestAdmin;
    let felimarOwner: TestAdmin;
    let neronOwner: TestAdmin;
    let felimarSubmissionId: string;

    beforeAll(async () => {
      const db = api().database.db;
      operator = await createSignedInAdmin(db, { role: "operator" });
      felimarOwner = await createSignedInAdmin(db, { role: "owner", sites: ["felimar"] });
      neronOwner = await createSignedInAdmin(db, { role: "owner", sites: ["neron"] });
      const response = await api().submit("/api/felimar/requests", {
        categorie: "airco",
        naam: "Catalogue Person",
        telefoon: "+34 600 123 456",
        email: "catalogue@example.nl",
        details: "A request the catalogue tries to reach.",
      });
      felimarSubmissionId = (await response.json()).id;
    });

    /** The endpoint's path with its parameters filled in: a real Felimar submission for `:id`, another account for users, Felimar for `:site`. */
    const pathOf = (endpoint: AdminEndpoint) =>
      endpoint.path
        .replace("/users/:id", `/users/${felimarOwner.userId}`)
        .replace(":id", endpoint.submissionScoped ? felimarSubmissionId : crypto.randomUUID())
        .replace(":slug", "catalogue-note")
        .replace(":site", "felimar");

    const send = (endpoint: AdminEndpoint, headers: Record<string, string>) => {
      const raw = endpoint.rawBody?.();
      const contentType = raw ? raw.contentType : endpoint.body ? "application/json" : null;
      return api().request(pathOf(endpoint), {
        method: endpoint.method,
        headers: { ...headers, ...(contentType ? { "Content-Type": contentType } : {}) },
        body: raw ? raw.bytes : endpoint.body ? JSON.stringify(endpoint.body()) : undefined,
      });
    };

    async function rowCounts(): Promise<Record<string, number>> {
      const counts: Record<string, number> = {};
      for (const table of TABLES) {
        const [row] = await api().database.db.select({ count: count() }).from(table);
        counts[getTableName(table)] = row?.count ?? -1;
      }
      // Rate-limit counters count refused requests too: not something an endpoint stored.
      delete counts.rate_limit_counters;
      return counts;
    }

    const label = (endpoint: AdminEndpoint) => `${endpoint.method} ${endpoint.path}`;
    const guarded = ADMIN_ENDPOINTS.filter((endpoint) => endpoint.access !== "public");

    it("lists exactly the admin routes the app registers", () => {
      const app = createApp({ config: readConfig({}), database: api().database, logger: createLogger("silent") });
      const registered = registeredRoutes(app).filter((route) => route.split(" ")[1]!.startsWith("/api/admin"));
      expect(registered).toEqual(ADMIN_ENDPOINTS.map(label).sort());
    });

    it("answers 401 to every non-public endpoint without a session, storing nothing", async () => {
      const before = await rowCounts();
      for (const endpoint of guarded) {
        const response = await send(endpoint, { Origin: TEST_ORIGIN });
        expect(response.status, label(endpoint)).toBe(401);
        expect((await response.json()).error.code, label(endpoint)).toBe("unauthenticated");
      }
      // Someone else's cookie, mangled: still nobody.
      for (const endpoint of guarded) {
        const response = await send(endpoint, { Origin: TEST_ORIGIN, Cookie: `${operator.headers.Cookie}x` });
        expect(response.status, label(endpoint)).toBe(401);
      }
      expect(await rowCounts()).toEqual(before);
    });

    it("answers 403 to every state-changing request from another origin, even signed in, storing nothing", async () => {
      const before = await rowCounts();
      for (const endpoint of ADMIN_ENDPOINTS.filter((candidate) => STATE_CHANGING.has(candidate.method))) {
        for (const origin of ["https://evil.example", "null", undefined]) {
          const headers: Record<string, string> = { Cookie: operator.headers.Cookie! };
          if (origin) headers.Origin = origin;
          const response = await send(endpoint, headers);
          expect(response.status, `${label(endpoint)} from ${origin}`).toBe(403);
          expect((await response.json()).error.code).toBe("cross_origin");
        }
      }
      expect(await rowCounts()).toEqual(before);
    });

    it("answers 403 to an owner at every operator endpoint, storing nothing", async () => {
      const before = await rowCounts();
      for (const endpoint of ADMIN_ENDPOINTS.filter((candidate) => candidate.access === "operator")) {
        const response = await send(endpoint, neronOwner.headers);
        expect(response.status, label(endpoint)).toBe(403);
        expect((await response.json()).error.code, label(endpoint)).toBe("forbidden");
      }
      expect(await rowCounts()).toEqual(before);
    });

    it("answers 404 to a Neron owner at every endpoint of a Felimar submission, changing nothing", async () => {
      const db = api().database.db;
      const scoped = ADMIN_ENDPOINTS.filter((endpoint) => endpoint.submissionScoped);
      expect(scoped.length).toBeGreaterThan(0);
      const [before] = await db.select().from(submissions).where(eq(submissions.id, felimarSubmissionId));
      const counts = await rowCounts();
      for (const endpoint of scoped) {
        const response = await send(endpoint, neronOwner.headers);
        expect(response.status, label(endpoint)).toBe(404);
        expect((await response.json()).error.code, label(endpoint)).toBe("not_found");
      }
      const [after] = await db.select().from(submissions).where(eq(submissions.id, felimarSubmissionId));
      expect(after).toEqual(before);
      expect(
        await db.select().from(submissionEvents).where(eq(submissionEvents.submissionId, felimarSubmissionId)),
      ).toEqual([]);
      expect(await rowCounts()).toEqual(counts);
      // The same requests from the Felimar owner do reach it: the 404 was the scope, not a broken path.
      for (const endpoint of scoped)
        expect((await send(endpoint, felimarOwner.headers)).status, label(endpoint)).toBe(200);
    });

    it("answers 404 to a Neron owner at every endpoint of Felimar's content and photos, storing nothing", async () => {
      const scoped = ADMIN_ENDPOINTS.filter((endpoint) => endpoint.siteScoped);
      expect(scoped.length).toBeGreaterThan(0);
      const counts = await rowCounts();
      for (const endpoint of scoped) {
        const response = await send(endpoint, neronOwner.headers);
        expect(response.status, label(endpoint)).toBe(404);
        expect((await response.json()).error.code, label(endpoint)).toBe("not_found");
      }
      expect(await rowCounts()).toEqual(counts);
      // The Felimar owner and an operator do reach them (a stale base or an empty document is refused, but not as unknown).
      for (const admin of [felimarOwner, operator]) {
        for (const endpoint of scoped) {
          const status = (await send(endpoint, admin.headers)).status;
          expect([401, 403, 404], label(endpoint)).not.toContain(status);
          expect(status, label(endpoint)).toBeLessThan(500);
        }
      }
    });
  },
  UNLIMITED,
);
