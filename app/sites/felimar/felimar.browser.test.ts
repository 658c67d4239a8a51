import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PROOF_WAIT_MS } from "#app/lib/form-guard.ts";
import { readLiveContent, restoreVersion, saveContent } from "#server/content/site-content-store.ts";
import { felimarRequests, submissions } from "#server/db/schema.ts";
import {
  DESKTOP,
  expectNoA11yViolations,
  MOBILE,
  setupBrowserHarness,
  waitForHydration,
} from "#tests/support/browser-harness.ts";

const harness = setupBrowserHarness();

const SUCCESS = "Dank je! We nemen dezelfde werkdag contact op via WhatsApp of telefoon.";
const FAILURE = "Er ging iets mis. Probeer het opnieuw.";

async function openPage(viewport: { width: number; height: number } = DESKTOP) {
  const page = await harness().open("/felimar", { viewport });
  await waitForHydration(page);
  return page;
}

const dialog = (page: Page) => page.getByRole("dialog", { name: "Vraag een offerte aan" });
const categorySelect = (page: Page) => dialog(page).getByRole("combobox", { name: "Categorie" });
const stepHeading = (page: Page, step: number) =>
  dialog(page).getByRole("heading", { level: 3, name: new RegExp(`^Stap ${step} van 3`) });
const button = (page: Page, name: string) => dialog(page).getByRole("button", { name, exact: true });

/** The header's plain 'Vraag offerte' button. */
const headerQuoteButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Vraag offerte" });

async function openFromTile(page: Page, title: string) {
  await page
    .locator("#diensten li", { has: page.getByRole("heading", { name: title }) })
    .getByRole("button", { name: "Vraag dit aan" })
    .click();
  await expect.poll(() => dialog(page).isVisible()).toBe(true);
}

async function chooseCategory(page: Page, label: string) {
  await categorySelect(page).click();
  await page.getByRole("option", { name: label }).click();
}

async function fillStepTwo(page: Page, values: { naam: string; telefoon: string; email: string; plaats?: string }) {
  await dialog(page).getByLabel("Naam").fill(values.naam);
  await dialog(page).getByLabel("Telefoon / WhatsApp").fill(values.telefoon);
  await dialog(page).getByLabel("E-mail").fill(values.email);
  if (values.plaats !== undefined) await dialog(page).getByLabel("Plaats (optioneel)").fill(values.plaats);
}

async function rowsNamed(naam: string) {
  return harness().database.db.select().from(felimarRequests).where(eq(felimarRequests.naam, naam));
}

async function inboxRow(id: string) {
  const [row] = await harness().database.db.select().from(submissions).where(eq(submissions.id, id));
  return row;
}

const description = (page: Page) => dialog(page).getByRole("textbox", { name: "Omschrijving" });
const packageButton = (page: Page, ctaLabel: string) =>
  page.locator("#pakketten").getByRole("button", { name: ctaLabel });
/** The dialog's line naming the chosen package ("Gekozen pakket: …"), or null without one. */
const chosenPackage = async (page: Page) => {
  const line = dialog(page).locator("p", { hasText: "Gekozen pakket:" });
  return (await line.count()) > 0 ? ((await line.textContent())?.trim() ?? null) : null;
};

/**
 * From step 1 of an open dialog: fills step 2 with `naam` and sends, then answers the
 * JSON body of the POST the page made (after the success message).
 */
async function sendQuote(
  page: Page,
  naam: string,
  atStepThree?: () => Promise<void>,
): Promise<Record<string, unknown>> {
  await button(page, "Volgende").click();
  await stepHeading(page, 2).waitFor();
  await fillStepTwo(page, { naam, telefoon: "+34 600 333 444", email: "pakket@example.nl" });
  await button(page, "Volgende").click();
  await stepHeading(page, 3).waitFor();
  await atStepThree?.();
  const sent = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/api/felimar/requests"),
  );
  await button(page, "Bevestigen").click();
  const body = JSON.parse((await sent).postData() ?? "{}") as Record<string, unknown>;
  await page.getByText(SUCCESS).waitFor();
  return body;
}

// Each of these walks the dialog and runs axe at several steps: give them room on a busy machine.
const DIALOG_TEST_TIMEOUT = 120_000;

describe("/felimar quote dialog", { timeout: DIALOG_TEST_TIMEOUT }, () => {
  it("loads its code only on first use, presets the tile's category, sends three steps and stores the request", async () => {
    const page = await harness().open("/felimar");
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    await page.reload();
    await waitForHydration(page);
    expect(scripts.some((url) => url.includes("quote-dialog"))).toBe(false);

    await openFromTile(page, "Comfort & Airco");
    expect(scripts.some((url) => url.includes("quote-dialog"))).toBe(true);
    await expect.poll(() => categorySelect(page).textContent()).toBe("Comfort & Airco");
    await expect.poll(() => dialog(page).locator('[aria-current="step"]').textContent()).toContain("1. Dienst");
    expect(await dialog(page).getByRole("textbox", { name: "Omschrijving" }).getAttribute("rows")).toBe("6");
    await expectNoA11yViolations(page);

    await dialog(page)
      .getByRole("textbox", { name: "Omschrijving" })
      .fill("De airco in de slaapkamer koelt niet meer en lekt water.");
    await button(page, "Volgende").click();
    await stepHeading(page, 2).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain("Stap 2 van 3");
    expect(await dialog(page).getByLabel("E-mail").getAttribute("type")).toBe("email");
    expect(await dialog(page).getByLabel("Plaats (optioneel)").getAttribute("placeholder")).toContain(
      "Benalmádena, Fuengirola",
    );
    await fillStepTwo(page, {
      naam: "Tessa Tegel",
      telefoon: "+34 600 111 222",
      email: "tessa@example.nl",
      plaats: "Mijas",
    });
    await expectNoA11yViolations(page);

    await button(page, "Volgende").click();
    await stepHeading(page, 3).waitFor();
    await dialog(page).getByLabel("Gewenste datum/tijd (optioneel)").fill("volgende dinsdagochtend");
    await dialog(page).getByRole("switch", { name: "Sleutelbeheer gewenst" }).click();
    const summary = dialog(page).getByRole("region", { name: "Overzicht" });
    await expect.poll(() => summary.textContent()).toContain("Comfort & Airco");
    expect(await summary.textContent()).toContain("Tessa Tegel");
    expect(await summary.textContent()).toContain("+34 600 111 222");
    await expectNoA11yViolations(page);

    await button(page, "Bevestigen").click();
    await page.getByText(SUCCESS).waitFor();
    await expect.poll(() => dialog(page).count()).toBe(0);

    const [row] = await rowsNamed("Tessa Tegel");
    expect(row).toMatchObject({
      categorie: "airco",
      // Stored in E.164 (server/phone/); the inbox keeps the text as typed beside it.
      telefoon: "+34600111222",
      email: "tessa@example.nl",
      plaats: "Mijas",
      details: "De airco in de slaapkamer koelt niet meer en lekt water.",
      voorkeursTijd: "volgende dinsdagochtend",
      sleutelBeheer: true,
    });
    expect(row?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);

    // Sent: the next open starts empty at step 1.
    await headerQuoteButton(page).click();
    await stepHeading(page, 1).waitFor();
    expect(await categorySelect(page).textContent()).toBe("Kies een categorie");
    expect(await dialog(page).getByRole("textbox", { name: "Omschrijving" }).inputValue()).toBe("");
    await page.context().close();
  });

  it("keeps the previous category when opened from a plain button, traps focus and closes on Escape", async () => {
    const page = await openPage();
    await openFromTile(page, "Legal & Residency");
    await expect.poll(() => categorySelect(page).textContent()).toBe("Legal & Residency");
    for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain("Vraag dit aan");

    await headerQuoteButton(page).click();
    await expect.poll(() => categorySelect(page).textContent()).toBe("Legal & Residency");
    await chooseCategory(page, "Voertuigen & Mobiliteit");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog(page).count()).toBe(0);

    await page.getByRole("contentinfo").getByRole("button", { name: "Vraag offerte" }).click();
    await expect.poll(() => categorySelect(page).textContent()).toBe("Voertuigen & Mobiliteit");
    await page.context().close();
  });

  it("(a) shows and sends the package chosen last, keeping the text typed after the first", async () => {
    const page = await openPage();
    await packageButton(page, "Plan mijn aankomst").click();
    await expect.poll(() => chosenPackage(page)).toBe("Gekozen pakket: Aankomstklaar");
    expect(await categorySelect(page).textContent()).toBe("Algemeen / Anders");
    // The package is no longer written into the description.
    expect(await description(page).inputValue()).toBe("");
    await description(page).fill("Wij komen op 12 juni aan met vier personen.");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog(page).count()).toBe(0);

    await packageButton(page, "Kies Woningzorg Plus").click();
    await expect.poll(() => chosenPackage(page)).toBe("Gekozen pakket: Woningzorg Plus");
    expect(await dialog(page).textContent()).not.toContain("Aankomstklaar");
    expect(await description(page).inputValue()).toBe("Wij komen op 12 juni aan met vier personen.");
    await expectNoA11yViolations(page);

    const body = await sendQuote(page, "Paula Pakket");
    expect(body).toMatchObject({
      pakket: "Woningzorg Plus",
      categorie: "algemeen",
      details: "Wij komen op 12 juni aan met vier personen.",
      formulier: "offerte",
    });
    const [row] = await rowsNamed("Paula Pakket");
    expect(row).toMatchObject({
      pakket: "Woningzorg Plus",
      categorie: "algemeen",
      details: "Wij komen op 12 juni aan met vier personen.",
    });
    expect(await inboxRow(row!.id)).toMatchObject({
      site: "felimar",
      form: "felimar-quote",
      fields: expect.objectContaining({ pakket: "Woningzorg Plus" }),
    });
    await page.context().close();
  });

  it("(b) records a package chosen after typing, with its category, and keeps the typed text", async () => {
    const page = await openPage();
    await headerQuoteButton(page).click();
    await stepHeading(page, 1).waitFor();
    await chooseCategory(page, "Comfort & Airco");
    await description(page).fill("Twee airco-units in het appartement in Fuengirola.");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog(page).count()).toBe(0);

    await packageButton(page, "Vraag deze check aan").click();
    await expect.poll(() => chosenPackage(page)).toBe("Gekozen pakket: Comfort & Airco Check");
    expect(await categorySelect(page).textContent()).toBe("Algemeen / Anders");
    expect(await description(page).inputValue()).toBe("Twee airco-units in het appartement in Fuengirola.");

    // A plain button keeps the package, like the category; the summary names it.
    await page.keyboard.press("Escape");
    await headerQuoteButton(page).click();
    await expect.poll(() => chosenPackage(page)).toBe("Gekozen pakket: Comfort & Airco Check");

    const body = await sendQuote(page, "Bram Bijna", async () => {
      const summary = dialog(page).getByRole("region", { name: "Overzicht" });
      await expect.poll(() => summary.textContent()).toContain("PakketComfort & Airco Check");
    });
    expect(body).toMatchObject({
      pakket: "Comfort & Airco Check",
      categorie: "algemeen",
      details: "Twee airco-units in het appartement in Fuengirola.",
    });
    const [row] = await rowsNamed("Bram Bijna");
    expect(row).toMatchObject({
      pakket: "Comfort & Airco Check",
      categorie: "algemeen",
      details: "Twee airco-units in het appartement in Fuengirola.",
    });
    await page.context().close();
  });

  it("drops the package when a service tile is chosen after it, and sends none", async () => {
    const page = await openPage();
    await packageButton(page, "Plan mijn aankomst").click();
    await expect.poll(() => chosenPackage(page)).toBe("Gekozen pakket: Aankomstklaar");
    await description(page).fill("Eigenlijk gaat het om de airco in de woonkamer.");
    await page.keyboard.press("Escape");
    await openFromTile(page, "Comfort & Airco");
    await expect.poll(() => categorySelect(page).textContent()).toBe("Comfort & Airco");
    expect(await dialog(page).getByText("Gekozen pakket:").count()).toBe(0);
    const body = await sendQuote(page, "Tom Tegel");
    expect(body).toMatchObject({
      pakket: null,
      categorie: "airco",
      details: "Eigenlijk gaat het om de airco in de woonkamer.",
    });
    expect((await rowsNamed("Tom Tegel"))[0]?.pakket).toBeNull();
    await page.context().close();
  });

  it("moves between steps with Terug and Volgende, never below 1 nor past 3, without validating", async () => {
    const page = await openPage();
    await headerQuoteButton(page).click();
    await stepHeading(page, 1).waitFor();
    expect(await button(page, "Terug").count()).toBe(0);
    expect(await button(page, "Bevestigen").count()).toBe(0);

    await button(page, "Volgende").click();
    await stepHeading(page, 2).waitFor();
    expect(await dialog(page).getByRole("alert").count()).toBe(0);
    await button(page, "Volgende").click();
    await stepHeading(page, 3).waitFor();
    expect(await button(page, "Volgende").count()).toBe(0);
    expect(await button(page, "Bevestigen").isVisible()).toBe(true);
    await expect.poll(() => dialog(page).locator('[aria-current="step"]').textContent()).toContain("3. Planning");

    await button(page, "Terug").click();
    await stepHeading(page, 2).waitFor();
    await button(page, "Terug").click();
    await stepHeading(page, 1).waitFor();
    expect(await button(page, "Terug").count()).toBe(0);
    await page.context().close();
  });

  it("sends the visitor back to step 1 when a field there is wrong, with the message under it", async () => {
    const page = await openPage();
    await headerQuoteButton(page).click();
    await chooseCategory(page, "Renovaties & Upgrades");
    await dialog(page).getByRole("textbox", { name: "Omschrijving" }).fill("Kort");
    await button(page, "Volgende").click();
    await fillStepTwo(page, { naam: "Korte Omschrijving", telefoon: "0612345678", email: "kort@example.nl" });
    await button(page, "Volgende").click();
    await button(page, "Bevestigen").click();

    await stepHeading(page, 1).waitFor();
    const details = dialog(page).getByRole("textbox", { name: "Omschrijving" });
    await expect.poll(() => dialog(page).getByRole("alert").textContent()).toBe("Geef een korte omschrijving");
    expect(await details.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => details.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await details.inputValue()).toBe("Kort");
    await expectNoA11yViolations(page);
    expect(await rowsNamed("Korte Omschrijving")).toHaveLength(0);

    // A wrong e-mail sends the visitor to step 2.
    await details.fill("Badkamer opnieuw betegelen, ongeveer 8 m².");
    await dialog(page).getByRole("button", { name: "Volgende" }).click();
    await dialog(page).getByLabel("E-mail").fill("kort@");
    await button(page, "Volgende").click();
    await button(page, "Bevestigen").click();
    await stepHeading(page, 2).waitFor();
    await expect.poll(() => dialog(page).getByRole("alert").textContent()).toBe("Ongeldig e-mailadres");
    await page.context().close();
  });

  it("keeps everything typed and the dialog open when the server fails, and stores one row on retry", async () => {
    const page = await openPage();
    let failures = 0;
    await page.route("**/api/felimar/requests", async (route) => {
      failures++;
      if (failures === 1) await route.abort("connectionrefused");
      else
        await route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "database_unavailable", message: "Down" } }),
        });
    });
    await openFromTile(page, "Lessen & Lifestyle");
    await dialog(page).getByRole("textbox", { name: "Omschrijving" }).fill("Golfles voor twee personen in oktober.");
    await button(page, "Volgende").click();
    await fillStepTwo(page, {
      naam: "Gerrit Golf",
      telefoon: "+31 6 1234 5678",
      email: "gerrit@example.nl",
      plaats: "Marbella",
    });
    await button(page, "Volgende").click();
    await dialog(page).getByLabel("Gewenste datum/tijd (optioneel)").fill("eind oktober");

    for (let attempt = 0; attempt < 2; attempt++) {
      await button(page, "Bevestigen").click();
      // A send waits for its proof of work (up to PROOF_WAIT_MS), which a loaded machine may still be solving.
      await expect.poll(() => page.getByText(FAILURE).count(), { timeout: PROOF_WAIT_MS }).toBeGreaterThan(attempt);
      await expect.poll(() => button(page, "Bevestigen").isEnabled()).toBe(true);
      expect(await dialog(page).isVisible()).toBe(true);
      expect(await dialog(page).getByLabel("Gewenste datum/tijd (optioneel)").inputValue()).toBe("eind oktober");
    }
    await button(page, "Terug").click();
    expect(await dialog(page).getByLabel("Naam").inputValue()).toBe("Gerrit Golf");
    expect(await dialog(page).getByLabel("Plaats (optioneel)").inputValue()).toBe("Marbella");
    await button(page, "Terug").click();
    expect(await dialog(page).getByRole("textbox", { name: "Omschrijving" }).inputValue()).toBe(
      "Golfles voor twee personen in oktober.",
    );
    expect(await categorySelect(page).textContent()).toBe("Lessen & Lifestyle");
    expect(await rowsNamed("Gerrit Golf")).toHaveLength(0);

    await page.unroute("**/api/felimar/requests");
    await button(page, "Volgende").click();
    await button(page, "Volgende").click();
    await button(page, "Bevestigen").click();
    await page.getByText(SUCCESS).waitFor();
    expect(await rowsNamed("Gerrit Golf")).toHaveLength(1);
    await page.context().close();
  });
});

describe("/felimar page", () => {
  it("has packages, gallery placeholders, testimonials and JSON-LD in the server-rendered HTML", async () => {
    const html = await (await fetch(`${harness().baseUrl}/felimar`)).text();
    expect(html).toContain('lang="nl"');
    for (const text of [
      "Aankomstklaar",
      "Woningzorg Plus",
      "Plan mijn aankomst",
      "€ 95",
      "Annemiek en Rob",
      "Benalmádena",
    ])
      expect(html).toContain(text);
    for (const title of [
      "Zonwering vernieuwd",
      "Airco-installatie",
      "Wisselschoonmaak",
      "Begeleiding ITV-keuring",
      "Voorzetramen",
      "Renovatieproject",
    ]) {
      expect(html).toContain(title);
    }
    const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
    expect(jsonLd).toBeTruthy();
    const graph = JSON.parse(jsonLd ?? "{}")["@graph"] as Record<string, unknown>[];
    const business = graph.find((node) => node["@type"] === "ProfessionalService") as {
      areaServed: { name: string }[];
      knowsLanguage: string[];
      contactPoint: unknown[];
    };
    expect(business.areaServed.map((area) => area.name)).toEqual([
      "Torremolinos",
      "Benalmádena",
      "Fuengirola",
      "Mijas",
      "Marbella",
    ]);
    expect(business.knowsLanguage).toEqual(["nl", "en", "es"]);
    expect(business.contactPoint.length).toBeGreaterThan(0);
  });

  it("shows a save on the next load: the gallery in the document's order without hidden items or placeholders, the new phone number, e-mail and testimonial", async () => {
    const db = harness().database.db;
    const live = await readLiveContent(db, "felimar");
    const item = (titel: string, hidden = false) => ({
      id: crypto.randomUUID(),
      titel,
      caption: null,
      imageId: null,
      image_url: null,
      hidden,
      created_at: "2025-06-01T10:00:00.000Z",
    });
    const gallery = [item("Nieuwe pergola"), item("Nog niet klaar", true), item("Terras in Nerja-stijl")];
    const details = { ...live.content.details, phone: "+34952702003", email: "info@felimar.example" };
    const testimonials = [
      { ...live.content.testimonials[0]!, quote: "Aangepast door de eigenaar." },
      ...live.content.testimonials.slice(1),
    ];
    const content = { ...live.content, gallery, details, testimonials };
    const saved = await saveContent({
      db,
      site: "felimar",
      baseVersion: live.version,
      content,
      summary: "Gallery test",
      actor: null,
    });
    if (!saved.ok) throw new Error(`save failed: ${saved.error}`);
    try {
      // A save is live on every instance within a second (the content version's NOTIFY).
      await expect
        .poll(async () => (await fetch(`${harness().baseUrl}/felimar`)).text(), { timeout: 5000 })
        .toContain("Nieuwe pergola");
      const page = await openPage();
      const titles = await page.locator("#werk h3").allTextContents();
      expect(titles).toEqual(["Nieuwe pergola", "Terras in Nerja-stijl"]);
      // The details follow: the number as people read it, the link with the stored E.164 form.
      expect(await page.locator('a[href="tel:+34952702003"]').first().textContent()).toContain("+34 952 70 20 03");
      expect(await page.locator('a[href="mailto:info@felimar.example"]').count()).toBeGreaterThan(0);
      expect(await page.getByText("Aangepast door de eigenaar.").count()).toBe(1);
      await page.context().close();
    } finally {
      await restoreVersion({ db, site: "felimar", baseVersion: saved.version, version: live.version, actor: null });
    }
  });

  it("opens one FAQ answer at a time, and closes it again", async () => {
    const page = await openPage();
    const items = page.locator("#faq details");
    expect(await items.count()).toBe(6);
    const openStates = () =>
      items.evaluateAll((elements) => elements.map((element) => (element as HTMLDetailsElement).open));
    await page.getByText("Hoe werkt sleutelbeheer?").click();
    await expect.poll(openStates).toEqual([false, false, true, false, false, false]);
    await page.getByText("In welke talen kan ik bij jullie terecht?").click();
    await expect.poll(openStates).toEqual([false, false, false, true, false, false]);
    await expect.poll(() => page.getByText("In het Nederlands, Engels en Spaans.").isVisible()).toBe(true);
    await page.getByText("In welke talen kan ik bij jullie terecht?").click();
    await expect.poll(openStates).toEqual([false, false, false, false, false, false]);
    // By keyboard too.
    await page.locator("#faq summary", { hasText: "Hoe snel reageren jullie?" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(openStates).toEqual([false, false, false, false, true, false]);
    await expectNoA11yViolations(page);
    await page.context().close();
  });

  it("shows the bottom bar only on a small screen", async () => {
    const mobile = await openPage(MOBILE);
    const bar = mobile.getByTestId("felimar-bottom-bar");
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.getByRole("button", { name: "Vraag offerte" }).isVisible()).toBe(true);
    expect(await bar.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
    await bar.getByRole("button", { name: "Vraag offerte" }).click();
    await stepHeading(mobile, 1).waitFor();
    await expectNoA11yViolations(mobile);
    await mobile.context().close();

    const desktop = await openPage(DESKTOP);
    expect(await desktop.getByTestId("felimar-bottom-bar").isVisible()).toBe(false);
    await desktop.context().close();
  });

  it("opens WhatsApp in a new tab with a prefilled Dutch message", async () => {
    const page = await openPage();
    const link = page.getByRole("main").getByRole("link", { name: /WhatsApp ons/ });
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    const href = new URL((await link.getAttribute("href")) ?? "");
    expect(href.host).toBe("wa.me");
    expect(href.searchParams.get("text")).toMatch(/^Hallo Felimar!/);
    await page.context().close();
  });
});

describe("/felimar contact form", () => {
  it("shows the Dutch messages under the fields, then stores the request as 'algemeen' and resets", async () => {
    const page = await openPage();
    const form = page.getByRole("form", { name: "Contactformulier" });
    expect(await form.getByLabel("Waarmee kunnen we helpen?").getAttribute("rows")).toBe("5");
    await form.getByRole("button", { name: "Verstuur aanvraag" }).click();
    await expect
      .poll(() => form.getByRole("alert").allTextContents())
      .toEqual([
        "Naam is verplicht",
        "Telefoonnummer is verplicht",
        "Ongeldig e-mailadres",
        "Geef een korte omschrijving (minimaal 10 tekens)",
      ]);
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe("naam");
    await expectNoA11yViolations(page);

    await form.getByLabel("Naam").fill("Carla Contact");
    await expect.poll(() => form.getByRole("alert").count()).toBe(3);
    await form.getByLabel("Telefoon / WhatsApp").fill("+34 611 222 333");
    await form.getByLabel("E-mail").fill("carla@example.nl");
    await form.getByLabel("Waarmee kunnen we helpen?").fill("Wie kan ons zwembad in het voorjaar klaarmaken?");
    const sent = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/api/felimar/requests"),
    );
    await form.getByRole("button", { name: "Verstuur aanvraag" }).click();
    expect(JSON.parse((await sent).postData() ?? "{}")).toMatchObject({
      formulier: "contact",
      categorie: "algemeen",
      pakket: null,
    });
    await page.getByText(SUCCESS).waitFor();

    const [row] = await rowsNamed("Carla Contact");
    expect(row).toMatchObject({
      categorie: "algemeen",
      telefoon: "+34611222333",
      email: "carla@example.nl",
      plaats: null,
      details: "Wie kan ons zwembad in het voorjaar klaarmaken?",
      voorkeursTijd: null,
      sleutelBeheer: false,
      pakket: null,
    });
    expect(await inboxRow(row!.id)).toMatchObject({ site: "felimar", form: "felimar-contact" });
    await expect.poll(() => form.getByLabel("Naam").inputValue()).toBe("");
    expect(await form.getByLabel("Waarmee kunnen we helpen?").inputValue()).toBe("");
    await page.context().close();
  });

  it("keeps what was typed when sending fails, and says so", async () => {
    const page = await openPage();
    await page.route("**/api/felimar/requests", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    const form = page.getByRole("form", { name: "Contactformulier" });
    await form.getByLabel("Naam").fill("Falende Frits");
    await form.getByLabel("Telefoon / WhatsApp").fill("0612345678");
    await form.getByLabel("E-mail").fill("frits@example.nl");
    await form.getByLabel("Waarmee kunnen we helpen?").fill("Een vraag die niet aankomt.");
    const submit = form.getByRole("button", { name: /Verstuur aanvraag|Versturen\.\.\./ });
    await submit.click();
    await page.getByText(FAILURE).waitFor();
    await expect.poll(() => submit.textContent()).toBe("Verstuur aanvraag");
    expect(await form.getByLabel("Naam").inputValue()).toBe("Falende Frits");
    expect(await form.getByLabel("Waarmee kunnen we helpen?").inputValue()).toBe("Een vraag die niet aankomt.");
    expect(await rowsNamed("Falende Frits")).toHaveLength(0);
    await page.context().close();
  });
});
