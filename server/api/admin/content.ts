import { Hono, type Context, type MiddlewareHandler } from "hono";
import { z } from "zod";
import type { SiteContentSaved, SiteContentState } from "#app/admin/api-types.ts";
import { requireAdmin } from "../../auth/guard";
import type { AdminEnv } from "../../auth/principal";
import { isContentSite, type ContentSite } from "../../content/site-content-schemas";
import {
  contentImageIds,
  listVersions,
  MAX_SUMMARY_LENGTH,
  readLiveContent,
  restoreVersion,
  saveContent,
  type SaveResult,
} from "../../content/site-content-store";
import { apiError } from "../../http/api-error";
import { jsonBody } from "../../http/json-body";
import { loadStoredImages } from "../../images/load-pictures";
import type { ApiDeps } from "../deps";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

/** A whole document: Felimar's with 60 gallery items and 60 testimonials at their longest is ~110 KB. */
export const MAX_CONTENT_BODY_BYTES = 256 * 1024;

const baseVersion = z.number({ error: serverErrors.baseVersionMissing }).int().min(0).max(2_147_483_647);

const saveSchema = z.strictObject({
  baseVersion,
  // Validated with the site's own schema once the site is known (fields "content.<path>").
  content: z.unknown(),
  summary: z.string().trim().max(MAX_SUMMARY_LENGTH, serverErrors.summaryTooLong(MAX_SUMMARY_LENGTH)).default(""),
});

const restoreSchema = z.strictObject({
  baseVersion,
  version: z.number({ error: serverErrors.chooseVersion }).int().min(1).max(2_147_483_647),
});

const SITE_NOT_FOUND = serverErrors.noSuchSiteOfYours;
const VERSION_NOT_FOUND = serverErrors.noSuchVersion;
const CONTENT_CHANGED = serverErrors.contentChanged;

/**
 * The sites' editable content (app/admin/api-types.ts, "Site content"):
 * - GET  /admin/content/:site → SiteContentState (the live version, its photos)
 * - POST /admin/content/:site {baseVersion, content, summary} → SiteContentSaved
 * - GET  /admin/content/:site/versions → SiteContentVersion[] (newest first, 100)
 * - POST /admin/content/:site/restore {baseVersion, version} → SiteContentSaved
 * An owner reaches only their own sites (any other is 404, like one that does not
 * exist); operators every site. A save from a base that is no longer live is 409
 * `content_changed` and writes nothing. Each save and restore is in the audit log.
 */
export function adminContentRoutes({ db, config, limit }: ApiDeps) {
  const signedIn = requireAdmin(db, config.SITE_URL);
  /** Before the body is read: a site the user may not edit is a 404, whatever the request holds. */
  const ownSite: MiddlewareHandler<AdminEnv> = async (c, next) => {
    const site = c.req.param("site") ?? "";
    if (!isContentSite(site) || !c.get("admin").sites.includes(site))
      return apiError(c, 404, "not_found", SITE_NOT_FOUND);
    await next();
  };
  const siteOf = (c: Context) => c.req.param("site") as ContentSite;
  // Every save renders every cached page again on every instance and keeps a version for
  // good: a person saves a few times a minute, a script hundreds of times a second.
  // Three times the forms' per-client limit: 30 a minute by default.
  const saving = limit("admin-content-save", {
    perClient: 3 * config.RATE_LIMIT_CLIENT_MAX,
    message: serverErrors.tooManySaves,
  });

  return new Hono<AdminEnv>()
    .get("/admin/content/:site", signedIn, ownSite, async (c) => {
      const site = siteOf(c);
      const live = await readLiveContent(db, site);
      const images = await loadStoredImages(db, contentImageIds(live.content));
      const state: SiteContentState = {
        site,
        version: live.version,
        content: live.content as Record<string, unknown>,
        images,
      };
      return c.json(state);
    })
    .post(
      "/admin/content/:site",
      signedIn,
      ownSite,
      saving,
      jsonBody(saveSchema, { maxBytes: MAX_CONTENT_BODY_BYTES }),
      async (c) => {
        const site = siteOf(c);
        const body = c.get("body");
        const result = await saveContent({
          db,
          site,
          baseVersion: body.baseVersion,
          content: body.content,
          summary: body.summary,
          actor: c.get("admin"),
        });
        return answer(c, result);
      },
    )
    .get("/admin/content/:site/versions", signedIn, ownSite, async (c) => {
      const site = siteOf(c);
      return c.json(await listVersions(db, site));
    })
    .post("/admin/content/:site/restore", signedIn, ownSite, saving, jsonBody(restoreSchema), async (c) => {
      const site = siteOf(c);
      const { baseVersion, version } = c.get("body");
      return answer(c, await restoreVersion({ db, site, baseVersion, version, actor: c.get("admin") }));
    });
}

function answer(c: Context, result: SaveResult) {
  if (result.ok) {
    const saved: SiteContentSaved = { version: result.version };
    return c.json(saved);
  }
  if (result.error === "content_changed") return apiError(c, 409, "content_changed", CONTENT_CHANGED);
  if (result.error === "not_found") return apiError(c, 404, "not_found", VERSION_NOT_FOUND);
  const fields = Object.fromEntries(
    Object.entries(result.fields).map(([path, message]) => [path === "_body" ? "content" : `content.${path}`, message]),
  );
  return apiError(c, 400, "validation_failed", serverErrors.invalidFields, fields);
}
