/**
 * Neron Antigüedades: the shop's details, in ONE place.
 *
 * Edit this file to change the address, phone, WhatsApp number, e-mail or opening
 * hours. Everything on /neronantiguedades reads from here: the header, the contact
 * section, the footer, the floating WhatsApp button and the schema.org data that
 * search engines use to show the address and the opening hours. Rebuild after
 * editing (`npm run build`): the page is prerendered.
 *
 * - Phone numbers: write them as people should read them, with the country code
 *   (e.g. "+34 952 70 20 03"). Links are made from the digits automatically.
 * - WhatsApp: the mobile number that has WhatsApp; `whatsappMessage` is the text
 *   the chat opens with (the visitor can change it before sending).
 * - Opening hours: 24-hour "HH:MM". Days are the English day names schema.org
 *   uses; `label` is what visitors read.
 */
export const shop = {
  name: "Neron Antigüedades",
  foundingYear: 2003,
  address: {
    street: "Calle Infante Don Fernando, 42",
    postalCode: "29200",
    town: "Antequera",
    province: "Málaga",
    /** ISO 3166-1 code, for search engines. */
    countryCode: "ES",
    country: "España",
  },
  phone: "+34 952 70 20 03",
  whatsapp: "+34 600 20 20 03",
  whatsappMessage: "Hola, me gustaría recibir información sobre una pieza de Neron Antigüedades.",
  email: "info@neronantiguedades.es",
  openingHours: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    label: "Lunes a viernes",
    periods: [
      { opens: "10:00", closes: "14:00" },
      { opens: "17:00", closes: "20:30" },
    ],
    closedLabel: "Sábados y domingos",
  },
} as const;

/** "tel:+34952702003" */
export const phoneHref = `tel:${shop.phone.replace(/[^\d+]/g, "")}`;

/** "mailto:info@…" */
export const emailHref = `mailto:${shop.email}`;

/** wa.me wants the number as digits only (country code included, no +) and a URL-encoded text. */
export const whatsappHref = `https://wa.me/${shop.whatsapp.replace(/\D/g, "")}?text=${encodeURIComponent(shop.whatsappMessage)}`;

/** A directions link for the address (opens the visitor's map app or Google Maps). */
export const mapsHref = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `${shop.address.street}, ${shop.address.postalCode} ${shop.address.town}, ${shop.address.province}, ${shop.address.country}`,
)}`;

/** "10:00–14:00 y 17:00–20:30" */
export const openingPeriodsText = shop.openingHours.periods.map((period) => `${period.opens}–${period.closes}`).join(" y ");
