import { absoluteUrl } from "#app/lib/seo.tsx";
import shopImage from "./art/hero.svg";
import type { NeronDetails } from "./site-content";
import { PAGE_PATH, shopIdentity } from "./content";

/**
 * schema.org data for the shop, so search engines can show its address, phone and
 * opening hours (both daily periods). Built by the loader from the stored details;
 * rendered by the route's `meta` as <script type="application/ld+json">.
 */
export function shopJsonLd(details: NeronDetails) {
  const url = absoluteUrl(PAGE_PATH);
  const social = details.social.filter((link) => !link.hidden).map((link) => link.url);
  return {
    "@context": "https://schema.org",
    "@type": "AntiqueStore",
    "@id": `${url}#tienda`,
    name: shopIdentity.name,
    description:
      "Antigüedades, numismática y arte desde 2003: 500 m² de exposición permanente y más de 4.000 obras del siglo XX.",
    url,
    image: absoluteUrl(shopImage),
    telephone: details.phone,
    email: details.email,
    foundingDate: String(shopIdentity.foundingYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: details.address.street,
      postalCode: details.address.postalCode,
      addressLocality: details.address.town,
      addressRegion: details.address.province,
      addressCountry: details.address.countryCode,
    },
    openingHoursSpecification: details.openingHours.periods.map((period) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: details.openingHours.days.map((day) => `https://schema.org/${day}`),
      opens: period.opens,
      closes: period.closes,
    })),
    knowsAbout: ["Antigüedades", "Numismática", "Arte", "Tasación de joyas, relojes y antigüedades"],
    ...(social.length > 0 ? { sameAs: social } : {}),
  };
}
