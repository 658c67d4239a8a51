/**
 * Text as SVG paths from a glyph atlas (./note-glyphs.json): the server's way to draw
 * words without a font library or an installed font. No kerning: the atlas holds one
 * glyph per character, which at the preview's sizes is invisible.
 */
import type { TextDrawer, TextStyle } from "./score-card";

export interface GlyphAtlas {
  unitsPerEm: number;
  /** weight → character → [advance in font units, SVG path in font units, y up]. */
  weights: Record<string, Record<string, [number, string]>>;
}

export function glyphText(atlas: GlyphAtlas): TextDrawer & {
  wrap(text: string, style: TextStyle, width: number): string[];
  balance(text: string, style: TextStyle, width: number): string[];
} {
  const glyphsOf = (style: TextStyle) => {
    const glyphs = atlas.weights[String(style.weight)];
    if (!glyphs) throw new Error(`The glyph atlas has no weight ${style.weight}.`);
    return glyphs;
  };
  /** A character the atlas lacks is a programming error (copy changed, atlas not made again): say which. */
  const glyphOf = (glyphs: Record<string, [number, string]>, character: string) => {
    const glyph = glyphs[character];
    if (!glyph) throw new Error(`The glyph atlas has no "${character}": run npx tsx scripts/note-glyphs.ts.`);
    return glyph;
  };
  const measure = (text: string, style: TextStyle) => {
    const glyphs = glyphsOf(style);
    const scale = style.size / atlas.unitsPerEm;
    const tracking = (style.tracking ?? 0) * style.size;
    const characters = [...text];
    return (
      characters.reduce((width, character) => width + glyphOf(glyphs, character)[0] * scale, 0) +
      tracking * Math.max(0, characters.length - 1)
    );
  };
  return {
    measure,
    draw(text, style, x, y, fill) {
      const glyphs = glyphsOf(style);
      const scale = style.size / atlas.unitsPerEm;
      const tracking = (style.tracking ?? 0) * style.size;
      let pen = x;
      const paths: string[] = [];
      for (const character of text) {
        const [advance, d] = glyphOf(glyphs, character);
        if (d)
          paths.push(
            `<path transform="translate(${pen.toFixed(2)} ${y}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${d}"/>`,
          );
        pen += advance * scale + tracking;
      }
      return `<g fill="${fill}">${paths.join("")}</g>`;
    },
    /** Wrapped in the narrowest column that keeps the line count: no line left with a lone word. */
    balance(text, style, width) {
      const count = this.wrap(text, style, width).length;
      let narrowest = width;
      while (narrowest > 120 && this.wrap(text, style, narrowest - 10).length === count) narrowest -= 10;
      return this.wrap(text, style, narrowest);
    },
    wrap(text, style, width) {
      const lines: string[] = [];
      let line = "";
      for (const word of text.split(" ")) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && measure(candidate, style) > width) {
          lines.push(line);
          line = word;
        } else line = candidate;
      }
      if (line) lines.push(line);
      return lines;
    },
  };
}
