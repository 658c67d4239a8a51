/**
 * What each public page's share preview says and how it looks: its site's palette
 * (from app/sites/<site>/<site>.css), type and hero art. Drawn by ./share-images.ts.
 * Text in the page's language; every string here fits the card at its size (the
 * renderer shrinks a headline that would take more than three lines).
 */
import type { FontFamily } from "./share-font";
import { communityArt, notebookArt } from "./share-art";

export interface ShareCard {
  /** Output file name without .png (app/lib/share-images.ts names the same). */
  key: string;
  background: string;
  /** Extra SVG drawn over the background, under everything else (glows, rules). */
  backdrop?: string;
  brand: { text: string; color: string; family: FontFamily };
  headline: { text: string; color: string; family: FontFamily; weight: number; gradient?: string[] };
  tagline: { text: string; color: string; family: FontFamily };
  footer: { text: string; color: string; rule: string };
  /** A hero SVG file (shown in a rounded frame) or SVG drawn in the 480×510 art box. */
  art: { file: string; fit: "slice" | "meet"; frame: boolean } | { draw: () => string };
}

const naturliv = {
  background: "#f5f1e8",
  brand: { text: "NATURLIV", color: "#7a5a30", family: "inter" },
  art: { file: "app/sites/naturliv/art/hero.svg", fit: "slice", frame: true },
} as const;
const naturlivText = (
  headline: string,
  tagline: string,
  footer: string,
): Pick<ShareCard, "headline" | "tagline" | "footer"> => ({
  headline: { text: headline, color: "#1f3a2b", family: "fraunces", weight: 600 },
  tagline: { text: tagline, color: "#4d5c52", family: "inter" },
  footer: { text: footer, color: "#2f5540", rule: "#c8a97e" },
});

const housing = {
  background: "#f7f4ee",
  brand: { text: "FURU BOLIG", color: "#8a5a2b", family: "inter" },
  art: { file: "app/sites/housing/art/hero.svg", fit: "slice", frame: true },
} as const;
const housingText = (
  headline: string,
  tagline: string,
  footer: string,
): Pick<ShareCard, "headline" | "tagline" | "footer"> => ({
  headline: { text: headline, color: "#1d3a3f", family: "fraunces", weight: 600 },
  tagline: { text: tagline, color: "#4a5a5e", family: "inter" },
  footer: { text: footer, color: "#2b5259", rule: "#b7844f" },
});

const notebook = {
  background: "#fbfaf6",
  brand: { text: "HUMAN NOTEBOOK", color: "#17603d", family: "inter" },
  art: { draw: notebookArt },
} as const;
const notebookText = (headline: string, tagline: string): Pick<ShareCard, "headline" | "tagline" | "footer"> => ({
  headline: { text: headline, color: "#1f1d1a", family: "inter", weight: 700 },
  tagline: { text: tagline, color: "#5b574f", family: "inter" },
  footer: { text: "Signed proof · Anyone can verify it", color: "#17603d", rule: "#2f9461" },
});

export const shareCards: ShareCard[] = [
  {
    key: "mycelium-club",
    background: "#0a0918",
    backdrop:
      '<radialGradient id="glow-a" cx="0.95" cy="0.35" r="0.6"><stop offset="0" stop-color="#a78bfa" stop-opacity="0.22"/><stop offset="1" stop-color="#a78bfa" stop-opacity="0"/></radialGradient>' +
      '<radialGradient id="glow-b" cx="0.05" cy="0.9" r="0.55"><stop offset="0" stop-color="#5eead4" stop-opacity="0.14"/><stop offset="1" stop-color="#5eead4" stop-opacity="0"/></radialGradient>' +
      '<rect width="1200" height="630" fill="url(#glow-a)"/><rect width="1200" height="630" fill="url(#glow-b)"/>',
    brand: { text: "MYCELIUM CLUB", color: "#5eead4", family: "space-grotesk" },
    headline: {
      text: "Connecting minds. Transforming lives.",
      color: "#5eead4",
      family: "space-grotesk",
      weight: 700,
      gradient: ["#5eead4", "#7dd3fc", "#c4b5fd"],
    },
    tagline: {
      text: "A community and DAO where seekers, professionals, clinics and retreat centres grow together.",
      color: "#a9a6cc",
      family: "inter",
    },
    footer: { text: "Circles · Events · Governance", color: "#ecebff", rule: "#5eead4" },
    art: { draw: communityArt },
  },
  {
    key: "naturliv",
    ...naturliv,
    ...naturlivText(
      "Eco-friendly modular tiny homes",
      "30 to 55 m², built in Norway from timber, wood fibre and natural finishes, and installed on your plot in one day.",
      "Live Green. Feel Home.",
    ),
  },
  {
    key: "naturliv-no",
    ...naturliv,
    ...naturlivText(
      "Miljøvennlige minihus i moduler",
      "30 til 55 m², bygget i Norge av tre, trefiber og naturlige overflater, og montert på tomten din på én dag.",
      "Lev grønt. Føl deg hjemme.",
    ),
  },
  {
    key: "naturliv-projects",
    ...naturliv,
    ...naturlivText(
      "Projects coming soon",
      "Pages for the Aston, Frederika, Torso, Visby and Flensburg tiny homes and the Office Box are on their way.",
      "Live Green. Feel Home.",
    ),
  },
  {
    key: "naturliv-projects-no",
    ...naturliv,
    ...naturlivText(
      "Prosjekter kommer snart",
      "Sider for minihusene Aston, Frederika, Torso, Visby og Flensburg og Office Box er på vei.",
      "Lev grønt. Føl deg hjemme.",
    ),
  },
  {
    key: "housing",
    ...housing,
    ...housingText(
      "Sustainable timber homes in Norway",
      "Passive-house timber houses for the Norwegian climate, from site visit to handover, at a fixed price.",
      "Fixed price · Passive-house level",
    ),
  },
  {
    key: "housing-no",
    ...housing,
    ...housingText(
      "Bærekraftige trehus i Norge",
      "Trehus på passivhusnivå for norsk klima, fra befaring og byggesøknad til overlevering, til fast pris.",
      "Fast pris · Passivhusnivå",
    ),
  },
  {
    key: "felimar",
    background: "#fbf7f0",
    brand: { text: "FELIMAR", color: "#a8461f", family: "manrope" },
    headline: {
      text: "Concierge en woningzorg aan de Costa del Sol",
      color: "#0f2a44",
      family: "fraunces",
      weight: 600,
    },
    tagline: {
      text: "Woningzorg en sleutelbeheer, renovaties, airco, auto en lessen: alles via één aanspreekpunt.",
      color: "#4f5b66",
      family: "manrope",
    },
    footer: { text: "Reactie op dezelfde werkdag", color: "#0f3b5f", rule: "#e2a64b" },
    art: { file: "app/sites/felimar/assets/hero.svg", fit: "slice", frame: true },
  },
  {
    key: "neron",
    background: "#f8f3e9",
    backdrop:
      '<rect x="24" y="24" width="1152" height="582" fill="none" stroke="#b8924a" stroke-width="1.5"/><rect x="32" y="32" width="1136" height="566" fill="none" stroke="#d6b878" stroke-width="0.75"/>',
    brand: { text: "NERON ANTIGÜEDADES", color: "#7d5f26", family: "inter" },
    headline: { text: "Antigüedades, numismática y arte", color: "#6d1f27", family: "cormorant-garamond", weight: 700 },
    tagline: {
      text: "Desde 2003: 500 m² de exposición y más de 4.000 obras del siglo XX. Tasaciones y asesoramiento para coleccionistas.",
      color: "#5e5047",
      family: "inter",
    },
    footer: { text: "Antequera · Málaga", color: "#1e3a32", rule: "#b8924a" },
    art: { file: "app/sites/neron/art/hero.svg", fit: "meet", frame: false },
  },
  {
    key: "human-notebook",
    ...notebook,
    ...notebookText(
      "Prove you typed it.",
      "Write a note, get a score of how human your typing looks, and share it with a signed proof anyone can verify.",
    ),
  },
  {
    key: "human-notebook-create",
    ...notebook,
    ...notebookText(
      "Write a note.",
      "Type it yourself and get a signed proof of human writing, with a score anyone can check.",
    ),
  },
];
