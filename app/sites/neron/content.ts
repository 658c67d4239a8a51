import type { SocialProfile } from "../site-content-fields";

/**
 * Neron Antigüedades: what the page shows of the shop. The address, phone, WhatsApp,
 * e-mail, opening hours and social links are edited by the owner in the back office
 * (site-content.ts, the stored document); the route's loader turns them into a
 * `NeronShop` (shop.server.ts: numbers formatted, links made) that the header, the
 * contact section, the footer, the WhatsApp button and the schema.org data read.
 * The name and the founding year stay here.
 */

/** The page's path, for links and search engines. */
export const PAGE_PATH = "/neronantiguedades";

export const shopIdentity = {
  name: "Neron Antigüedades",
  foundingYear: 2003,
} as const;

export interface ShopContact {
  /** As people read it ("+34 952 70 20 03"). */
  display: string;
  /** The link ("tel:+34952702003", "https://wa.me/…", "mailto:…"). */
  href: string;
}

export interface NeronShop {
  name: string;
  foundingYear: number;
  address: { street: string; postalCode: string; town: string; province: string; country: string };
  /** A directions link for the address (opens the visitor's map app or Google Maps). */
  mapsHref: string;
  phone: ShopContact;
  whatsapp: ShopContact;
  email: ShopContact;
  openingHours: {
    label: string;
    /** "10:00–14:00 y 17:00–20:30" */
    periodsText: string;
    closedLabel: string;
  };
  social: SocialProfile[];
}
