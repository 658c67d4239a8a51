import airco from "./assets/gallery-airco.svg";
import keuring from "./assets/gallery-keuring.svg";
import ramen from "./assets/gallery-ramen.svg";
import renovatie from "./assets/gallery-renovatie.svg";
import schoonmaak from "./assets/gallery-schoonmaak.svg";
import zonwering from "./assets/gallery-zonwering.svg";

/*
 * A module of its own, apart from copy.ts: the back office's content editor shows the same
 * six examples, and a module both import becomes a chunk of its own on /felimar's first
 * load. Kept this small, that chunk costs the page a few hundred bytes, not the whole copy.
 */

/** Shown while the gallery has no photos, so a fresh install's page is never empty. */
export const galleryPlaceholders = [
  { key: "zonwering", titel: "Zonwering vernieuwd", caption: "Nieuwe knikarmschermen op een terras in Benalmádena." },
  { key: "airco", titel: "Airco-installatie", caption: "Split-unit geplaatst in een appartement in Fuengirola." },
  { key: "schoonmaak", titel: "Wisselschoonmaak", caption: "Villa klaar voor de volgende gasten, binnen vier uur." },
  { key: "keuring", titel: "Begeleiding ITV-keuring", caption: "Van afspraak tot keuringsrapport, wij rijden mee." },
  { key: "ramen", titel: "Voorzetramen", caption: "Stiller en koeler: voorzetramen in Mijas Pueblo." },
  { key: "renovatie", titel: "Renovatieproject", caption: "Keuken en badkamer vernieuwd in Marbella." },
] as const;

export type PlaceholderKey = (typeof galleryPlaceholders)[number]["key"];

/** The drawn illustration of each placeholder (and of a photo-less item, components/gallery.tsx). */
export const illustrations: Record<PlaceholderKey, string> = {
  zonwering,
  airco,
  schoonmaak,
  keuring,
  ramen,
  renovatie,
};
