import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpTestServer, type SmtpTestServer } from "../support/smtp-test-server";
import { startPrivatePostgres, type PrivatePostgres } from "./support/private-postgres";
import { fetchProof } from "../support/proof-of-work";
import { felimarRequest } from "./support/requests";
import {
  killAllServers,
  killServer,
  startServer,
  waitUntilHealthy,
  type ServerProcess,
} from "./support/server-process";

// The outbox against what goes wrong in production: two instances sharing the work, the
// mail server away, a server killed with SIGKILL, PostgreSQL restarted. Each e-mail and
// webhook must arrive, and arrive once.
const POSTGRES_PORT = 3450;
const SERVER_PORTS = [3406, 3407, 3408] as const;
/** Fixed, so the mail server can go away and come back where the servers expect it. */
const SMTP_PORT = 3460;
const OWNER = "owner@felimar.example";

let postgres: PrivatePostgres;
let databaseUrl: string;
let sql: pg.Pool;
let smtp: SmtpTestServer | null = null;
let webhookReceiver: Server;
const webhookDeliveries: Array<{ id: string; body: { submission: { name: string } } }> = [];

const serverEnv = () => ({
  DATABASE_URL: databaseUrl,
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  WEBHOOK_ALLOW_PRIVATE: "1",
});

async function startHealthy(port: number): Promise<ServerProcess> {
  const server = startServer(port, serverEnv());
  await waitUntilHealthy(server);
  return server;
}

async function submit(server: ServerProcess): Promise<{ naam: string; at: number }> {
  const body = felimarRequest();
  const response = await fetch(server.url("/api/felimar/requests"), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...body, altcha: await fetchProof(server.url("")) }),
  });
  expect(response.status).toBe(201);
  return { naam: body.naam, at: Date.now() };
}

const mailsAbout = (naam: string) =>
  (smtp?.messages ?? []).filter((mail) => mail.to.includes(OWNER) && mail.subject.includes(naam));

async function jobsAbout(naam: string) {
  const { rows } = await sql.query<{
    id: string;
    kind: string;
    status: string;
    attempts: number;
    last_error: string | null;
  }>(
    `select j.id, j.kind, j.status, j.attempts, j.last_error from outbox_jobs j join submissions s on s.id = j.submission_id where s.name = $1 order by j.kind`,
    [naam],
  );
  return rows;
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  postgres = startPrivatePostgres(POSTGRES_PORT);
  databaseUrl = await postgres.createDatabase("faults_outbox");
  webhookReceiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      webhookDeliveries.push({
        id: String(request.headers["webhook-id"]),
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => webhookReceiver.listen(0, "127.0.0.1", resolve));
  // A first server runs the migrations; then the business: one owner of Felimar, one webhook.
  const first = await startHealthy(SERVER_PORTS[0]);
  await killServer(first, "SIGTERM");
  sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  sql.on("error", () => {}); // PostgreSQL is restarted on purpose below.
  const { rows } = await sql.query<{ id: string }>(
    `insert into users (email, role, first_sign_in_at) values ($1, 'owner', now()) returning id`,
    [OWNER],
  );
  await sql.query(`insert into memberships (user_id, site) values ($1, 'felimar')`, [rows[0]!.id]);
  const { port } = webhookReceiver.address() as AddressInfo;
  await sql.query(`insert into webhooks (site, url, secret) values ('felimar', $1, 'whsec_faults')`, [
    `http://127.0.0.1:${port}/hook`,
  ]);
});

afterAll(async () => {
  await killAllServers();
  await smtp?.close();
  await new Promise((resolve) => webhookReceiver?.close(resolve));
  await sql?.end().catch(() => {});
  postgres?.dispose();
});

describe("the outbox when things go wrong", () => {
  it("e-mails the owner within 2 s of each submission, and two instances send each e-mail and webhook once", async () => {
    smtp = await startSmtpTestServer({ port: SMTP_PORT });
    const servers = await Promise.all([startHealthy(SERVER_PORTS[0]), startHealthy(SERVER_PORTS[1])]);
    const sent = await Promise.all(Array.from({ length: 20 }, (_, i) => submit(servers[i % 2]!)));

    const latencies = await Promise.all(
      sent.map(async ({ naam, at }) => {
        await smtp!.waitForMessage((mail) => mail.to.includes(OWNER) && mail.subject.includes(naam), 10_000);
        return Date.now() - at;
      }),
    );
    expect(Math.max(...latencies)).toBeLessThan(2_000);
    await until(() => webhookDeliveries.length >= sent.length, 10_000, "every webhook");
    // Time for a second instance to send anything twice.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    for (const { naam } of sent) {
      expect(mailsAbout(naam)).toHaveLength(1);
      expect(webhookDeliveries.filter((delivery) => delivery.body.submission.name === naam)).toHaveLength(1);
      expect((await jobsAbout(naam)).map((job) => [job.kind, job.status, job.attempts])).toEqual([
        ["owner-email", "sent", 1],
        ["webhook", "sent", 1],
      ]);
    }
    await Promise.all(servers.map((server) => killServer(server, "SIGTERM")));
  });

  it("keeps e-mails through a mail-server outage and a kill -9, and sends each once, with its Message-ID, when both are back", async () => {
    await smtp!.close();
    smtp = null;
    const server = await startHealthy(SERVER_PORTS[0]);
    const sent = await Promise.all([submit(server), submit(server), submit(server)]);
    // The first attempt failed against the closed port and is waiting for its retry.
    for (const { naam } of sent) {
      await until(
        async () =>
          (await jobsAbout(naam)).some(
            (job) => job.kind === "owner-email" && job.attempts === 1 && job.last_error !== null,
          ),
        10_000,
        "a failed attempt",
      );
    }
    expect(await killServer(server, "SIGKILL")).toBeNull();

    smtp = await startSmtpTestServer({ port: SMTP_PORT });
    const replacement = await startHealthy(SERVER_PORTS[2]);
    for (const { naam } of sent) {
      const mail = await smtp.waitForMessage(
        (received) => received.to.includes(OWNER) && received.subject.includes(naam),
        40_000,
      );
      // The SMTP server has the message a moment before the worker's commit marks the job sent.
      const ownerEmail = async () => (await jobsAbout(naam)).find((row) => row.kind === "owner-email");
      await until(async () => (await ownerEmail())?.status !== "pending", 5_000, "the sent job's commit");
      const job = await ownerEmail();
      expect(job).toMatchObject({ status: "sent", attempts: 2 });
      expect(mail.text).toMatch(new RegExp(`^Message-ID: <${job!.id}@`, "im"));
      expect(mailsAbout(naam)).toHaveLength(1);
    }
    await killServer(replacement, "SIGTERM");
  });

  it("keeps e-mails through a PostgreSQL restart, and the server sends them once it is back", async () => {
    await smtp!.close();
    smtp = null;
    const server = await startHealthy(SERVER_PORTS[1]);
    const { naam } = await submit(server);
    await until(
      async () => (await jobsAbout(naam)).some((job) => job.kind === "owner-email" && job.attempts === 1),
      10_000,
      "a failed attempt",
    );

    postgres.stop();
    smtp = await startSmtpTestServer({ port: SMTP_PORT });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    postgres.start();

    await smtp.waitForMessage((mail) => mail.to.includes(OWNER) && mail.subject.includes(naam), 40_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mailsAbout(naam)).toHaveLength(1);
    expect(server.child.exitCode).toBeNull();
    await waitUntilHealthy(server);
    await killServer(server, "SIGTERM");
  });
});
