import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages, type AdminLanguage } from "#app/admin/messages/index.ts";
import { mail as englishMail } from "#app/admin/messages/mail/en.ts";
import type { SiteKey } from "#app/sites/registry.ts";
import { TEST_ORIGIN } from "#tests/support/admin-session.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { startSmtpTestServer } from "#tests/support/smtp-test-server.ts";
import { createMailer, type Mailer } from "../mail/mailer";
import { escapeHtml } from "../mail/mail-html";
import {
  felimarQuote,
  insertJob,
  insertSubmission,
  insertUser,
  readMail,
  taskContext,
  TEST_SITE_URL,
  type TestSubmission,
} from "../mail/mail-test-support";
import { sendDigestEmail } from "./digest-email";
import { sendOwnerEmail } from "./owner-email";

/*
 * Each e-mail to an owner is in their language: their choice, else their site's. The
 * visitors' words stay as typed. Sent through a real SMTP server and read back decoded.
 */
const smtp = await startSmtpTestServer();
let mailer: Mailer;
beforeAll(() => {
  mailer = createMailer({ SMTP_URL: smtp.url, MAIL_FROM: "Forms <notifications@forms.example.com>" })!;
});
afterAll(async () => {
  mailer.close();
  await smtp.close();
});

const SUBMISSIONS: Record<"felimar" | "neron" | "housing", TestSubmission> = {
  felimar: felimarQuote(),
  neron: {
    site: "neron",
    form: "neron-contact",
    name: "Lucía Pérez",
    email: "lucia@example.es",
    message: "¿Tienen relojes antiguos?",
    fields: {
      nombre: "Lucía Pérez",
      email: "lucia@example.es",
      telefono: "600000000",
      mensaje: "¿Tienen relojes antiguos?",
    },
  },
  housing: {
    site: "housing",
    form: "housing-contact",
    name: "Kari Nordmann",
    email: "kari@example.no",
    message: "Er leiligheten ledig?",
    fields: {
      name: "Kari Nordmann",
      email: "kari@example.no",
      phone: null,
      message: "Er leiligheten ledig?",
      consent: true,
      language: "no",
    },
  },
};

/** Every fixed sentence of the English catalogue that `language` words otherwise: none may show in its e-mails. */
function englishOnly(language: AdminLanguage): string[] {
  const leaves = (english: unknown, other: unknown): string[] =>
    typeof english === "string"
      ? english === other
        ? []
        : [english]
      : english && typeof english === "object"
        ? Object.entries(english).flatMap(([key, value]) => leaves(value, (other as Record<string, unknown>)[key]))
        : [];
  return [...leaves(englishMail, adminMessages(language).mail), "Received", "daily digest", "Open it in the inbox"];
}

function expectIn(language: AdminLanguage, raw: string, sentences: string[]) {
  const mail = readMail(raw);
  const subject = mail.header("Subject").join(" ");
  for (const sentence of sentences) {
    expect(mail.text).toContain(sentence);
    expect(mail.html).toContain(escapeHtml(sentence));
  }
  expect(mail.html).toContain(`lang="${language}"`);
  if (language === "en") return mail;
  for (const english of englishOnly(language)) {
    expect(subject).not.toContain(english);
    expect(mail.text).not.toContain(english);
    expect(mail.html).not.toContain(escapeHtml(english));
  }
  return mail;
}

const OWNERS: { site: keyof typeof SUBMISSIONS; chose: AdminLanguage | null; reads: AdminLanguage }[] = [
  { site: "neron", chose: null, reads: "es" },
  { site: "felimar", chose: null, reads: "nl" },
  { site: "housing", chose: null, reads: "nb" },
  { site: "neron", chose: "en", reads: "en" },
  { site: "housing", chose: "es", reads: "es" },
];

describeApi(
  "owners' e-mails in their language",
  (api) => {
    const db = () => api().database.db;
    const newOwner = (site: SiteKey, language: AdminLanguage | null) => {
      const email = `${crypto.randomUUID()}@example.com`;
      return insertUser(db(), email, "owner", [site], { language }).then((id) => ({ id, email }));
    };

    describe.each(OWNERS)("an owner of $site who chose $chose", ({ site, chose, reads }) => {
      const words = adminMessages(reads).mail;

      it(`gets the sign-in link in ${reads}`, async () => {
        const owner = await newOwner(site, chose);
        const asked = await api().post("/api/admin/auth/email", { email: owner.email }, { Origin: TEST_ORIGIN });
        expect(asked.status).toBe(202);
        const received = await smtp.waitForMessage((message) => message.to.includes(owner.email));
        expect(received.subject).toBe(words.signIn.subject);
        expect(expectIn(reads, received.text, [words.signIn.note]).text).toContain(words.greeting);
        expect(readMail(received.text).html).toContain(escapeHtml(words.signIn.button));
      });

      it(`gets a submission's notification in ${reads}, the visitor's words as typed`, async () => {
        const owner = await newOwner(site, chose);
        const submission = SUBMISSIONS[site];
        const submissionId = await insertSubmission(db(), submission);
        const job = await insertJob(db(), {
          kind: "owner-email",
          site,
          submissionId,
          userId: owner.id,
          target: owner.email,
        });
        await sendOwnerEmail(job, taskContext(db(), mailer));
        const received = await smtp.waitForMessage((message) => message.text.includes(`<${job.id}@forms.example.com>`));
        const mail = expectIn(reads, received.text, [words.submission.replyToAnswer]);
        expect(mail.html).toContain(escapeHtml(words.submission.openInInbox));
        expect(mail.text).toContain(submission.message!.split("\n")[0]);
        expect(mail.header("Subject")[0]).toContain(submission.name!);
      });

      it(`gets the daily digest in ${reads}`, async () => {
        const owner = await newOwner(site, chose);
        const ids = [await insertSubmission(db(), SUBMISSIONS[site]), await insertSubmission(db(), SUBMISSIONS[site])];
        const job = await insertJob(db(), {
          kind: "digest-email",
          site,
          userId: owner.id,
          target: owner.email,
          payload: { submissionIds: ids },
        });
        await sendDigestEmail(job, taskContext(db(), mailer));
        const received = await smtp.waitForMessage((message) => message.text.includes(`<${job.id}@forms.example.com>`));
        expect(readMail(received.text).header("Subject")).toEqual([words.digest.subject(2)]);
        const mail = expectIn(reads, received.text, []);
        expect(mail.html).toContain(escapeHtml(words.digest.eachLinks));
        expect(mail.text).toContain(words.digest.inboxLink(`${TEST_SITE_URL}/admin`));
      });
    });
  },
  { SMTP_URL: smtp.url },
);
