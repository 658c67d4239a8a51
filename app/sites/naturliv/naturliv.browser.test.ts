import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PROOF_WAIT_MS } from "#app/lib/form-guard.ts";
import { housingMessages, newsletterSignups } from "#server/db/schema.ts";
import {
  DESKTOP,
  expectNoA11yViolations,
  MOBILE,
  scrollToHydrated,
  setupBrowserHarness,
  waitForHydration,
  waitForToasts,
  waitForTransitions,
} from "#tests/support/browser-harness.ts";

const harness = setupBrowserHarness();

const MODELS = ["Model Aston", "Model Frederika", "Model Torso", "Model Visby", "Model Flensburg", "Office Box"];
const CONSENT_EN = "I agree to the privacy policy and consent to being contacted regarding my inquiry";

async function open(path: string, viewport: { width: number; height: number } = DESKTOP) {
  const page = await harness().open(path, { viewport });
  await waitForHydration(page);
  return page;
}

/** Scrolls the contact form into view and waits until React has hydrated it (it loads when it nears the viewport). */
async function contactForm(page: Page) {
  await scrollToHydrated(page, "#contact form", "start");
  return page.locator("#contact form");
}

/** The desktop navigation menu hydrates once it is on screen; wait for it before hovering. */
async function desktopNavReady(page: Page) {
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll("header nav button")].find((element) =>
      element.textContent?.includes("Projects"),
    );
    return !!button && Object.keys(button).some((key) => key.startsWith("__reactFiber"));
  });
}

async function sectionTop(page: Page, id: string) {
  return page.evaluate((sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top, id);
}

describe("Naturliv header", () => {
  it("gains its shadow only once scrolled more than 20 px", async () => {
    const page = await open("/naturliv");
    const header = page.locator("header").first();
    // Visible when any of the box shadows has a colour that is not fully transparent.
    const shadow = () =>
      header.evaluate((element) =>
        (getComputedStyle(element).boxShadow.match(/rgba?\([^)]*\)/g) ?? []).some((colour) => !/,\s*0\)$/.test(colour))
          ? "visible"
          : "none",
      );
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    expect(await shadow()).toBe("none");

    await page.evaluate(() => window.scrollTo(0, 20));
    await page.waitForTimeout(350);
    expect(await page.evaluate(() => window.scrollY)).toBe(20);
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    expect(await shadow()).toBe("none");

    await page.evaluate(() => window.scrollTo(0, 21));
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("true");
    await expect.poll(shadow).toBe("visible");

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("false");
  });

  it("opens the Projects menu on hover, lists the six models, and every one leads to /projects", async () => {
    const page = await open("/naturliv");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Projects" });
    await desktopNavReady(page);
    await trigger.hover();
    for (const model of MODELS)
      await expect
        .poll(() => nav.getByRole("link", { name: new RegExp(model) }).getAttribute("href"))
        .toBe("/projects");
    await expectNoA11yViolations(page);

    // By keyboard: Enter opens, Tab walks into the dropdown, Escape closes it.
    await page.mouse.move(0, 600);
    await expect.poll(() => trigger.getAttribute("aria-expanded")).toBe("false");
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => trigger.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Model Aston");
    await page.keyboard.press("Escape");
    await expect.poll(() => trigger.getAttribute("aria-expanded")).toBe("false");

    for (const model of MODELS) {
      await page.goto(`${harness().baseUrl}/naturliv`);
      await waitForHydration(page);
      await desktopNavReady(page);
      await trigger.hover();
      await nav.getByRole("link", { name: new RegExp(model) }).click();
      await page.waitForURL(`${harness().baseUrl}/projects`);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Projects Coming Soon");
    }
  });

  it("links every model card, 'View Project' and 'View all projects' to /projects", async () => {
    const page = await open("/naturliv");
    const projects = page.locator("#projects");
    const viewProject = projects.getByRole("link", { name: /^View Project/ });
    expect(await viewProject.count()).toBe(3);
    for (const link of await viewProject.all()) expect(await link.getAttribute("href")).toBe("/projects");
    const footerModels = page.locator("footer").getByRole("link", { name: /^(Model |Office Box)/ });
    expect(await footerModels.count()).toBe(6);
    for (const link of await footerModels.all()) expect(await link.getAttribute("href")).toBe("/projects");

    await viewProject.nth(1).click();
    await page.waitForURL(`${harness().baseUrl}/projects`);
    await page.getByRole("link", { name: /Back to Naturliv/ }).click();
    await page.waitForURL(`${harness().baseUrl}/naturliv`);
    await projects.getByRole("link", { name: /View all projects/ }).click();
    await page.waitForURL(`${harness().baseUrl}/projects`);
  });

  it("on a phone: the drawer opens from the right, keeps focus inside, and closes when a link is chosen", async () => {
    const page = await open("/naturliv", MOBILE);
    // Located by CSS: while the drawer is open the rest of the page is hidden from the accessibility tree.
    const menuButton = page.locator('header button[aria-haspopup="dialog"]');
    await menuButton.click();
    const drawer = page.getByRole("dialog");
    await drawer.waitFor();
    await waitForTransitions(drawer);
    const box = (await drawer.boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(MOBILE.width);
    expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
    await expectNoA11yViolations(page);

    // Focus never leaves the drawer, forwards or backwards.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"))).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"))).toBe(true);
    }

    // Escape closes it and focus returns to the menu button.
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-haspopup"))).toBe("dialog");

    // Choosing Contact closes the drawer and lands on the contact section.
    await menuButton.click();
    await drawer.getByRole("link", { name: "Contact", exact: true }).click();
    await drawer.waitFor({ state: "detached" });
    await page.waitForURL(/#contact$/);
    await expect.poll(() => sectionTop(page, "contact"), { timeout: 5000 }).toBeLessThan(200);
    expect(await sectionTop(page, "contact")).toBeGreaterThanOrEqual(0);

    // Choosing a model closes it and opens /projects.
    await menuButton.click();
    await drawer.getByRole("link", { name: "Model Visby" }).click();
    await page.waitForURL(`${harness().baseUrl}/projects`);
    expect(await page.getByRole("dialog").count()).toBe(0);
  });
});

describe("Naturliv hero", () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    it(`'Explore Projects' and 'Get a Quote' scroll to their sections (${viewport.width} px)`, async () => {
      const page = await open("/naturliv", viewport);
      const hero = page.locator("main section").first();
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Live Green. Feel Home.");

      await hero.getByRole("link", { name: "Explore Projects" }).click();
      await page.waitForURL(/#projects$/);
      await expect.poll(() => sectionTop(page, "projects"), { timeout: 5000 }).toBeLessThan(200);
      expect(await sectionTop(page, "projects")).toBeGreaterThanOrEqual(0);
      // The section's heading is not hidden under the fixed header.
      const headerBottom = await page
        .locator("header")
        .first()
        .evaluate((element) => element.getBoundingClientRect().bottom);
      const headingTop = await page.locator("#projects h2").evaluate((element) => element.getBoundingClientRect().top);
      expect(headingTop).toBeGreaterThan(headerBottom);

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await hero.getByRole("link", { name: "Get a Quote" }).click();
      await page.waitForURL(/#contact$/);
      await expect.poll(() => sectionTop(page, "contact"), { timeout: 5000 }).toBeLessThan(200);
      expect(await sectionTop(page, "contact")).toBeGreaterThanOrEqual(0);
      // The form is there and usable.
      await page.locator("#contact form").waitFor();
      expect(await page.locator("#contact").getByRole("button", { name: "Send message" }).isVisible()).toBe(true);
    });
  }

  it("shows the spec's counts: 7 benefits, 3 models, 4 feature cards, 5 steps", async () => {
    const page = await open("/naturliv");
    expect(await page.locator("#benefits h3").allTextContents()).toEqual([
      "Affordability",
      "Minimalist Living",
      "Mobility",
      "Energy Efficiency",
      "Sustainability",
      "Easy Maintenance",
      "Flexibility",
    ]);
    expect(await page.locator("#projects article h3").allTextContents()).toEqual(["Flensburg", "Torso", "Visby"]);
    const cards = await page.locator("#projects article").allTextContents();
    expect(cards[0]).toContain("About 45 m²");
    expect(cards[0]).toContain("For couples");
    expect(cards[1]).toContain("30 m²");
    expect(cards[2]).toContain("55 m²");
    expect(cards[2]).toContain("loft");
    expect(await page.locator("#features h3").allTextContents()).toEqual([
      "Ecological Materials",
      "Smart Space Use",
      "Cost-Smart by Design",
      "Healthy Humidity Control",
    ]);
    expect(await page.locator("#how-it-works h3").allTextContents()).toEqual([
      "Consultation",
      "Contract & 25% Deposit",
      "Production",
      "Foundation Prep",
      "Delivery & Installation",
    ]);
  });
});

describe("Naturliv EN / NO", () => {
  it("switches to the Norwegian page and back, with <html lang> and hreflang links on both", async () => {
    const page = await open("/naturliv");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    const alternates = async () =>
      Object.fromEntries(
        await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) =>
            links.map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href")!).pathname]),
          ),
      );
    const expected = { en: "/naturliv", nb: "/no/naturliv", "x-default": "/naturliv" };
    expect(await alternates()).toEqual(expected);

    await page.getByRole("group", { name: "Language" }).getByRole("link", { name: /^NO/ }).click();
    await page.waitForURL(`${harness().baseUrl}/no/naturliv`);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("nb");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Lev grønt. Føl deg hjemme.");
    expect(await alternates()).toEqual(expected);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/no\/naturliv$/);

    await page.getByRole("group", { name: "Språk" }).getByRole("link", { name: /^EN/ }).click();
    await page.waitForURL(`${harness().baseUrl}/naturliv`);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Live Green. Feel Home.");

    // A fresh load of the Norwegian page is Norwegian from the first byte.
    const html = await (await fetch(`${harness().baseUrl}/no/naturliv`)).text();
    expect(html).toContain('<html lang="nb"');
    expect(html).toContain("Derfor fungerer et minihus");
  });
});

describe("Naturliv contact form", () => {
  it("shows the spec's messages under each field and marks required fields", async () => {
    const page = await open("/naturliv", MOBILE);
    const form = await contactForm(page);
    for (const label of ["Full name", "Email", "Message"])
      expect(await form.locator("label", { hasText: label }).textContent()).toContain("*");
    expect(await form.locator("label", { hasText: "Phone" }).textContent()).not.toContain("*");

    await form.getByRole("button", { name: "Send message" }).click();
    const alerts = form.getByRole("alert");
    await expect
      .poll(() => alerts.allTextContents())
      .toEqual([
        "Name must be at least 2 characters",
        "Please enter a valid email address",
        "Message must be at least 10 characters",
        "You must agree to the privacy policy",
      ]);
    // Each message is tied to its field.
    const nameDescribedBy = await form.getByLabel("Full name").getAttribute("aria-describedby");
    expect(await page.locator(`[id="${nameDescribedBy}"]`).textContent()).toBe("Name must be at least 2 characters");
    expect(await form.getByRole("checkbox", { name: CONSENT_EN }).getAttribute("aria-invalid")).toBe("true");
    await expectNoA11yViolations(page);

    await form.getByLabel("Full name").fill("A");
    await form.getByLabel("Email").fill("ada@");
    await form.getByLabel("Message").fill("Too short");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => alerts.allTextContents()).toContain("Name must be at least 2 characters");
    expect(await form.getByLabel("Full name").inputValue()).toBe("A");
    expect(
      await harness().database.db.select().from(housingMessages).where(eq(housingMessages.email, "ada@")),
    ).toHaveLength(0);
  });

  it("in Norwegian on /no/naturliv", async () => {
    const page = await open("/no/naturliv");
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
  });

  it("stores a valid message with its consent record, confirms it, and empties the form", async () => {
    const page = await open("/naturliv");
    const form = await contactForm(page);
    await form.getByLabel("Full name").fill("Ingrid Solberg");
    await form.getByLabel("Email").fill("ingrid.tinyhouse@example.no");
    await form.getByLabel("Phone").fill("+47 912 34 567");
    await form.getByLabel("Message").fill("We would like a Visby on our plot near Hamar next spring.");
    await form.getByRole("checkbox", { name: CONSENT_EN }).click();
    const before = Date.now();
    await form.getByRole("button", { name: "Send message" }).click();

    await page.getByText("Thanks! We'll reply soon.").waitFor();
    await page.getByText("We've received your message and will get back to you within 24 hours.").waitFor();
    const rows = await harness()
      .database.db.select()
      .from(housingMessages)
      .where(eq(housingMessages.email, "ingrid.tinyhouse@example.no"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Ingrid Solberg",
      phone: "+4791234567",
      message: "We would like a Visby on our plot near Hamar next spring.",
      consent: true,
      consentText: CONSENT_EN,
      consentLanguage: "en",
    });
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThan(before - 60_000);

    for (const label of ["Full name", "Email", "Phone", "Message"])
      await expect.poll(() => form.getByLabel(label).inputValue()).toBe("");
    expect(await form.getByRole("checkbox", { name: CONSENT_EN }).getAttribute("aria-checked")).toBe("false");
    expect(await form.getByRole("alert").count()).toBe(0);
    await waitForToasts(page);
    await expectNoA11yViolations(page);
  });

  it("keeps everything typed when the server fails, and says so", async () => {
    const page = await open("/naturliv", MOBILE);
    await page.route("**/api/housing/contact", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "internal_error", message: "Something went wrong." } }),
      }),
    );
    const form = await contactForm(page);
    const values = {
      "Full name": "Ola Nordmann",
      Email: "ola@example.no",
      Phone: "22 12 34 56",
      Message: "Is a Torso allowed on a cabin plot in Valdres?",
    };
    for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);
    await form.getByRole("checkbox", { name: CONSENT_EN }).click();
    await form.getByRole("button", { name: "Send message" }).click();

    await expect.poll(() => form.getByRole("alert").textContent()).toContain("Your message was not sent.");
    await waitForToasts(page);
    for (const [label, value] of Object.entries(values)) expect(await form.getByLabel(label).inputValue()).toBe(value);
    expect(await form.getByRole("checkbox", { name: CONSENT_EN }).getAttribute("aria-checked")).toBe("true");
    expect(await form.getByRole("button", { name: "Send message" }).isEnabled()).toBe(true);
    await expectNoA11yViolations(page);
  });
});

describe("Naturliv footer newsletter", () => {
  it("stores the address through /api/newsletter and clears it", async () => {
    const page = await open("/naturliv");
    const footer = page.locator("footer");
    const email = footer.getByLabel("Email address");
    await scrollToHydrated(page, "footer input[type=email]", "end");
    await email.fill("footer.reader@example.no");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    // Cleared once stored: the send waits for its proof of work (up to PROOF_WAIT_MS).
    await expect.poll(() => email.inputValue(), { timeout: PROOF_WAIT_MS }).toBe("");
    const rows = await harness()
      .database.db.select()
      .from(newsletterSignups)
      .where(eq(newsletterSignups.email, "footer.reader@example.no"));
    expect(rows.map((row) => row.site)).toEqual(["naturliv"]);
  });
});
