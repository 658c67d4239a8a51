import { Hono } from "hono";
import { requireAdmin, requireOperator } from "../../auth/guard";
import type { AdminEnv } from "../../auth/principal";
import { apiError } from "../../http/api-error";
import { jsonBody } from "../../http/json-body";
import { takedownSchema, takeDownNote } from "../../notes/takedown";
import type { ApiDeps } from "../deps";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

/**
 * POST /api/admin/notes/:slug/takedown {reason} → 200 {slug, takenDownAt}: operators
 * take down a Human Notebook note (its page and API then answer 410). The guard runs
 * before the body is read, so nobody learns more than 401 and an owner more than 403.
 */
export function adminNotesRoutes({ db, config }: ApiDeps) {
  return new Hono<AdminEnv>().post(
    "/admin/notes/:slug/takedown",
    requireAdmin(db, config.SITE_URL),
    requireOperator(),
    jsonBody(takedownSchema, { invalidMessage: serverErrors.takedownReasonInvalid }),
    async (c) => {
      const takedown = await takeDownNote(db, c.get("admin"), c.req.param("slug"), c.get("body").reason);
      if (!takedown) return apiError(c, 404, "not_found", serverErrors.noSuchNote);
      return c.json({ slug: takedown.slug, takenDownAt: takedown.takenDownAt.toISOString() }, 200);
    },
  );
}
