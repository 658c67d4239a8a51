import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { describeApi } from "#tests/support/api-harness.ts";
import { readConfig } from "../config";
import { outboxJobs, submissions, webhooks } from "../db/schema";
import { PermanentFailure } from "../jobs/outbox-worker";
import { deliverWebhook } from "./webhook-delivery";
import { newWebhookSecret, verifyWebhookSignature } from "./webhook-signature";
import { felimarQuote as quote } from "#tests/support/felimar-quote.ts";

describeApi("webhook delivery", (api) => {
  let server: Server;
  let origin: string;
  let answer: { status: number; headers?: Record<string, string> } = { status: 200 };
  const received: Array<{ path: string; headers: IncomingMessage["headers"]; body: string }> = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = "";
      request.setEncoding("utf8");
      request.on("data", (chunk: string) => (body += chunk));
      request.on("end", () => {
        received.push({ path: request.url ?? "", headers: request.headers, body });
        response.writeHead(answer.status, answer.headers).end("ok");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    received.length = 0;
    answer = { status: 200 };
  });

  const config = (allowPrivate: boolean) => ({ ...readConfig({}), WEBHOOK_ALLOW_PRIVATE: allowPrivate });

  /** A Felimar webhook at `url`, then a quote sent through the real endpoint: answers the webhook job it enqueued. */
  async function quoteWithWebhook(url = `${origin}/hook`) {
    const db = api().database.db;
    await db.delete(webhooks);
    const secret = newWebhookSecret();
    const [webhook] = await db.insert(webhooks).values({ site: "felimar", url, secret }).returning();
    const response = await api().submit("/api/felimar/requests", quote);
    expect(response.status).toBe(201);
    const submissionId = (await response.json()).id as string;
    const [job] = await db
      .select()
      .from(outboxJobs)
      .where(and(eq(outboxJobs.submissionId, submissionId), eq(outboxJobs.webhookId, webhook!.id)));
    expect(job).toMatchObject({ kind: "webhook", target: url });
    return { job: job!, secret, submissionId, webhookId: webhook!.id };
  }

  const deliver = (job: Parameters<typeof deliverWebhook>[0], allowPrivate = true) =>
    deliverWebhook(job, { db: api().database.db, config: config(allowPrivate), mailer: null });

  it("POSTs the submission as signed JSON that a receiver verifies, with the job's id on every attempt", async () => {
    const { job, secret, submissionId } = await quoteWithWebhook();
    await deliver(job);
    await deliver(job);
    expect(received).toHaveLength(2);
    const [first, second] = received;
    expect(first!.path).toBe("/hook");
    expect(first!.headers).toMatchObject({ "content-type": "application/json", "webhook-id": job.id });
    expect(first!.headers["user-agent"]).toMatch(/^small-sites-webhooks\//);
    expect(second!.headers["webhook-id"]).toBe(job.id);
    const timestamp = Number(first!.headers["webhook-timestamp"]);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(5);
    expect(first!.headers["webhook-signature"]).toMatch(new RegExp(`^t=${timestamp},v1=[0-9a-f]{64}$`));
    expect(verifyWebhookSignature(secret, first!.body, String(first!.headers["webhook-signature"]))).toBe(true);
    expect(verifyWebhookSignature(newWebhookSecret(), first!.body, String(first!.headers["webhook-signature"]))).toBe(
      false,
    );

    const body = JSON.parse(first!.body);
    expect(body).toEqual({
      id: job.id,
      type: "submission.created",
      createdAt: job.createdAt.toISOString(),
      site: "felimar",
      form: "felimar-quote",
      submission: {
        id: submissionId,
        createdAt: expect.any(String),
        name: quote.naam,
        email: quote.email,
        // Stored, and sent, as E.164: a receiver can dial or message it as it is.
        phone: "+34612345678",
        message: quote.details,
        fields: expect.objectContaining({
          Name: quote.naam,
          Place: quote.plaats,
          Package: quote.pakket,
          "Key management": "Yes",
        }),
        url: `${readConfig({}).SITE_URL}/admin/submissions/${submissionId}`,
      },
    });
  });

  it("throws on a 500 so the job is retried, and fails at once on 410 Gone", async () => {
    const { job } = await quoteWithWebhook();
    answer = { status: 500 };
    const failure = deliver(job);
    await expect(failure).rejects.toThrow(/^HTTP 500$/);
    await expect(failure).rejects.not.toBeInstanceOf(PermanentFailure);
    answer = { status: 410 };
    await expect(deliver(job)).rejects.toBeInstanceOf(PermanentFailure);
  });

  it("counts a redirect as a failure and never requests its target", async () => {
    const { job } = await quoteWithWebhook();
    answer = { status: 307, headers: { Location: `${origin}/elsewhere` } };
    await expect(deliver(job)).rejects.toThrow(/^HTTP 307/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received.map((request) => request.path)).toEqual(["/hook"]);
  });

  it("refuses a private address when they are not allowed, and nothing reaches the receiver", async () => {
    const port = new URL(origin).port;
    for (const url of [`${origin}/hook`, `https://127.0.0.1:${port}/hook`, `https://localhost:${port}/hook`]) {
      const { job } = await quoteWithWebhook(url);
      await expect(deliver(job, false)).rejects.toThrow(/^refused: (not https|private address)$/);
    }
    expect(received).toEqual([]);
  });

  it("sends nothing once the webhook was deleted or the submission moved to spam", async () => {
    const db = api().database.db;
    const spam = await quoteWithWebhook();
    await db.update(submissions).set({ spam: true }).where(eq(submissions.id, spam.submissionId));
    await deliver(spam.job);
    const deleted = await quoteWithWebhook();
    await db.delete(webhooks).where(eq(webhooks.id, deleted.webhookId));
    await deliver(deleted.job);
    expect(received).toEqual([]);
  });
});
