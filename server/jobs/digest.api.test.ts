import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { describeApi } from "#tests/support/api-harness.ts";
import type { Db } from "../db/database";
import { digestItems, outboxJobs, scheduledJobs } from "../db/schema";
import { felimarQuote, insertSubmission, insertUser } from "../mail/mail-test-support";
import { digestDueSince, runDigestIfDue } from "./digest";

describe("digestDueSince", () => {
  it("is today at the hour once it has passed, else yesterday at the hour (UTC)", () => {
    expect(digestDueSince(new Date("2026-11-24T06:00:00Z"), 6).toISOString()).toBe("2026-11-24T06:00:00.000Z");
    expect(digestDueSince(new Date("2026-11-24T23:59:00Z"), 6).toISOString()).toBe("2026-11-24T06:00:00.000Z");
    expect(digestDueSince(new Date("2026-11-24T05:59:00Z"), 6).toISOString()).toBe("2026-11-23T06:00:00.000Z");
    expect(digestDueSince(new Date("2026-11-24T00:00:00Z"), 0).toISOString()).toBe("2026-11-24T00:00:00.000Z");
  });
});

const at = (iso: string) => new Date(iso);

describeApi("the daily digest run", (api) => {
  const db = () => api().database.db;
  const reset = async () => {
    await db().delete(scheduledJobs).where(eq(scheduledJobs.name, "digest"));
    await db().delete(digestItems);
    await db().delete(outboxJobs);
  };
  const digestJobs = (database: Db) => database.select().from(outboxJobs).where(eq(outboxJobs.kind, "digest-email"));

  it("makes one digest job per account with pending items, however many instances run it at once, and takes the items", async () => {
    await reset();
    const felimarOwner = await insertUser(db(), `${crypto.randomUUID()}@example.com`, "owner", ["felimar"]);
    const naturlivOwner = await insertUser(db(), `${crypto.randomUUID()}@example.com`, "owner", ["naturliv"]);
    await insertUser(db(), `${crypto.randomUUID()}@example.com`, "owner", ["neron"]);
    const first = await insertSubmission(db(), felimarQuote({}, { createdAt: at("2026-11-23T08:00:00Z") }));
    const second = await insertSubmission(db(), felimarQuote({}, { createdAt: at("2026-11-23T09:00:00Z") }));
    const signup = await insertSubmission(db(), {
      site: "naturliv",
      form: "newsletter",
      name: null,
      email: "leser@example.no",
      fields: { email: "leser@example.no", site: "naturliv" },
    });
    const spam = await insertSubmission(db(), {
      site: "naturliv",
      form: "newsletter",
      name: null,
      email: "bot@example.no",
      fields: {},
      spam: true,
    });
    await db()
      .insert(digestItems)
      .values([
        { userId: felimarOwner, submissionId: second },
        { userId: felimarOwner, submissionId: first },
        { userId: naturlivOwner, submissionId: signup },
        { userId: naturlivOwner, submissionId: spam },
      ]);

    const now = at("2026-11-24T06:20:00Z");
    const runs = await Promise.all([
      runDigestIfDue(db(), now, 6),
      runDigestIfDue(db(), now, 6),
      runDigestIfDue(db(), now, 6),
    ]);
    expect(runs.filter((run) => run !== null)).toEqual([{ emails: 2, submissions: 3 }]);

    const jobs = await digestJobs(db());
    expect(jobs).toHaveLength(2);
    const byUser = new Map(jobs.map((job) => [job.userId, job]));
    expect(byUser.get(felimarOwner)).toMatchObject({
      site: "felimar",
      status: "pending",
      payload: { submissionIds: [first, second] },
    });
    expect(byUser.get(naturlivOwner)).toMatchObject({ site: "naturliv", payload: { submissionIds: [signup] } });
    expect(byUser.get(felimarOwner)!.target).toMatch(/@example\.com$/);
    expect(await db().select().from(digestItems)).toEqual([]);
  });

  it("runs once a day, from the configured hour; a day with nothing pending makes no job", async () => {
    await reset();
    const owner = await insertUser(db(), `${crypto.randomUUID()}@example.com`, "owner", ["felimar"]);
    await db()
      .insert(digestItems)
      .values({ userId: owner, submissionId: await insertSubmission(db(), felimarQuote()) });

    expect(await runDigestIfDue(db(), at("2026-11-24T06:30:00Z"), 6)).toEqual({ emails: 1, submissions: 1 });
    expect(await runDigestIfDue(db(), at("2026-11-24T07:30:00Z"), 6)).toBeNull();
    expect(await runDigestIfDue(db(), at("2026-11-25T05:30:00Z"), 6)).toBeNull();
    expect(await runDigestIfDue(db(), at("2026-11-25T06:30:00Z"), 6)).toEqual({ emails: 0, submissions: 0 });
    expect(await digestJobs(db())).toHaveLength(1);
  });
});
