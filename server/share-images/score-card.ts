/**
 * The notebook's scored note, as the note page shows its score: drawn in the build's
 * preview of the notebook (scripts/share-images.ts, text from the font files) and in
 * each note's preview (./note-preview.ts, text from ./note-glyphs.json). Pure SVG.
 */

export interface TextStyle {
  family: "inter";
  weight: 400 | 500 | 600 | 700;
  /** Font size in pixels. */
  size: number;
  /** Extra space between letters, in em. */
  tracking?: number;
}

/** Draws `text` with its baseline's start at (x, y); `measure` gives its width in pixels. */
export interface TextDrawer {
  draw(text: string, style: TextStyle, x: number, y: number, fill: string): string;
  measure(text: string, style: TextStyle): number;
}

export const CARD_WIDTH = 480;
export const CARD_HEIGHT = 510;

/** Green at 60 or more, amber below: the note page's two states (notebook.css). */
export function scoreColours(human: boolean) {
  return human
    ? { ink: "#17603d", fill: "#2f9461", tint: "#e6f2eb" }
    : { ink: "#8a4a06", fill: "#d98d1c", tint: "#fbf0de" };
}

export const SCORE_CARD_STRINGS = {
  label: "HUMAN SCORE",
  outOf: "/100",
  human: "Typed by a human",
  notHuman: "Not typed by a human",
} as const;

/**
 * A white card with the score, its bar and verdict, and grey bars standing for the
 * note's lines (never its words: the same card serves private notes). Drawn in a
 * CARD_WIDTH × CARD_HEIGHT box.
 */
export function drawScoreCard(
  text: TextDrawer,
  { score, human, lines }: { score: number; human: boolean; lines: number[] },
): string {
  const colours = scoreColours(human);
  const x = 24;
  const y = 40;
  const width = CARD_WIDTH - 48;
  const inner = width - 72;
  const scoreText = String(score);
  const big: TextStyle = { family: "inter", weight: 700, size: 104 };
  const verdict = human ? SCORE_CARD_STRINGS.human : SCORE_CARD_STRINGS.notHuman;
  const verdictStyle: TextStyle = { family: "inter", weight: 600, size: 20 };
  const pillWidth = 66 + text.measure(verdict, verdictStyle);
  return [
    `<rect x="${x + 6}" y="${y + 12}" width="${width}" height="430" rx="24" fill="#1f1d1a" fill-opacity="0.07"/>`,
    `<rect x="${x}" y="${y}" width="${width}" height="430" rx="24" fill="#ffffff" stroke="#e2ded3" stroke-width="2"/>`,
    text.draw(
      SCORE_CARD_STRINGS.label,
      { family: "inter", weight: 600, size: 17, tracking: 0.12 },
      x + 36,
      y + 60,
      "#5b574f",
    ),
    text.draw(scoreText, big, x + 32, y + 160, colours.ink),
    text.draw(
      SCORE_CARD_STRINGS.outOf,
      { family: "inter", weight: 500, size: 34 },
      x + 42 + text.measure(scoreText, big),
      y + 160,
      "#5b574f",
    ),
    `<rect x="${x + 36}" y="${y + 186}" width="${inner}" height="14" rx="7" fill="${colours.tint}"/>`,
    `<rect x="${x + 36}" y="${y + 186}" width="${((inner * Math.max(score, 2)) / 100).toFixed(1)}" height="14" rx="7" fill="${colours.fill}"/>`,
    `<rect x="${x + 36}" y="${y + 222}" width="${pillWidth.toFixed(1)}" height="46" rx="23" fill="${colours.tint}"/>`,
    `<circle cx="${x + 61}" cy="${y + 245}" r="12" fill="${colours.fill}"/>`,
    human
      ? `<path d="M${x + 55.5} ${y + 245.5}l4 4 7.5-8" stroke="#ffffff" stroke-width="2.8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
      : `<path d="M${x + 61} ${y + 238.5}v7.5M${x + 61} ${y + 250.5}v0.5" stroke="#ffffff" stroke-width="2.8" stroke-linecap="round"/>`,
    text.draw(verdict, verdictStyle, x + 84, y + 252, colours.ink),
    ...lines.map(
      (share, index) =>
        `<rect x="${x + 36}" y="${y + 302 + index * 22}" width="${(inner * share).toFixed(1)}" height="9" rx="4.5" fill="#ebe8df"/>`,
    ),
  ].join("");
}
