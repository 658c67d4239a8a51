import type { LanguageVersion } from "#app/ui/language-switch.tsx";
import type { SocialProfile } from "../site-content-fields";

/** The two language versions of the sustainable-housing page. */
export const housingVersions: LanguageVersion[] = [
  { lang: "en", code: "EN", name: "English", path: "/housing" },
  { lang: "nb", code: "NO", name: "Norsk", path: "/no/housing" },
];

/** The brand in the header. */
export const COMPANY_SHORT_NAME = "Furu Bolig";

/**
 * The company's details for the footer and the contact section, in one language: built
 * by the loader (company.server.ts) from what the owner saved in the back office
 * (site-content.ts), with the phone number formatted there.
 */
export interface HousingCompany {
  name: string;
  address: { street: string; postcode: string; city: string; country: string };
  emails: { address: string; purpose: string }[];
  phone: { display: string; href: string };
  /** Grouped for reading: "931 720 465". */
  orgNumber: string;
  social: SocialProfile[];
}
