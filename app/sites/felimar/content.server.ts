import { asc, desc } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../server/db/database";
import { felimarBundles, felimarGallery, felimarTestimonials } from "../../../server/db/schema";
import type { Bundle, GalleryItem, Testimonial } from "./types";

export type { Bundle, GalleryItem, Testimonial };

/*
 * Felimar's database content: packages, gallery and testimonials. The page's loader
 * and the GET /api/felimar/* endpoints both read through these functions, so the
 * HTML and the API always agree. Server only (never in the browser bundle).
 * Field names are spec §3's.
 */

/** Packages in the order they were added (the import keeps the file's order). */
export async function listBundles(db: Db): Promise<Bundle[]> {
  const rows = await db.select().from(felimarBundles).orderBy(asc(felimarBundles.createdAt), asc(felimarBundles.titel));
  return rows.map((row) => ({ id: row.id, titel: row.titel, vanaf_prijs: row.vanafPrijs, bullets: row.bullets, cta_label: row.ctaLabel }));
}

/** Gallery, newest first. */
export async function listGallery(db: Db): Promise<GalleryItem[]> {
  const rows = await db.select().from(felimarGallery).orderBy(desc(felimarGallery.createdAt), asc(felimarGallery.titel));
  return rows.map((row) => ({
    id: row.id,
    image_url: row.imageUrl,
    titel: row.titel,
    caption: row.caption,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Testimonials, newest first. */
export async function listTestimonials(db: Db): Promise<Testimonial[]> {
  const rows = await db.select().from(felimarTestimonials).orderBy(desc(felimarTestimonials.createdAt), asc(felimarTestimonials.naam));
  return rows.map((row) => ({ id: row.id, quote: row.quote, naam: row.naam, plaats: row.plaats, created_at: row.createdAt.toISOString() }));
}

// ---------------------------------------------------------------------------
// Replacing the content from a JSON file (`npm run content -- import file.json`).

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** A path on this site ("/felimar/gallery/terrace.jpg"): the page's security policy only loads own images. */
const sitePath = z
  .string()
  .trim()
  .regex(/^\/(?!\/)[^\s"'<>\\]*$/, "must be a path on this site starting with / (put the file in public/), not a full URL");

export const contentFileSchema = z
  .strictObject({
    bundles: z
      .array(
        z.strictObject({
          titel: text(80),
          vanaf_prijs: optionalText(40),
          bullets: z.array(text(160)).max(12).default([]),
          cta_label: text(40),
        }),
      )
      .max(12)
      .optional(),
    gallery: z
      .array(
        z.strictObject({
          titel: text(80),
          caption: optionalText(240),
          image_url: sitePath.nullish().transform((value) => value ?? null),
          created_at: z.iso.datetime({ offset: true }).optional(),
        }),
      )
      .max(60)
      .optional(),
    testimonials: z
      .array(
        z.strictObject({
          quote: text(600),
          naam: text(80),
          plaats: text(80),
          created_at: z.iso.datetime({ offset: true }).optional(),
        }),
      )
      .max(60)
      .optional(),
  })
  .refine((file) => file.bundles || file.gallery || file.testimonials, {
    message: "the file has none of bundles, gallery, testimonials",
  });

export type ContentFile = z.output<typeof contentFileSchema>;

export interface ReplaceSummary {
  table: "felimar_bundles" | "felimar_gallery" | "felimar_testimonials";
  removed: number;
  inserted: number;
}

/**
 * Replaces each kind of content the file has (a kind the file leaves out is kept),
 * in one transaction: either everything is replaced or nothing changes.
 * Order: packages show in the file's order; gallery and testimonials show newest
 * first, so without a created_at the file's first item is the newest.
 */
export async function replaceContent(db: Db, file: ContentFile, now = new Date()): Promise<ReplaceSummary[]> {
  const stamp = (index: number, direction: 1 | -1) => new Date(now.getTime() + direction * index * 1000);
  return db.transaction(async (tx) => {
    const summary: ReplaceSummary[] = [];
    if (file.bundles) {
      const removed = await tx.delete(felimarBundles).returning({ id: felimarBundles.id });
      if (file.bundles.length > 0) {
        await tx.insert(felimarBundles).values(
          file.bundles.map((bundle, index) => ({
            titel: bundle.titel,
            vanafPrijs: bundle.vanaf_prijs,
            bullets: bundle.bullets,
            ctaLabel: bundle.cta_label,
            createdAt: stamp(index, 1),
          })),
        );
      }
      summary.push({ table: "felimar_bundles", removed: removed.length, inserted: file.bundles.length });
    }
    if (file.gallery) {
      const removed = await tx.delete(felimarGallery).returning({ id: felimarGallery.id });
      if (file.gallery.length > 0) {
        await tx.insert(felimarGallery).values(
          file.gallery.map((item, index) => ({
            titel: item.titel,
            caption: item.caption,
            imageUrl: item.image_url,
            createdAt: item.created_at ? new Date(item.created_at) : stamp(index, -1),
          })),
        );
      }
      summary.push({ table: "felimar_gallery", removed: removed.length, inserted: file.gallery.length });
    }
    if (file.testimonials) {
      const removed = await tx.delete(felimarTestimonials).returning({ id: felimarTestimonials.id });
      if (file.testimonials.length > 0) {
        await tx.insert(felimarTestimonials).values(
          file.testimonials.map((item, index) => ({
            quote: item.quote,
            naam: item.naam,
            plaats: item.plaats,
            createdAt: item.created_at ? new Date(item.created_at) : stamp(index, -1),
          })),
        );
      }
      summary.push({ table: "felimar_testimonials", removed: removed.length, inserted: file.testimonials.length });
    }
    return summary;
  });
}

/** The current content in the import file's format (for `npm run content -- export`). */
export async function exportContent(db: Db) {
  const [bundles, gallery, testimonials] = await Promise.all([listBundles(db), listGallery(db), listTestimonials(db)]);
  return {
    bundles: bundles.map(({ titel, vanaf_prijs, bullets, cta_label }) => ({ titel, vanaf_prijs, bullets, cta_label })),
    gallery: gallery.map(({ titel, caption, image_url, created_at }) => ({ titel, caption, image_url, created_at })),
    testimonials: testimonials.map(({ quote, naam, plaats, created_at }) => ({ quote, naam, plaats, created_at })),
  };
}
