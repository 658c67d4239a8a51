import type { Db } from "#server/db/database.ts";
import { applyLegacyFile, type LegacyFelimarFile } from "#server/content/felimar-legacy-file.ts";
import { readLiveContent, saveContent } from "#server/content/site-content-store.ts";
import type { FelimarContent } from "./site-content";
import type { Bundle, GalleryItem, Testimonial } from "./types";

export type { Bundle, GalleryItem, Testimonial };

/*
 * Felimar's content as the public sees it, read from its content document
 * (server/content/site-content-store.ts). The page's loader and GET /api/felimar/*
 * both read through these functions, so the HTML and the API always agree: hidden items
 * are left out, the document's order is the display order. Server only.
 */

/** The live document (the defaults until the owner saves). */
export async function readFelimarContent(db: Pick<Db, "select">): Promise<FelimarContent> {
  return (await readLiveContent(db, "felimar")).content;
}

export function visibleBundles(content: FelimarContent): Bundle[] {
  return content.bundles
    .filter((bundle) => !bundle.hidden)
    .map(({ id, titel, vanaf_prijs, bullets, cta_label }) => ({ id, titel, vanaf_prijs, bullets, cta_label }));
}

/**
 * The gallery with the public API's fields. An uploaded photo has no path of its own:
 * `photoUrls` gives its mid-size WebP (/media/…), the picture a client without
 * <picture> would show.
 */
export function visibleGallery(content: FelimarContent, photoUrls: Record<string, string> = {}): GalleryItem[] {
  return content.gallery
    .filter((item) => !item.hidden)
    .map((item) => ({
      id: item.id,
      image_url: (item.imageId ? photoUrls[item.imageId] : undefined) ?? item.image_url,
      titel: item.titel,
      caption: item.caption,
      created_at: item.created_at,
    }));
}

export function visibleTestimonials(content: FelimarContent): Testimonial[] {
  return content.testimonials
    .filter((item) => !item.hidden)
    .map(({ id, quote, naam, plaats, created_at }) => ({ id, quote, naam, plaats, created_at }));
}

// ---------------------------------------------------------------------------
// Felimar's old import file (lists without ids), for the tests and scripts that load content that way.

export {
  legacyFelimarFileSchema as contentFileSchema,
  type LegacyFelimarFile as ContentFile,
} from "#server/content/felimar-legacy-file.ts";

/** Saves the file's lists (each one it has replaces the live one) as a new version of the document. */
export async function replaceContent(db: Db, file: LegacyFelimarFile): Promise<{ version: number }> {
  const live = await readLiveContent(db, "felimar");
  const saved = await saveContent({
    db,
    site: "felimar",
    baseVersion: live.version,
    content: applyLegacyFile(live.content, file),
    summary: "Imported from a file",
    actor: null,
  });
  if (!saved.ok)
    throw new Error(
      `felimar content not saved: ${saved.error}${saved.error === "invalid" ? ` (${Object.keys(saved.fields).join(", ")})` : ""}`,
    );
  return { version: saved.version };
}
