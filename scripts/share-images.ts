/**
 * Build step (after the client build): one 1200×630 share preview per public page,
 * build/client/og/<key>.png, in its site's look (./share-cards.ts). Text is drawn as
 * paths from the self-hosted fonts (./share-font.ts), so the images do not depend on
 * the fonts a machine has. pageMeta names them (app/lib/share-images.ts); the server
 * serves /og/* with a day's cache (server/share-images/og-files.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { publicShareImageKeys, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "#app/lib/share-images.ts";
import { clientBuildDir, projectRoot } from "#server/paths.ts";
import { CARD_HEIGHT, CARD_WIDTH } from "#server/share-images/score-card.ts";
import { shareCards, type ShareCard } from "./share-cards";
import { textPath, wrap, type TextStyle } from "./share-font";

const MARGIN = 72;
/** The text column; the art takes the right side (a CARD_WIDTH × CARD_HEIGHT box). */
const TEXT_WIDTH = 560;
const ART_X = SHARE_IMAGE_WIDTH - MARGIN + 24 - CARD_WIDTH;
const ART_Y = (SHARE_IMAGE_HEIGHT - CARD_HEIGHT) / 2;

/** The card's SVG: background, brand, headline, tagline, footer and art. */
export function shareCardSvg(card: ShareCard): string {
  const brandStyle: TextStyle = { family: card.brand.family, weight: 700, size: 20, tracking: 0.16 };
  const { style: headlineStyle, lines: headlineLines } = layoutHeadline(card);
  const lineHeight = headlineStyle.size * 1.12;
  const taglineStyle: TextStyle = { family: card.tagline.family, weight: 400, size: 25 };
  const taglineLines = clamp(wrap(card.tagline.text, taglineStyle, TEXT_WIDTH - 20), 3);
  const footerStyle: TextStyle = { family: card.brand.family, weight: 600, size: 21 };

  // The block (headline + tagline) sits in the middle of the space between brand and footer.
  const blockHeight = headlineLines.length * lineHeight + 28 + taglineLines.length * 36;
  const top = 132 + (SHARE_IMAGE_HEIGHT - 132 - 120 - blockHeight) / 2;
  const headlineFill = card.headline.gradient ? "url(#headline)" : card.headline.color;
  const parts = [
    `<rect width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" fill="${card.background}"/>`,
    card.backdrop ?? "",
    `<rect x="${MARGIN}" y="${MARGIN + 6}" width="28" height="4" rx="2" fill="${card.footer.rule}"/>`,
    textPath(card.brand.text, brandStyle, MARGIN + 42, MARGIN + 15, card.brand.color),
    ...headlineLines.map((line, index) =>
      textPath(line, headlineStyle, MARGIN - 3, top + headlineStyle.size * 0.9 + index * lineHeight, headlineFill),
    ),
    ...taglineLines.map((line, index) =>
      textPath(
        line,
        taglineStyle,
        MARGIN,
        top + headlineLines.length * lineHeight + 28 + 25 + index * 36,
        card.tagline.color,
      ),
    ),
    `<rect x="${MARGIN}" y="${SHARE_IMAGE_HEIGHT - MARGIN - 40}" width="64" height="3" rx="1.5" fill="${card.footer.rule}"/>`,
    textPath(card.footer.text, footerStyle, MARGIN, SHARE_IMAGE_HEIGHT - MARGIN, card.footer.color),
    art(card),
  ];
  const gradient = card.headline.gradient
    ? `<linearGradient id="headline" x1="0" y1="0" x2="${TEXT_WIDTH}" y2="0" gradientUnits="userSpaceOnUse">${card.headline.gradient
        .map((colour, index, all) => `<stop offset="${index / (all.length - 1)}" stop-color="${colour}"/>`)
        .join("")}</linearGradient>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}"><defs>${gradient}</defs>${parts.join("")}</svg>`;
}

/**
 * Two lines at 52 px or more if the headline fits, else three at the largest size that
 * fits; then balanced (the narrowest column that keeps the line count), so no line is
 * left with a lone word.
 */
function layoutHeadline(card: ShareCard): { style: TextStyle; lines: string[] } {
  const styleAt = (size: number): TextStyle => ({ family: card.headline.family, weight: card.headline.weight, size });
  const linesAt = (size: number, width = TEXT_WIDTH) => wrap(card.headline.text, styleAt(size), width);
  const sizes = [64, 60, 56, 52, 48, 44, 40];
  const size =
    sizes.find((candidate) => candidate >= 52 && linesAt(candidate).length <= 2) ??
    sizes.find((candidate) => linesAt(candidate).length <= 3) ??
    40;
  const count = linesAt(size).length;
  let width = TEXT_WIDTH;
  while (width > 240 && linesAt(size, width - 10).length === count) width -= 10;
  return { style: styleAt(size), lines: linesAt(size, width) };
}

function clamp(lines: string[], max: number): string[] {
  return lines.length <= max ? lines : [...lines.slice(0, max - 1), `${lines[max - 1]}…`];
}

/** The site's hero SVG nested in the art box (ids prefixed so they cannot clash), or drawn art. */
function art(card: ShareCard): string {
  if ("draw" in card.art) return `<g transform="translate(${ART_X} ${ART_Y})">${card.art.draw()}</g>`;
  const source = readFileSync(path.join(projectRoot, card.art.file), "utf8")
    .replace(/<\?xml[^>]*>/, "")
    .replace(/\bid="([^"]+)"/g, 'id="art-$1"')
    .replace(/url\(#([^)]+)\)/g, "url(#art-$1)")
    .replace(/(xlink:)?href="#([^"]+)"/g, 'href="#art-$2"');
  const fit = card.art.fit;
  const nested = source.replace(/<svg\b([^>]*)>/, (_match, attributes: string) => {
    const kept = attributes.replace(/\s(width|height|x|y|preserveAspectRatio)="[^"]*"/g, "");
    return `<svg${kept} x="${ART_X}" y="${ART_Y}" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" preserveAspectRatio="xMidYMid ${fit}">`;
  });
  if (!card.art.frame) return nested;
  const frame = `x="${ART_X}" y="${ART_Y}" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" rx="28"`;
  return `<clipPath id="art-frame"><rect ${frame}/></clipPath><g clip-path="url(#art-frame)">${nested}</g><rect ${frame} fill="none" stroke="#000" stroke-opacity="0.08" stroke-width="2"/>`;
}

/**
 * The PNG of one card, in full colour: a 256-colour palette made the glows and skies
 * band visibly, for files of 20–50 KB instead of 40–160 KB; both are far under the
 * ~300 KB WhatsApp shows a large preview for.
 */
export async function renderShareCard(card: ShareCard): Promise<Buffer> {
  return sharp(Buffer.from(shareCardSvg(card)), { limitInputPixels: SHARE_IMAGE_WIDTH * SHARE_IMAGE_HEIGHT })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export const shareImagesDir = path.join(clientBuildDir, "og");

/** Every public page's card, written to build/client/og. */
export async function writeShareImages(dir = shareImagesDir): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const cards = new Map(shareCards.map((card) => [card.key, card]));
  const keys = [...new Set(Object.values(publicShareImageKeys))];
  const missing = keys.filter((key) => !cards.has(key));
  if (missing.length) throw new Error(`No share card for ${missing.join(", ")} (scripts/share-cards.ts).`);
  await Promise.all(
    keys.map(async (key) => writeFileSync(path.join(dir, `${key}.png`), await renderShareCard(cards.get(key)!))),
  );
  return keys;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const keys = await writeShareImages();
  console.log(
    `Drew ${keys.length} share previews in ${Math.round(performance.now() - started)} ms (${path.relative(process.cwd(), shareImagesDir)}).`,
  );
}
