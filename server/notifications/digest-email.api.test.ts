import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeApi } from "#tests/support/api-harness.ts";
import { digestItems, memberships, outboxJobs, scheduledJobs, submissions, users } from "../db/schema";
import { runDigestIfDue } from "../jobs/digest";
import { PermanentFailure } from "../jobs/outbox-worker";
import { sendDigestEmail } from "./digest-email";
import {
  felimarQuote,
  insertJob,
  insertSubmission,
  insertUser,
  readMail,
  taskContext,
  TEST_SITE_URL,
  type TestSubmission,
  testMailServer,
} from "../mail/mail-test-support";

const { mailer, receivedFor } = testMailServer();

describeApi("the digest e-mail", (api) => {
  const db = () => api().database.db;
  const context = () => taskContext(db(), mailer());

  it("lists the day's submissions still there, not spam and on the account's sites, with a link to each and to the inbox", async () => {
    await db().delete(scheduledJobs);
    const email = `${crypto.randomUUID()}@example.com`;
    const owner = await insertUser(db(), email, "owner", ["felimar", "naturliv"], { language: "en" });
    const quote = await insertSubmission(db(), felimarQuote({}, { createdAt: new Date("2026-11-23T14:04:00Z") }));
    const signup = await insertSubmission(db(), {
      site: "naturliv",
      form: "newsletter",
      name: null,
      email: "leser@example.no",
      fields: { email: "leser@example.no", site: "naturliv" },
    });
    const laterSpam = await insertSubmission(db(), felimarQuote({ naam: "Later Spam" }, { name: "Later Spam" }));
    const erased = await insertSubmission(db(), felimarQuote({ naam: "Erased" }, { name: "Erased" }));
    const siteLeft = await insertSubmission(db(), {
      site: "neron",
      form: "neron-contact",
      name: "Lucía",
      email: "l@example.es",
      fields: {},
    });
    await db()
      .insert(digestItems)
      .values([quote, signup, laterSpam, erased, siteLeft].map((submissionId) => ({ userId: owner, submissionId })));
    await runDigestIfDue(db(), new Date("2026-11-24T06:00:00Z"), 6);
    const [job] = await db().select().from(outboxJobs).where(eq(outboxJobs.userId, owner));

    await db().update(submissions).set({ spam: true }).where(eq(submissions.id, laterSpam));
    await db().delete(submissions).where(eq(submissions.id, erased));
    await sendDigestEmail(job!, context());

    const [received, ...more] = receivedFor(job!.id);
    expect(more).toEqual([]);
    expect(received!.to).toEqual([email]);
    const mail = readMail(received!.text);
    expect(mail.header("Subject")).toEqual(["2 new submissions — daily digest"]);
    expect(mail.header("To")).toEqual([email]);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Jan de Vries");
      expect(part).toContain("23 Nov 2026, 15:04");
      expect(part).toContain("De airco in de woonkamer lekt. Graag deze week.");
      expect(part).toContain(`${TEST_SITE_URL}/admin/submissions/${quote}`);
      expect(part).toContain("leser@example.no");
      expect(part).toContain(`${TEST_SITE_URL}/admin/submissions/${signup}`);
      expect(part).toContain(`${TEST_SITE_URL}/admin`);
      for (const absent of ["Later Spam", "Erased", "Lucía"]) expect(part).not.toContain(absent);
    }
  });

  it("sends nothing when nothing is left to list, or the account is gone", async () => {
    const owner = await insertUser(db(), `${crypto.randomUUID()}@example.com`, "owner", ["felimar"], {
      language: "en",
    });
    const spam = await insertSubmission(db(), felimarQuote({}, { spam: true }));
    const listed = await insertSubmission(db(), felimarQuote());
    const nothingLeft = await insertJob(db(), {
      kind: "digest-email",
      site: "felimar",
      userId: owner,
      target: "owner@example.com",
      payload: { submissionIds: [spam] },
    });
    const leftTheSite = await insertJob(db(), {
      kind: "digest-email",
      site: "felimar",
      userId: owner,
      target: "owner@example.com",
      payload: { submissionIds: [listed] },
    });
    await db().delete(memberships).where(eq(memberships.userId, owner));
    await sendDigestEmail(nothingLeft, context());
    await sendDigestEmail(leftTheSite, context());
    await db().delete(users).where(eq(users.id, owner));
    await sendDigestEmail(leftTheSite, context());
    expect([...receivedFor(nothingLeft.id), ...receivedFor(leftTheSite.id)]).toEqual([]);
  });

  it("lists a digest of more submissions than a statement has parameters (70,000 ids), the first 100 and a count", async () => {
    const owner = await insertUser(db(), `${crypto.randomUUID()}@example.com`, "owner", ["felimar"], {
      language: "en",
    });
    const stored = await Promise.all(
      Array.from({ length: 102 }, (_, n) =>
        insertSubmission(db(), felimarQuote({ naam: `Flood ${n}` }, { name: `Flood ${n}` })),
      ),
    );
    const gone = Array.from({ length: 70_000 }, () => crypto.randomUUID());
    const job = await insertJob(db(), {
      kind: "digest-email",
      site: "felimar",
      userId: owner,
      target: "owner@example.com",
      payload: { submissionIds: [...gone, ...stored] },
    });
    await sendDigestEmail(job, context());
    const [received] = receivedFor(job.id);
    const mail = readMail(received!.text);
    expect(mail.header("Subject")).toEqual(["102 new submissions — daily digest"]);
    expect(mail.text).toContain("And 2 more in the inbox.");
  });

  it("counts the spam the server caught on the account's sites this week, and links the spam folder", async () => {
    const owner = await insertUser(db(), `${crypto.randomUUID()}@example.com`, "owner", ["housing"], {
      language: "en",
    });
    const message = (columns: Partial<TestSubmission> = {}): TestSubmission => ({
      site: "housing",
      form: "housing-contact",
      name: "Kari",
      email: "kari@example.no",
      fields: {},
      ...columns,
    });
    const listed = await insertSubmission(db(), message());
    await insertSubmission(db(), message({ spam: true, spamReason: "no-proof-of-work" }));
    await insertSubmission(db(), message({ spam: true, spamReason: "links" }));
    // Not counted: marked by a person (no reason), caught 8 days ago, or caught on another site.
    await insertSubmission(db(), message({ spam: true, spamReason: null }));
    await insertSubmission(
      db(),
      message({ spam: true, spamReason: "honeypot", createdAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) }),
    );
    await insertSubmission(db(), felimarQuote({}, { spam: true, spamReason: "honeypot" }));
    const job = await insertJob(db(), {
      kind: "digest-email",
      site: "housing",
      userId: owner,
      target: "owner@example.com",
      payload: { submissionIds: [listed] },
    });
    await sendDigestEmail(job, context());
    const mail = readMail(receivedFor(job.id)[0]!.text);
    expect(mail.text).toContain(
      `2 submissions went to spam this week: check that no real visitor is among them.\nThe spam folder: ${TEST_SITE_URL}/admin/spam`,
    );
    expect(mail.html).toContain(`href="${TEST_SITE_URL}/admin/spam"`);
  });

  it("fails at once for a job without its list", async () => {
    const job = await insertJob(db(), {
      kind: "digest-email",
      site: "felimar",
      target: "owner@example.com",
      payload: {},
    });
    await expect(sendDigestEmail(job, context())).rejects.toBeInstanceOf(PermanentFailure);
  });
});
