/**
 * Share previews (og:image): which image each page names. The build draws one PNG per
 * public page (scripts/share-images.ts) into build/client/og/<key>.png; pageMeta finds a
 * page's image here from its path, so routes pass nothing. A note's preview is drawn by
 * the server on request (server/share/note-preview.ts), as it depends on the note.
 */
import { publicPages } from "../public-pages";

/** The size WhatsApp, Facebook, LinkedIn and X all show large (1.91:1). */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

export interface ShareImage {
  /** Path of the image on the site's origin. */
  path: string;
  alt: string;
}

/** Each public page's image file name (without .png) and what the image shows, for og:image:alt. */
export const publicShareImages: Record<string, { key: string; alt: string }> = {
  "/": { key: "mycelium-club", alt: "Mycelium Club: connecting minds, transforming lives." },
  "/naturliv": { key: "naturliv", alt: "Naturliv: eco-friendly modular tiny homes of natural materials." },
  "/projects": { key: "naturliv-projects", alt: "Naturliv tiny home projects: coming soon." },
  "/no/projects": { key: "naturliv-projects-no", alt: "Naturliv-prosjekter: kommer snart." },
  "/housing": { key: "housing", alt: "Furu Bolig: sustainable timber homes and housing projects in Norway." },
  "/no/naturliv": { key: "naturliv-no", alt: "Naturliv: miljøvennlige minihus i moduler av naturlige materialer." },
  "/no/housing": { key: "housing-no", alt: "Furu Bolig: bærekraftige trehus og boligprosjekter i Norge." },
  "/felimar": { key: "felimar", alt: "Felimar: concierge en woningzorg aan de Costa del Sol." },
  "/neronantiguedades": { key: "neron", alt: "Neron Antigüedades: antigüedades, numismática y arte en Antequera." },
  "/writtenbyhuman": { key: "human-notebook", alt: "Human Notebook: prove you typed it. A note with its human score." },
  "/writtenbyhuman/create": { key: "human-notebook-create", alt: "Human Notebook: write a note and get a signed proof of human writing." },
};

const NOTE_PATH = /^\/writtenbyhuman\/note\/([A-Za-z0-9_-]+)$/;

/** The preview a page at `path` names, or null for a page without one. */
export function shareImageFor(path: string): ShareImage | null {
  const page = publicShareImages[path];
  if (page) return { path: `/og/${page.key}.png`, alt: page.alt };
  if (NOTE_PATH.test(path)) return { path: `${path}/preview.png`, alt: "A Human Notebook note's human score, with its signed proof." };
  return null;
}

/** Public pages without an image of their own (app/lib/seo.test.ts fails while there is one). */
export function publicPagesWithoutImage(): string[] {
  return publicPages.filter((page) => !publicShareImages[page.path]).map((page) => page.path);
}
