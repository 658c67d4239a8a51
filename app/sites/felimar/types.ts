import type { PictureSources } from "#app/ui/picture-sources.ts";

/** The content lists as GET /api/felimar/* return them, under the API's Dutch field names. */

export interface Bundle {
  id: string;
  titel: string;
  vanaf_prijs: string | null;
  bullets: string[];
  cta_label: string;
}

export interface GalleryItem {
  id: string;
  image_url: string | null;
  titel: string;
  caption: string | null;
  created_at: string;
}

export interface Testimonial {
  id: string;
  quote: string;
  naam: string;
  plaats: string;
  created_at: string;
}

/** A gallery card as the page draws it: an uploaded photo, a picture on this site, or (neither) a drawn illustration. */
export interface GalleryCard {
  id: string;
  titel: string;
  caption: string | null;
  image_url: string | null;
  picture: PictureSources | null;
}
