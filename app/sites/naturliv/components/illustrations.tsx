import type { FeatureKey, ModelId } from "../content/types";
import costArt from "../art/feature-cost.svg";
import humidityArt from "../art/feature-humidity.svg";
import materialsArt from "../art/feature-materials.svg";
import spaceArt from "../art/feature-space.svg";
import hero from "../art/hero.svg";
import flensburg from "../art/model-flensburg.svg";
import torso from "../art/model-torso.svg";
import visby from "../art/model-visby.svg";

/*
 * Naturliv's drawings live in ../art as SVG files (flat, calm shapes in the site's
 * palette), loaded as images so neither the page's HTML nor its JavaScript carries
 * them. All decorative: the text beside them says what matters.
 */

export const heroArt = { src: hero, width: 600, height: 480 };
export const modelArt: Record<ModelId, string> = { flensburg, torso, visby };
export const MODEL_ART_SIZE = { width: 400, height: 250 };
export const featureArt: Record<FeatureKey, string> = {
  materials: materialsArt,
  space: spaceArt,
  cost: costArt,
  humidity: humidityArt,
};
export const FEATURE_ART_SIZE = { width: 240, height: 140 };

/** The Naturliv mark: a leaf-roofed house. */
export function NaturlivMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <path
        d="M4 15 16 5l12 10"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M8 14v13h16V14" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M16 26c0-6 1-9 5-12-5 0-8 3-8 7 0 2 1 4 3 5Z" fill="currentColor" />
    </svg>
  );
}
