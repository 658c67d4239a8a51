/**
 * Every word a note's preview can show. Nothing here comes from the note: the preview
 * shows its score and whether it is private, never its text (a private note's content
 * is encrypted, and a public one's is on its page). ./note-glyphs.json holds Inter's
 * outlines for exactly these characters (scripts/note-glyphs.ts makes it).
 */
import { SCORE_CARD_STRINGS } from "./score-card";

export const NOTE_PREVIEW_COPY = {
  brand: "HUMAN NOTEBOOK",
  headline: { human: "A note typed by a human", notHuman: "A note with its typing checked" },
  tagline: {
    public: "Its typing was scored for how human it looks, and signed. Anyone can check the proof.",
    private: "A private note: only someone with its passphrase can read it. Anyone can check its signed proof.",
  },
  footer: "Signed proof · Anyone can verify it",
} as const;

/** The weights the preview draws with. */
export const NOTE_GLYPH_WEIGHTS = [400, 500, 600, 700] as const;

/** Every character the preview may draw (scores are 0–100). */
export function noteGlyphCharacters(): string[] {
  const strings = (value: unknown): string[] =>
    typeof value === "string" ? [value] : Object.values(value as object).flatMap(strings);
  const texts = [...strings(NOTE_PREVIEW_COPY), ...strings(SCORE_CARD_STRINGS), "0123456789"];
  return [...new Set(texts.join(""))].sort();
}
