import { eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/database";
import { storedImageFiles, storedImages } from "../db/schema";

export interface ImageFile {
  imageId: string;
  name: string;
  format: "avif" | "webp";
  width: number;
}

const owner = alias(storedImages, "owner");

/**
 * The renditions of these images, narrowest first. A rendition's name is the digest of its
 * bytes, so identical renditions are stored once, under the first image that made them;
 * an image whose upload made the same pixels (the same photo on a second site) carries that
 * image's source digest and shares its files (store-image.ts).
 */
export async function imageFiles(db: Pick<Db, "select">, ids: readonly string[]): Promise<ImageFile[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      imageId: storedImages.id,
      name: storedImageFiles.name,
      format: storedImageFiles.format,
      width: storedImageFiles.width,
    })
    .from(storedImages)
    .innerJoin(owner, eq(owner.sourceDigest, storedImages.sourceDigest))
    .innerJoin(storedImageFiles, eq(storedImageFiles.imageId, owner.id))
    .where(inArray(storedImages.id, [...ids]));
  return rows.sort((a, b) => a.width - b.width);
}
