import { data } from "react-router";
import type { HousingContactLanguage } from "#app/forms/housing-contact/schema.ts";
import type { HousingContent } from "./content/types";
import type { Db } from "#server/db/database.ts";
import { readablePhone } from "../phone-display.server";
import { visibleSocialProfiles } from "../site-content-fields";
import { CONTENT_UNAVAILABLE, readPageContent } from "../live-content.server";
import type { HousingCompany } from "./site";
import type { HousingDetails } from "./site-content";
import { housingJsonLd } from "./structured-data.server";

/** The company as one language version shows it: its words for the country and each e-mail's purpose, the numbers formatted. */
export function housingCompany(details: HousingDetails, language: HousingContactLanguage): HousingCompany {
  const { address } = details;
  return {
    name: details.name,
    address: {
      street: address.street,
      postcode: address.postcode,
      city: address.city,
      country: language === "no" ? address.countryNo : address.country,
    },
    emails: details.emails
      .filter((email) => !email.hidden)
      .map((email) => ({ address: email.email, purpose: language === "no" ? email.purposeNo : email.purposeEn })),
    phone: { display: readablePhone(details.phone), href: `tel:${details.phone}` },
    orgNumber: details.orgNumber.replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3"),
    social: visibleSocialProfiles(details.social),
  };
}

/**
 * Both language versions' loader: the company's details as the owner saved them (the back
 * office), for the page and its JSON-LD, in the language of `page` (content/en.ts, content/no.ts).
 */
export async function loadHousingCompany(db: Db, page: HousingContent) {
  const { content, failed } = await readPageContent(db, "housing");
  const payload = {
    company: housingCompany(content.details, page.language),
    jsonLd: housingJsonLd(content.details, page),
  };
  return failed ? data(payload, CONTENT_UNAVAILABLE) : payload;
}
