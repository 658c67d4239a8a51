import { readablePhone } from "../phone-display.server";
import { visibleSocialProfiles } from "../site-content-fields";
import type { NeronShop } from "./content";
import { shopIdentity } from "./content";
import type { NeronDetails } from "./site-content";

/**
 * The shop as the page shows it, from the stored details: numbers formatted for
 * reading, tel:/wa.me/mailto: links made (on the server: see readablePhone).
 */
export function neronShop(details: NeronDetails): NeronShop {
  const { address } = details;
  return {
    ...shopIdentity,
    address,
    mapsHref: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
      `${address.street}, ${address.postalCode} ${address.town}, ${address.province}, ${address.country}`,
    )}`,
    phone: { display: readablePhone(details.phone), href: `tel:${details.phone}` },
    // wa.me wants the number as digits only (country code included, no +) and a URL-encoded text.
    whatsapp: {
      display: readablePhone(details.whatsapp),
      href: `https://wa.me/${details.whatsapp.replace(/\D/g, "")}?text=${encodeURIComponent(details.whatsappMessage)}`,
    },
    email: { display: details.email, href: `mailto:${details.email}` },
    openingHours: {
      label: details.openingHours.label,
      periodsText: details.openingHours.periods.map((period) => `${period.opens}–${period.closes}`).join(" y "),
      closedLabel: details.openingHours.closedLabel,
    },
    social: visibleSocialProfiles(details.social),
  };
}
