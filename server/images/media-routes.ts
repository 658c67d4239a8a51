import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../db/database";
import { storedImageFiles } from "../db/schema";
import { answerWrongMethods } from "../http/method-not-allowed";
import { ByteLru } from "./byte-lru";
import { MEDIA_NAME } from "./media-url";

/** Enough for a few popular galleries' renditions (a 1920-wide AVIF is ~130 KB). */
const CACHE_BYTES = 32 * 1024 * 1024;

const CONTENT_TYPES = { avif: "image/avif", webp: "image/webp" } as const;

/**
 * GET /media/<digest>.<avif|webp>: a stored rendition, from the database every instance
 * shares. A name is the digest of its bytes, so an answer never changes: cached for a year
 * as immutable, its ETag the name, 304 when the browser has it. Renditions are kept in a
 * small in-memory LRU so a popular gallery does not read the database on every view.
 * An unknown or malformed name is a plain 404; another method than GET or HEAD a 405.
 */
export function mediaRoutes(db: Db, cacheBytes = CACHE_BYTES) {
  const cache = new ByteLru(cacheBytes);

  async function load(name: string): Promise<Uint8Array | null> {
    const cached = cache.get(name);
    if (cached) return cached;
    const [row] = await db
      .select({ bytes: storedImageFiles.bytes })
      .from(storedImageFiles)
      .where(eq(storedImageFiles.name, name));
    if (!row) return null;
    cache.set(name, row.bytes);
    return row.bytes;
  }

  /** For a 304: whether the name is stored, without reading (or caching) bytes nobody is sent. */
  async function exists(name: string): Promise<boolean> {
    if (cache.get(name)) return true;
    const [row] = await db
      .select({ name: storedImageFiles.name })
      .from(storedImageFiles)
      .where(eq(storedImageFiles.name, name));
    return row !== undefined;
  }

  const routes = new Hono().get("/media/:name", async (c) => {
    const name = c.req.param("name");
    const match = MEDIA_NAME.exec(name);
    if (!match) return c.text("Not found", 404);
    const etag = `"${name}"`;
    const headers = { ETag: etag, "Cache-Control": "public, max-age=31536000, immutable" };
    // The name is the content: any stored name the browser already has is this answer.
    if (matchesEtag(c.req.header("if-none-match"), etag)) {
      if (!(await exists(name))) return c.text("Not found", 404);
      return c.body(null, 304, headers);
    }
    const bytes = await load(name);
    if (!bytes) return c.text("Not found", 404);
    const body = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) as Uint8Array<ArrayBuffer>;
    return c.body(body, 200, { ...headers, "Content-Type": CONTENT_TYPES[match[1] as keyof typeof CONTENT_TYPES] });
  });
  return answerWrongMethods(routes);
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): W/"x" matches "x"; "*" matches anything. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}
