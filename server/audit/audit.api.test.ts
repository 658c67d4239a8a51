import { and, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import type { AuditItem } from "#app/admin/api-types.ts";
import { createSignedInAdmin, TEST_ORIGIN, type TestAdmin } from "#tests/support/admin-session.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { POST_ENDPOINTS } from "#tests/support/api-endpoints.ts";
import { createLink } from "../auth/links";
import { auditLog } from "../db/schema";
import { runRetentionIfDue } from "../jobs/retention";

const quote = () => POST_ENDPOINTS.find((endpoint) => endpoint.path === "/api/felimar/requests")!.validBody();

/*
 * What the audit log records of sign-ins, exports and erasures, through the real endpoints:
 * who and when, never the personal data (no visitor's address, no token, no search).
 * The passkey sign-in is in server/auth/passkeys.api.test.ts, beside its authenticator.
 */
describeApi("the audit log", (api) => {
  const db = () => api().database.db;
  let operator: TestAdmin;
  let felimarOwner: TestAdmin;
  const recordsOf = (action: string) =>
    db().select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.createdAt);
  const readAudit = async (query = "") => {
    const response = await api().request(`/api/admin/audit${query}`, { headers: operator.headers });
    expect(response.status).toBe(200);
    return (await response.json()) as AuditItem[];
  };
  const signInWithLink = (token: string) => api().post("/api/admin/auth/link", { token }, { Origin: TEST_ORIGIN });

  beforeAll(async () => {
    operator = await createSignedInAdmin(db(), { role: "operator", email: "ops@example.com" });
    felimarOwner = await createSignedInAdmin(db(), { role: "owner", sites: ["felimar"], email: "ana@example.nl" });
  });
  beforeEach(async () => {
    await db().delete(auditLog);
  });

  it("records a sign-in by link with its method, and counts the link's reuse as one failed sign-in row per hour", async () => {
    const token = await createLink(db(), "sign-in", felimarOwner.userId);
    expect((await signInWithLink(token)).status).toBe(200);
    expect(await recordsOf("sign_in")).toMatchObject([
      { userId: felimarOwner.userId, actorEmail: "ana@example.nl", details: { method: "link" } },
    ]);

    for (let attempt = 0; attempt < 3; attempt++) expect((await signInWithLink(token)).status).toBe(400);
    // A token nobody was given names no account: not recorded.
    expect((await signInWithLink("B".repeat(43))).status).toBe(400);
    const failed = await recordsOf("sign_in_failed");
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ userId: felimarOwner.userId, details: { count: 3, link: 3 } });
    expect(JSON.stringify(failed)).not.toContain(token);
  });

  it("records a CSV and a JSON export with the sites and the row count, not the search", async () => {
    for (let n = 0; n < 2; n++) expect((await api().submit("/api/felimar/requests", quote())).status).toBe(201);
    const csv = await api().request("/api/admin/submissions/export.csv?q=Jan", { headers: felimarOwner.headers });
    expect(csv.status).toBe(200);
    await csv.text();
    const json = await api().request("/api/admin/submissions/export.json", { headers: felimarOwner.headers });
    await json.text();
    const exports = await recordsOf("inbox_export");
    expect(exports.map((row) => row.details)).toEqual([
      { format: "csv", sites: ["felimar"], folder: "inbox", rows: 2, filtered: true },
      { format: "json", sites: ["felimar"], folder: "inbox", rows: 2, filtered: false },
    ]);
    expect(exports[0]).toMatchObject({ userId: felimarOwner.userId });
    expect(JSON.stringify(exports)).not.toContain("Jan");
  });

  it("records an erasure with its count and sites, never the address", async () => {
    expect((await api().submit("/api/felimar/requests", { ...quote(), email: "erase-me@example.com" })).status).toBe(
      201,
    );
    const response = await api().post(
      "/api/admin/privacy/erase",
      { email: "erase-me@example.com" },
      felimarOwner.headers,
    );
    expect(response.status).toBe(200);
    const [erasure] = await recordsOf("erasure");
    expect(erasure).toMatchObject({ userId: felimarOwner.userId, details: { sites: ["felimar"] } });
    expect((erasure!.details as { count: number }).count).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(erasure)).not.toContain("erase-me");
  });

  it("filters by kind and by person, and refuses an unknown kind", async () => {
    const token = await createLink(db(), "sign-in", felimarOwner.userId);
    await signInWithLink(token);
    const operatorToken = await createLink(db(), "sign-in", operator.userId);
    await signInWithLink(operatorToken);
    await api().post(
      "/api/admin/notifications/preferences",
      { site: "felimar", form: "felimar-quote", mode: "off" },
      felimarOwner.headers,
    );

    expect((await readAudit("?action=sign_in")).map((item) => item.actor).sort()).toEqual([
      "ana@example.nl",
      "ops@example.com",
    ]);
    expect((await readAudit("?person=ANA@example.nl")).map((item) => item.action).sort()).toEqual([
      "notification_preference_saved",
      "sign_in",
    ]);
    expect(await readAudit("?action=sign_in&person=ops@example.com")).toHaveLength(1);
    const refused = await api().request("/api/admin/audit?action=anything", { headers: operator.headers });
    expect(refused.status).toBe(400);
  });

  it("names the account a record is about by its e-mail now, and by nothing once it is removed", async () => {
    await db()
      .insert(auditLog)
      .values([
        { userId: operator.userId, action: "user_invited", details: { userId: felimarOwner.userId, role: "owner" } },
        { userId: operator.userId, action: "user_removed", details: { userId: crypto.randomUUID(), role: "owner" } },
        { userId: operator.userId, action: "user_removed", details: { userId: "not an id" } },
      ]);
    const items = await readAudit();
    expect(items.map((item) => [item.action, item.account])).toEqual(
      expect.arrayContaining([
        ["user_invited", "ana@example.nl"],
        ["user_removed", null],
        ["user_removed", null],
      ]),
    );
    expect(items).toHaveLength(3);
  });

  it("keeps records 2 years: the retention job deletes older ones", async () => {
    await db()
      .insert(auditLog)
      .values([
        { action: "sign_in", details: {}, createdAt: sql`now() - interval '2 years 1 day'` },
        { action: "sign_in", details: {}, createdAt: sql`now() - interval '2 years' + interval '1 day'` },
      ]);
    await db().execute(sql`update scheduled_jobs set last_run_at = '-infinity'`);
    const result = await runRetentionIfDue(db(), 24);
    expect(result?.auditEntries).toBe(1);
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "sign_in"))),
    ).toHaveLength(1);
  });
});
