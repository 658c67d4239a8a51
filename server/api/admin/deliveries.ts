import { and, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import type { DeliveryItem } from "#app/admin/api-types.ts";
import { recordAudit } from "../../audit/audit";
import { requireAdmin, requireOperator } from "../../auth/guard";
import type { AdminEnv, AdminPrincipal } from "../../auth/principal";
import type { Db } from "../../db/database";
import { outboxJobs } from "../../db/schema";
import { isUuid } from "../../db/uuid";
import { apiError } from "../../http/api-error";
import { retryJobNow } from "../../jobs/outbox";
import { listFailedDeliveries, toDeliveryItem } from "../../notifications/deliveries";
import type { ApiDeps } from "../deps";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

/**
 * Failed deliveries, for operators only (an owner gets 403):
 * - GET /admin/deliveries/failed → FailedDeliveryItem[], newest first
 * - POST /admin/deliveries/:id/retry → the DeliveryItem, pending again with 48 more hours
 *   of retries and the same id (so the same Message-ID). 404 unless it is a failed job
 *   of the operator's sites.
 */
export function adminDeliveryRoutes({ db, config, mailer }: ApiDeps) {
  const operatorOnly = [requireAdmin(db, config.SITE_URL), requireOperator()] as const;
  const mailConfigured = mailer !== null;

  return new Hono<AdminEnv>()
    .get("/admin/deliveries/failed", ...operatorOnly, async (c) =>
      c.json(await listFailedDeliveries(db, c.get("admin"), mailConfigured)),
    )
    .post("/admin/deliveries/:id/retry", ...operatorOnly, async (c) => {
      const id = c.req.param("id");
      const retried = isUuid(id) ? await retryFailedDelivery(db, c.get("admin"), id, mailConfigured) : null;
      return retried ? c.json(retried) : apiError(c, 404, "not_found", serverErrors.noSuchFailedDelivery);
    });
}

/**
 * Puts one failed job of the admin's sites back in line, with its audit record, in one
 * transaction: retryJobNow's NOTIFY goes out at commit and wakes a worker at once.
 */
async function retryFailedDelivery(
  db: Db,
  admin: AdminPrincipal,
  id: string,
  mailConfigured: boolean,
): Promise<DeliveryItem | null> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({ kind: outboxJobs.kind, site: outboxJobs.site })
      .from(outboxJobs)
      .where(and(eq(outboxJobs.id, id), eq(outboxJobs.status, "failed"), inArray(outboxJobs.site, admin.sites)))
      .for("update");
    if (!job || !(await retryJobNow(tx, id))) return null;
    await recordAudit(tx, admin, "delivery_retried", { deliveryId: id, kind: job.kind, site: job.site });
    const [row] = await tx.select().from(outboxJobs).where(eq(outboxJobs.id, id));
    return toDeliveryItem(row!, mailConfigured);
  });
}
