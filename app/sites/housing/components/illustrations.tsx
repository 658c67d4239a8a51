import type { TopicId } from "../content/types";
import hero from "../art/hero.svg";
import climate from "../art/topic-climate.svg";
import energy from "../art/topic-energy.svg";
import timber from "../art/topic-timber.svg";

/*
 * Furu Bolig's drawings live in ../art as SVG files (Nordic landscapes and building
 * diagrams in the page's palette), loaded as images so the page's HTML and
 * JavaScript stay small. Decorative: the text beside them carries the meaning.
 */

export const heroArt = { src: hero, width: 640, height: 520 };
export const topicArt: Record<TopicId, string> = { timber, energy, climate };
export const TOPIC_ART_SIZE = { width: 480, height: 360 };

/**
 * Six placeholder partner marks: simple wordmarks with a glyph each, in one ink
 * colour so the strip reads calm. Replace with the partners' real logos.
 */
export const partners = [
  { name: "Nordskog Tre", glyph: "tree" },
  { name: "Fjordglass", glyph: "window" },
  { name: "Bergvarme", glyph: "drop" },
  { name: "Lin & Kalk", glyph: "leaf" },
  { name: "Takverk", glyph: "roof" },
  { name: "Ullisol", glyph: "wave" },
] as const;

export function PartnerMark({
  name,
  glyph,
  className,
}: {
  name: string;
  glyph: (typeof partners)[number]["glyph"];
  className?: string;
}) {
  return (
    <svg viewBox="0 0 200 56" className={className} role="img" aria-label={name}>
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        {glyph === "tree" ? <path d="M24 10 36 30h-7l10 14H9l10-14h-7ZM24 44v6" /> : null}
        {glyph === "window" ? <path d="M10 12h28v34H10ZM24 12v34M10 29h28" /> : null}
        {glyph === "drop" ? (
          <path d="M24 8c9 12 14 20 14 26a14 14 0 0 1-28 0c0-6 5-14 14-26ZM18 36a6 6 0 0 0 6 6" />
        ) : null}
        {glyph === "leaf" ? <path d="M10 46c0-20 10-34 30-36 0 22-12 34-30 36ZM10 46 30 24" /> : null}
        {glyph === "roof" ? <path d="M6 32 24 14l18 18M12 26v20h24V26" /> : null}
        {glyph === "wave" ? <path d="M8 22c6-6 10-6 16 0s10 6 16 0M8 34c6-6 10-6 16 0s10 6 16 0" /> : null}
      </g>
      <text
        x="54"
        y="36"
        fill="currentColor"
        fontFamily="'Fraunces Variable', Georgia, serif"
        fontSize="22"
        fontWeight="600"
        letterSpacing="0.2"
      >
        {name}
      </text>
    </svg>
  );
}

/** Furu Bolig's mark: a pine inside a gable. */
export function FuruMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <path d="M3 14 16 4l13 10v14H3Z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M16 9l5 8h-3l4 5H10l4-5h-3Z" fill="currentColor" />
      <path d="M16 22v4" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
