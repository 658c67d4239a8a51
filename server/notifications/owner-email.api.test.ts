import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeApi } from "#tests/support/api-harness.ts";
import { memberships, submissions } from "../db/schema";
import { PermanentFailure } from "../jobs/outbox-worker";
import type { Mailer } from "../mail/mailer";
import { deliverNotification } from "../mail/mail-delivery";
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
import { sendOwnerEmail } from "./owner-email";

const { mailer, receivedFor } = testMailServer();

// Names, subjects' parts and addresses that try to add a header or a recipient.
const INJECTIONS = [
  "Jan\r\nBcc: victim@example.com",
  "Jan\nCc: victim@example.com",
  "Jan\rTo: victim@example.com",
  "Jan\u2028Bcc: victim@example.com",
  "Jan%0d%0aBcc: victim@example.com",
  "=?utf-8?Q?Jan=0D=0ABcc:_victim@example.com?=",
  "=?utf-8?B?SmFuDQpCY2M6IHZpY3RpbUBleGFtcGxlLmNvbQ==?=",
  "Jan, victim@example.com",
  "Jan <victim@example.com>",
  '"Jan" <victim@example.com>, ',
  `${"x".repeat(5000)}\r\nBcc: victim@example.com`,
];
const BAD_ADDRESSES = [
  "jan@example.nl\r\nBcc: victim@example.com",
  "jan@example.nl, victim@example.com",
  "Jan <jan@example.nl>",
  "jan@example.nl>\r\nBcc: <victim@example.com",
  '"victim@example.com"@example.nl',
];

describeApi("the owner's e-mail", (api) => {
  const db = () => api().database.db;
  const context = () => taskContext(db(), mailer());

  async function ownerJob(
    submission: TestSubmission,
    target = "owner@example.com",
    role: "owner" | "operator" = "owner",
  ) {
    const userId = await insertUser(
      db(),
      `${crypto.randomUUID()}@example.com`,
      role,
      role === "owner" ? [submission.site] : [],
    );
    const submissionId = await insertSubmission(db(), submission);
    return insertJob(db(), { kind: "owner-email", site: submission.site, submissionId, userId, target });
  }

  it("goes to the member from MAIL_FROM, Reply-To the visitor, in Dutch, both parts with every field and the inbox link", async () => {
    const job = await ownerJob(felimarQuote());
    await sendOwnerEmail(job, context());
    const [received] = receivedFor(job.id);
    expect(received!.to).toEqual(["owner@example.com"]);
    const mail = readMail(received!.text);
    expect(mail.header("From")).toEqual(["Forms <notifications@forms.example.com>"]);
    expect(mail.header("To")).toEqual(["owner@example.com"]);
    expect(mail.header("Reply-To")).toEqual(["Jan de Vries <jan@example.nl>"]);
    expect(mail.header("Subject")).toEqual(["Nieuwe offerteaanvraag — Comfort & Airco — Jan de Vries"]);
    expect(mail.header("Message-ID")).toEqual([`<${job.id}@forms.example.com>`]);
    const link = `${TEST_SITE_URL}/admin/submissions/${job.submissionId}`;
    for (const value of [
      "Comfort & Airco",
      "Jan de Vries",
      "+34 600 000 000",
      "jan@example.nl",
      "Altea",
      "dinsdagochtend",
      "Sleutelbeheer",
      link,
    ]) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(value.replace("&", "&amp;"));
    }
    expect(mail.text).toContain("De airco in de woonkamer lekt.\n  Graag deze week.");
    expect(mail.html).toContain("De airco in de woonkamer lekt.\nGraag deze week.");
  });

  it("keeps its Message-ID when the same job is sent again (a retry)", async () => {
    const job = await ownerJob(felimarQuote());
    await sendOwnerEmail(job, context());
    await sendOwnerEmail(job, context());
    const ids = receivedFor(job.id).map((received) => readMail(received.text).header("Message-ID"));
    expect(ids).toEqual([[`<${job.id}@forms.example.com>`], [`<${job.id}@forms.example.com>`]]);
  });

  it("writes the subject in Norwegian for housing and Spanish for Neron", async () => {
    const housing = await ownerJob({
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
        language: "no",
      },
    });
    const neron = await ownerJob({
      site: "neron",
      form: "neron-contact",
      name: "Lucía Pérez",
      email: "lucia@example.es",
      fields: {
        nombre: "Lucía Pérez",
        email: "lucia@example.es",
        telefono: "600000000",
        mensaje: "¿Tienen relojes antiguos?",
      },
    });
    await sendOwnerEmail(housing, context());
    await sendOwnerEmail(neron, context());
    expect(readMail(receivedFor(housing.id)[0]!.text).header("Subject")).toEqual(["Ny henvendelse — Kari Nordmann"]);
    const spanish = readMail(receivedFor(neron.id)[0]!.text);
    expect(spanish.header("Subject")).toEqual(["Nuevo mensaje de contacto — Lucía Pérez"]);
    expect(spanish.text).toContain("¿Tienen relojes antiguos?");
    expect(spanish.header("Reply-To")).toEqual(["Lucía Pérez <lucia@example.es>"]);
  });

  it("has no Reply-To when the visitor left no e-mail address", async () => {
    const job = await ownerJob(felimarQuote({ email: null }, { email: null }));
    await sendOwnerEmail(job, context());
    expect(readMail(receivedFor(job.id)[0]!.text).header("Reply-To")).toEqual([]);
  });

  it("escapes what the visitor typed in the HTML part", async () => {
    const job = await ownerJob(felimarQuote({ details: `<script>alert("x")</script> & <img src=x onerror=alert(1)>` }));
    await sendOwnerEmail(job, context());
    const mail = readMail(receivedFor(job.id)[0]!.text);
    expect(mail.html).not.toMatch(/<script|<img/);
    expect(mail.html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;",
    );
    expect(mail.text).toContain(`<script>alert("x")</script>`);
  });

  it("sends nothing, and completes, when the submission was deleted or moved to spam, or the member left the site", async () => {
    const deleted = await ownerJob(felimarQuote());
    const spam = await ownerJob(felimarQuote());
    const removed = await ownerJob(felimarQuote());
    // The jobs go with a deleted submission (a foreign key); a worker may still hold the copy it claimed.
    await db().delete(submissions).where(eq(submissions.id, deleted.submissionId!));
    await db().update(submissions).set({ spam: true }).where(eq(submissions.id, spam.submissionId!));
    await db().delete(memberships).where(eq(memberships.userId, removed.userId!));
    for (const job of [deleted, spam, removed]) await expect(sendOwnerEmail(job, context())).resolves.toBeUndefined();
    expect([...receivedFor(deleted.id), ...receivedFor(spam.id), ...receivedFor(removed.id)]).toEqual([]);
  });

  it("reaches an operator who chose to hear of a site they are no member of", async () => {
    const job = await ownerJob(felimarQuote(), "operator@example.com", "operator");
    await sendOwnerEmail(job, context());
    expect(receivedFor(job.id).map((received) => received.to)).toEqual([["operator@example.com"]]);
  });

  it("adds no header or recipient through a name, a subject's part or the visitor's address", async () => {
    const jobs = [
      ...(await Promise.all(
        INJECTIONS.map((value) => ownerJob(felimarQuote({ naam: value, pakket: value }, { name: value }))),
      )),
      ...(await Promise.all(BAD_ADDRESSES.map((value) => ownerJob(felimarQuote({ email: value }, { email: value }))))),
    ];
    for (const job of jobs) await sendOwnerEmail(job, context());
    for (const job of jobs) {
      const [received, ...more] = receivedFor(job.id);
      expect(more).toEqual([]);
      expect(received!.to).toEqual(["owner@example.com"]);
      const mail = readMail(received!.text);
      for (const name of ["From", "To", "Subject", "Message-ID", "Date", "MIME-Version", "Content-Type"])
        expect(mail.header(name)).toHaveLength(1);
      expect(mail.header("Reply-To").length).toBeLessThanOrEqual(1);
      expect(mail.headers.map((header) => header.name.toLowerCase())).not.toEqual(
        expect.arrayContaining(["bcc", "cc"]),
      );
      expect(mail.header("To")).toEqual(["owner@example.com"]);
      expect(mail.header("Subject")[0]).not.toMatch(/[\r\n]/);
      expect(mail.header("Subject")[0]!.length).toBeLessThanOrEqual(200);
      // A Reply-To is one plain address or none: never the victim's.
      for (const replyTo of mail.header("Reply-To")) expect(replyTo).toMatch(/<jan@example\.nl>$/);
    }
  });

  it("fails at once, sending nothing, for a recipient that is not one plain address", async () => {
    for (const target of BAD_ADDRESSES) {
      const job = await ownerJob(felimarQuote(), target);
      await expect(sendOwnerEmail(job, context())).rejects.toBeInstanceOf(PermanentFailure);
      expect(receivedFor(job.id)).toEqual([]);
    }
  });

  it("fails at once on an SMTP 5xx answer and is retried after any other failure, recording a code, never the server's text", async () => {
    const refusing = (responseCode: number): Mailer => ({
      send: () =>
        Promise.reject(Object.assign(new Error(`${responseCode} <jan@example.nl>: mailbox full`), { responseCode })),
      close: () => undefined,
    });
    const job = await ownerJob(felimarQuote());
    const mail = { subject: "S", text: "T" };
    await expect(deliverNotification(job, { ...context(), mailer: refusing(550) }, mail)).rejects.toBeInstanceOf(
      PermanentFailure,
    );
    const temporary = deliverNotification(job, { ...context(), mailer: refusing(421) }, mail);
    await expect(temporary).rejects.toThrow(/^the mail server deferred it \(421\)$/);
    await expect(temporary).rejects.not.toBeInstanceOf(PermanentFailure);
    const unreachable: Mailer = {
      send: () => Promise.reject(Object.assign(new Error("connect ECONNREFUSED 10.0.0.7:25"), { code: "ECONNECTION" })),
      close: () => undefined,
    };
    await expect(deliverNotification(job, { ...context(), mailer: unreachable }, mail)).rejects.toThrow(
      /^the mail server could not be reached \(ECONNECTION\)$/,
    );
  });
});
