import { and, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { felimarRequest } from "#app/forms/felimar-request/felimar-request.server.ts";
import type { RequestData } from "#app/forms/felimar-request/schema.ts";
import { neronContact } from "#app/forms/neron-contact/neron-contact.server.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { readConfig } from "../config";
import { confirmationSettings, felimarRequests, neronContacto, outboxJobs, submissions } from "../db/schema";
import { insertWithSubmission } from "../inbox/submission-record";
import { PermanentFailure } from "../jobs/outbox-worker";
import { metrics } from "../metrics/instruments";
import { sendConfirmationEmail } from "./confirmation-email";
import { enqueueConfirmation } from "./enqueue";
import { sendOwnerEmail } from "./owner-email";
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

const WORDING = {
  subject: "Bedankt voor uw aanvraag — Felimar",
  body: "Bedankt voor uw aanvraag.\n\nMet vriendelijke groet,\nFelimar",
};
/** What an attacker puts in every field they can type in, hoping the business mails it to a victim. */
const ADVERT = "Visit https://spam.example now";
const CONFIRMATIONS_PER_HOUR = 3;

describeApi("the visitor's confirmation", (api) => {
  const db = () => api().database.db;
  const context = () => taskContext(db(), mailer());
  const deps = () => ({ db: db(), config: { CONFIRMATIONS_PER_HOUR }, logger: console });

  /** A Felimar quote stored as its endpoint stores it (form row, inbox row, owners' jobs, then the confirmation). */
  const sendQuote = async (email: string, fields: Record<string, unknown> = {}) => {
    const body = { ...felimarQuote().fields, ...fields, email } as RequestData;
    const insert = db().insert(felimarRequests).values(felimarRequest.row(body)).returning({ id: felimarRequests.id });
    return (await insertWithSubmission(deps(), insert, felimarRequest.record(body)))!;
  };
  const sendNeronContact = async (email: string) => {
    const body = { nombre: "Lucía Pérez", email, telefono: "+34 600 123 456", mensaje: "Un reloj antiguo." };
    const insert = db().insert(neronContacto).values(neronContact.row(body)).returning({ id: neronContacto.id });
    return (await insertWithSubmission(deps(), insert, neronContact.record(body)))!;
  };
  const jobOf = async (submissionId: string, kind: "confirmation-email" | "owner-email") =>
    (
      await db()
        .select()
        .from(outboxJobs)
        .where(and(eq(outboxJobs.submissionId, submissionId), eq(outboxJobs.kind, kind)))
    )[0];
  const confirmationJob = async (submission: TestSubmission, payload: unknown = WORDING, target = "jan@example.nl") => {
    const submissionId = await insertSubmission(db(), submission);
    return insertJob(db(), { kind: "confirmation-email", site: submission.site, submissionId, target, payload });
  };
  /** Moves every confirmation so far out of the last hour, so a test starts with the caps unused. */
  const ageConfirmations = () =>
    db()
      .update(outboxJobs)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(outboxJobs.kind, "confirmation-email"));
  const skipped = async (cap: "hourly" | "address") =>
    (await metrics.confirmationsSkipped.get()).values.find((value) => value.labels.cap === cap)?.value ?? 0;

  beforeAll(async () => {
    await insertUser(db(), "owner@felimar.example", "owner", ["felimar"]);
    await insertUser(db(), "owner@neron.example", "owner", ["neron"]);
    await db()
      .insert(confirmationSettings)
      .values([
        { site: "felimar", form: "felimar-quote", enabled: true, ...WORDING },
        { site: "neron", form: "neron-contact", enabled: true, subject: "Gracias", body: "Gracias por escribirnos." },
      ]);
  });

  it("holds none of the visitor's name, message or links, and comes from the business by name with its Reply-To", async () => {
    const email = `${crypto.randomUUID()}@example.nl`;
    const id = await sendQuote(email, { naam: ADVERT, details: ADVERT, plaats: ADVERT, voorkeurs_tijd: ADVERT });
    const job = (await jobOf(id, "confirmation-email"))!;
    await sendConfirmationEmail(job, context());
    const [received, ...more] = receivedFor(job.id);
    expect(more).toEqual([]);
    expect(received!.to).toEqual([email]);
    const mail = readMail(received!.text);
    expect(mail.header("From")).toEqual(["Felimar <notifications@forms.example.com>"]);
    // Felimar's content publishes hola@felimar.es (its defaults until the owner saves another).
    expect(mail.header("Reply-To")).toEqual(["hola@felimar.es"]);
    expect(mail.header("To")).toEqual([email]);
    expect(mail.header("Subject")).toEqual([WORDING.subject]);
    expect(mail.header("Message-ID")).toEqual([`<${job.id}@forms.example.com>`]);
    expect(mail.text.trimEnd()).toBe(`${WORDING.body}\n\n-- \nFelimar\n${TEST_SITE_URL}/felimar`);
    for (const part of [received!.text, mail.text, mail.html]) {
      for (const typed of ["spam.example", "Visit", "Jan de Vries", "+34 600", "Altea", "dinsdagochtend"])
        expect(part).not.toContain(typed);
    }
    expect([...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([`${TEST_SITE_URL}/felimar`]);
  });

  it("links to the site's own domain and its page in the visitor's language; no Reply-To for a site that publishes no address", async () => {
    const onDomains = {
      ...context(),
      config: readConfig({ SITE_URL: TEST_SITE_URL, SITE_DOMAINS: "housing=furubolig.no" }),
    };
    const housing = (language: "en" | "no"): TestSubmission => ({
      site: "housing",
      form: "housing-contact",
      name: ADVERT,
      email: "kari@example.no",
      fields: { name: ADVERT, email: "kari@example.no", phone: null, message: ADVERT, consent: true, language },
    });
    const norwegian = await confirmationJob(housing("no"), { subject: "Takk", body: "Takk." }, "kari@example.no");
    const english = await confirmationJob(housing("en"), { subject: "Thanks", body: "Thanks." }, "kari@example.no");
    const community = await confirmationJob(
      {
        site: "community",
        form: "newsletter",
        name: null,
        email: "reader@example.com",
        fields: { email: "reader@example.com", site: "community" },
      },
      { subject: "Thanks", body: "Thanks for signing up." },
      "reader@example.com",
    );
    for (const job of [norwegian, english]) await sendConfirmationEmail(job, onDomains);
    await sendConfirmationEmail(community, context());
    const [no, en, reader] = [norwegian, english, community].map((job) => readMail(receivedFor(job.id)[0]!.text));
    expect(no!.text.trimEnd()).toBe("Takk.\n\n-- \nHousing Norway\nhttps://furubolig.no/no");
    expect(no!.html).toContain('lang="nb"');
    expect(en!.text.trimEnd()).toBe("Thanks.\n\n-- \nHousing Norway\nhttps://furubolig.no/");
    for (const mail of [no!, en!]) {
      expect(mail.header("From")).toEqual(["Housing Norway <notifications@forms.example.com>"]);
      expect(mail.header("Reply-To")).toEqual(["post@furubolig.no"]);
      expect(mail.text + mail.html).not.toContain("spam.example");
    }
    expect(reader!.header("From")).toEqual(["Community <notifications@forms.example.com>"]);
    expect(reader!.header("Reply-To")).toEqual([]);
    expect(reader!.text.trimEnd()).toBe(`Thanks for signing up.\n\n-- \nCommunity\n${TEST_SITE_URL}/`);
  });

  it(`stops at ${CONFIRMATIONS_PER_HOUR} an hour per site, while the owners' e-mails and another site's confirmations go on`, async () => {
    await ageConfirmations();
    const skippedBefore = await skipped("hourly");
    for (let n = 1; n <= CONFIRMATIONS_PER_HOUR; n++) {
      expect(await jobOf(await sendQuote(`cap-${n}@example.nl`), "confirmation-email")).toBeDefined();
    }
    const over = await sendQuote("cap-over@example.nl");
    expect(await jobOf(over, "confirmation-email")).toBeUndefined();
    expect(await skipped("hourly")).toBe(skippedBefore + 1);
    // The submission is in the inbox and its owner hears of it.
    const [stored] = await db().select({ spam: submissions.spam }).from(submissions).where(eq(submissions.id, over));
    expect(stored).toEqual({ spam: false });
    const ownerJob = (await jobOf(over, "owner-email"))!;
    await sendOwnerEmail(ownerJob, context());
    expect(receivedFor(ownerJob.id)[0]!.to).toEqual(["owner@felimar.example"]);
    // Another site's visitors still get theirs, and its owner hears too.
    const neron = await sendNeronContact("lucia@ejemplo.es");
    const neronJob = (await jobOf(neron, "confirmation-email"))!;
    await sendConfirmationEmail(neronJob, context());
    const neronMail = readMail(receivedFor(neronJob.id)[0]!.text);
    expect(neronMail.header("From")).toEqual(["Neron Antigüedades <notifications@forms.example.com>"]);
    expect(neronMail.header("Reply-To")).toEqual(["info@neronantiguedades.es"]);
    expect(await jobOf(neron, "owner-email")).toBeDefined();
    // An hour later Felimar's visitors get theirs again.
    await ageConfirmations();
    expect(await jobOf(await sendQuote("cap-after@example.nl"), "confirmation-email")).toBeDefined();
  });

  it("holds both caps exactly when visitors send at once: the site's, and one mailbox's over two sites", async () => {
    await ageConfirmations();
    await Promise.all(Array.from({ length: 8 }, (_, n) => sendQuote(`rush-${n}@example.nl`)));
    const recent = sql`${outboxJobs.kind} = 'confirmation-email' and ${outboxJobs.createdAt} > now() - interval '1 hour'`;
    const felimar = await db()
      .select({ id: outboxJobs.id })
      .from(outboxJobs)
      .where(and(recent, eq(outboxJobs.site, "felimar")));
    expect(felimar).toHaveLength(CONFIRMATIONS_PER_HOUR);

    await ageConfirmations();
    await Promise.all([sendQuote("both@example.com"), sendNeronContact("Both@Example.com")]);
    const both = await db()
      .select({ id: outboxJobs.id })
      .from(outboxJobs)
      .where(and(recent, eq(outboxJobs.target, "both@example.com")));
    expect(both).toHaveLength(1);
  });

  it("is never enqueued nor sent for spam, nor sent for an erased submission", async () => {
    const caught = await insertSubmission(db(), felimarQuote({ email: "caught@example.nl" }, { spam: true }));
    await db().transaction((tx) =>
      enqueueConfirmation(
        tx,
        { CONFIRMATIONS_PER_HOUR },
        caught,
        { site: "felimar", form: "felimar-quote" },
        "caught@example.nl",
      ),
    );
    expect(await jobOf(caught, "confirmation-email")).toBeUndefined();

    const spam = await confirmationJob(felimarQuote({}, { spam: true }));
    const movedToSpam = await confirmationJob(felimarQuote());
    await db().update(submissions).set({ spam: true }).where(eq(submissions.id, movedToSpam.submissionId!));
    const erased = await confirmationJob(felimarQuote());
    await db().delete(submissions).where(eq(submissions.id, erased.submissionId!));
    for (const job of [spam, movedToSpam, erased])
      await expect(sendConfirmationEmail(job, context())).resolves.toBeUndefined();
    expect([...receivedFor(spam.id), ...receivedFor(movedToSpam.id), ...receivedFor(erased.id)]).toEqual([]);
  });

  it("adds no header or recipient through the owner's subject", async () => {
    const subjects = [
      "Thanks\r\nBcc: victim@example.com",
      "Thanks\nTo: victim@example.com",
      "=?utf-8?Q?Thanks=0D=0ABcc:_victim@example.com?=",
      `${"Thanks ".repeat(500)}\r\nCc: victim@example.com`,
    ];
    const jobs = await Promise.all(
      subjects.map((subject) => confirmationJob(felimarQuote(), { subject, body: "Body" })),
    );
    for (const job of jobs) await sendConfirmationEmail(job, context());
    for (const job of jobs) {
      const [received, ...more] = receivedFor(job.id);
      expect(more).toEqual([]);
      expect(received!.to).toEqual(["jan@example.nl"]);
      const mail = readMail(received!.text);
      for (const name of ["From", "Reply-To", "To", "Subject", "Message-ID"]) expect(mail.header(name)).toHaveLength(1);
      expect(mail.headers.map((header) => header.name.toLowerCase())).not.toEqual(
        expect.arrayContaining(["bcc", "cc"]),
      );
      expect(mail.header("Subject")[0]!.length).toBeLessThanOrEqual(200);
    }
  });

  it("fails at once for a job without its wording or with a target that is not one address", async () => {
    const unworded = await confirmationJob(felimarQuote(), { subject: "only a subject" });
    const twoTargets = await confirmationJob(felimarQuote(), WORDING, "jan@example.nl, victim@example.com");
    await expect(sendConfirmationEmail(unworded, context())).rejects.toBeInstanceOf(PermanentFailure);
    await expect(sendConfirmationEmail(twoTargets, context())).rejects.toBeInstanceOf(PermanentFailure);
    expect([...receivedFor(unworded.id), ...receivedFor(twoTargets.id)]).toEqual([]);
  });
});
