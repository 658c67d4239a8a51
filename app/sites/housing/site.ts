import type { LanguageVersion } from "~/ui/language-switch";
import { FacebookIcon, InstagramIcon, LinkedInIcon } from "~/ui/social-icons";

/** The two language versions of the sustainable-housing page. */
export const housingVersions: LanguageVersion[] = [
  { lang: "en", code: "EN", name: "English", path: "/housing" },
  { lang: "nb", code: "NO", name: "Norsk", path: "/no/housing" },
];

/**
 * The company's details for the footer and the contact section. The spec asks
 * for an Oslo postal address, two e-mail addresses, one phone number in Norwegian
 * format and the organisation and VAT numbers; replace them with the real ones.
 */
export const company = {
  name: "Furu Bolig AS",
  shortName: "Furu Bolig",
  address: { street: "Postboks 1428 Vika", postcode: "0115", city: "Oslo", country: "Norway", countryNo: "Norge" },
  emails: [
    { address: "post@furubolig.no", purpose: { en: "General inquiries", no: "Generelle henvendelser" } },
    { address: "prosjekt@furubolig.no", purpose: { en: "New projects", no: "Nye prosjekter" } },
  ],
  phone: { display: "+47 22 40 15 80", href: "tel:+4722401580" },
  orgNumber: "931 720 465",
  social: [
    { network: "Facebook", href: "https://www.facebook.com/furubolig", Icon: FacebookIcon },
    { network: "Instagram", href: "https://www.instagram.com/furubolig", Icon: InstagramIcon },
    { network: "LinkedIn", href: "https://www.linkedin.com/company/furubolig", Icon: LinkedInIcon },
  ],
} as const;
