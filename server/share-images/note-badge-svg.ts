/**
 * A note's badge (GET /writtenbyhuman/badge/<slug>.svg): "Human Notebook" beside what the
 * server found, 20 px high, for a README or a blog. It takes only `BadgeFacts`, so nothing
 * of a note's text can reach it. Text as SVG text, escaped; no script, no style sheet, no
 * link and no external reference, so it renders alike as an <img> and opened on its own.
 */

export type BadgeFacts =
  | {
      state: "verified" | "signature-checked";
      /** The signed human score, 0–100. */
      score: number;
      human: boolean;
      /** The note's creation time, ISO 8601. */
      createdAt: string;
    }
  | { state: "not-verified"; createdAt: string }
  | { state: "withdrawn" }
  | { state: "not-found" };

const LABEL = "Human Notebook";
const HEIGHT = 20;
const PADDING = 6;
const FONT_SIZE = 11;

/** White text on these reads at 4.5:1 or more. */
const COLOURS = {
  label: "#4a4741",
  human: "#17603d",
  notHuman: "#8a4a06",
  failed: "#9f1f13",
  neutral: "#6b665c",
} as const;

/** Character widths at 11 px in Verdana (the first font named), for sizing the boxes; `textLength` makes any font fit them. */
const NARROW = new Set([..." .,:;!|'·ijlft()[]/"]);
const WIDE = new Set([..."mwMW%"]);
function textWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    if (NARROW.has(char)) width += 3.9;
    else if (WIDE.has(char)) width += 10.2;
    else if (/[A-Z0-9]/.test(char)) width += 7.4;
    else width += 6.6;
  }
  return Math.ceil(width);
}

export function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/** What the badge says after its label, its colour, and the sentence a screen reader reads. */
export function badgeMessage(facts: BadgeFacts): { text: string; colour: string; spoken: string } {
  switch (facts.state) {
    case "verified":
    case "signature-checked": {
      const date = facts.createdAt.slice(0, 10);
      const verdict = facts.state === "verified" ? "verified" : "signature checked";
      return {
        text: `${verdict} · ${facts.score}/100 · ${date}`,
        colour: facts.human ? COLOURS.human : COLOURS.notHuman,
        spoken: `${verdict}, human score ${facts.score} out of 100, written ${date}`,
      };
    }
    case "not-verified": {
      const date = facts.createdAt.slice(0, 10);
      return { text: `not verified · ${date}`, colour: COLOURS.failed, spoken: `not verified, written ${date}` };
    }
    case "withdrawn":
      return { text: "withdrawn", colour: COLOURS.neutral, spoken: "this note was withdrawn" };
    case "not-found":
      return { text: "not found", colour: COLOURS.neutral, spoken: "no such note" };
  }
}

export function noteBadgeSvg(facts: BadgeFacts): string {
  const message = badgeMessage(facts);
  const labelWidth = textWidth(LABEL) + 2 * PADDING;
  const messageWidth = textWidth(message.text) + 2 * PADDING;
  const width = labelWidth + messageWidth;
  const title = escapeXml(`${LABEL}: ${message.spoken}`);
  const text = (content: string, x: number, length: number) =>
    `<text x="${x}" y="14" textLength="${length}" lengthAdjust="spacingAndGlyphs">${escapeXml(content)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    `<rect width="${width}" height="${HEIGHT}" rx="3" fill="${COLOURS.label}"/>` +
    `<rect x="${labelWidth}" width="${messageWidth}" height="${HEIGHT}" rx="3" fill="${message.colour}"/>` +
    // Squares the message's left corners, where it meets the label.
    `<rect x="${labelWidth}" width="4" height="${HEIGHT}" fill="${message.colour}"/>` +
    `<g fill="#ffffff" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="${FONT_SIZE}">` +
    text(LABEL, PADDING, labelWidth - 2 * PADDING) +
    text(message.text, labelWidth + PADDING, messageWidth - 2 * PADDING) +
    `</g></svg>`
  );
}
