import { createHash } from "node:crypto";

/**
 * Idempotency keys as stored. A form's key is scoped to the client (its address, as the
 * rate limits see it) and the endpoint, so one visitor's key can never answer another's
 * request; only a digest is kept (an address is personal data). The request's digest is
 * stored beside it: the same key with other content is refused (422, as Stripe does)
 * rather than answered with the first request's id while the second is dropped.
 */
export function scopedIdempotencyKey(endpoint: string, client: string, key: string): string {
  return digest(`${endpoint}\n${client}\n${key}`);
}

/** The digest of a request's content (its parsed body, without the key). */
export function requestHash(content: unknown): string {
  return digest(JSON.stringify(content));
}

function digest(text: string): string {
  return createHash("sha256").update(text).digest("base64url");
}
