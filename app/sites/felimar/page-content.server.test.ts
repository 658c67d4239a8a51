import { describe, expect, it } from "vitest";
import type { PictureSources } from "#app/ui/picture-sources.ts";
import { emailHref, whatsappHref } from "./contact-context";
import { galleryCards, pageContact } from "./page-content.server";
import { felimarContentDefaults, type FelimarContent } from "./site-content";
import { structuredData } from "./structured-data.server";

const picture: PictureSources = {
  width: 1200,
  height: 900,
  avif: "/media/a.avif 480w",
  webp: "/media/a.webp 480w",
  fallback: "/media/a.webp",
};

describe("Felimar's page content", () => {
  it("shows stored E.164 numbers formatted for reading and links with the number itself", () => {
    const contact = pageContact(
      { ...felimarContentDefaults.details, phone: "+34952702003", whatsapp: "+31612345678" },
      {},
    );
    expect(contact.phone).toEqual({ display: "+34 952 70 20 03", href: "tel:+34952702003" });
    expect(contact.whatsapp.display).toBe("+31 6 12345678");
    expect(whatsappHref(contact)).toBe(
      `https://wa.me/31612345678?text=${encodeURIComponent(felimarContentDefaults.details.whatsappMessage)}`,
    );
    expect(whatsappHref(contact, "Hoi")).toBe("https://wa.me/31612345678?text=Hoi");
    expect(emailHref(contact)).toBe("mailto:hola@felimar.es");
    // Today's page text for the default number.
    expect(pageContact(felimarContentDefaults.details, {}).phone.display).toBe("+34 612 48 93 07");
  });

  it("gives founders and gallery items their uploaded photo, leaves hidden items out and keeps the document's order", () => {
    const imageId = crypto.randomUUID();
    const item = (titel: string, extra: Partial<FelimarContent["gallery"][number]> = {}) => ({
      id: crypto.randomUUID(),
      titel,
      caption: null,
      imageId: null,
      image_url: null,
      hidden: false,
      created_at: "2025-01-01T00:00:00.000Z",
      ...extra,
    });
    const content: FelimarContent = {
      ...felimarContentDefaults,
      gallery: [
        item("B", { imageId }),
        item("Verborgen", { hidden: true }),
        item("A", { image_url: "/felimar/a.jpg" }),
        item("Zonder", { imageId: crypto.randomUUID() }),
      ],
    };
    const cards = galleryCards(content, { [imageId]: picture });
    expect(cards.map((card) => [card.titel, card.picture, card.image_url])).toEqual([
      ["B", picture, null],
      ["A", null, "/felimar/a.jpg"],
      ["Zonder", null, null],
    ]);
    const founders = pageContact(
      { ...content.details, founders: [{ ...content.details.founders[0]!, imageId }] },
      { [imageId]: picture },
    ).founders;
    expect(founders).toEqual([
      { name: "Felipe Romero", role: "Operations & partners", bio: content.details.founders[0]!.bio, picture },
    ]);
  });

  it("builds the JSON-LD from the owner's details", () => {
    const details = {
      ...felimarContentDefaults.details,
      phone: "+34952702003",
      email: "info@felimar.example",
      social: [{ label: "LinkedIn", handle: "felimar", href: "https://www.linkedin.com/company/felimar" }],
    };
    const business = structuredData(details)["@graph"][0] as Record<string, unknown>;
    expect(business).toMatchObject({
      telephone: "+34952702003",
      email: "info@felimar.example",
      sameAs: ["https://www.linkedin.com/company/felimar"],
    });
    expect(business.contactPoint).toContainEqual(
      expect.objectContaining({ name: "WhatsApp", telephone: "+34612489307", url: "https://wa.me/34612489307" }),
    );
  });
});
