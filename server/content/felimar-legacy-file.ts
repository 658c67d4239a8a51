import { z } from "zod";
import type { FelimarContent } from "#app/sites/felimar/site-content.ts";

/*
 * The import file Felimar had before its content became one document
 * (`npm run content -- import file.json` with any of "bundles", "gallery",
 * "testimonials", items without ids): still accepted, turned into a whole document.
 * Each key present replaces that list; a key left out keeps the live one.
 */

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
  .regex(
    /^\/(?!\/)[^\s"'<>\\]*$/,
    "must be a path on this site starting with / (put the file in public/), not a full URL",
  );

export const legacyFelimarFileSchema = z
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

export type LegacyFelimarFile = z.output<typeof legacyFelimarFileSchema>;

/**
 * The live document with the file's lists in place of its own. Gallery and testimonials
 * are shown newest first, as before: an item without created_at counts as newer than the
 * next one in the file (one second apart from `now`). The result is validated again by
 * the store (image paths, ids) before it is saved.
 */
export function applyLegacyFile(live: FelimarContent, file: LegacyFelimarFile, now = new Date()): FelimarContent {
  const stamp = (given: string | undefined, index: number) =>
    new Date(given ?? now.getTime() - index * 1000).toISOString();
  const newestFirst = <T extends { created_at: string }>(items: T[]) =>
    [...items].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  return {
    ...live,
    bundles: file.bundles
      ? file.bundles.map((bundle) => ({ id: crypto.randomUUID(), ...bundle, hidden: false }))
      : live.bundles,
    gallery: file.gallery
      ? newestFirst(
          file.gallery.map((item, index) => ({
            id: crypto.randomUUID(),
            titel: item.titel,
            caption: item.caption,
            imageId: null,
            image_url: item.image_url,
            hidden: false,
            created_at: stamp(item.created_at, index),
          })),
        )
      : live.gallery,
    testimonials: file.testimonials
      ? newestFirst(
          file.testimonials.map((item, index) => ({
            id: crypto.randomUUID(),
            quote: item.quote,
            naam: item.naam,
            plaats: item.plaats,
            hidden: false,
            created_at: stamp(item.created_at, index),
          })),
        )
      : live.testimonials,
  };
}
