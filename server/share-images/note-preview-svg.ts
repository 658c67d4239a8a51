/**
 * A note's share preview (1200×630): the notebook's look, the note's human score on its
 * card, and whether the note is private. It takes only those facts (`PreviewFacts`), so
 * no note's text can reach the image, whatever the note.
 */
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "#app/lib/share-images.ts";
import { glyphText, type GlyphAtlas } from "./glyph-text";
import atlas from "./note-glyphs.json";
import { NOTE_PREVIEW_COPY } from "./note-preview-copy";
import { CARD_HEIGHT, CARD_WIDTH, drawScoreCard, scoreColours, type TextStyle } from "./score-card";

export interface PreviewFacts {
  /** The signed human score, 0–100. */
  score: number;
  human: boolean;
  isPrivate: boolean;
}

const text = glyphText(atlas as unknown as GlyphAtlas);
const MARGIN = 72;
const TEXT_WIDTH = 560;

/** Grey bars for the note's lines: the same for every note, so they tell nothing of its length. */
const NOTE_LINES = [0.92, 0.84, 0.96, 0.7, 0.88, 0.52];

export function notePreviewSvg({ score, human, isPrivate }: PreviewFacts): string {
  const colours = scoreColours(human);
  const headlineStyle: TextStyle = { family: "inter", weight: 700, size: 60 };
  const headline = text.balance(
    human ? NOTE_PREVIEW_COPY.headline.human : NOTE_PREVIEW_COPY.headline.notHuman,
    headlineStyle,
    520,
  );
  const taglineStyle: TextStyle = { family: "inter", weight: 400, size: 25 };
  const tagline = text.wrap(
    isPrivate ? NOTE_PREVIEW_COPY.tagline.private : NOTE_PREVIEW_COPY.tagline.public,
    taglineStyle,
    TEXT_WIDTH - 20,
  );
  const lineHeight = headlineStyle.size * 1.12;
  const blockHeight = headline.length * lineHeight + 28 + tagline.length * 36;
  const top = 132 + (SHARE_IMAGE_HEIGHT - 132 - 120 - blockHeight) / 2;
  const artX = SHARE_IMAGE_WIDTH - MARGIN + 24 - CARD_WIDTH;
  const artY = (SHARE_IMAGE_HEIGHT - CARD_HEIGHT) / 2;
  const parts = [
    `<rect width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" fill="#fbfaf6"/>`,
    `<rect x="${MARGIN}" y="${MARGIN + 6}" width="28" height="4" rx="2" fill="${colours.fill}"/>`,
    text.draw(
      NOTE_PREVIEW_COPY.brand,
      { family: "inter", weight: 700, size: 20, tracking: 0.16 },
      MARGIN + 42,
      MARGIN + 15,
      "#17603d",
    ),
    ...headline.map((line, index) =>
      text.draw(line, headlineStyle, MARGIN - 3, top + headlineStyle.size * 0.9 + index * lineHeight, "#1f1d1a"),
    ),
    ...tagline.map((line, index) =>
      text.draw(line, taglineStyle, MARGIN, top + headline.length * lineHeight + 53 + index * 36, "#5b574f"),
    ),
    `<rect x="${MARGIN}" y="${SHARE_IMAGE_HEIGHT - MARGIN - 40}" width="64" height="3" rx="1.5" fill="${colours.fill}"/>`,
    text.draw(
      NOTE_PREVIEW_COPY.footer,
      { family: "inter", weight: 600, size: 21 },
      MARGIN,
      SHARE_IMAGE_HEIGHT - MARGIN,
      "#17603d",
    ),
    `<g transform="translate(${artX} ${artY})">${drawScoreCard(text, { score, human, lines: NOTE_LINES })}</g>`,
  ];
  if (isPrivate) parts.push(lock(artX + CARD_WIDTH - 92, artY + 72));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}">${parts.join("")}</svg>`;
}

/** A padlock in the card's corner: the note's text is encrypted. */
function lock(x: number, y: number): string {
  return `<g transform="translate(${x} ${y})"><circle cx="22" cy="22" r="22" fill="#f0eee6"/><rect x="12" y="20" width="20" height="15" rx="3" fill="#5b574f"/><path d="M16 20v-4a6 6 0 0 1 12 0v4" stroke="#5b574f" stroke-width="3" fill="none"/></g>`;
}
