import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { describeApi } from "#tests/support/api-harness.ts";
import { startSmtpTestServer, type SmtpTestServer } from "#tests/support/smtp-test-server.ts";
import { readConfig } from "../config";
import type { Db } from "../db/database";
import { outboxJobs, users, webhooks } from "../db/schema";
import { claimJobs, completeJob, failJob } from "../jobs/outbox";
import { PermanentFailure, type OutboxTaskContext } from "../jobs/outbox-worker";
import { createMailer, type Mailer } from "../mail/mailer";
import {
  felimarQuote,
  insertJob,
  insertSubmission,
  insertUser,
  readMail,
  TEST_SITE_URL,
} from "../mail/mail-test-support";
import { notifyOperatorsOfBackupFailure } from "./alert-operators";
import { listDeliveryProblems } from "./delivery-problems";
import { NOTIFICATION_TASKS } from "./tasks";

/** A port nothing listens on: connections to it are refused at once. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/*
 * A channel failing attempt after attempt, driven as the outbox's worker drives it (claim,
 * the task, then done or failed), with each retry's back-off skipped by moving `run_at` to
 * now: no test waits for a real retry. The alerts go through a real SMTP server.
 */
describeApi("alerts for notifications that keep failing", (api) => {
  let smtp: SmtpTestServer;
  let mailer: Mailer;
  let deadMailer: Mailer;
  let deadUrl: string;
  const config = { ...readConfig({ SITE_URL: TEST_SITE_URL }), WEBHOOK_ALLOW_PRIVATE: true };
  const context = (db: Db, withMailer: Mailer = mailer): OutboxTaskContext => ({ db, config, mailer: withMailer });

  /** One round of the worker: every due job attempted once; failures go back in line at once. */
  async function runDueJobs(db: Db, withMailer?: Mailer) {
    for (const job of await claimJobs(db, "test-worker", 50)) {
      try {
        await NOTIFICATION_TASKS[job.kind](job, context(db, withMailer));
        await completeJob(db, "test-worker", job.id);
      } catch (error) {
        await failJob(db, "test-worker", job, (error as Error).message, error instanceof PermanentFailure);
      }
    }
    await db
      .update(outboxJobs)
      .set({ runAt: sql`now()` })
      .where(eq(outboxJobs.status, "pending"));
  }
  const alertJobs = (db: Db) => db.select().from(outboxJobs).where(eq(outboxJobs.kind, "operator-alert"));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    mailer = createMailer({ SMTP_URL: smtp.url, MAIL_FROM: "Forms <notifications@forms.example.com>" })!;
    deadMailer = createMailer({ SMTP_URL: `smtp://127.0.0.1:${await deadPort()}`, MAIL_FROM: "x@forms.example.com" })!;
    deadUrl = `http://127.0.0.1:${await deadPort()}/hook`;
  });
  afterAll(async () => {
    mailer.close();
    deadMailer.close();
    await smtp.close();
  });
  beforeEach(async () => {
    const db = api().database.db;
    await db.delete(outboxJobs);
    await db.delete(webhooks);
    await db.delete(users);
    smtp.messages.length = 0;
  });

  it("three failed attempts of a dead webhook send one alert e-mail to each owner and operator, not one per attempt", async () => {
    const db = api().database.db;
    await insertUser(db, "ana@felimar.example", "owner", ["felimar"]);
    await insertUser(db, "not-yet@felimar.example", "owner", ["felimar"], { accepted: false });
    await insertUser(db, "neron@neron.example", "owner", ["neron"]);
    await insertUser(db, "ops@forms.example.com", "operator");
    const [webhook] = await db
      .insert(webhooks)
      .values({ site: "felimar", url: deadUrl, secret: "whsec_test" })
      .returning();
    const submissionId = await insertSubmission(db, felimarQuote());
    await insertJob(db, { kind: "webhook", site: "felimar", submissionId, webhookId: webhook!.id, target: deadUrl });

    await runDueJobs(db);
    await runDueJobs(db);
    expect(await alertJobs(db)).toEqual([]);
    await runDueJobs(db); // the third failure in a row
    expect((await alertJobs(db)).map((job) => job.target).sort()).toEqual([
      "ana@felimar.example",
      "ops@forms.example.com",
    ]);
    // More failures, of this job and of the next submission's: still the same two alerts.
    const second = await insertSubmission(db, felimarQuote());
    await insertJob(db, {
      kind: "webhook",
      site: "felimar",
      submissionId: second,
      webhookId: webhook!.id,
      target: deadUrl,
    });
    for (let round = 0; round < 3; round++) await runDueJobs(db);

    expect(await alertJobs(db)).toHaveLength(2);
    expect((await alertJobs(db)).every((job) => job.status === "sent")).toBe(true);
    expect(smtp.messages.map((mail) => mail.to).sort()).toEqual([["ana@felimar.example"], ["ops@forms.example.com"]]);
    const host = new URL(deadUrl).host;
    const toOwner = smtp.messages.find((mail) => mail.to[0] === "ana@felimar.example")!;
    expect(toOwner.subject).toBe(`Felimar: de webhook naar ${host} werkt niet`);
    const ownerText = readMail(toOwner.text).text;
    expect(ownerText).toContain(
      `de webhook ${deadUrl}: 3 pogingen achter elkaar zijn mislukt. De laatste fout: de ontvanger weigerde de verbinding (ECONNREFUSED).`,
    );
    expect(ownerText).toContain("Je krijgt deze e-mail één keer.");
    const toOperator = smtp.messages.find((mail) => mail.to[0] === "ops@forms.example.com")!;
    expect(toOperator.subject).toBe(`Felimar: the webhook to ${host} is failing`);

    // The banner shows it to the site's owner and the operators, until a delivery succeeds.
    const felimarOwner = { role: "owner" as const, sites: ["felimar" as const] };
    expect(await listDeliveryProblems(db, felimarOwner)).toEqual([
      { kind: "webhook", site: "felimar", target: deadUrl, failures: 9, lastError: "ECONNREFUSED" },
    ]);
    expect(await listDeliveryProblems(db, { role: "owner", sites: ["neron"] })).toEqual([]);
    await db
      .update(outboxJobs)
      .set({ status: "sent", sentAt: sql`now()` })
      .where(eq(outboxJobs.submissionId, second));
    expect(await listDeliveryProblems(db, felimarOwner)).toEqual([]);
  });

  it("an owner's address refused for good alerts the other owners and the operators at once", async () => {
    const db = api().database.db;
    const refused = await insertUser(db, "gone@felimar.example", "owner", ["felimar"]);
    await insertUser(db, "ana@felimar.example", "owner", ["felimar"]);
    await insertUser(db, "ops@forms.example.com", "operator");
    const submissionId = await insertSubmission(db, felimarQuote());
    // Not one plain address: refused for good on the first attempt (mail-delivery.ts).
    const [job] = await db
      .insert(outboxJobs)
      .values({
        kind: "owner-email",
        site: "felimar",
        submissionId,
        userId: refused,
        target: "gone@felimar.example, other@example.com",
        retryUntil: sql`now() + interval '2 days'`,
      })
      .returning();
    await runDueJobs(db);
    expect((await db.select().from(outboxJobs).where(eq(outboxJobs.id, job!.id)))[0]?.status).toBe("failed");
    expect((await alertJobs(db)).map((alert) => alert.target).sort()).toEqual([
      "ana@felimar.example",
      "ops@forms.example.com",
    ]);
  });

  it("a failing mail server alerts nobody by e-mail: the operators' banner says so", async () => {
    const db = api().database.db;
    const owner = await insertUser(db, "ana@felimar.example", "owner", ["felimar"]);
    await insertUser(db, "ops@forms.example.com", "operator");
    const submissionId = await insertSubmission(db, felimarQuote());
    await insertJob(db, {
      kind: "owner-email",
      site: "felimar",
      submissionId,
      userId: owner,
      target: "ana@felimar.example",
    });
    for (let round = 0; round < 3; round++) await runDueJobs(db, deadMailer);

    expect(await alertJobs(db)).toEqual([]);
    const [problem] = await listDeliveryProblems(db, { role: "operator", sites: ["felimar"] });
    expect(problem).toEqual({
      kind: "mail-server",
      failures: 3,
      lastError: expect.stringMatching(/^the mail server could not be reached/),
    });
    expect(await listDeliveryProblems(db, { role: "owner", sites: ["felimar"] })).toEqual([]);
  });

  it("tells each operator once of a failed backup, in English, and no owner", async () => {
    const db = api().database.db;
    await insertUser(db, "ana@felimar.example", "owner", ["felimar"]);
    await insertUser(db, "ops@forms.example.com", "operator");
    const failure = {
      kind: "backup" as const,
      startedAt: new Date("2026-11-28T03:00:00Z"),
      error: "pg_dump exited with 1",
      key: "backup-run-17",
    };
    expect(await notifyOperatorsOfBackupFailure(db, failure)).toBe(1);
    expect(await notifyOperatorsOfBackupFailure(db, failure)).toBe(0);
    await runDueJobs(db);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toMatchObject({ to: ["ops@forms.example.com"], subject: "A backup failed" });
    expect(readMail(smtp.messages[0]!.text).text).toContain(
      "The backup started at 2026-11-28 03:00 UTC failed: pg_dump exited with 1.",
    );
  });
});
