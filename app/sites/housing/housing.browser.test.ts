import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { housingMessages } from "#server/db/schema.ts";
import {
  DESKTOP,
  expectNoA11yViolations,
  MOBILE,
  scrollToHydrated,
  setupBrowserHarness,
  waitForHydration,
} from "#tests/support/browser-harness.ts";

const harness = setupBrowserHarness();

const CONSENT_NO = "Jeg godtar personvernerklæringen og samtykker til å bli kontaktet om henvendelsen min";

async function open(path: string, viewport: { width: number; height: number } = DESKTOP) {
  const page = await harness().open(path, { viewport });
  await waitForHydration(page);
  return page;
}

async function contactForm(page: Page) {
  await scrollToHydrated(page, "#contact form", "start");
  return page.locator("#contact form");
}

const scrollBehavior = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);

describe("/housing", () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    it(`has the header, four sections of its own, the contact section, six partners and the footer (${viewport.width} px)`, async () => {
      const page = await open("/housing", viewport);
      expect(await page.locator("main > section, main > .below-fold > section").count()).toBe(7);
      expect(await page.locator(":is(main > section, main > .below-fold > section) h2").allTextContents()).toEqual([
        "Built from Norwegian wood",
        "Passive-house level, verified",
        "Designed for snow, wind and rain",
        "From permit to handover",
        "How can we help?",
        "Partners & Materials We Trust",
      ]);
      const contact = page.locator("#contact");
      expect(await contact.textContent()).toContain("handled according to GDPR guidelines");
      expect(await page.getByRole("list", { name: "Partners" }).getByRole("img").count()).toBe(6);

      const footer = page.locator("footer");
      const text = await footer.textContent();
      expect(text).toContain("Furu Bolig AS");
      expect(text).toMatch(/\d{4} Oslo/);
      expect(text).toContain("© 2025");
      expect(text).toMatch(/Org\. no\. \d{3} \d{3} \d{3}/);
      expect(text).toMatch(/VAT no\. NO \d{3} \d{3} \d{3} MVA/);
      expect(await footer.locator('a[href^="mailto:"]').count()).toBe(2);
      const phone = footer.locator('a[href^="tel:"]');
      expect(await phone.count()).toBe(1);
      expect(await phone.getAttribute("href")).toMatch(/^tel:\+47\d{8}$/);
      expect(await phone.textContent()).toMatch(/^\+47 \d{2} \d{2} \d{2} \d{2}$/);
      for (const network of ["Facebook", "Instagram", "LinkedIn"]) {
        const link = footer.getByRole("link", { name: new RegExp(network) });
        expect(await link.getAttribute("target")).toBe("_blank");
        expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
      }
      await expectNoA11yViolations(page);
    });
  }

  it("hides the cookie banner on Accept, and on the close icon, storing nothing", async () => {
    for (const button of ["Accept", "Close"]) {
      const page = await open("/housing", MOBILE);
      const banner = page.getByRole("region", { name: "About cookies" });
      await banner.waitFor();
      const text = await banner.textContent();
      expect(text).toContain("no tracking");
      expect(text).not.toMatch(/analy[sz]e (our )?traffic/i);
      await banner.getByRole("button", { name: button, exact: true }).click();
      await banner.waitFor({ state: "detached" });
      expect(await page.context().cookies()).toEqual([]);
      expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
      await expectNoA11yViolations(page);
      // No choice is stored: it is back on the next visit.
      await page.reload();
      await page.getByRole("region", { name: "About cookies" }).waitFor();
    }
  });

  it("scrolls smoothly while it is shown, and not after leaving it", async () => {
    const page = await open("/housing");
    await expect.poll(() => scrollBehavior(page)).toBe("smooth");
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Process" }).click();
    await page.waitForURL(/#process$/);
    await expect
      .poll(() => page.evaluate(() => document.getElementById("process")!.getBoundingClientRect().top), {
        timeout: 5000,
      })
      .toBeLessThan(120);

    // Leave by a client-side navigation: the page's effect must switch it off again.
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate("/projects"),
    );
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Projects Coming Soon");
    expect(await scrollBehavior(page)).toBe("auto");
  });

  it("switches between English and Norwegian, with <html lang> and hreflang on both", async () => {
    const page = await open("/housing");
    await page.getByRole("group", { name: "Language" }).getByRole("link", { name: /^NO/ }).click();
    await page.waitForURL(`${harness().baseUrl}/no/housing`);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("nb");
    expect(await page.locator("#contact h2").textContent()).toBe("Hvordan kan vi hjelpe?");
    expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute("href")).toMatch(/\/housing$/);
    expect(await page.locator('link[rel="alternate"][hreflang="nb"]').getAttribute("href")).toMatch(/\/no\/housing$/);
    expect(await scrollBehavior(page)).toBe("smooth");

    await page.getByRole("group", { name: "Språk" }).getByRole("link", { name: /^EN/ }).click();
    await page.waitForURL(`${harness().baseUrl}/housing`);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.locator("#contact h2").textContent()).toBe("How can we help?");
  });

  it("'Contact us' lands on the form", async () => {
    const page = await open("/housing", MOBILE);
    await page.locator("header").getByRole("link", { name: "Contact us" }).click();
    await page.waitForURL(/#contact$/);
    await expect
      .poll(() => page.evaluate(() => document.getElementById("contact")!.getBoundingClientRect().top), {
        timeout: 5000,
      })
      .toBeLessThan(120);
  });
});

describe("/no/housing contact form", () => {
  it("validates in Norwegian, then stores the message with the Norwegian consent record and resets", async () => {
    const page = await open("/no/housing", MOBILE);
    await page.getByRole("region", { name: "Om informasjonskapsler" }).getByRole("button", { name: "Godta" }).click();
    const form = await contactForm(page);
    await form.getByRole("button", { name: "Send melding" }).click();
    await expect
      .poll(() => form.getByRole("alert").allTextContents())
      .toEqual([
        "Navnet må ha minst 2 tegn",
        "Skriv inn en gyldig e-postadresse",
        "Meldingen må ha minst 10 tegn",
        "Du må godta personvernerklæringen",
      ]);
    await expectNoA11yViolations(page);

    await form.getByLabel("Fullt navn").fill("Kari Nordmann");
    await form.getByLabel("E-post").fill("kari.bolig@example.no");
    await form.getByLabel("Melding").fill("Vi planlegger et tomannsbolig-prosjekt i Asker og ønsker et møte.");
    await form.getByRole("checkbox", { name: CONSENT_NO }).click();
    await expect.poll(() => form.getByRole("alert").count()).toBe(0);
    await form.getByRole("button", { name: "Send melding" }).click();

    await page.getByText("Takk! Vi svarer snart.").waitFor();
    const rows = await harness()
      .database.db.select()
      .from(housingMessages)
      .where(eq(housingMessages.email, "kari.bolig@example.no"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Kari Nordmann",
      phone: null,
      consent: true,
      consentText: CONSENT_NO,
      consentLanguage: "nb",
    });
    for (const label of ["Fullt navn", "E-post", "Telefon", "Melding"])
      await expect.poll(() => form.getByLabel(label).inputValue()).toBe("");
    expect(await form.getByRole("checkbox", { name: CONSENT_NO }).getAttribute("aria-checked")).toBe("false");
  });

  it("keeps the input and explains when the server cannot be reached", async () => {
    const page = await open("/housing");
    await page.route("**/api/housing/contact", (route) => route.abort("connectionrefused"));
    const form = await contactForm(page);
    await form.getByLabel("Full name").fill("Per Hansen");
    await form.getByLabel("Email").fill("per@example.no");
    await form.getByLabel("Message").fill("Can you build on a steep plot in Bergen?");
    await form.getByRole("checkbox").click();
    await form.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => form.getByRole("alert").textContent()).toContain("couldn't reach the server");
    expect(await form.getByLabel("Full name").inputValue()).toBe("Per Hansen");
    expect(await form.getByLabel("Message").inputValue()).toBe("Can you build on a steep plot in Bergen?");
    expect(await form.getByRole("checkbox").getAttribute("aria-checked")).toBe("true");
  });
});
