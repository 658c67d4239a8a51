/*
 * For the notification tests only (beside this file): rows to send about, a task's context
 * against the SMTP test server, and a reader for what that server received (headers as
 * sent, each MIME part decoded). Importing it opens nothing: unit tests use its fixtures too.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { FormKey, SpamReason } from "#app/admin/api-types.ts";
import type { AdminLanguage } from "#app/admin/messages/index.ts";
import type { SiteKey } from "#app/sites/registry.ts";
import { startSmtpTestServer, type SmtpTestServer } from "#tests/support/smtp-test-server.ts";
import { readConfig } from "../config";
import type { Db } from "../db/database";
import { memberships, outboxJobs, submissions, users } from "../db/schema";
import type { NewOutboxJob, OutboxJob } from "../jobs/outbox";
import type { OutboxTaskContext } from "../jobs/outbox-worker";
import { createMailer, type Mailer } from "./mailer";

export const TEST_SITE_URL = "https://forms.example.com";

export function taskContext(db: Db, mailer: Mailer): OutboxTaskContext {
  return { db, config: readConfig({ SITE_URL: TEST_SITE_URL }), mailer };
}

/**
 * An SMTP test server and a mailer sending to it, for the tests of the file that calls this:
 * started before them, closed after. Answers the mailer and the messages received per job.
 */
export function testMailServer() {
  let smtp: SmtpTestServer | undefined;
  let mailer: Mailer | undefined;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    mailer = createMailer({ SMTP_URL: smtp.url, MAIL_FROM: "Forms <notifications@forms.example.com>" })!;
  });
  afterAll(async () => {
    mailer?.close();
    await smtp?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error("the test mail server runs only during the tests");
    return value;
  };
  return {
    mailer: () => started(mailer),
    /** The messages the SMTP server received for one job (its id is in the Message-ID). */
    receivedFor: (jobId: string) =>
      started(smtp).messages.filter((mail) => mail.text.includes(`<${jobId}@forms.example.com>`)),
  };
}

/**
 * A new account, an owner of `sites` (an operator with none), signed in once unless `accepted`
 * is false, with the language it chose (null: not chosen). Answers its id.
 */
export async function insertUser(
  db: Db,
  email: string,
  role: "owner" | "operator",
  sites: SiteKey[] = [],
  { accepted = true, language = null }: { accepted?: boolean; language?: AdminLanguage | null } = {},
): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ email, role, language, firstSignInAt: accepted ? sql`now()` : null })
    .returning({ id: users.id });
  if (sites.length) await db.insert(memberships).values(sites.map((site) => ({ userId: user!.id, site })));
  return user!.id;
}

export interface TestSubmission {
  site: SiteKey;
  form: FormKey;
  name: string | null;
  email: string | null;
  phone?: string | null;
  message?: string | null;
  fields: Record<string, unknown>;
  spam?: boolean;
  /** Why the server put it in spam (null or absent: a person did, or it is not spam). */
  spamReason?: SpamReason | null;
  createdAt?: Date;
}

export async function insertSubmission(db: Db, submission: TestSubmission): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(submissions).values({ id, phone: null, message: null, ...submission });
  return id;
}

/** A Felimar quote as the endpoint stores it (phone and message included); `fields` and `columns` override. */
export function felimarQuote(
  fields: Record<string, unknown> = {},
  columns: Partial<TestSubmission> = {},
): TestSubmission & Required<Pick<TestSubmission, "phone" | "message">> {
  const all = {
    formulier: "offerte",
    categorie: "airco",
    pakket: null,
    naam: "Jan de Vries",
    telefoon: "+34 600 000 000",
    email: "jan@example.nl",
    plaats: "Altea",
    details: "De airco in de woonkamer lekt.\nGraag deze week.",
    voorkeurs_tijd: "dinsdagochtend",
    sleutel_beheer: true,
    ...fields,
  };
  return {
    site: "felimar",
    form: "felimar-quote",
    name: all.naam,
    email: all.email,
    phone: all.telefoon,
    message: all.details,
    fields: all,
    ...columns,
  };
}

/** A job as the worker would hold it (stored, so its foreign keys hold). */
export async function insertJob(db: Db, job: NewOutboxJob): Promise<OutboxJob> {
  const [row] = await db
    .insert(outboxJobs)
    .values({ ...job, retryUntil: sql`now() + interval '2 days'` })
    .returning();
  return row!;
}

export interface ReadMail {
  /** Every header line as sent, unfolded, in order. */
  headers: Array<{ name: string; value: string }>;
  /** The values of one header (any case), RFC 2047 encoded-words decoded. */
  header(name: string): string[];
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded. */
  html: string;
}

/** Reads a raw message as nodemailer builds it: headers, and a multipart/alternative of text and HTML (or one text part). */
export function readMail(raw: string): ReadMail {
  const { headers, body } = splitHeaders(raw);
  const contentType = headers.find((header) => header.name.toLowerCase() === "content-type")?.value ?? "";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitHeaders(part.replace(/^\r?\n/, "")))
    : [{ headers, body }];
  const partOf = (type: string) => {
    const part = parts.find((candidate) =>
      candidate.headers.some((header) => header.name.toLowerCase() === "content-type" && header.value.startsWith(type)),
    );
    if (!part) return "";
    const encoding = part.headers
      .find((header) => header.name.toLowerCase() === "content-transfer-encoding")
      ?.value.toLowerCase();
    return decodeBody(part.body, encoding).replace(/\r\n/g, "\n");
  };
  return {
    headers,
    header: (name) =>
      headers
        .filter((header) => header.name.toLowerCase() === name.toLowerCase())
        .map((header) => decodeWords(header.value)),
    text: partOf("text/plain"),
    html: partOf("text/html"),
  };
}

function splitHeaders(raw: string) {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end).replace(/^\r?\n\r?\n/, "");
  const headers = head
    .replace(/\r?\n[ \t]+/g, " ")
    .split(/\r?\n/)
    .filter((line) => line !== "")
    .map((line) => ({ name: line.slice(0, line.indexOf(":")), value: line.slice(line.indexOf(":") + 1).trim() }));
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding !== "quoted-printable") return body;
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i));
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, encoding: string, encoded: string) => {
      if (encoding.toUpperCase() === "B") return Buffer.from(encoded, "base64").toString("utf8");
      const bytes = encoded
        .replace(/_/g, " ")
        .replace(/=([0-9A-Fa-f]{2})/g, (__, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, "latin1").toString("utf8");
    });
}
