import type { AddressInfo } from "node:net";
import pg from "pg";
import { SMTPServer } from "smtp-server";

/** The address of the Felimar owner the notified rows e-mail. */
export const BENCH_OWNER = "bench-owner@felimar.example";

export interface SmtpSink {
  url: string;
  /** Messages accepted so far. */
  received(): number;
  close(): Promise<void>;
}

/**
 * A local SMTP server (npm `smtp-server`) that accepts every message and only counts it:
 * the outbox's peer in the benchmark. Kept in memory, tens of thousands of messages
 * would weigh on the load generator sharing this process.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  let received = 0;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    maxClients: 100,
    onData(stream, _session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Makes one owner a member of Felimar: from now on each Felimar submission enqueues an e-mail to them. */
export async function addFelimarOwner(databaseUrl: string): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      "INSERT INTO users (email, role, first_sign_in_at) VALUES ($1, 'owner', now()) RETURNING id",
      [BENCH_OWNER],
    );
    await client.query("INSERT INTO memberships (user_id, site) VALUES ($1, 'felimar')", [rows[0]!.id]);
  });
}

export interface DrainMeasurement {
  jobs: number;
  seconds: number;
  /** Jobs that did not end `sent` (none expected). */
  notSent: number;
}

/**
 * Stores `count` Felimar submissions, each with its owner e-mail in the outbox, in one
 * transaction that ends with the NOTIFY a submission sends, and times until the running
 * server's worker has handed every one to the SMTP sink and marked it sent.
 */
export async function measureOutboxDrain(
  databaseUrl: string,
  sink: SmtpSink,
  count: number,
): Promise<DrainMeasurement> {
  return withClient(databaseUrl, async (client) => {
    const before = sink.received();
    await client.query("BEGIN");
    await client.query(
      `WITH owner AS (SELECT id, email FROM users WHERE email = $2),
            stored AS (
              INSERT INTO submissions (id, site, form, name, email, phone, message, fields)
              SELECT gen_random_uuid(), 'felimar', 'felimar-contact', 'Drain ' || n, 'drain' || n || '@example.nl', '+34 600 111 222',
                     'Bericht ' || n, jsonb_build_object('formulier', 'contact', 'categorie', 'algemeen', 'naam', 'Drain ' || n, 'telefoon', '+34 600 111 222', 'email', 'drain' || n || '@example.nl', 'details', 'Bericht ' || n)
              FROM generate_series(1, $1::int) AS n
              RETURNING id)
       INSERT INTO outbox_jobs (kind, site, submission_id, user_id, target, retry_until)
       SELECT 'owner-email', 'felimar', stored.id, owner.id, owner.email, now() + interval '48 hours' FROM stored, owner`,
      [count, BENCH_OWNER],
    );
    await client.query("SELECT pg_notify('outbox', '')");
    const started = performance.now();
    await client.query("COMMIT");
    const deadline = Date.now() + 120_000;
    while (sink.received() - before < count && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const seconds = (performance.now() - started) / 1000;
    // The last ones are marked sent just after the sink accepted them.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { rows } = await client.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM outbox_jobs j JOIN submissions s ON s.id = j.submission_id WHERE s.name LIKE 'Drain %' AND j.status <> 'sent'",
    );
    return { jobs: count, seconds, notSent: rows[0]?.count ?? count };
  });
}

/** E-mails still waiting in the outbox: what a row's load left for the worker to catch up on. */
export async function pendingEmails(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM outbox_jobs WHERE status = 'pending'",
    );
    return rows[0]?.count ?? 0;
  });
}

/** After a load: how many e-mails were still waiting, and how long the workers took to send them (at most 2 minutes). */
export async function waitForOutbox(
  databaseUrl: string,
): Promise<{ backlogAfterLoad: number; catchUpSeconds: number }> {
  const backlogAfterLoad = await pendingEmails(databaseUrl);
  const started = performance.now();
  while ((await pendingEmails(databaseUrl)) > 0 && performance.now() - started < 120_000)
    await new Promise((resolve) => setTimeout(resolve, 250));
  return { backlogAfterLoad, catchUpSeconds: Math.round((performance.now() - started) / 100) / 10 };
}

export interface OutboxReport {
  drain?: DrainMeasurement;
  backlogAfterLoad?: number;
  catchUpSeconds?: number;
}

/** The drain against its target (`targetSeconds`), and what the notified load left behind. */
export function formatOutbox({ drain, backlogAfterLoad, catchUpSeconds }: OutboxReport, targetSeconds: number): string {
  const lines: string[] = [];
  if (drain) {
    const met = drain.seconds < targetSeconds && drain.notSent === 0;
    lines.push(
      `Outbox: ${drain.jobs.toLocaleString("en")} e-mails sent to a local SMTP server in ${drain.seconds.toFixed(2)} s (${Math.round(drain.jobs / drain.seconds)}/s)` +
        `${drain.notSent ? `, ${drain.notSent} not sent` : ""}; target < ${targetSeconds} s: ${met ? "met" : "**not met**"}.`,
    );
  }
  if (backlogAfterLoad !== undefined)
    lines.push(
      `E-mails still waiting when the notified load ended: ${backlogAfterLoad.toLocaleString("en")}, all sent ${catchUpSeconds} s later.`,
    );
  return lines.join("\n");
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
