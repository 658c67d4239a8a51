import * as z from "zod/mini";
import { socialLinks } from "../site-content-fields";

/**
 * Naturliv's editable details: one JSON document (server/content/site-content-store.ts),
 * checked by this schema in the back office's form and on the server. Both language
 * versions (/naturliv, /no/naturliv) show the same details; their texts stay in code
 * (content/en.ts, content/no.ts). Today the page shows no address or phone, only its
 * social profiles (the top bar, the menu and the footer).
 */

export const NATURLIV_CONTENT_LIMITS = { social: 6 } as const;

export const naturlivDetailsSchema = z.strictObject({
  social: socialLinks(NATURLIV_CONTENT_LIMITS.social),
});

export const naturlivContentSchema = z.strictObject({ details: naturlivDetailsSchema });

export type NaturlivSiteContent = z.infer<typeof naturlivContentSchema>;
export type NaturlivDetails = NaturlivSiteContent["details"];

/** The profiles as the page linked them before they could be edited (site.ts then; placeholders until the owner saves). */
export const naturlivContentDefaults: NaturlivSiteContent = {
  details: {
    social: [
      {
        id: "3a1f6c2e-7b4d-4e8a-9c5f-0d2b4a6e8c11",
        network: "facebook",
        url: "https://www.facebook.com/naturliv",
        hidden: false,
      },
      {
        id: "8e2d4b6a-1c3f-4a5e-b7d9-2f4a6c8e0b12",
        network: "instagram",
        url: "https://www.instagram.com/naturliv",
        hidden: false,
      },
      {
        id: "d5c7e9a1-3b5d-4f7a-8c1e-4a6c8e0b2d13",
        network: "linkedin",
        url: "https://www.linkedin.com/company/naturliv",
        hidden: false,
      },
    ],
  },
};
