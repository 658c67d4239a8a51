import { siteUrl } from "~/lib/seo";
import shopImage from "./art/hero.svg";
import { shop } from "./content";

export const PAGE_PATH = "/neronantiguedades";

/**
 * schema.org data for the shop, so search engines can show its address, phone and
 * opening hours (both daily periods). Built from ./content.ts; rendered by the
 * route's `meta` as <script type="application/ld+json">.
 */
export function shopJsonLd() {
  const url = `${siteUrl}${PAGE_PATH}`;
  return {
    "@context": "https://schema.org",
    "@type": "AntiqueStore",
    "@id": `${url}#tienda`,
    name: shop.name,
    description: "Antigüedades, numismática y arte desde 2003: 500 m² de exposición permanente y más de 4.000 obras del siglo XX.",
    url,
    image: new URL(shopImage, `${siteUrl}/`).href,
    telephone: shop.phone.replace(/\s/g, ""),
    email: shop.email,
    foundingDate: String(shop.foundingYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: shop.address.street,
      postalCode: shop.address.postalCode,
      addressLocality: shop.address.town,
      addressRegion: shop.address.province,
      addressCountry: shop.address.countryCode,
    },
    openingHoursSpecification: shop.openingHours.periods.map((period) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: shop.openingHours.days.map((day) => `https://schema.org/${day}`),
      opens: period.opens,
      closes: period.closes,
    })),
    knowsAbout: ["Antigüedades", "Numismática", "Arte", "Tasación de joyas, relojes y antigüedades"],
  };
}
