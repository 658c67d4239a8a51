import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { answerWrongMethods } from "../http/method-not-allowed";

/**
 * A day: the names do not change with the pictures (pageMeta names them before the
 * build draws them), and crawlers keep an og:image about that long anyway.
 */
const CACHE_CONTROL = "public, max-age=86400";

/**
 * GET /og/<key>.png: the public pages' share previews the build drew (scripts/share-images.ts),
 * loaded into memory at start (eleven files, ~300 KB) and answered with an ETag and a
 * day's cache; 304 when the client has it. An unknown name is a plain 404, another method a 405.
 */
export function ogImageRoutes(dir: string) {
  const files = new Map<string, { body: Uint8Array<ArrayBuffer>; etag: string }>();
  if (existsSync(dir)) {
    for (const name of readdirSync(dir).filter((entry) => entry.endsWith(".png"))) {
      const bytes = readFileSync(path.join(dir, name));
      const body = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) as Uint8Array<ArrayBuffer>;
      files.set(name, { body, etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}"` });
    }
  }
  const routes = new Hono().get("/og/:name", (c) => {
    const file = files.get(c.req.param("name"));
    if (!file) return c.text("Not found", 404);
    const headers = { ETag: file.etag, "Cache-Control": CACHE_CONTROL, "Content-Type": "image/png" };
    if (
      c.req
        .header("if-none-match")
        ?.split(",")
        .some((tag) => tag.trim().replace(/^W\//, "") === file.etag)
    )
      return c.body(null, 304, headers);
    return c.body(file.body, 200, headers);
  });
  return answerWrongMethods(routes);
}
