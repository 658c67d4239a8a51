import { absoluteUrl } from "#app/lib/seo.tsx";
import { visibleSocialProfiles } from "../site-content-fields";
// Never a data: URL, whatever the build's inline limit: search engines want an image address.
import companyImage from "./art/hero.svg?no-inline";
import type { HousingContent } from "./content/types";
import { COMPANY_SHORT_NAME } from "./site";
import type { HousingDetails } from "./site-content";

/**
 * schema.org JSON-LD for Furu Bolig as one language version shows it: a builder of homes
 * (HomeAndConstructionBusiness, a LocalBusiness), with the name, address, phone, e-mails,
 * organisation and VAT numbers and social profiles the owner saved in the back office, so
 * an edit there changes what search engines read. The description, the country's name and
 * each e-mail's purpose are in the page's language. Built by the loader on the server and
 * put in <head> by the route's meta, so none of this code reaches the browser bundle.
 */
export function housingJsonLd(details: HousingDetails, content: HousingContent) {
  const url = absoluteUrl(content.home);
  const norwegian = content.language === "no";
  const emails = details.emails.filter((email) => !email.hidden);
  const social = visibleSocialProfiles(details.social).map((profile) => profile.url);
  const [mainEmail] = emails;
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": `${url}#company`,
    name: details.name,
    alternateName: COMPANY_SHORT_NAME,
    description: content.footer.tagline,
    url,
    image: absoluteUrl(companyImage),
    telephone: details.phone,
    ...(mainEmail ? { email: mainEmail.email } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: details.address.street,
      postalCode: details.address.postcode,
      addressLocality: details.address.city,
      addressCountry: norwegian ? details.address.countryNo : details.address.country,
    },
    // The footer shows the VAT number as "NO 931 720 465 MVA"; schema.org wants it unspaced.
    taxID: details.orgNumber,
    vatID: `NO${details.orgNumber}MVA`,
    contactPoint: emails.map((email) => ({
      "@type": "ContactPoint",
      contactType: norwegian ? email.purposeNo : email.purposeEn,
      email: email.email,
      telephone: details.phone,
      availableLanguage: ["nb", "en"],
    })),
    ...(social.length > 0 ? { sameAs: social } : {}),
  };
}
