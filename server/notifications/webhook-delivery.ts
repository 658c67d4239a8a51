import { lookup as dnsLookup } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { eq } from "drizzle-orm";
import { formDefinition } from "#app/forms/index.server.ts";
import { webhooks } from "../db/schema";
import type { OutboxJob } from "../jobs/outbox";
import { PermanentFailure, type OutboxTask } from "../jobs/outbox-worker";
import { loadLiveSubmission, type LiveSubmission } from "./live-submission";
import { checkWebhookUrl, isPublicAddress } from "./webhook-url";
import { signWebhook } from "./webhook-signature";

/** Every attempt gives up after this long. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The most of a receiver's answer we read; the rest is dropped with the connection. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Delivers one submission to one webhook (docs/notifications.md, Webhooks): a signed JSON POST. Nothing is
 * sent, and the job is done, when there is nothing left to tell: the webhook was deleted
 * or the submission erased or moved to spam since the job was made. A 2xx answer is
 * delivered; 410 Gone fails the job at once (the receiver asked us to stop); anything
 * else throws a short error (no personal data: it is stored as the job's last error) and
 * the worker retries with back-off. Each attempt is signed afresh with its own
 * timestamp; `Webhook-Id` is the job's id on every attempt, so receivers can drop repeats.
 */
export const deliverWebhook: OutboxTask = async (job, { db, config }) => {
  if (!job.webhookId || !job.submissionId) return;
  const [webhook] = await db
    .select({ url: webhooks.url, secret: webhooks.secret })
    .from(webhooks)
    .where(eq(webhooks.id, job.webhookId));
  if (!webhook) return;
  const submission = await loadLiveSubmission(db, job.submissionId);
  if (!submission) return;

  const allowPrivate = config.WEBHOOK_ALLOW_PRIVATE;
  // The policy may have changed since the URL was stored (WEBHOOK_ALLOW_PRIVATE switched off), and DNS answers change.
  const checked = await checkWebhookUrl(webhook.url, { allowPrivate });
  if (!checked.ok) throw new Error(`refused: ${checked.problem}`);

  const body = JSON.stringify(webhookBody(job, submission, config.SITE_URL));
  const headers = webhookHeaders(webhook.secret, job.id, new Date(), body, config.SITE_URL);
  const status = await postWebhook(checked.url, headers, body, { allowPrivate });
  if (status >= 200 && status < 300) return;
  if (status === 410) throw new PermanentFailure("HTTP 410 Gone: the receiver asked for no more deliveries");
  if (status >= 300 && status < 400) throw new Error(`HTTP ${status}: redirects are not followed`);
  throw new Error(`HTTP ${status}`);
};

/** Every delivery's headers (docs/notifications.md, Webhooks): signed afresh at `now` with the delivery's id. */
export function webhookHeaders(secret: string, id: string, now: Date, body: string, siteUrl: string) {
  return {
    ...signWebhook(secret, id, Math.floor(now.getTime() / 1000), body),
    "Content-Type": "application/json",
    "User-Agent": `small-sites-webhooks/1 (+${siteUrl})`,
  };
}

/** What a receiver gets: the event, and the submission with its fields labelled as the inbox shows them. */
export function webhookBody(job: Pick<OutboxJob, "id" | "createdAt">, submission: LiveSubmission, siteUrl: string) {
  const labelled = formDefinition(submission.form)?.labelFields(submission.fields) ?? [];
  return {
    id: job.id,
    type: "submission.created",
    createdAt: job.createdAt.toISOString(),
    site: submission.site,
    form: submission.form,
    submission: {
      id: submission.id,
      createdAt: submission.createdAt.toISOString(),
      name: submission.name,
      email: submission.email,
      phone: submission.phone,
      message: submission.message,
      fields: Object.fromEntries(labelled.map((field) => [field.label, field.value])),
      url: `${siteUrl}/admin/submissions/${submission.id}`,
    },
  };
}

class RefusedAddress extends Error {
  constructor() {
    super("refused: private address");
  }
}

/**
 * Resolves as a connection would and refuses any non-public answer. Checking the URL
 * before sending is not enough: DNS can answer a public address to the check and a
 * private one to the connection (rebinding); this lookup is the connection's own.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "");
    if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address)))
      return callback(new RefusedAddress(), "");
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/**
 * POSTs `body` to `url` and answers the status. Connects only to public addresses unless
 * `allowPrivate`; follows no redirect; gives up after `timeoutMs` in all (connecting,
 * sending, waiting); reads at most 64 KB of the answer and drops it. Throws errors with
 * short messages ("timed out after 10 s", "ECONNREFUSED", "refused: private address").
 */
export function postWebhook(
  url: URL,
  headers: Record<string, string>,
  body: string,
  { allowPrivate, timeoutMs = WEBHOOK_TIMEOUT_MS }: { allowPrivate: boolean; timeoutMs?: number },
): Promise<number> {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  // An address in the URL is connected to without any lookup: check it here.
  if (!allowPrivate && isIP(host) && !isPublicAddress(host)) return Promise.reject(new RefusedAddress());

  return new Promise<number>((resolve, reject) => {
    let status: number | undefined;
    let settled = false;
    const settle = (outcome: { status: number } | { error: Error }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      if ("status" in outcome) resolve(outcome.status);
      else reject(outcome.error);
    };

    const client = url.protocol === "https:" ? https : http;
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
        // A fresh connection per delivery: each is looked up and checked, and none is left open.
        agent: false,
        lookup: allowPrivate ? undefined : publicOnlyLookup,
      },
      (response) => {
        status = response.statusCode ?? 0;
        const answered = { status };
        let received = 0;
        response.on("data", (chunk: Buffer) => {
          received += chunk.length;
          if (received > MAX_ANSWER_BYTES) settle(answered);
        });
        response.on("end", () => settle(answered));
        response.on("error", () => settle(answered));
      },
    );
    // Once the status is in, a slow or endless answer changes nothing: the receiver has answered.
    const timer = setTimeout(
      () => settle(status === undefined ? { error: new Error(`timed out after ${timeoutMs / 1000} s`) } : { status }),
      timeoutMs,
    );
    request.on("error", (error: NodeJS.ErrnoException) =>
      settle({ error: error instanceof RefusedAddress ? error : new Error(error.code ?? "connection failed") }),
    );
    request.end(body);
  });
}
