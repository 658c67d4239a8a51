import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { apiError } from "./api-error";
import { serverErrors } from "#app/admin/messages/server-errors/en.ts";

/** What a form's JSON body may weigh unless its endpoint says otherwise. */
export const DEFAULT_MAX_BODY_BYTES = 32 * 1024;

/** Requests whose body a limit already checked, with that limit. */
const checked = new WeakMap<Request, number>();

/**
 * 413 with the error JSON for a request body over `maxBytes`: at once when
 * Content-Length says so, or as soon as a chunked body passes the mark while it is
 * read (it is never read further). `jsonBody` applies it; a middleware that reads
 * the body before `jsonBody` runs inside it too, and the inner check then knows the
 * body passed already.
 */
export function limitBody(maxBytes: number = DEFAULT_MAX_BODY_BYTES): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => apiError(c, 413, "payload_too_large", serverErrors.bodyTooLarge(maxBytes / 1024)),
  });
  return async (c, next) => {
    const earlier = checked.get(c.req.raw);
    if (earlier !== undefined && earlier <= maxBytes) return next();
    return limit(c, async () => {
      // The limit may have swapped in a buffered copy of the request: remember that one.
      checked.set(c.req.raw, maxBytes);
      await next();
    });
  };
}
