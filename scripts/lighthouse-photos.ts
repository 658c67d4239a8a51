/**
 * Puts real photos in Felimar's gallery before Lighthouse measures, so its budget holds
 * for the page as an owner makes it (the public pages' budgets must hold with real
 * photos in the gallery), not only for the empty gallery of a fresh install.
 * Six 3-megapixel photo-like JPEGs go through the same upload path as the back office's
 * (screened, processed in an image worker, stored as renditions) and the gallery's first
 * six items, in a data folder the server then opens.
 */
import { randomUUID } from "node:crypto";
import type { FelimarContent } from "#app/sites/felimar/site-content.ts";
import { readLiveContent, saveContent } from "#server/content/site-content-store.ts";
import { openDatabase } from "#server/db/database.ts";
import { users } from "#server/db/schema.ts";
import { imageWorkers } from "#server/images/image-workers.ts";
import { storeImage } from "#server/images/store-image.ts";
import { photoJpeg } from "#server/images/test-images.ts";

const PHOTOS = [
  "Terras in Mijas",
  "Zonwering Fuengirola",
  "Airco-onderhoud",
  "Nieuwe badkamer",
  "Oplevering Marbella",
  "Tuin na de storm",
];

export async function putPhotosInFelimarGallery(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    const db = database.db;
    const [user] = await db
      .insert(users)
      .values({ email: "lighthouse@example.com", role: "operator" })
      .returning({ id: users.id });
    const admin = {
      userId: user!.id,
      email: "lighthouse@example.com",
      role: "operator" as const,
      sites: [],
      sessionHash: "",
    };
    const items: FelimarContent["gallery"] = [];
    for (const [index, titel] of PHOTOS.entries()) {
      const image = await storeImage(db, admin, "felimar", await photoJpeg(2000 + index, 1500));
      items.push({
        id: randomUUID(),
        titel,
        caption: "Foto van het werk, voor het rapport aan de eigenaar.",
        imageId: image.id,
        image_url: null,
        hidden: false,
        created_at: new Date().toISOString(),
      });
    }
    const live = await readLiveContent(db, "felimar");
    const saved = await saveContent({
      db,
      site: "felimar",
      baseVersion: live.version,
      content: { ...live.content, gallery: [...items, ...live.content.gallery] },
      summary: "Lighthouse: six photos in the gallery",
      actor: admin,
    });
    if (!saved.ok) throw new Error(`Could not put photos in Felimar's gallery: ${JSON.stringify(saved)}`);
  } finally {
    await imageWorkers.close();
    await database.close();
  }
}
