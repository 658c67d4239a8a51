import * as z from "zod/mini";
import { emailAddress, hidden, itemId, list, phoneNumber, requiredText, socialLinks } from "../site-content-fields";

/**
 * Furu Bolig's editable company details: one JSON document
 * (server/content/site-content-store.ts), checked by this schema in the back office's
 * form and on the server. Both language versions (/housing, /no/housing) show the same
 * details (the words around them, and each e-mail's purpose, come in both languages);
 * the page's texts stay in code (content/en.ts, content/no.ts).
 */

export const HOUSING_CONTENT_LIMITS = {
  name: 80,
  street: 120,
  postcode: 12,
  city: 80,
  country: 80,
  emails: 4,
  purpose: 80,
  social: 6,
} as const;

const L = HOUSING_CONTENT_LIMITS;

/** Norway's organisation numbers: nine digits, the last a modulus-11 check digit. */
export function isNorwegianOrgNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  const check = 11 - (sum % 11);
  return (check === 11 ? 0 : check) === Number(value[8]);
}

export const housingEmailSchema = z.strictObject({
  id: itemId,
  email: emailAddress("E-mail"),
  /** What to write about, as each language version shows it beside the address. */
  purposeEn: requiredText("Purpose (English)", L.purpose),
  purposeNo: requiredText("Purpose (Norwegian)", L.purpose),
  hidden,
});

export const housingDetailsSchema = z.strictObject({
  /** The company's full name ("Furu Bolig AS"): the footer. */
  name: requiredText("Company name", L.name),
  address: z.strictObject({
    street: requiredText("Street or PO box", L.street),
    postcode: requiredText("Postcode", L.postcode),
    city: requiredText("City", L.city),
    /** The country as the English version shows it. */
    country: requiredText("Country (English)", L.country),
    /** The country as the Norwegian version shows it. */
    countryNo: requiredText("Country (Norwegian)", L.country),
  }),
  emails: list(housingEmailSchema, "e-mail addresses", L.emails),
  phone: phoneNumber("Phone"),
  /** Digits only ("931720465"); shown grouped, and as the VAT number "NO 931 720 465 MVA". */
  orgNumber: z.string({ error: "Organisation number is required." }).check(
    z.trim(),
    z.refine(isNorwegianOrgNumber, {
      error: "Organisation number must be the 9 digits of a Norwegian organisation number (e.g. 931720465).",
    }),
  ),
  social: socialLinks(L.social),
});

export const housingContentSchema = z.strictObject({ details: housingDetailsSchema });

export type HousingSiteContent = z.infer<typeof housingContentSchema>;
export type HousingDetails = HousingSiteContent["details"];

/** The details as the page showed them before they could be edited (site.ts then; placeholders until the owner saves). */
export const housingContentDefaults: HousingSiteContent = {
  details: {
    name: "Furu Bolig AS",
    address: { street: "Postboks 1428 Vika", postcode: "0115", city: "Oslo", country: "Norway", countryNo: "Norge" },
    emails: [
      {
        id: "6b8d0f2a-4c6e-4a8b-9d1f-3e5a7c9e1b21",
        email: "post@furubolig.no",
        purposeEn: "General inquiries",
        purposeNo: "Generelle henvendelser",
        hidden: false,
      },
      {
        id: "a9c1e3f5-7b9d-4c1e-8f3a-5c7e9a1b3d22",
        email: "prosjekt@furubolig.no",
        purposeEn: "New projects",
        purposeNo: "Nye prosjekter",
        hidden: false,
      },
    ],
    phone: "+4722401580",
    orgNumber: "931720465",
    social: [
      {
        id: "e2f4a6c8-0d2e-4f4a-b6c8-0e2a4c6e8f23",
        network: "facebook",
        url: "https://www.facebook.com/furubolig",
        hidden: false,
      },
      {
        id: "1c3e5a7b-9d1f-4b3d-a5e7-9b1d3f5a7c24",
        network: "instagram",
        url: "https://www.instagram.com/furubolig",
        hidden: false,
      },
      {
        id: "7f9b1d3e-5a7c-4e9f-8b1d-3f5b7d9f1a25",
        network: "linkedin",
        url: "https://www.linkedin.com/company/furubolig",
        hidden: false,
      },
    ],
  },
};
