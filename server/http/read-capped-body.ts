/**
 * Reads a request's (or a response's) body of at most `maxBytes`, chunk by chunk: an
 * image upload (server/api/admin/images.ts), a TSA's reply (server/public-log/timestamp.ts),
 * an answer in `npm run verify-note`'s bounded fetch. Null as soon as it passes
 * the mark (by Content-Length before a byte is read, or while it streams in): the rest is
 * never read, and nothing over the mark is held in memory.
 */
export async function readCappedBody(
  message: Pick<Request, "headers" | "body">,
  maxBytes: number,
): Promise<Uint8Array | null> {
  const declared = Number(message.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!message.body) return new Uint8Array();
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
