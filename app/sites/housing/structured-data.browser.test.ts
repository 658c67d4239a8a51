import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { saveContent } from "#server/content/site-content-store.ts";
import { setupBrowserHarness, waitForHydration } from "#tests/support/browser-harness.ts";
import { housingContentDefaults } from "./site-content";

const harness = setupBrowserHarness();
const defaults = housingContentDefaults.details;

async function jsonLd(page: Page) {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as Record<
    string,
    unknown
  >;
}

describe("Furu Bolig JSON-LD", () => {
  it("describes the company as a home builder with its details, in each page's language, and the page still hydrates cleanly", async () => {
    const page = await harness().open("/housing");
    const errors: string[] = [];
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
    await waitForHydration(page);
    const english = await jsonLd(page);
    expect(english).toMatchObject({
      "@context": "https://schema.org",
      "@type": "HomeAndConstructionBusiness",
      name: "Furu Bolig AS",
      telephone: "+4722401580",
      email: "post@furubolig.no",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Postboks 1428 Vika",
        postalCode: "0115",
        addressLocality: "Oslo",
        addressCountry: "Norway",
      },
      vatID: "NO931720465MVA",
      sameAs: defaults.social.map((link) => link.url),
    });
    expect(english.url).toMatch(/\/housing$/);
    expect(english.image).toMatch(/^https?:\/\/[^/]+\/assets\/[^?]+\.svg$/);
    expect(errors).toEqual([]);

    const norwegianPage = await harness().open("/no/housing");
    const norwegian = await jsonLd(norwegianPage);
    expect(norwegian.url).toMatch(/\/no\/housing$/);
    expect(norwegian).toMatchObject({
      address: { addressCountry: "Norge" },
      description: "Bærekraftige trehus og boligprosjekter i Norge, fra byggesøknad til overlevering.",
    });
    expect((norwegian.contactPoint as { contactType: string }[]).map((point) => point.contactType)).toEqual([
      "Generelle henvendelser",
      "Nye prosjekter",
    ]);
  });

  // Last: it changes the stored details the test above reads.
  it("follows the company's details saved in the back office", async () => {
    const details = {
      ...defaults,
      name: "Furu Bygg AS",
      phone: "+4790011223",
      address: { ...defaults.address, street: "Storgata 1", postcode: "0155" },
    };
    const saved = await saveContent({
      db: harness().database.db,
      site: "housing",
      baseVersion: 0,
      content: { details },
      summary: "New name and address",
      actor: null,
    });
    expect(saved).toEqual({ ok: true, version: 1 });
    const page = await harness().open("/housing");
    // The save's notification reaches the page cache within a second: reload until it shows.
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await jsonLd(page)).name;
        },
        { timeout: 5_000 },
      )
      .toBe("Furu Bygg AS");
    expect(await jsonLd(page)).toMatchObject({
      telephone: "+4790011223",
      address: { streetAddress: "Storgata 1", postalCode: "0155" },
    });
    await page.context().close();
  });
});
