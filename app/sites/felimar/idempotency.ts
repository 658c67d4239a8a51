/**
 * A random key for one request, made when the quote dialog or the contact form opens
 * and renewed after a request was stored: a double click or a retry after a lost
 * answer sends the same key, and the server stores one row. URL-safe base64 of 18
 * random bytes; works outside secure contexts too (unlike crypto.randomUUID).
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
