/** The content lists as GET /api/felimar/* return them (spec §3 field names). */

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
