import { describe, expect, it } from "vitest";
import { naturlivEn } from "./content/en";
import { naturlivNo } from "./content/no";
import { naturlivContentDefaults } from "./site-content";
import { naturlivJsonLd } from "./structured-data.server";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "../../lib/public-origin";

const details = naturlivContentDefaults.details;

describe("naturlivJsonLd", () => {
  it("describes Naturliv as an organisation with the owner's social profiles, on the English page", () => {
    const data = naturlivJsonLd(details, naturlivEn);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": `${PUBLIC_ORIGIN_PLACEHOLDER}/naturliv#organization`,
      name: "Naturliv",
      url: `${PUBLIC_ORIGIN_PLACEHOLDER}/naturliv`,
      slogan: "Live Green. Feel Home.",
      sameAs: [
        "https://www.facebook.com/naturliv",
        "https://www.instagram.com/naturliv",
        "https://www.linkedin.com/company/naturliv",
      ],
    });
    expect(data.description).toBe(naturlivEn.footer.tagline);
    expect(data.image).toMatch(new RegExp(`^${PUBLIC_ORIGIN_PLACEHOLDER}/[^?]+\\.svg`));
  });

  it("speaks Norwegian on the Norwegian page", () => {
    const data = naturlivJsonLd(details, naturlivNo);
    expect(data).toMatchObject({
      url: `${PUBLIC_ORIGIN_PLACEHOLDER}/no/naturliv`,
      slogan: "Lev grønt. Føl deg hjemme.",
    });
    expect(data.description).toBe("Miljøvennlige, modulbaserte minihus, håndlaget i Norge av naturlige materialer.");
  });

  it("follows an owner's edit: a hidden profile is left out, and no sameAs without any", () => {
    const oneShown = details.social.map((link) => ({ ...link, hidden: link.network !== "instagram" }));
    expect(naturlivJsonLd({ social: oneShown }, naturlivEn).sameAs).toEqual(["https://www.instagram.com/naturliv"]);
    expect(naturlivJsonLd({ social: [] }, naturlivEn)).not.toHaveProperty("sameAs");
  });
});
