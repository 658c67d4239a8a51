import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createSignedInAdmin, type TestAdmin } from "#tests/support/admin-session.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { UNLIMITED } from "#tests/support/api-endpoints.ts";
import {
  confirmationSettings,
  digestItems,
  felimarRequests,
  notificationPreferences,
  outboxJobs,
  submissions,
  webhooks,
} from "../db/schema";

const CONFIRMATIONS_PER_HOUR = 5;

const quote = {
  categorie: "airco",
  naam: "Ada de Boer",
  telefoon: "+34 612 345 678",
  email: "ada@example.nl",
  details: "Airco in de slaapkamer koelt niet meer goed.",
};

/*
 * What a submission sets off, sent through the real endpoints and read back from
 * outbox_jobs and digest_items: server/notifications/enqueue.ts.
 */
describeApi(
  "the notifications a submission enqueues",
  (api) => {
    const db = () => api().database.db;
    let felimarOwner: TestAdmin;
    let otherFelimarOwner: TestAdmin;
    let quietFelimarOwner: TestAdmin;
    let digestFelimarOwner: TestAdmin;
    let neronOwner: TestAdmin;
    let communityOwner: TestAdmin;
    let operator: TestAdmin;
    let listeningOperator: TestAdmin;
    let felimarHooks: string[];

    /** Runs `work` while the outbox refuses every new job of `kind` (a trigger raising an error), as a broken database would. */
    const whileOutboxRefuses = async <T>(kind: string, work: () => Promise<T>): Promise<T> => {
      await db().execute(sql`
        create function refuse_job() returns trigger language plpgsql as $$
        begin raise exception 'the outbox refused this job'; end $$`);
      await db().execute(
        sql.raw(
          `create trigger refuse_job after insert on outbox_jobs for each row when (new.kind = '${kind}') execute function refuse_job()`,
        ),
      );
      try {
        return await work();
      } finally {
        await db().execute(sql`drop trigger refuse_job on outbox_jobs`);
        await db().execute(sql`drop function refuse_job()`);
      }
    };
    const sendQuote = async (overrides: Record<string, unknown> = {}) => {
      const response = await api().submit("/api/felimar/requests", { ...quote, ...overrides });
      expect(response.status, await response.clone().text()).toBe(201);
      return (await response.json()).id as string;
    };
    const sendNeronContact = async (email: string) => {
      const response = await api().submit("/api/neron/contact", {
        nombre: "Lucía Pérez",
        email,
        telefono: "+34 600 123 456",
        mensaje: "Un reloj antiguo.",
      });
      expect(response.status, await response.clone().text()).toBe(201);
      const [row] = await db().select({ id: submissions.id }).from(submissions).where(eq(submissions.email, email));
      return row!.id;
    };
    const jobsOf = (submissionId: string) =>
      db().select().from(outboxJobs).where(eq(outboxJobs.submissionId, submissionId));
    const digestOf = async (submissionId: string) =>
      (
        await db()
          .select({ userId: digestItems.userId })
          .from(digestItems)
          .where(eq(digestItems.submissionId, submissionId))
      ).map((row) => row.userId);
    const confirmationsTo = (address: string) =>
      db()
        .select()
        .from(outboxJobs)
        .where(sql`${outboxJobs.kind} = 'confirmation-email' and ${outboxJobs.target} = ${address}`);
    const switchConfirmation = (site: string, form: string, enabled: boolean) =>
      db()
        .insert(confirmationSettings)
        .values({ site, form, enabled, subject: `Bedankt (${form})`, body: "We nemen snel contact op." })
        .onConflictDoUpdate({ target: [confirmationSettings.site, confirmationSettings.form], set: { enabled } });
    /** Moves every confirmation so far out of the last hour, so a test starts with the caps unused. */
    const ageConfirmations = () =>
      db()
        .update(outboxJobs)
        .set({ createdAt: sql`now() - interval '61 minutes'` })
        .where(eq(outboxJobs.kind, "confirmation-email"));

    beforeAll(async () => {
      felimarOwner = await createSignedInAdmin(db(), { role: "owner", sites: ["felimar"] });
      otherFelimarOwner = await createSignedInAdmin(db(), { role: "owner", sites: ["felimar", "neron"] });
      quietFelimarOwner = await createSignedInAdmin(db(), { role: "owner", sites: ["felimar"] });
      digestFelimarOwner = await createSignedInAdmin(db(), { role: "owner", sites: ["felimar"] });
      neronOwner = await createSignedInAdmin(db(), { role: "owner", sites: ["neron"] });
      communityOwner = await createSignedInAdmin(db(), { role: "owner", sites: ["community"] });
      operator = await createSignedInAdmin(db(), { role: "operator" });
      listeningOperator = await createSignedInAdmin(db(), { role: "operator" });
      await db()
        .insert(notificationPreferences)
        .values([
          { userId: quietFelimarOwner.userId, site: "felimar", form: "felimar-quote", mode: "off" },
          { userId: digestFelimarOwner.userId, site: "felimar", form: "felimar-quote", mode: "digest" },
          { userId: listeningOperator.userId, site: "felimar", form: "felimar-quote", mode: "instant" },
          { userId: listeningOperator.userId, site: "community", form: "newsletter", mode: "off" },
        ]);
      const hooks = await db()
        .insert(webhooks)
        .values([
          { site: "felimar", url: "https://hooks.example.com/felimar-crm", secret: "whsec_1" },
          { site: "felimar", url: "https://hooks.example.com/felimar-sheet", secret: "whsec_2" },
          { site: "neron", url: "https://hooks.example.com/neron", secret: "whsec_3" },
        ])
        .returning({ id: webhooks.id, site: webhooks.site });
      felimarHooks = hooks.filter((hook) => hook.site === "felimar").map((hook) => hook.id);
    });

    it("e-mails every member by default and operators only by choice, digests and silences by choice, and calls each of the site's webhooks", async () => {
      const id = await sendQuote({ email: "routing@example.nl" });
      const jobs = await jobsOf(id);
      const emails = jobs.filter((job) => job.kind === "owner-email");
      expect(emails.map((job) => job.userId).sort()).toEqual(
        [felimarOwner.userId, otherFelimarOwner.userId, listeningOperator.userId].sort(),
      );
      expect(emails.find((job) => job.userId === felimarOwner.userId)).toMatchObject({
        target: felimarOwner.email,
        site: "felimar",
        status: "pending",
        attempts: 0,
      });
      // Silenced, digest, another site's owner, and an operator who never chose: no e-mail.
      for (const nobody of [quietFelimarOwner, digestFelimarOwner, neronOwner, communityOwner, operator]) {
        expect(jobs.some((job) => job.userId === nobody.userId)).toBe(false);
      }
      expect(await digestOf(id)).toEqual([digestFelimarOwner.userId]);

      const hooks = jobs.filter((job) => job.kind === "webhook");
      expect(hooks.map((job) => job.webhookId).sort()).toEqual([...felimarHooks].sort());
      expect(hooks.map((job) => job.target).sort()).toEqual([
        "https://hooks.example.com/felimar-crm",
        "https://hooks.example.com/felimar-sheet",
      ]);
      // Confirmations are off until the owner switches them on.
      expect(jobs.some((job) => job.kind === "confirmation-email")).toBe(false);
      expect(jobs).toHaveLength(5);
    });

    it("follows each member's choice per form: another form of the same site keeps its default", async () => {
      const id = await sendQuote({ formulier: "contact", email: "contact-form@example.nl" });
      const [row] = await db().select({ form: submissions.form }).from(submissions).where(eq(submissions.id, id));
      expect(row?.form).toBe("felimar-contact");
      const owners = (await jobsOf(id)).filter((job) => job.kind === "owner-email").map((job) => job.userId);
      expect(owners.sort()).toEqual(
        [felimarOwner.userId, otherFelimarOwner.userId, quietFelimarOwner.userId, digestFelimarOwner.userId].sort(),
      );
      expect(await digestOf(id)).toEqual([]);
    });

    it("puts a newsletter sign-up in its members' digest, not an e-mail each, and tells no other site", async () => {
      const response = await api().submit("/api/newsletter", { email: "reader@example.com", site: "community" });
      expect(response.status).toBe(201);
      const [row] = await db()
        .select({ id: submissions.id })
        .from(submissions)
        .where(eq(submissions.email, "reader@example.com"));
      expect(await digestOf(row!.id)).toEqual([communityOwner.userId]);
      expect(await jobsOf(row!.id)).toEqual([]);
    });

    it("calls only the site's own webhooks", async () => {
      const id = await sendNeronContact("webhook-scope@ejemplo.es");
      const jobs = await jobsOf(id);
      expect(jobs.filter((job) => job.kind === "webhook").map((job) => job.target)).toEqual([
        "https://hooks.example.com/neron",
      ]);
      expect(
        jobs
          .filter((job) => job.kind === "owner-email")
          .map((job) => job.userId)
          .sort(),
      ).toEqual([neronOwner.userId, otherFelimarOwner.userId].sort());
    });

    it("confirms to the visitor only when switched on, with the owner's wording at that moment", async () => {
      await ageConfirmations();
      const before = await sendQuote({ email: "switched-off@example.nl" });
      expect((await jobsOf(before)).some((job) => job.kind === "confirmation-email")).toBe(false);

      await switchConfirmation("felimar", "felimar-quote", true);
      const id = await sendQuote({ email: "  Switched-On@Example.NL " });
      const confirmation = (await jobsOf(id)).find((job) => job.kind === "confirmation-email");
      expect(confirmation).toMatchObject({
        site: "felimar",
        target: "switched-on@example.nl",
        payload: { subject: "Bedankt (felimar-quote)", body: "We nemen snel contact op." },
      });
      // The contact form of the same site is still off.
      const contact = await sendQuote({ formulier: "contact", email: "contact-off@example.nl" });
      expect((await jobsOf(contact)).some((job) => job.kind === "confirmation-email")).toBe(false);
    });

    it("confirms to one address at most once an hour over every site, whatever its case", async () => {
      await ageConfirmations();
      await switchConfirmation("felimar", "felimar-quote", true);
      await switchConfirmation("neron", "neron-contact", true);
      await sendQuote({ email: "Once@Example.com" });
      await sendQuote({ email: "once@example.com" });
      await sendNeronContact("ONCE@EXAMPLE.COM");
      expect(await confirmationsTo("once@example.com")).toHaveLength(1);
      // Tags and Gmail's dots reach the same mailbox: no second confirmation for them either.
      await sendQuote({ email: "once+2@example.com" });
      await sendQuote({ email: "ja.n@gmail.com" });
      await sendNeronContact("j.a.n+spam@googlemail.com");
      const { rows } = (await db().execute(
        sql`select target from outbox_jobs where kind = 'confirmation-email' and created_at > now() - interval '1 hour' order by target`,
      )) as unknown as { rows: Array<{ target: string }> };
      expect(rows.map((row) => row.target)).toEqual(["ja.n@gmail.com", "once@example.com"]);

      // An hour later the address may get one again.
      await ageConfirmations();
      await sendQuote({ email: "once@example.com" });
      expect(await confirmationsTo("once@example.com")).toHaveLength(2);
    });

    it(`sends at most CONFIRMATIONS_PER_HOUR (${CONFIRMATIONS_PER_HOUR} here) confirmations an hour per site`, async () => {
      await ageConfirmations();
      await switchConfirmation("felimar", "felimar-quote", true);
      await switchConfirmation("neron", "neron-contact", true);
      for (let n = 1; n <= CONFIRMATIONS_PER_HOUR; n++) await sendQuote({ email: `cap-${n}@example.nl` });
      const over = await sendQuote({ email: "cap-over@example.nl" });
      const overJobs = await jobsOf(over);
      expect(overJobs.some((job) => job.kind === "confirmation-email")).toBe(false);
      // Over the cap the visitor gets no confirmation, but the owners still hear of it.
      expect(overJobs.some((job) => job.kind === "owner-email")).toBe(true);
      // Felimar's spent cap is not Neron's.
      await sendNeronContact("cap-neron@ejemplo.es");
      expect(await confirmationsTo("cap-neron@ejemplo.es")).toHaveLength(1);
      const recent = await db()
        .select({ site: outboxJobs.site })
        .from(outboxJobs)
        .where(sql`${outboxJobs.kind} = 'confirmation-email' and ${outboxJobs.createdAt} > now() - interval '1 hour'`);
      expect(recent.filter((job) => job.site === "felimar")).toHaveLength(CONFIRMATIONS_PER_HOUR);

      await ageConfirmations();
      await sendQuote({ email: "cap-after@example.nl" });
      expect(await confirmationsTo("cap-after@example.nl")).toHaveLength(1);
    });

    it("enqueues once for a request sent twice with one idempotency key, and nothing for a repeated newsletter sign-up", async () => {
      const key = "enqueue-retry-key-0123456789";
      const first = await sendQuote({ email: "twice@example.nl", idempotency_key: key });
      expect(await sendQuote({ email: "twice@example.nl", idempotency_key: key })).toBe(first);
      const jobs = await db()
        .select({ kind: outboxJobs.kind })
        .from(outboxJobs)
        .where(eq(outboxJobs.submissionId, first));
      expect(jobs.filter((job) => job.kind === "owner-email")).toHaveLength(3);

      for (let n = 0; n < 2; n++)
        expect((await api().submit("/api/newsletter", { email: "again@example.com", site: "community" })).status).toBe(
          201,
        );
      const rows = await db()
        .select({ id: submissions.id })
        .from(submissions)
        .where(eq(submissions.email, "again@example.com"));
      expect(rows).toHaveLength(1);
      expect(await digestOf(rows[0]!.id)).toEqual([communityOwner.userId]);
    });

    it("sets off nothing for a honeypot catch, confirmation included", async () => {
      await ageConfirmations();
      await switchConfirmation("felimar", "felimar-quote", true);
      const response = await api().submit("/api/felimar/requests", {
        ...quote,
        email: "bot@example.nl",
        website: "https://spam.example",
      });
      expect(response.status).toBe(201);
      const { id } = await response.json();
      const [row] = await db().select({ spam: submissions.spam }).from(submissions).where(eq(submissions.id, id));
      expect(row?.spam).toBe(true);
      expect(await jobsOf(id)).toEqual([]);
      expect(await digestOf(id)).toEqual([]);
      expect(await confirmationsTo("bot@example.nl")).toEqual([]);
    });

    it("leaves no job, digest entry or submission when the submission's statement fails after its jobs", async () => {
      await switchConfirmation("felimar", "felimar-quote", false);
      // Webhook deliveries are the last jobs insert_submission stores: failing one aborts the statement after the owners' e-mails and digest entries.
      const response = await whileOutboxRefuses("webhook", () =>
        api().submit("/api/felimar/requests", { ...quote, naam: "Doomed Request", email: "doomed@example.nl" }),
      );
      expect(response.status).toBe(500);
      expect(await db().select().from(felimarRequests).where(eq(felimarRequests.naam, "Doomed Request"))).toEqual([]);
      expect(await db().select().from(submissions).where(eq(submissions.email, "doomed@example.nl"))).toEqual([]);
      const { rows } = (await db().execute(sql`
        select (select count(*) from outbox_jobs j where j.submission_id is not null and not exists (select 1 from submissions s where s.id = j.submission_id))
             + (select count(*) from digest_items d where not exists (select 1 from submissions s where s.id = d.submission_id)) as orphans`)) as unknown as {
        rows: Array<{ orphans: string | number }>;
      };
      expect(Number(rows[0]?.orphans)).toBe(0);

      // The same visitor, once the fault is gone, is stored with all of it.
      const id = await sendQuote({ naam: "Doomed Request", email: "doomed@example.nl" });
      expect((await jobsOf(id)).map((job) => job.kind).sort()).toEqual([
        "owner-email",
        "owner-email",
        "owner-email",
        "webhook",
        "webhook",
      ]);
      expect(await digestOf(id)).toEqual([digestFelimarOwner.userId]);
    });

    it("stores the submission and notifies the owners when only the visitor's confirmation cannot be enqueued", async () => {
      await ageConfirmations();
      await switchConfirmation("felimar", "felimar-quote", true);
      const id = await whileOutboxRefuses("confirmation-email", () =>
        sendQuote({ naam: "Unconfirmed Request", email: "unconfirmed@example.nl" }),
      );
      expect((await jobsOf(id)).map((job) => job.kind).sort()).toEqual([
        "owner-email",
        "owner-email",
        "owner-email",
        "webhook",
        "webhook",
      ]);
      expect(await confirmationsTo("unconfirmed@example.nl")).toEqual([]);
      // Once the fault is gone, the next visitor gets one.
      await sendQuote({ email: "confirmed-after@example.nl" });
      expect(await confirmationsTo("confirmed-after@example.nl")).toHaveLength(1);
    });
  },
  { ...UNLIMITED, CONFIRMATIONS_PER_HOUR },
);
