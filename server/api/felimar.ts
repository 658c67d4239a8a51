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
  requestMessages,
  requestSchema,
  UNKNOWN_FIELD_MESSAGE,
} from "#app/forms/felimar-request/schema.ts";
import { spamIdForKey } from "../inbox/submission-record";
import { contentImageIds } from "../content/site-content-store";
import { felimarRequests } from "../db/schema";
import { apiError } from "../http/api-error";
import { requestHash, scopedIdempotencyKey } from "../http/idempotency";
import { jsonBody } from "../http/json-body";
import { loadPictures } from "../images/load-pictures";
import { formPhone, keepPhoneAsTyped } from "../phone/form-phone";
import { storeGuardedSubmission } from "../spam/guard-submission";
import { clientAddress, type ApiDeps } from "./deps";

/**
 * Felimar (/felimar):
 * - GET /api/felimar/bundles, /gallery, /testimonials: the page's content as JSON arrays
 *   with the API's Dutch field names (clients rely on them), in the order the page shows them, hidden items left out
 *   (read from the site's content document, as the page is). An uploaded photo's
 *   image_url is its mid-size WebP (/media/…).
 * - POST /api/felimar/requests: a quote or contact request → 201 {"id"}, stored in
 *   felimar_requests and the inbox (submissions, same id) in one statement. The phone is
 *   stored as E.164 (server/phone/), the inbox keeping the text as written beside it; a
 *   national number two candidate countries have alike is refused (400) asking for its country code. Spam
 *   (server/spam/spam-verdict.ts) gets the same kind of answer and is stored in the inbox's spam folder only.
 *   The same idempotency_key twice from one client with the same content (a double click,
 *   a retry after a lost answer) stores one row and answers its id both times; with other
 *   content it is refused with 422 (server/http/idempotency.ts).
 */
export function felimarRoutes(deps: ApiDeps) {
  const { db, config, limit } = deps;
  const storedUnderKey = async (idempotencyKey: string) =>
    (
      await db
        .select({ id: felimarRequests.id, requestHash: felimarRequests.idempotencyRequestHash })
        .from(felimarRequests)
        .where(eq(felimarRequests.idempotencyKey, idempotencyKey))
    )[0];
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
        const sent = c.get("body");
        const phone = formPhone(sent.telefoon, "felimar");
        if (!phone.ok) {
          return apiError(c, 400, "validation_failed", INVALID_REQUEST_MESSAGE, {
            telefoon: requestMessages.telefoonLandcode,
          });
        }
        const body = { ...sent, telefoon: phone.stored };
        const record = keepPhoneAsTyped(felimarRequest.record(body), "telefoon", phone.asTyped);
        // The proof of work and the typing report are not the request's content: a retry solves
        // a new proof, and the form's fields alone say whether it is the same request.
        const { idempotency_key: key, altcha: _proof, typing: _typing, ...content } = sent;
        const idempotencyKey = key
          ? scopedIdempotencyKey("felimar-requests", clientAddress(c, config.TRUST_PROXY_HOPS), key)
          : null;
        const idempotencyRequestHash = key ? requestHash(content) : null;
        // This key's request again gets its id; other content under the same key is refused, never silently dropped.
        const answerRetry = (stored: { id: string; requestHash: string | null }) =>
          stored.requestHash === idempotencyRequestHash
            ? c.json({ id: stored.id }, 201)
            : apiError(c, 422, "idempotency_key_reused", KEY_REUSED_MESSAGE);
        // A retry (a double click, an answer lost on the way) is answered as the first time
        // before its proof of work is looked at: that proof was spent by the first.
        const earlier = idempotencyKey ? await storedUnderKey(idempotencyKey) : undefined;
        if (earlier) return answerRetry(earlier);

        const insertedId = await storeGuardedSubmission(deps, c, {
          body,
          record,
          spamId: idempotencyKey ? spamIdForKey(record.form, idempotencyKey) : undefined,
          insert: db
            .insert(felimarRequests)
            .values({ ...felimarRequest.row(body), idempotencyKey, idempotencyRequestHash })
            .onConflictDoNothing({ target: felimarRequests.idempotencyKey })
            .returning({ id: felimarRequests.id }),
        });
        if (insertedId) return c.json({ id: insertedId }, 201);
        // Spam past its caps: the same answer, with an id nothing is stored under.
        if (!idempotencyKey) return c.json({ id: crypto.randomUUID() }, 201);
        // The same key stored by a request that ran at the same time gets its answer, as above.
        const stored = await storedUnderKey(idempotencyKey);
        return stored ? answerRetry(stored) : c.json({ id: spamIdForKey(record.form, idempotencyKey) }, 201);
      },
    );
}
