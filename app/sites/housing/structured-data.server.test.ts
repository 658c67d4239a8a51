import { describe, expect, it } from "vitest";
import { housingEn } from "./content/en";
import { housingNo } from "./content/no";
import { housingContentDefaults, type HousingDetails } from "./site-content";
import { housingJsonLd } from "./structured-data.server";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "../../lib/public-origin";

const details = housingContentDefaults.details;

describe("housingJsonLd", () => {
  it("describes the company as a home builder with the owner's saved details, on the English page", () => {
    const data = housingJsonLd(details, housingEn);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "HomeAndConstructionBusiness",
      "@id": `${PUBLIC_ORIGIN_PLACEHOLDER}/housing#company`,
      name: "Furu Bolig AS",
      url: `${PUBLIC_ORIGIN_PLACEHOLDER}/housing`,
      telephone: "+4722401580",
      email: "post@furubolig.no",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Postboks 1428 Vika",
        postalCode: "0115",
        addressLocality: "Oslo",
        addressCountry: "Norway",
      },
      taxID: "931720465",
      vatID: "NO931720465MVA",
      sameAs: [
        "https://www.facebook.com/furubolig",
        "https://www.instagram.com/furubolig",
        "https://www.linkedin.com/company/furubolig",
      ],
    });
    expect(data.description).toBe(housingEn.footer.tagline);
    expect(data.image).toMatch(new RegExp(`^${PUBLIC_ORIGIN_PLACEHOLDER}/[^?]+\\.svg`));
    expect(data.contactPoint.map((point) => [point.contactType, point.email])).toEqual([
      ["General inquiries", "post@furubolig.no"],
      ["New projects", "prosjekt@furubolig.no"],
    ]);
  });

  it("speaks Norwegian on the Norwegian page: its URL, description, country and each e-mail's purpose", () => {
    const data = housingJsonLd(details, housingNo);
    expect(data.url).toBe(`${PUBLIC_ORIGIN_PLACEHOLDER}/no/housing`);
    expect(data.description).toBe("Bærekraftige trehus og boligprosjekter i Norge, fra byggesøknad til overlevering.");
    expect(data.address.addressCountry).toBe("Norge");
    expect(data.contactPoint.map((point) => point.contactType)).toEqual(["Generelle henvendelser", "Nye prosjekter"]);
  });

  it("follows an owner's edit: a new name and phone, a hidden e-mail and profile left out, no sameAs without profiles", () => {
    const edited: HousingDetails = {
      ...details,
      name: "Furu Bygg AS",
      phone: "+4790000000",
      emails: details.emails.map((email, index) => ({ ...email, hidden: index === 0 })),
      social: details.social.map((link) => ({ ...link, hidden: link.network !== "linkedin" })),
    };
    const data = housingJsonLd(edited, housingEn);
    expect(data).toMatchObject({
      name: "Furu Bygg AS",
      telephone: "+4790000000",
      email: "prosjekt@furubolig.no",
      sameAs: ["https://www.linkedin.com/company/furubolig"],
    });
    expect(data.contactPoint).toHaveLength(1);

    const bare = housingJsonLd({ ...edited, emails: [], social: [] }, housingEn);
    expect(bare).not.toHaveProperty("email");
    expect(bare).not.toHaveProperty("sameAs");
    expect(bare.contactPoint).toEqual([]);
  });

  it("survives the round trip through JSON, as the page embeds it", () => {
    const data = housingJsonLd(details, housingNo);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
