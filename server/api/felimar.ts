import { eq } from "drizzle-orm";
import { Hono } from "hono";
import {
  readFelimarContent,
  visibleBundles,
  visibleGallery,
  visibleTestimonials,
} from "#app/sites/felimar/content.server.ts";
import { felimarRequest } from "#app/forms/felimar-request/felimar-request.server.ts";
import {
  INVALID_REQUEST_MESSAGE,
  KEY_REUSED_MESSAGE,
  requestSchema,
  UNKNOWN_FIELD_MESSAGE,
} from "#app/forms/felimar-request/schema.ts";
import { insertSpam, insertWithSubmission, spamIdForKey } from "../inbox/submission-record";
import { contentImageIds } from "../content/site-content-store";
import { felimarRequests } from "../db/schema";
import { apiError } from "../http/api-error";
import { isHoneypotFilled } from "../http/honeypot";
import { requestHash, scopedIdempotencyKey } from "../http/idempotency";
import { jsonBody } from "../http/json-body";
import { loadPictures } from "../images/load-pictures";
import { clientAddress, type ApiDeps } from "./deps";

/**
 * Felimar (/felimar):
 * - GET /api/felimar/bundles, /gallery, /testimonials: the page's content as JSON arrays
 *   with the API's Dutch field names (clients rely on them), in the order the page shows them, hidden items left out
 *   (read from the site's content document, as the page is). An uploaded photo's
 *   image_url is its mid-size WebP (/media/…).
 * - POST /api/felimar/requests: a quote or contact request → 201 {"id"}, stored in
 *   felimar_requests and the inbox (submissions, same id) in one statement. A filled
 *   honeypot gets the same kind of answer and is stored in the inbox's spam folder only.
 *   The same idempotency_key twice from one client with the same content (a double click,
 *   a retry after a lost answer) stores one row and answers its id both times; with other
 *   content it is refused with 422 (server/http/idempotency.ts).
 */
export function felimarRoutes({ db, config, logger, limit }: ApiDeps) {
  return new Hono()
    .get("/felimar/bundles", async (c) => c.json(visibleBundles(await readFelimarContent(db))))
    .get("/felimar/gallery", async (c) => {
      const content = await readFelimarContent(db);
      const pictures = await loadPictures(db, contentImageIds(content.gallery.filter((item) => !item.hidden)));
      const photoUrls = Object.fromEntries(Object.entries(pictures).map(([id, picture]) => [id, picture.fallback]));
      return c.json(visibleGallery(content, photoUrls));
    })
    .get("/felimar/testimonials", async (c) => c.json(visibleTestimonials(await readFelimarContent(db))))
    .post(
      "/felimar/requests",
      limit("felimar-requests", {
        message: "Te veel aanvragen in korte tijd. Wacht een minuut en probeer het opnieuw.",
      }),
      jsonBody(requestSchema(), {
        invalidMessage: INVALID_REQUEST_MESSAGE,
        unknownFieldMessage: UNKNOWN_FIELD_MESSAGE,
      }),
      async (c) => {
        const body = c.get("body");
        const record = felimarRequest.record(body);
        const { idempotency_key: key, ...content } = body;
        const idempotencyKey = key
          ? scopedIdempotencyKey("felimar-requests", clientAddress(c, config.TRUST_PROXY_HOPS), key)
          : null;
        const idempotencyRequestHash = key ? requestHash(content) : null;
        if (isHoneypotFilled(body)) {
          const id = await insertSpam(
            db,
            record,
            idempotencyKey ? spamIdForKey(record.form, idempotencyKey) : undefined,
          );
          return c.json({ id }, 201);
        }

        const insertedId = await insertWithSubmission(
          { db, config, logger },
          db
            .insert(felimarRequests)
            .values({ ...felimarRequest.row(body), idempotencyKey, idempotencyRequestHash })
            .onConflictDoNothing({ target: felimarRequests.idempotencyKey })
            .returning({ id: felimarRequests.id }),
          record,
        );
        if (insertedId) return c.json({ id: insertedId }, 201);

        // This key was stored before (with its inbox row): the same request again gets that
        // request's id; other content under the same key is refused, never silently dropped.
        const [existing] = await db
          .select({ id: felimarRequests.id, requestHash: felimarRequests.idempotencyRequestHash })
          .from(felimarRequests)
          .where(eq(felimarRequests.idempotencyKey, idempotencyKey ?? ""));
        if (!existing) throw new Error("felimar request conflicted but was not found");
        if (existing.requestHash !== idempotencyRequestHash)
          return apiError(c, 422, "idempotency_key_reused", KEY_REUSED_MESSAGE);
        return c.json({ id: existing.id }, 201);
      },
    );
}
