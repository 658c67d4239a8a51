/**
 * Writes server/share-images/note-glyphs.json: Inter's outlines (at each weight the note
 * preview uses) for every character its fixed copy can draw. The server draws note
 * previews from this file, so it needs no font library and no installed font at run
 * time. Run after changing server/share-images/note-preview-copy.ts (a unit test fails until then):
 *   npx tsx scripts/note-glyphs.ts
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "#server/paths.ts";
import { NOTE_GLYPH_WEIGHTS, noteGlyphCharacters } from "#server/share-images/note-preview-copy.ts";
import type { GlyphAtlas } from "#server/share-images/glyph-text.ts";
import { loadFont } from "./share-font";

export const noteGlyphsFile = path.join(projectRoot, "server/share-images/note-glyphs.json");

export function noteGlyphAtlas(): GlyphAtlas {
  const atlas: GlyphAtlas = { unitsPerEm: 0, weights: {} };
  for (const weight of NOTE_GLYPH_WEIGHTS) {
    const font = loadFont("inter", weight);
    atlas.unitsPerEm = font.unitsPerEm;
    const glyphs: GlyphAtlas["weights"][string] = {};
    for (const character of noteGlyphCharacters()) {
      const run = font.layout(character);
      const [glyph, position] = [run.glyphs[0], run.positions[0]];
      if (!glyph || !position) throw new Error(`Inter has no glyph for "${character}".`);
      // Whole font units: finer than a pixel at any size the preview uses.
      glyphs[character] = [
        Math.round(position.xAdvance),
        glyph.path.toSVG().replace(/-?\d+(\.\d+)?(e-?\d+)?/g, (number) => String(Math.round(Number(number)))),
      ];
    }
    atlas.weights[String(weight)] = glyphs;
  }
  return atlas;
}

export function noteGlyphsJson(): string {
  return `${JSON.stringify(noteGlyphAtlas())}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(noteGlyphsFile, noteGlyphsJson());
  console.log(`Wrote ${path.relative(process.cwd(), noteGlyphsFile)}.`);
}
