/**
 * Share previews (og:image): which image each page names. The build draws one PNG per
 * public page (scripts/share-images.ts) into build/client/og/<key>.png; pageMeta finds a
 * page's image here from its path, so routes pass nothing. A note's preview is drawn by
 * the server on request (server/share-images/note-preview.ts), as it depends on the note.
 * Kept this small because every page's first-load JavaScript carries it (decision 0004):
 * the images' words and looks live in the build script, their alt is the page's title.
 */

/** The size WhatsApp, Facebook, LinkedIn and X all show large (1.91:1). */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** Each public page's image file name, without .png (app/lib/seo.test.ts checks every public page has one). */
export const publicShareImageKeys: Record<string, string> = {
  "/": "mycelium-club",
  "/naturliv": "naturliv",
  "/projects": "naturliv-projects",
  "/no/naturliv": "naturliv-no",
  "/no/projects": "naturliv-projects-no",
  "/housing": "housing",
  "/no/housing": "housing-no",
  "/felimar": "felimar",
  "/neronantiguedades": "neron",
  "/writtenbyhuman": "human-notebook",
  "/writtenbyhuman/create": "human-notebook-create",
};

const NOTE_PATH = /^\/writtenbyhuman\/note\/[A-Za-z0-9_-]+$/;

/** The path of the preview a page at `path` names (and its alt when not the page's title), or null for none. */
export function shareImageFor(path: string): { path: string; alt?: string } | null {
  const key = publicShareImageKeys[path];
  if (key) return { path: `/og/${key}.png` };
  if (NOTE_PATH.test(path))
    return {
      path: `${path}/preview.png`,
      alt: "The note's human score, from its signed proof, in the Human Notebook.",
    };
  return null;
}
