import { and, eq, inArray } from "drizzle-orm";
import type { StoredImage } from "#app/admin/api-types.ts";
import type { SiteKey } from "#app/sites/registry.ts";
import { recordAudit } from "../audit/audit";
import type { AdminPrincipal } from "../auth/principal";
import type { Db } from "../db/database";
import { storedImageFiles, storedImages } from "../db/schema";
import { imageFiles } from "./image-files";
import { mediaUrl } from "./media-url";
import { processUpload } from "./image-workers";
import { digestOf } from "./process-image";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Stores an upload for one of the admin's sites (the caller checked the site is theirs)
 * and answers it as the editor shows it. The same file uploaded again for the same site
 * is not processed again: the stored image comes back. Throws ImageRefused for a file
 * that is not a photo we take. Audited as `image.uploaded` (the image's id and site; no
 * file name, which may name a person).
 */
export async function storeImage(
  db: Db,
  admin: AdminPrincipal,
  site: SiteKey,
  upload: Uint8Array,
): Promise<StoredImage> {
  const uploadDigest = digestOf(upload);
  const existing = await findImage(db, site, uploadDigest);
  if (existing) return existing;
  const processed = await processUpload(upload);
  return db.transaction(async (tx) => {
    const sourceDigest =
      (await imageWithTheseFiles(
        tx,
        processed.renditions.map((rendition) => rendition.name),
      )) ?? uploadDigest;
    const [row] = await tx
      .insert(storedImages)
      .values({ site, sourceDigest, width: processed.width, height: processed.height, userId: admin.userId })
      .onConflictDoNothing()
      .returning({ id: storedImages.id });
    // This site has these pixels already (or the same file was uploaded twice at once).
    if (!row) return (await findImage(tx, site, sourceDigest))!;
    await tx
      .insert(storedImageFiles)
      .values(processed.renditions.map((rendition) => ({ ...rendition, imageId: row.id })))
      .onConflictDoNothing();
    await recordAudit(tx, admin, "image.uploaded", { site, imageId: row.id });
    return (await findImage(tx, site, sourceDigest))!;
  });
}

/**
 * Renditions are named by their bytes, so the same pixels (the same photo re-exported with
 * other metadata, here or on another site) are stored once: this image then carries the
 * source digest of the images that made them first, and shares their files (image-files.ts).
 * Only when their files are exactly these: an upload crafted so that one rendition matches
 * another image's must not get that image's other renditions (another site's pixels).
 */
async function imageWithTheseFiles(tx: Tx, names: string[]): Promise<string | null> {
  const wanted = new Set(names);
  const candidates = await tx
    .selectDistinct({ sourceDigest: storedImages.sourceDigest })
    .from(storedImageFiles)
    .innerJoin(storedImages, eq(storedImages.id, storedImageFiles.imageId))
    .where(inArray(storedImageFiles.name, [...wanted]));
  for (const { sourceDigest } of candidates) {
    const theirs = await tx
      .select({ name: storedImageFiles.name })
      .from(storedImageFiles)
      .innerJoin(storedImages, eq(storedImages.id, storedImageFiles.imageId))
      .where(eq(storedImages.sourceDigest, sourceDigest));
    const names = new Set(theirs.map((file) => file.name));
    if (names.size === wanted.size && [...wanted].every((name) => names.has(name))) return sourceDigest;
  }
  return null;
}

async function findImage(db: Db | Tx, site: SiteKey, sourceDigest: string): Promise<StoredImage | null> {
  const [image] = await db
    .select({ id: storedImages.id, width: storedImages.width, height: storedImages.height })
    .from(storedImages)
    .where(and(eq(storedImages.site, site), eq(storedImages.sourceDigest, sourceDigest)));
  if (!image) return null;
  // The narrowest WebP: the editor's thumbnail.
  const preview = (await imageFiles(db, [image.id])).find((file) => file.format === "webp");
  return { ...image, previewUrl: mediaUrl(preview?.name ?? "") };
}
