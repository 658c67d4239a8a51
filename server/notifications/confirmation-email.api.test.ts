import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeApi } from "#tests/support/api-harness.ts";
import { insertWithSubmission } from "../inbox/submission-record";
import { felimarRequest } from "#app/forms/felimar-request/felimar-request.server.ts";
import type { RequestData } from "#app/forms/felimar-request/schema.ts";
import { confirmationSettings, felimarRequests, outboxJobs, submissions } from "../db/schema";
import { PermanentFailure } from "../jobs/outbox-worker";
import { sendConfirmationEmail } from "./confirmation-email";
import {
  felimarQuote,
  insertJob,
  insertSubmission,
  readMail,
  taskContext,
  type TestSubmission,
  testMailServer,
} from "../mail/mail-test-support";

const { mailer, receivedFor } = testMailServer();

const WORDING = {
  subject: "Bedankt voor uw aanvraag — Felimar",
  body: "Bedankt voor uw aanvraag.\n\nMet vriendelijke groet,\nFelimar",
};

describeApi("the visitor's confirmation", (api) => {
  const db = () => api().database.db;
  const context = () => taskContext(db(), mailer());

  async function confirmationJob(submission: TestSubmission, payload: unknown = WORDING, target = "jan@example.nl") {
    const submissionId = await insertSubmission(db(), submission);
    return insertJob(db(), { kind: "confirmation-email", site: submission.site, submissionId, target, payload });
  }

  it("carries the owner's wording and a copy of what the visitor sent, labelled in Dutch, to the visitor only", async () => {
    const job = await confirmationJob(felimarQuote({ website: "bot text" }));
    await sendConfirmationEmail(job, context());
    const [received, ...more] = receivedFor(job.id);
    expect(more).toEqual([]);
    expect(received!.to).toEqual(["jan@example.nl"]);
    const mail = readMail(received!.text);
    expect(mail.header("To")).toEqual(["jan@example.nl"]);
    expect(mail.header("Subject")).toEqual([WORDING.subject]);
    expect(mail.header("Message-ID")).toEqual([`<${job.id}@forms.example.com>`]);
    expect(mail.text).toContain(
      "Bedankt voor uw aanvraag.\n\nMet vriendelijke groet,\nFelimar\n\n— Wat u ons stuurde —",
    );
    for (const line of [
      "Categorie: Comfort & Airco",
      "Naam: Jan de Vries",
      "Telefoon / WhatsApp: +34 600 000 000",
      "Plaats: Altea",
      "Gewenste datum/tijd: dinsdagochtend",
      "Sleutelbeheer gewenst: Ja",
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain("Met vriendelijke groet,<br>Felimar");
    expect(mail.html).toContain("Comfort &amp; Airco");
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain("bot text");
      expect(part).not.toContain("offerte");
    }
  });

  it("labels a housing visitor's copy in the language of the page they wrote on", async () => {
    const housing = (language: "en" | "no"): TestSubmission => ({
      site: "housing",
      form: "housing-contact",
      name: "Kari Nordmann",
      email: "kari@example.no",
      fields: {
        name: "Kari Nordmann",
        email: "kari@example.no",
        phone: null,
        message: "Er leiligheten ledig?",
        consent: true,
        language,
      },
    });
    const norwegian = await confirmationJob(
      housing("no"),
      { subject: "Takk for meldingen", body: "Takk." },
      "kari@example.no",
    );
    const english = await confirmationJob(housing("en"), { subject: "Thanks", body: "Thanks." }, "kari@example.no");
    await sendConfirmationEmail(norwegian, context());
    await sendConfirmationEmail(english, context());
    expect(readMail(receivedFor(norwegian.id)[0]!.text).text).toContain(
      "— Det du sendte oss —\n\nFullt navn: Kari Nordmann\nE-post: kari@example.no\nMelding: Er leiligheten ledig?",
    );
    expect(readMail(receivedFor(english.id)[0]!.text).text).toContain(
      "— What you sent us —\n\nFull name: Kari Nordmann\nEmail: kari@example.no\nMessage: Er leiligheten ledig?",
    );
  });

  it("is never sent for spam, nor for an erased submission", async () => {
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
      for (const name of ["From", "To", "Subject", "Message-ID"]) expect(mail.header(name)).toHaveLength(1);
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

  it("sends the job a submission enqueues when the owner switched confirmations on", async () => {
    await db()
      .insert(confirmationSettings)
      .values({ site: "felimar", form: "felimar-quote", enabled: true, ...WORDING })
      .onConflictDoNothing();
    const email = `${crypto.randomUUID()}@example.nl`;
    const fields = { ...felimarQuote().fields, email } as RequestData;
    const record = felimarRequest.record(fields);
    const insert = db()
      .insert(felimarRequests)
      .values({
        categorie: fields.categorie,
        naam: fields.naam,
        telefoon: fields.telefoon,
        email,
        details: fields.details,
        sleutelBeheer: false,
      })
      .returning({ id: felimarRequests.id });
    const id = (await insertWithSubmission(
      { db: db(), config: { CONFIRMATIONS_PER_HOUR: 100 }, logger: console },
      insert,
      record,
    ))!;
    const [job] = await db()
      .select()
      .from(outboxJobs)
      .where(and(eq(outboxJobs.submissionId, id), eq(outboxJobs.kind, "confirmation-email")));
    await sendConfirmationEmail(job!, context());
    const mail = readMail(receivedFor(job!.id)[0]!.text);
    expect(mail.header("To")).toEqual([email]);
    expect(mail.text).toContain(`E-mail: ${email}`);
  });
});
