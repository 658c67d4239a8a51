/**
 * A random key for one request: a double click or a retry after a lost answer sends the
 * same key, and the server stores one row. URL-safe base64 of 18 random bytes; works
 * outside secure contexts too (unlike crypto.randomUUID).
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The key a form last sent, with the content it sent under it. */
export interface SentRequest {
  key: string;
  content: string;
}

/**
 * The key to send `body` with: the last attempt's key while the content is the same (a
 * double click, a retry after a lost answer), a new key once the visitor changed
 * anything, since the server refuses (422) a key it stored with other content.
 */
export function keyForRequest(last: SentRequest | null, body: unknown): SentRequest {
  const content = JSON.stringify(body);
  return last && last.content === content ? last : { key: newIdempotencyKey(), content };
}
