import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import type { DeliveryItem, FailedDeliveryItem } from "#app/admin/api-types.ts";
import { createSignedInAdmin, type TestAdmin } from "#tests/support/admin-session.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { UNLIMITED } from "#tests/support/api-endpoints.ts";
import { auditLog, outboxJobs } from "../../db/schema";
import type { OutboxJob } from "../../jobs/outbox";

describeApi(
  "the failed deliveries API",
  (api) => {
    let operator: TestAdmin;
    let owner: TestAdmin;
    const db = () => api().database.db;

    /** A job as the worker leaves it: `failed` after its retries, or another status. */
    async function job(
      site: string,
      target: string,
      status: OutboxJob["status"] = "failed",
      kind: OutboxJob["kind"] = "webhook",
    ): Promise<string> {
      const [row] = await db()
        .insert(outboxJobs)
        .values({
          kind,
          site,
          target,
          status,
          attempts: 7,
          lastError: "connect ECONNREFUSED",
          lastAttemptAt: sql`now() - interval '1 minute'`,
          sentAt: status === "sent" ? sql`now()` : null,
          retryUntil: sql`now() - interval '1 minute'`,
        })
        .returning({ id: outboxJobs.id });
      return row!.id;
    }
    const failedList = async (admin: TestAdmin): Promise<FailedDeliveryItem[]> => {
      const response = await api().request("/api/admin/deliveries/failed", { headers: admin.headers });
      expect(response.status, await response.clone().text()).toBe(200);
      return response.json();
    };
    const retry = (id: string, admin = operator) =>
      api().request(`/api/admin/deliveries/${id}/retry`, { method: "POST", headers: admin.headers });

    beforeAll(async () => {
      operator = await createSignedInAdmin(db(), { role: "operator" });
      owner = await createSignedInAdmin(db(), { role: "owner", sites: ["felimar"] });
    });

    it("lists failed deliveries of every site to an operator, and those still retried after a failed attempt, newest first", async () => {
      const felimar = await job("felimar", "https://hooks.example.com/felimar-failed");
      const neron = await job("neron", "neron-owner@example.es", "failed", "owner-email");
      const retrying = await job("felimar", "https://hooks.example.com/felimar-pending", "pending");
      await db()
        .update(outboxJobs)
        .set({ runAt: sql`now() + interval '10 minutes'` })
        .where(eq(outboxJobs.id, retrying));
      await job("felimar", "https://hooks.example.com/felimar-sent", "sent");
      // Never tried yet: nothing has failed.
      await db()
        .insert(outboxJobs)
        .values({ kind: "webhook", site: "felimar", target: "https://hooks.example.com/new", retryUntil: sql`now()` });

      const items = await failedList(operator);
      expect(items.map((item) => item.id)).toEqual([retrying, neron, felimar]);
      expect(items[0]).toMatchObject({ status: "pending", attempts: 7, lastError: "connect ECONNREFUSED" });
      expect(items[1]).toMatchObject({
        site: "neron",
        kind: "owner-email",
        target: "neron-owner@example.es",
        status: "failed",
        attempts: 7,
        lastError: "connect ECONNREFUSED",
        submissionId: null,
        nextAttemptAt: null,
        waitingForMailServer: false,
      });
    });

    it("is for operators only", async () => {
      const id = await job("felimar", "https://hooks.example.com/owner-cannot");
      expect((await api().request("/api/admin/deliveries/failed", { headers: owner.headers })).status).toBe(403);
      expect((await retry(id, owner)).status).toBe(403);
      const [row] = await db().select().from(outboxJobs).where(eq(outboxJobs.id, id));
      expect(row?.status).toBe("failed");
    });

    it("puts a failed job back in line now with its id and attempts, 48 more hours of retries, and an audit record", async () => {
      const id = await job("felimar", "https://hooks.example.com/retry-me");
      const response = await retry(id);
      expect(response.status, await response.clone().text()).toBe(200);
      const item: DeliveryItem = await response.json();
      expect(item).toMatchObject({
        id,
        kind: "webhook",
        status: "pending",
        attempts: 7,
        lastError: "connect ECONNREFUSED",
      });
      expect(Date.now() - Date.parse(item.nextAttemptAt!)).toBeLessThan(60_000);

      const [row] = await db().select().from(outboxJobs).where(eq(outboxJobs.id, id));
      expect(row).toMatchObject({ status: "pending", attempts: 7, lockedBy: null });
      expect(row!.retryUntil.getTime() - Date.now()).toBeGreaterThan(47 * 3600_000);
      expect((await failedList(operator)).map((failed) => failed.id)).not.toContain(id);

      const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "delivery_retried"));
      expect(audit).toMatchObject({
        userId: operator.userId,
        details: { deliveryId: id, kind: "webhook", site: "felimar" },
      });
    });

    it("wakes the outbox workers when the retry commits", async () => {
      let notifications = 0;
      const stop = api().database.listen("outbox", () => notifications++);
      try {
        // PostgreSQL's listener reports once when its connection is up; PGlite's registers within a moment.
        if (api().kind === "postgres")
          await vi.waitFor(() => expect(notifications).toBeGreaterThan(0), { timeout: 5_000 });
        else await new Promise((resolve) => setTimeout(resolve, 200));
        const before = notifications;
        expect((await retry(await job("felimar", "https://hooks.example.com/wake-up"))).status).toBe(200);
        await vi.waitFor(() => expect(notifications).toBeGreaterThan(before), { timeout: 2_000 });
      } finally {
        await stop();
      }
    });

    it("answers 404 for a pending or sent job, an unknown id and a malformed one, and changes nothing", async () => {
      const pending = await job("felimar", "https://hooks.example.com/still-pending", "pending");
      const sent = await job("felimar", "https://hooks.example.com/already-sent", "sent");
      for (const id of [pending, sent, crypto.randomUUID(), "not-a-uuid", "1%27%20or%201%3D1"]) {
        const response = await retry(id);
        expect(response.status, id).toBe(404);
        expect((await response.json()).error.code).toBe("not_found");
      }
      const rows = await db()
        .select({ id: outboxJobs.id, status: outboxJobs.status, retryUntil: outboxJobs.retryUntil })
        .from(outboxJobs);
      expect(rows.find((row) => row.id === pending)?.status).toBe("pending");
      expect(rows.find((row) => row.id === sent)?.status).toBe("sent");
      // A second retry of the same job finds it pending: 404, not a second 48 hours.
      const once = await job("neron", "https://hooks.example.com/twice");
      expect((await retry(once)).status).toBe(200);
      expect((await retry(once)).status).toBe(404);
    });
  },
  UNLIMITED,
);
