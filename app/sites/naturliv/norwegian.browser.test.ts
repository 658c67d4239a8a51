import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { saveContent } from "#server/content/site-content-store.ts";
import {
  DESKTOP,
  expectNoA11yViolations,
  MOBILE,
  setupBrowserHarness,
  waitForHydration,
} from "#tests/support/browser-harness.ts";
import { naturlivContentDefaults } from "./site-content";

const harness = setupBrowserHarness();

async function open(path: string, viewport: { width: number; height: number } = DESKTOP) {
  const page = await harness().open(path, { viewport });
  await waitForHydration(page);
  return page;
}

async function jsonLd(page: Page) {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as Record<
    string,
    unknown
  >;
}

describe("/no/projects", () => {
  it("is the projects page in Norwegian, prerendered, with hreflang to /projects and a way back to /no/naturliv", async () => {
    const response = await fetch(`${harness().baseUrl}/no/projects`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="nb"');
    expect(html).toContain("Prosjekter kommer snart");

    const page = await open("/no/projects");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Prosjekter kommer snart");
    expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute("href")).toMatch(/\/projects$/);
    expect(await page.locator('link[rel="alternate"][hreflang="nb"]').getAttribute("href")).toMatch(/\/no\/projects$/);
    expect(await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute("href")).toMatch(
      /[^o]\/projects$/,
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/no\/projects$/);
    await page.getByRole("link", { name: "Tilbake til Naturliv" }).click();
    await page.waitForURL(`${harness().baseUrl}/no/naturliv`);
    await page.context().close();
  });

  it("switches to /projects and back, with <html lang> following", async () => {
    const page = await open("/projects");
    await page.getByRole("group", { name: "Language" }).getByRole("link", { name: /^NO/ }).click();
    await page.waitForURL(`${harness().baseUrl}/no/projects`);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("nb");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Prosjekter kommer snart");
    await page.getByRole("group", { name: "Språk" }).getByRole("link", { name: /^EN/ }).click();
    await page.waitForURL(`${harness().baseUrl}/projects`);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Projects Coming Soon");
    await page.context().close();
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    it(`has no axe violations at ${viewport.width} px`, async () => {
      const page = await open("/no/projects", viewport);
      await expectNoA11yViolations(page);
      await page.context().close();
    });
  }

  it("is in the sitemap beside /projects", async () => {
    const sitemap = await (await fetch(`${harness().baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/no\/projects<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]*[^o]\/projects<\/loc>/);
  });
});

/** Every link on the page that leads to a projects page (not the in-page #projects anchor). */
async function projectsLinks(page: Page) {
  return page.locator('a[href*="/projects"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")));
}

describe("/no/naturliv links to the Norwegian projects page", () => {
  it("from the model cards, 'Se alle prosjekter' and the footer's models", async () => {
    const page = await open("/no/naturliv");
    const hrefs = await projectsLinks(page);
    // Three cards, "view all" above them, six models in the footer.
    expect(hrefs).toHaveLength(10);
    expect(new Set(hrefs)).toEqual(new Set(["/no/projects"]));
    await page.locator("#projects").getByRole("link", { name: "Se alle prosjekter" }).click();
    await page.waitForURL(`${harness().baseUrl}/no/projects`);
    await page.context().close();
  });

  it("from the desktop menu's Prosjekter dropdown and the mobile drawer", async () => {
    const desktop = await open("/no/naturliv");
    const nav = desktop.getByRole("navigation", { name: "Hovedmeny" });
    const trigger = nav.getByRole("button", { name: "Prosjekter" });
    await expect
      .poll(() => trigger.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"))))
      .toBe(true);
    await trigger.hover();
    await expect.poll(() => nav.locator('a[href*="/projects"]').count()).toBe(7);
    expect(
      new Set(
        await nav
          .locator('a[href*="/projects"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
      ),
    ).toEqual(new Set(["/no/projects"]));
    await desktop.context().close();

    const mobile = await open("/no/naturliv", MOBILE);
    const menuButton = mobile.locator('header button[aria-haspopup="dialog"]');
    expect(await menuButton.textContent()).toContain("Åpne menyen");
    await menuButton.click();
    const drawer = mobile.getByRole("dialog");
    await drawer.waitFor();
    const drawerLinks = await drawer
      .locator('a[href*="/projects"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(drawerLinks).toHaveLength(7);
    expect(new Set(drawerLinks)).toEqual(new Set(["/no/projects"]));
    await mobile.context().close();
  });
});

describe("Naturliv JSON-LD", () => {
  it("describes the organisation in each page's language, with its social profiles", async () => {
    const english = await jsonLd(await open("/naturliv"));
    expect(english).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Naturliv",
      slogan: "Live Green. Feel Home.",
    });
    expect(english.url).toMatch(/\/naturliv$/);
    expect(english.sameAs).toEqual(naturlivContentDefaults.details.social.map((link) => link.url));
    expect(english.image).toMatch(/^https?:\/\/[^/]+\/assets\/[^?]+\.svg$/);

    const norwegian = await jsonLd(await open("/no/naturliv"));
    expect(norwegian).toMatchObject({ "@type": "Organization", slogan: "Lev grønt. Føl deg hjemme." });
    expect(norwegian.url).toMatch(/\/no\/naturliv$/);
  });

  // Last: it changes the stored details the tests above read.
  it("follows the profiles saved in the back office", async () => {
    const social = naturlivContentDefaults.details.social.map((link) => ({
      ...link,
      hidden: link.network !== "linkedin",
    }));
    const saved = await saveContent({
      db: harness().database.db,
      site: "naturliv",
      baseVersion: 0,
      content: { details: { social } },
      summary: "Only LinkedIn",
      actor: null,
    });
    expect(saved).toEqual({ ok: true, version: 1 });
    const page = await harness().open("/no/naturliv");
    // The save's notification reaches the page cache within a second: reload until it shows.
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await jsonLd(page)).sameAs;
        },
        { timeout: 5_000 },
      )
      .toEqual(["https://www.linkedin.com/company/naturliv"]);
    await page.context().close();
  });
});
