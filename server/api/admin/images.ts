import { Hono } from "hono";
import { isSiteKey } from "#app/sites/registry.ts";
import { requireAdmin } from "../../auth/guard";
import type { AdminEnv } from "../../auth/principal";
import { apiError } from "../../http/api-error";
import { ImageRefused, ImageUnprocessable } from "../../images/image-refused";
import { IMAGE_WORKER_DEFAULTS } from "../../images/image-workers";
import { readCappedBody } from "../../http/read-capped-body";
import { storeImage } from "../../images/store-image";
import { uploadSlots } from "../../images/upload-slots";
import type { ApiDeps } from "../deps";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

/** What a phone photo may weigh: a 12-megapixel JPEG is 3 to 8 MB. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

/** Uploads of this web process that may wait for an image worker (or be arriving) beyond those the workers are busy with. */
export const MAX_UPLOADS_WAITING = 4;

/**
 * Uploads in progress in this web process, counted from before the body is read until the
 * photo is stored: at most (workers + 4) × 15 MB of uploads is ever held here. Past it, 503.
 */
export const MAX_UPLOADS_IN_PROGRESS = IMAGE_WORKER_DEFAULTS.size + MAX_UPLOADS_WAITING;
const inProgress = uploadSlots(MAX_UPLOADS_IN_PROGRESS);

/**
 * Photo uploads (app/admin/api-types.ts):
 * - POST /admin/images/:site, the file itself as the body → 201 StoredImage
 * Any member of the site may upload; a site that is not the user's is a 404. The body's
 * Content-Type must say image/* (a form post is refused before anything is read), but what
 * the file is comes from its bytes (server/images/sniff-image-type.ts).
 */
export function adminImageRoutes({ db, config, logger, limit }: ApiDeps) {
  const signedIn = requireAdmin(db, config.SITE_URL);

  return new Hono<AdminEnv>().post(
    "/admin/images/:site",
    signedIn,
    // Each upload costs a second or two of a core: limited, so nobody keeps both busy at will
    // (20 a minute is a whole album picked at once, and ~35 s of a worker's core).
    limit("admin-images", {
      perClient: 20,
      message: serverErrors.tooManyPhotos,
    }),
    async (c) => {
      const site = c.req.param("site");
      const admin = c.get("admin");
      if (!isSiteKey(site) || !admin.sites.includes(site))
        return apiError(c, 404, "not_found", serverErrors.noSuchSiteOfYours);
      if (!/^image\/[a-z0-9.+-]+\s*(;|$)/i.test(c.req.header("content-type") ?? "")) {
        return apiError(c, 415, "unsupported_media_type", serverErrors.photoContentType);
      }
      // Taken before a byte of the body is read, so a burst waits in the client, not in our memory.
      const release = inProgress.take();
      if (!release) {
        c.header("Retry-After", "5");
        return apiError(c, 503, "busy", serverErrors.photosBusy);
      }
      try {
        const upload = await readCappedBody(c.req.raw, MAX_UPLOAD_BYTES);
        if (!upload)
          return apiError(c, 413, "payload_too_large", serverErrors.photoTooLarge(MAX_UPLOAD_BYTES / 1024 / 1024));
        return c.json(await storeImage(db, admin, site, upload), 201);
      } catch (error) {
        if (error instanceof ImageUnprocessable)
          logger.warn({ err: { message: error.detail } }, "image could not be processed");
        if (error instanceof ImageRefused) return apiError(c, 400, "image_refused", error.message);
        throw error;
      } finally {
        release();
      }
    },
  );
}
