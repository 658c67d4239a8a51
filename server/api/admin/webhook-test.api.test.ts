import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { WebhookTestResult } from "#app/admin/api-types.ts";
import { createSignedInAdmin, type TestAdmin } from "#tests/support/admin-session.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { outboxJobs, submissions, webhooks } from "../../db/schema";
import { newWebhookSecret, verifyWebhookSignature } from "../../notifications/webhook-signature";

/*
 * POST /api/admin/webhooks/:id/test against a live receiver on loopback and a dead one (a
 * port nobody listens on). WEBHOOK_ALLOW_PRIVATE lets the server call loopback, as a
 * receiver on a private network would be called.
 */
describeApi(
  "sending a test event to a webhook",
  (api) => {
    let receiver: Server;
    let liveUrl: string;
    let deadUrl: string;
    let status = 200;
    const received: Array<{ headers: IncomingMessage["headers"]; body: string }> = [];
    let felimarOwner: TestAdmin;
    let neronOwner: TestAdmin;

    beforeAll(async () => {
      receiver = createServer((request, response) => {
        let body = "";
        request.setEncoding("utf8");
        request.on("data", (chunk: string) => (body += chunk));
        request.on("end", () => {
          received.push({ headers: request.headers, body });
          response.writeHead(status).end();
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
      liveUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
      // A port that was just free: nothing listens there, so the connection is refused at once.
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
      deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/hook`;
      await new Promise((resolve) => closed.close(resolve));
      const db = api().database.db;
      felimarOwner = await createSignedInAdmin(db, { role: "owner", sites: ["felimar"] });
      neronOwner = await createSignedInAdmin(db, { role: "owner", sites: ["neron"] });
    });
    afterAll(async () => {
      receiver.closeAllConnections();
      await new Promise((resolve) => receiver.close(resolve));
    });
    beforeEach(async () => {
      received.length = 0;
      status = 200;
      await api().database.db.delete(webhooks);
    });

    const addWebhook = async (url: string) => {
      const secret = newWebhookSecret();
      const [row] = await api().database.db.insert(webhooks).values({ site: "felimar", url, secret }).returning();
      return { id: row!.id, secret };
    };
    const test = (admin: TestAdmin, id: string) =>
      api().request(`/api/admin/webhooks/${id}/test`, { method: "POST", headers: admin.headers });

    it("sends a signed test event to a live receiver and answers its status", async () => {
      const webhook = await addWebhook(liveUrl);
      const response = await test(felimarOwner, webhook.id);
      expect(response.status).toBe(200);
      expect((await response.json()) as WebhookTestResult).toEqual({ delivered: true, status: 200, error: null });
      expect(received).toHaveLength(1);
      const [event] = received;
      expect(verifyWebhookSignature(webhook.secret, event!.body, String(event!.headers["webhook-signature"]))).toBe(
        true,
      );
      expect(JSON.parse(event!.body)).toEqual({
        id: event!.headers["webhook-id"],
        type: "webhook.test",
        createdAt: expect.any(String),
        site: "felimar",
      });

      status = 500;
      expect(await (await test(felimarOwner, webhook.id)).json()).toEqual({
        delivered: false,
        status: 500,
        error: null,
      });
    });

    it("answers the network error of a dead receiver", async () => {
      const webhook = await addWebhook(deadUrl);
      const response = await test(felimarOwner, webhook.id);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ delivered: false, status: null, error: "ECONNREFUSED" });
    });

    it("sends the webhook's waiting retries at once after a test that was delivered", async () => {
      const db = api().database.db;
      const webhook = await addWebhook(liveUrl);
      const submissionId = crypto.randomUUID();
      await db.insert(submissions).values({ id: submissionId, site: "felimar", form: "felimar-quote", fields: {} });
      const [job] = await db
        .insert(outboxJobs)
        .values({
          kind: "webhook",
          site: "felimar",
          submissionId,
          webhookId: webhook.id,
          target: liveUrl,
          attempts: 3,
          lastError: "ECONNREFUSED",
          runAt: sql`now() + interval '40 minutes'`,
          retryUntil: sql`now() + interval '2 days'`,
        })
        .returning();
      expect((await (await test(felimarOwner, webhook.id)).json()).delivered).toBe(true);
      const [after] = await db
        .select({ due: sql<boolean>`${outboxJobs.runAt} <= now()` })
        .from(outboxJobs)
        .where(eq(outboxJobs.id, job!.id));
      expect(after?.due).toBe(true);
    });

    it("answers 404 to another site's owner and to an unknown id, and sends nothing", async () => {
      const webhook = await addWebhook(liveUrl);
      expect((await test(neronOwner, webhook.id)).status).toBe(404);
      expect((await test(felimarOwner, crypto.randomUUID())).status).toBe(404);
      expect((await test(felimarOwner, "not-a-uuid")).status).toBe(404);
      expect(received).toHaveLength(0);
    });
  },
  { WEBHOOK_ALLOW_PRIVATE: true },
);
