/**
 * Text drawn as SVG paths from the self-hosted font files (node_modules/@fontsource-variable),
 * so a share image looks the same on every machine: librsvg, which sharp renders SVG with,
 * would otherwise pick whatever fonts the machine has installed (often none on a server).
 * Build-time only: fontkit is a devDependency.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";
import { projectRoot } from "#server/paths.ts";

/** The parts of fontkit's (untyped) font and glyph objects this file uses. */
interface FkPoint {
  x: number;
  y: number;
  copy(): FkPoint;
}
interface FkComponent {
  dx: number;
  dy: number;
}
interface FkRawGlyph {
  numberOfContours: number;
  points?: FkPoint[];
  components?: FkComponent[];
  phantomPoints?: FkPoint[];
}
interface FkGlyph {
  path: { toSVG(): string };
}
interface FkFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  fvar?: { axis: { axisTag: string; defaultValue: number; minValue: number; maxValue: number }[] };
  variationCoords: number[] | null;
  _variationProcessor: { transformPoints(gid: number, points: FkPoint[]): void } | null;
  _transformedGlyphs?: FkRawGlyph[];
  _transformGlyfTable(): void;
  hmtx: {
    metrics: { get(id: number): { advance: number; bearing: number } | undefined };
    bearings: { get(id: number): number };
  };
  layout(text: string): { glyphs: FkGlyph[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[] };
}

export type FontFamily = "fraunces" | "inter" | "manrope" | "cormorant-garamond" | "space-grotesk";

const fonts = new Map<string, FkFont>();
/** Each family's glyphs decoded once, unvaried; each weight varies the ones it draws, when drawn. */
const baseGlyphs = new Map<FontFamily, FkRawGlyph[]>();

/** The family's Latin variable font at this weight. */
export function loadFont(family: FontFamily, weight: number): FkFont {
  const key = `${family}@${weight}`;
  let font = fonts.get(key);
  if (!font) {
    const file = path.join(
      projectRoot,
      `node_modules/@fontsource-variable/${family}/files/${family}-latin-wght-normal.woff2`,
    );
    font = atWeight(family, fontkit.create(readFileSync(file)) as unknown as FkFont, weight);
    fonts.set(key, font);
  }
  return font;
}

/**
 * fontkit 2.0.4 cannot vary a WOFF2 font: `getVariation` reads the WOFF2 container as a
 * TTF, and a WOFF2 font's glyphs are decoded once, in advance, without their variation
 * deltas (composites even throw). So: decode the glyphs as the default instance, then
 * apply the gvar deltas to each the way fontkit's TTFGlyph._decode does for a TTF.
 */
function atWeight(family: FontFamily, font: FkFont, weight: number): FkFont {
  const axes = font.fvar?.axis ?? [];
  font.variationCoords = axes.map((axis) =>
    axis.axisTag.trim() === "wght" ? Math.max(axis.minValue, Math.min(axis.maxValue, weight)) : axis.defaultValue,
  );
  let glyphs = baseGlyphs.get(family);
  if (!glyphs) {
    const unvaried = Object.create(font, { _variationProcessor: { value: null } }) as FkFont;
    font._transformGlyfTable.call(unvaried);
    glyphs = unvaried._transformedGlyphs ?? [];
    baseGlyphs.set(family, glyphs);
  }
  const processor = font._variationProcessor;
  if (!processor) {
    font._transformedGlyphs = glyphs;
    return font;
  }
  const pointPrototype = Object.getPrototypeOf(samplePoint(glyphs)) as object;
  const point = (x: number, y: number, onCurve: boolean) =>
    Object.assign(Object.create(pointPrototype), { onCurve, endContour: true, x, y }) as FkPoint;
  const varied = new Map<number, FkRawGlyph>();
  const vary = (glyph: FkRawGlyph, id: number): FkRawGlyph => {
    const advance = font.hmtx.metrics.get(id)?.advance ?? 0;
    const phantoms = () => [point(0, 0, false), point(advance, 0, false), point(0, 0, false), point(0, 0, false)];
    if (glyph.numberOfContours > 0 && glyph.points) {
      const points = [...glyph.points.map((each) => each.copy()), ...phantoms()];
      processor.transformPoints(id, points);
      return { ...glyph, points: points.slice(0, -4) };
    }
    if (glyph.numberOfContours < 0 && glyph.components) {
      const points = [...glyph.components.map((component) => point(component.dx, component.dy, true)), ...phantoms()];
      processor.transformPoints(id, points);
      return {
        ...glyph,
        components: glyph.components.map((component, index) => ({
          ...component,
          dx: points[index]?.x ?? component.dx,
          dy: points[index]?.y ?? component.dy,
        })),
      };
    }
    return glyph;
  };
  // fontkit reads glyphs by index from this array: each is varied on its first read.
  font._transformedGlyphs = new Proxy(glyphs, {
    get(target, property, receiver) {
      if (typeof property !== "string" || !/^\d+$/.test(property))
        return Reflect.get(target, property, receiver) as unknown;
      const id = Number(property);
      let glyph = varied.get(id);
      if (!glyph && target[id]) varied.set(id, (glyph = vary(target[id], id)));
      return glyph;
    },
  });
  return font;
}

function samplePoint(glyphs: FkRawGlyph[]): FkPoint {
  const found = glyphs.find((glyph) => glyph.points?.length)?.points?.[0];
  if (!found) throw new Error("The font has no simple glyph to copy a point from.");
  return found;
}

export interface TextStyle {
  family: FontFamily;
  weight: number;
  /** Font size in pixels. */
  size: number;
  /** Extra space between letters, in em (e.g. 0.12 for small capitals' tracking). */
  tracking?: number;
}

const advances = new Map<string, { units: number; glyphs: number }>();

/** The width of `text` in pixels (layouts cached: wrapping measures the same words often). */
export function measure(text: string, style: TextStyle): number {
  const key = `${style.family}@${style.weight}:${text}`;
  let advance = advances.get(key);
  if (!advance) {
    const font = loadFont(style.family, style.weight);
    const run = font.layout(text);
    advance = {
      units: run.positions.reduce((sum, position) => sum + position.xAdvance, 0) / font.unitsPerEm,
      glyphs: run.positions.length,
    };
    advances.set(key, advance);
  }
  const tracking = (style.tracking ?? 0) * style.size;
  return advance.units * style.size + tracking * Math.max(0, advance.glyphs - 1);
}

/** One SVG path drawing `text` with its baseline's start at (x, y). */
export function textPath(text: string, style: TextStyle, x: number, y: number, fill: string): string {
  const font = loadFont(style.family, style.weight);
  const run = font.layout(text);
  const scale = style.size / font.unitsPerEm;
  const tracking = (style.tracking ?? 0) * style.size;
  let pen = x;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    if (!position) return;
    const d = glyph.path.toSVG();
    if (d)
      parts.push(
        `<path transform="translate(${round(pen + position.xOffset * scale)} ${round(y - position.yOffset * scale)}) scale(${round(scale, 5)} ${round(-scale, 5)})" d="${d}"/>`,
      );
    pen += position.xAdvance * scale + tracking;
  });
  return `<g fill="${fill}">${parts.join("")}</g>`;
}

/** Words wrapped to lines at most `width` pixels wide (word widths summed: kerning across a space is negligible). */
export function wrap(text: string, style: TextStyle, width: number): string[] {
  const space = measure(" ", style);
  const lines: string[] = [];
  let line = "";
  let lineWidth = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const wordWidth = measure(word, style);
    if (line && lineWidth + space + wordWidth > width) {
      lines.push(line);
      line = word;
      lineWidth = wordWidth;
    } else {
      line = line ? `${line} ${word}` : word;
      lineWidth = line === word ? wordWidth : lineWidth + space + wordWidth;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
