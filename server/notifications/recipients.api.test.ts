import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { NotificationSettings } from "#app/admin/api-types.ts";
import { createSignedInAdmin, type TestAdmin } from "#tests/support/admin-session.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { POST_ENDPOINTS } from "#tests/support/api-endpoints.ts";
import { digestItems, notificationPreferences, outboxJobs, submissions } from "../db/schema";
import {
  felimarQuote,
  insertJob,
  insertSubmission,
  insertUser,
  taskContext,
  testMailServer,
} from "../mail/mail-test-support";
import { sendOwnerEmail } from "./owner-email";

const bodyOf = (path: string) => POST_ENDPOINTS.find((endpoint) => endpoint.path === path)!.validBody();

/*
 * Who hears of a submission (server/notifications/recipients.ts), through the real endpoints:
 * an invitation not yet accepted hears nothing; a site with no owner is heard of by the operators.
 */
describeApi("who hears of a submission", (api) => {
  const mail = testMailServer();
  const db = () => api().database.db;
  let felimarOwner: TestAdmin;
  let operator: TestAdmin;
  let quietOperator: TestAdmin;
  let felimarInvitee: string;
  let housingInvitee: string;

  beforeAll(async () => {
    felimarOwner = await createSignedInAdmin(db(), { role: "owner", sites: ["felimar"] });
    operator = await createSignedInAdmin(db(), { role: "operator" });
    quietOperator = await createSignedInAdmin(db(), { role: "operator" });
    felimarInvitee = await insertUser(db(), "typo@felimar.example", "owner", ["felimar"], { accepted: false });
    housingInvitee = await insertUser(db(), "typo@housing.example", "owner", ["housing"], { accepted: false });
    await db()
      .insert(notificationPreferences)
      .values({ userId: quietOperator.userId, site: "housing", form: "housing-contact", mode: "off" });
  });

  /** Sends a form through its endpoint; answers the stored submission's id (the one of `form`: each is sent once here). */
  const send = async (path: string, form: string) => {
    const response = await api().submit(path, bodyOf(path));
    expect(response.status, await response.clone().text()).toBe(201);
    const [row] = await db().select({ id: submissions.id }).from(submissions).where(eq(submissions.form, form));
    return row!.id;
  };
  const recipientsOf = async (submissionId: string) =>
    (
      await db()
        .select({ userId: outboxJobs.userId })
        .from(outboxJobs)
        .where(and(eq(outboxJobs.submissionId, submissionId), eq(outboxJobs.kind, "owner-email")))
    ).map((row) => row.userId);

  it("sends nothing to an invitation not yet accepted: the owner who accepted hears, the operators do not", async () => {
    const id = await send("/api/felimar/requests", "felimar-quote");
    expect(await recipientsOf(id)).toEqual([felimarOwner.userId]);
  });

  it("does not e-mail an invitee even with a job already queued for them", async () => {
    const submissionId = await insertSubmission(db(), felimarQuote());
    const job = await insertJob(db(), {
      kind: "owner-email",
      site: "felimar",
      submissionId,
      userId: felimarInvitee,
      target: "typo@felimar.example",
    });
    await sendOwnerEmail(job, taskContext(db(), mail.mailer()));
    expect(mail.receivedFor(job.id)).toEqual([]);
  });

  it("sends a site with no owner's submissions to the operators who made no other choice", async () => {
    const id = await send("/api/housing/contact", "housing-contact");
    const [stored] = await db().select({ site: submissions.site }).from(submissions).where(eq(submissions.id, id));
    expect(stored?.site).toBe("housing");
    expect(await recipientsOf(id)).toEqual([operator.userId]);
    expect(await recipientsOf(id)).not.toContain(housingInvitee);
  });

  it("puts an owner-less site's newsletter sign-ups in the operators' digest", async () => {
    expect((await api().submit("/api/newsletter", { email: "reader@example.com", site: "community" })).status).toBe(
      201,
    );
    const [signup] = await db()
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.form, "newsletter"));
    const digest = await db()
      .select({ userId: digestItems.userId })
      .from(digestItems)
      .where(eq(digestItems.submissionId, signup!.id));
    expect(digest.map((row) => row.userId).sort()).toEqual([operator.userId, quietOperator.userId].sort());
  });

  it("lists the sites with no owner on the Notifications page", async () => {
    const response = await api().request("/api/admin/notifications", { headers: operator.headers });
    const settings = (await response.json()) as NotificationSettings;
    expect(settings.ownerlessSites).toEqual(["community", "naturliv", "housing", "neron"]);
    const housingQuote = settings.preferences.find((pref) => pref.site === "housing")!;
    expect(housingQuote).toMatchObject({ mode: "instant", isDefault: true });
  });
});
