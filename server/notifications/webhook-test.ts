import type { WebhookTestResult } from "#app/admin/api-types.ts";
import type { SiteKey } from "#app/sites/registry.ts";
import type { Config } from "../config";
import { postWebhook, webhookHeaders } from "./webhook-delivery";
import { checkWebhookUrl } from "./webhook-url";

/**
 * Sends one signed test event to a webhook now and answers what happened: the receiver's
 * status, or why it was not reached. Signed, checked and sent exactly as a real delivery
 * (webhook-delivery.ts: the same URL check, the connection's own public-only lookup, the
 * 10 s limit, no redirects), so a test that passes means deliveries will; only the body
 * differs: `type` is "webhook.test" and there is no submission (no personal data).
 * Nothing is stored or retried.
 */
export async function sendWebhookTest(
  webhook: { site: SiteKey; url: string; secret: string },
  config: Pick<Config, "SITE_URL" | "WEBHOOK_ALLOW_PRIVATE">,
  now = new Date(),
): Promise<WebhookTestResult> {
  const allowPrivate = config.WEBHOOK_ALLOW_PRIVATE;
  const checked = await checkWebhookUrl(webhook.url, { allowPrivate });
  if (!checked.ok) return { delivered: false, status: null, error: `refused: ${checked.problem}` };
  const id = crypto.randomUUID();
  const body = JSON.stringify({ id, type: "webhook.test", createdAt: now.toISOString(), site: webhook.site });
  const headers = webhookHeaders(webhook.secret, id, now, body, config.SITE_URL);
  try {
    const status = await postWebhook(checked.url, headers, body, { allowPrivate });
    return { delivered: status >= 200 && status < 300, status, error: null };
  } catch (error) {
    return { delivered: false, status: null, error: error instanceof Error ? error.message : "connection failed" };
  }
}
