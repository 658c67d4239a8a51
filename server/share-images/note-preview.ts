import { Hono, type MiddlewareHandler } from "hono";
import sharp from "sharp";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "#app/lib/share-images.ts";
import type { Note } from "#app/sites/notebook/note-types.ts";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { apiError } from "../http/api-error";
import { answerWrongMethods } from "../http/method-not-allowed";
import { ByteLru } from "../images/byte-lru";
import { inTurn } from "../notes/cpu-turns";
import { readNote } from "../notes/read-note";
import { TAKEN_DOWN } from "../notes/takedown";
import { READS_PER_LIMIT } from "../api/notes";
import { notePreviewSvg, type PreviewFacts } from "./note-preview-svg";

export const NOTE_PREVIEW_PATH = "/writtenbyhuman/note/:slug/preview.png";

/**
 * Previews differ only by score, verdict and privacy: at most 101 × 2 × 2 images of
 * ~25 KB, so 8 MB holds every one there can be and the cache never drops a hot one.
 */
const CACHE_BYTES = 8 * 1024 * 1024;
/** An hour: a crawler may keep an image that long; the image holds no text of the note, so a takedown leaves nothing of it there. */
const CACHE_CONTROL = "public, max-age=3600";

/**
 * GET /writtenbyhuman/note/:slug/preview.png: the note's share preview (og:image), drawn
 * on the first request for its facts and kept in memory. Every request reads the note, so
 * a note taken down answers 410 at once and an unknown one 404; rate-limited per client
 * like note reads (its own bucket, so sharing a link does not spend a reader's reads).
 */
export function notePreviewRoutes({
  db,
  config,
  limit,
}: {
  db: Db;
  config: Pick<Config, "RATE_LIMIT_CLIENT_MAX">;
  limit: (name: string, options?: { perClient?: number }) => MiddlewareHandler;
}) {
  const cache = new ByteLru(CACHE_BYTES);
  const readLimits = { perClient: config.RATE_LIMIT_CLIENT_MAX * READS_PER_LIMIT };

  const routes = new Hono().get(NOTE_PREVIEW_PATH, limit("note-previews", readLimits), async (c) => {
    const read = await readNote(db, c.req.param("slug"));
    if (read.status === "taken_down") return apiError(c, 410, TAKEN_DOWN.code, TAKEN_DOWN.message);
    if (read.status === "not_found") return apiError(c, 404, "not_found", "Note not found");
    const facts = previewFacts(read.note);
    const key = `${facts.score}:${facts.human}:${facts.isPrivate}`;
    let png = cache.get(key);
    if (!png) {
      png = await inTurn(() => renderNotePreview(facts));
      cache.set(key, png);
    }
    const body = new Uint8Array(png.buffer, png.byteOffset, png.byteLength) as Uint8Array<ArrayBuffer>;
    return c.body(body, 200, { "Content-Type": "image/png", "Cache-Control": CACHE_CONTROL });
  });
  return answerWrongMethods(routes);
}

/** What the preview may show of a note: its signed score and verdict, and whether it is private. */
export function previewFacts(note: Pick<Note, "isPrivate" | "proof">): PreviewFacts {
  const payload = parsePayload(note.proof.payload);
  const score = typeof payload.humanScore === "number" ? Math.round(Math.min(100, Math.max(0, payload.humanScore))) : 0;
  return { score, human: payload.isHuman === true, isPrivate: note.isPrivate };
}

function parsePayload(text: string): { humanScore?: unknown; isHuman?: unknown } {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? (value as { humanScore?: unknown; isHuman?: unknown }) : {};
  } catch {
    return {};
  }
}

export async function renderNotePreview(facts: PreviewFacts): Promise<Buffer> {
  return sharp(Buffer.from(notePreviewSvg(facts)), { limitInputPixels: SHARE_IMAGE_WIDTH * SHARE_IMAGE_HEIGHT })
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
}
