import { eq, inArray, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeApi } from "#tests/support/api-harness.ts";
import { createSignedInAdmin } from "#tests/support/admin-session.ts";
import {
  authChallenges,
  felimarRequests,
  newsletterSignups,
  outboxJobs,
  scheduledJobs,
  sessions,
  signInLinks,
  submissions,
} from "../db/schema";
import { runRetentionIfDue } from "./retention";

describeApi("the daily retention job", (api) => {
  it("runs once however many instances claim it at the same moment, then not again for 23 hours", async () => {
    const db = api().database.db;
    await db.delete(scheduledJobs);
    const results = await Promise.all([
      runRetentionIfDue(db, 24),
      runRetentionIfDue(db, 24),
      runRetentionIfDue(db, 24),
    ]);
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    expect(await runRetentionIfDue(db, 24)).toBeNull();
    // A day later it is due again.
    await db.update(scheduledJobs).set({ lastRunAt: sql`now() - interval '24 hours'` });
    expect(await runRetentionIfDue(db, 24)).not.toBeNull();
  });

  it("deletes submissions and form rows past RETENTION_MONTHS, spam past 30 days and expired sign-in data; keeps the rest and every newsletter sign-up", async () => {
    const db = api().database.db;
    const ago = (interval: string) => sql`now() - ${interval}::interval`;
    const id = () => crypto.randomUUID();
    const [oldId, recentId, oldSpamId, recentSpamId, oldSignupId] = [id(), id(), id(), id(), id()];
    await db.insert(felimarRequests).values([
      {
        id: oldId,
        categorie: "airco",
        naam: "Old",
        telefoon: "600000000",
        email: "old@example.nl",
        details: "An old request.",
        createdAt: ago("25 months"),
      },
      {
        id: recentId,
        categorie: "airco",
        naam: "Recent",
        telefoon: "600000000",
        email: "recent@example.nl",
        details: "A recent request.",
        createdAt: ago("23 months"),
      },
    ]);
    await db
      .insert(newsletterSignups)
      .values({ id: oldSignupId, email: "old-reader@example.com", site: "community", createdAt: ago("25 months") });
    const submission = (submissionId: string, spam: boolean, age: string) => ({
      id: submissionId,
      site: "felimar",
      form: "felimar-quote",
      spam,
      fields: {},
      createdAt: ago(age),
    });
    await db.insert(submissions).values([
      submission(oldId, false, "25 months"),
      submission(recentId, false, "23 months"),
      submission(oldSpamId, true, "31 days"),
      submission(recentSpamId, true, "29 days"),
      {
        id: oldSignupId,
        site: "community",
        form: "newsletter",
        spam: false,
        fields: {},
        createdAt: ago("25 months"),
      },
    ]);
    const admin = await createSignedInAdmin(db);
    await db
      .insert(sessions)
      .values({ tokenHash: "expired-session", userId: admin.userId, expiresAt: ago("1 minute") });
    await db.insert(signInLinks).values([
      { tokenHash: "expired-link", purpose: "sign-in", expiresAt: ago("1 minute") },
      { tokenHash: "live-link", purpose: "sign-in", expiresAt: sql`now() + interval '10 minutes'` },
    ]);
    await db.insert(authChallenges).values({ idHash: "expired-challenge", challenge: "c", expiresAt: ago("1 minute") });
    const digest = (status: "sent" | "pending", age: string) => ({
      kind: "digest-email" as const,
      site: "felimar",
      target: admin.email,
      status,
      createdAt: ago(age),
      retryUntil: ago(age),
    });
    const [oldOwnerEmail] = await db
      .insert(outboxJobs)
      .values({
        kind: "owner-email",
        site: "felimar",
        submissionId: oldId,
        target: admin.email,
        retryUntil: sql`now()`,
      })
      .returning({ id: outboxJobs.id });
    await db
      .insert(outboxJobs)
      .values([digest("sent", "31 days"), digest("sent", "29 days"), digest("pending", "31 days")]);

    await db.update(scheduledJobs).set({ lastRunAt: sql`'-infinity'::timestamptz` });
    const result = await runRetentionIfDue(db, 24);
    expect(result).toMatchObject({
      submissions: 1,
      spam: 1,
      formRows: 1,
      sessions: 1,
      signInLinks: 1,
      authChallenges: 1,
      digests: 1,
    });
    // A notification goes with its submission; digests by age once no longer pending.
    expect(await db.select().from(outboxJobs).where(eq(outboxJobs.id, oldOwnerEmail!.id))).toEqual([]);
    expect(await db.select().from(outboxJobs)).toHaveLength(2);

    const left = await db
      .select({ id: submissions.id })
      .from(submissions)
      .where(inArray(submissions.id, [oldId, recentId, oldSpamId, recentSpamId, oldSignupId]));
    expect(left.map((row) => row.id).sort()).toEqual([recentId, recentSpamId, oldSignupId].sort());
    expect((await db.select({ id: felimarRequests.id }).from(felimarRequests)).map((row) => row.id)).toEqual([
      recentId,
    ]);
    expect(
      await db
        .select({ id: newsletterSignups.id })
        .from(newsletterSignups)
        .where(eq(newsletterSignups.id, oldSignupId)),
    ).toEqual([{ id: oldSignupId }]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, admin.userId))).toHaveLength(1);
    expect(
      (await db.select({ tokenHash: signInLinks.tokenHash }).from(signInLinks)).map((row) => row.tokenHash),
    ).toEqual(["live-link"]);
    expect(await db.select().from(authChallenges)).toEqual([]);
  });

  it("deletes a spam flood past what one statement's parameters could list (70,000 rows)", async () => {
    const db = api().database.db;
    await db.execute(sql`
      insert into submissions (id, site, form, spam, fields, created_at)
      select gen_random_uuid(), 'felimar', 'felimar-quote', true, '{}'::jsonb, now() - interval '31 days' from generate_series(1, 70000)`);
    await db.update(scheduledJobs).set({ lastRunAt: sql`'-infinity'::timestamptz` });
    expect(await runRetentionIfDue(db, 24)).toMatchObject({ spam: 70_000 });
    expect(
      await db
        .select({ id: submissions.id })
        .from(submissions)
        .where(sql`${submissions.spam} and ${submissions.createdAt} < now() - interval '30 days'`),
    ).toEqual([]);
  });

  it("counts spam's 30 days from when it went to spam: an old lead marked spam yesterday stays recoverable", async () => {
    const db = api().database.db;
    const id = crypto.randomUUID();
    await db.insert(submissions).values({
      id,
      site: "neron",
      form: "neron-contact",
      spam: true,
      spamSince: sql`now() - interval '1 day'`,
      fields: {},
      createdAt: sql`now() - interval '40 days'`,
    });
    await db.update(scheduledJobs).set({ lastRunAt: sql`'-infinity'::timestamptz` });
    await runRetentionIfDue(db, 24);
    expect(await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.id, id))).toEqual([{ id }]);
  });

  it("keeps everything when RETENTION_MONTHS is longer than the data's age", async () => {
    const db = api().database.db;
    await db.insert(submissions).values({
      id: crypto.randomUUID(),
      site: "neron",
      form: "neron-contact",
      fields: {},
      createdAt: sql`now() - interval '30 months'`,
    });
    await db.update(scheduledJobs).set({ lastRunAt: sql`'-infinity'::timestamptz` });
    expect(await runRetentionIfDue(db, 36)).toMatchObject({ submissions: 0 });
  });
});
