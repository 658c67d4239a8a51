import { and, count, eq, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { WebhookItem } from "#app/admin/api-types.ts";
import { SITE_KEYS, type SiteKey } from "#app/sites/registry.ts";
import { recordAudit } from "../../audit/audit";
import { requireAdmin } from "../../auth/guard";
import type { AdminEnv, AdminPrincipal } from "../../auth/principal";
import type { Db } from "../../db/database";
import { webhooks } from "../../db/schema";
import { isUuid } from "../../db/uuid";
import { apiError } from "../../http/api-error";
import { jsonBody } from "../../http/json-body";
import { checkWebhookUrl, MAX_WEBHOOK_URL_LENGTH } from "../../notifications/webhook-url";
import { newWebhookSecret } from "../../notifications/webhook-signature";
import { sendWebhookTest } from "../../notifications/webhook-test";
import { OUTBOX_CHANNEL } from "../../jobs/outbox";
import type { ApiDeps } from "../deps";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

/** Each delivery is one request per webhook: a site with hundreds would turn every submission into a flood. */
export const MAX_WEBHOOKS_PER_SITE = 20;

// Any fixed number: a site's webhooks are added one at a time, so the cap holds under concurrent requests.
const WEBHOOK_LOCK_ID = 72_410_032;

const createSchema = z.strictObject({
  site: z.enum(SITE_KEYS),
  url: z
    .string()
    .trim()
    .min(1, serverErrors.enterWebhookUrl)
    .max(MAX_WEBHOOK_URL_LENGTH, serverErrors.webhookUrlTooLong(MAX_WEBHOOK_URL_LENGTH)),
});

const SITE_NOT_FOUND = serverErrors.noSuchSiteOfYours;
const WEBHOOK_NOT_FOUND = serverErrors.noSuchWebhook;

/**
 * A site's webhooks (app/admin/api-types.ts; the list comes with GET /admin/notifications):
 * - POST /admin/webhooks {site, url} → 201 WebhookItem, with a new secret
 * - DELETE /admin/webhooks/:id → 204
 * - POST /admin/webhooks/:id/test → WebhookTestResult: a signed test event sent now, and
 *   the receiver's status or the network error. A 2xx also sends the webhook's waiting
 *   retries at once, instead of after their back-off (up to an hour).
 * Any member of the site may add, remove or test them. A site or webhook that is not the
 * user's is a 404, like one that does not exist. A URL that could reach our own
 * network is refused (webhook_url_refused): the server would send requests there.
 * Both are written to the audit log with the site and the URL's host, never the secret.
 */
export function adminWebhookRoutes({ db, config, limit }: ApiDeps) {
  const signedIn = requireAdmin(db, config.SITE_URL);

  return (
    new Hono<AdminEnv>()
      // Each add resolves a host name: limited, so nobody probes DNS (or holds lookups) at will.
      .post(
        "/admin/webhooks",
        signedIn,
        limit("admin-webhooks", {
          perClient: 30,
          message: serverErrors.tooManyWebhooksAdded,
        }),
        jsonBody(createSchema),
        async (c) => {
          const admin = c.get("admin");
          const { site, url } = c.get("body");
          if (!admin.sites.includes(site)) return apiError(c, 404, "not_found", SITE_NOT_FOUND);
          const checked = await checkWebhookUrl(url, { allowPrivate: config.WEBHOOK_ALLOW_PRIVATE });
          if (!checked.ok) return apiError(c, 400, "webhook_url_refused", checked.message, { url: checked.message });
          const created = await addWebhook(db, admin, site, checked.url);
          if (!created) {
            const message = serverErrors.tooManyWebhooks(MAX_WEBHOOKS_PER_SITE);
            return apiError(c, 400, "too_many_webhooks", message, { url: message });
          }
          return c.json(created, 201);
        },
      )
      // Each test makes the server connect out, for up to 10 s: limited like adding one.
      .post(
        "/admin/webhooks/:id/test",
        signedIn,
        limit("admin-webhook-tests", {
          perClient: 20,
          message: serverErrors.tooManyWebhookTests,
        }),
        async (c) => {
          const webhook = await findWebhook(db, c.get("admin"), c.req.param("id"));
          if (!webhook) return apiError(c, 404, "not_found", WEBHOOK_NOT_FOUND);
          const result = await sendWebhookTest(webhook, config);
          if (result.delivered) await retryWaitingDeliveries(db, webhook.id);
          return c.json(result);
        },
      )
      .delete("/admin/webhooks/:id", signedIn, async (c) => {
        const removed = await removeWebhook(db, c.get("admin"), c.req.param("id"));
        return removed ? c.body(null, 204) : apiError(c, 404, "not_found", WEBHOOK_NOT_FOUND);
      })
  );
}

/** Adds a webhook with a new secret; null when the site already has the most it may. */
async function addWebhook(db: Db, admin: AdminPrincipal, site: SiteKey, url: URL): Promise<WebhookItem | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${WEBHOOK_LOCK_ID}, hashtext(${site}))`);
    const [existing] = await tx.select({ total: count() }).from(webhooks).where(eq(webhooks.site, site));
    if ((existing?.total ?? 0) >= MAX_WEBHOOKS_PER_SITE) return null;
    const [row] = await tx
      .insert(webhooks)
      .values({ site, url: url.href, secret: newWebhookSecret(), createdBy: admin.userId })
      .returning();
    await recordAudit(tx, admin, "webhook_added", { site, webhookId: row!.id, host: url.host });
    return { id: row!.id, site, url: row!.url, secret: row!.secret, createdAt: row!.createdAt.toISOString() };
  });
}

/**
 * Removes a webhook of one of the user's sites. Its deliveries, sent or pending, go with
 * it (the foreign key cascades): nothing more is sent there. False when there is no such
 * webhook on the user's sites.
 */
async function removeWebhook(db: Db, admin: AdminPrincipal, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(webhooks)
      .where(and(eq(webhooks.id, id), inArray(webhooks.site, admin.sites)))
      .returning({ site: webhooks.site, url: webhooks.url });
    if (!removed) return false;
    await recordAudit(tx, admin, "webhook_removed", {
      site: removed.site,
      webhookId: id,
      host: new URL(removed.url).host,
    });
    return true;
  });
}

/** One of the user's sites' webhooks, or null (another site's is not theirs to see either). */
async function findWebhook(db: Db, admin: AdminPrincipal, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ id: webhooks.id, site: webhooks.site, url: webhooks.url, secret: webhooks.secret })
    .from(webhooks)
    .where(and(eq(webhooks.id, id), inArray(webhooks.site, admin.sites)));
  return row ? { ...row, site: row.site as SiteKey } : null;
}

/** The webhook answers again: its deliveries waiting for a retry are due now, and the workers are woken. */
async function retryWaitingDeliveries(db: Db, webhookId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update outbox_jobs set run_at = now() where webhook_id = ${webhookId} and status = 'pending' and run_at > now()`,
    );
    await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  });
}
