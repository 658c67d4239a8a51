import { inArray } from "drizzle-orm";
import type { StoredImage } from "#app/admin/api-types.ts";
import type { PictureSources } from "#app/ui/picture-sources.ts";
import type { Db } from "../db/database";
import { storedImages } from "../db/schema";
import { isUuid } from "../db/uuid";
import { imageFiles, type ImageFile as FileRow } from "./image-files";
import { mediaUrl } from "./media-url";

export type { PictureSources };

/** The <img> fallback: the WebP nearest this width, wide enough for most layouts, small enough for old browsers on phones. */
const FALLBACK_WIDTH = 960;

async function filesOf(
  db: Db,
  ids: readonly string[],
): Promise<{ images: Map<string, { width: number; height: number }>; files: FileRow[] }> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return { images: new Map(), files: [] };
  // One after the other: PGlite has one connection.
  const images = await db
    .select({ id: storedImages.id, width: storedImages.width, height: storedImages.height })
    .from(storedImages)
    .where(inArray(storedImages.id, wanted));
  const files = await imageFiles(db, wanted);
  return { images: new Map(images.map((image) => [image.id, { width: image.width, height: image.height }])), files };
}

function srcset(files: FileRow[]): string {
  return files.map((file) => `${mediaUrl(file.name)} ${file.width}w`).join(", ");
}

function nearest(files: FileRow[], width: number): FileRow | undefined {
  return files.reduce<FileRow | undefined>(
    (best, file) => (!best || Math.abs(file.width - width) < Math.abs(best.width - width) ? file : best),
    undefined,
  );
}

/** The pictures of these stored images, by id, for pages (app/ui/stored-picture.tsx). Unknown ids are left out. */
export async function loadPictures(db: Db, ids: readonly string[]): Promise<Record<string, PictureSources>> {
  const { images, files } = await filesOf(db, ids);
  const pictures: Record<string, PictureSources> = {};
  for (const [id, size] of images) {
    const own = files.filter((file) => file.imageId === id);
    const avif = own.filter((file) => file.format === "avif");
    const webp = own.filter((file) => file.format === "webp");
    const fallback = nearest(webp, FALLBACK_WIDTH);
    if (!fallback || avif.length === 0) continue;
    pictures[id] = {
      width: size.width,
      height: size.height,
      avif: srcset(avif),
      webp: srcset(webp),
      fallback: mediaUrl(fallback.name),
    };
  }
  return pictures;
}

/** These stored images as the editor shows them (api-types' StoredImage), by id. Unknown ids are left out. */
export async function loadStoredImages(db: Db, ids: readonly string[]): Promise<Record<string, StoredImage>> {
  const { images, files } = await filesOf(db, ids);
  const stored: Record<string, StoredImage> = {};
  for (const [id, size] of images) {
    const preview = files.find((file) => file.imageId === id && file.format === "webp");
    if (preview) stored[id] = { id, width: size.width, height: size.height, previewUrl: mediaUrl(preview.name) };
  }
  return stored;
}
