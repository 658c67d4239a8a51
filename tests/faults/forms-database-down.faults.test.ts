import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_FAILURE as NERON_FAILURE } from "#app/sites/neron/messages.ts";
import { DESKTOP, scrollToHydrated, waitForHydration } from "../support/browser-harness";
import { workerChromium } from "../support/chromium";
import { startPrivatePostgres, type PrivatePostgres } from "./support/private-postgres";
import { killAllServers, startServer, waitUntilHealthy, type ServerProcess } from "./support/server-process";

// Every form against the production server while PostgreSQL is down: each says it
// failed (in the form's fixed failure message, compared verbatim) and keeps everything the visitor typed.
const POSTGRES_PORT = 3448;
const SERVER_PORT = 3401;

const FELIMAR_FAILURE = "Er ging iets mis. Probeer het opnieuw.";
const HOUSING_FAILURE = "Something went wrong on our side. Everything you typed is still here";
const NEWSLETTER_FAILURE = "We couldn't subscribe you. Please try again.";
const NOTE_FAILURE = "Failed to create note";

let postgres: PrivatePostgres;
let server: ServerProcess;
let browser: Browser;
// These two pages read the database as they load (packages; the writing session), so they open before it stops.
// The other sites' pages read their owners' content too, but only to render it once per content version: each is
// requested once before the database stops, and then served from that render while it is down.
const RENDERED_BEFORE = ["/neronantiguedades", "/housing", "/", "/naturliv"];
let felimarPage: Page;
let createNotePage: Page;

async function open(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const response = await page.goto(server.url(path));
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
  return page;
}

beforeAll(async () => {
  postgres = startPrivatePostgres(POSTGRES_PORT);
  server = startServer(SERVER_PORT, { DATABASE_URL: await postgres.createDatabase("faults_forms") });
  await waitUntilHealthy(server);
  browser = await workerChromium();
  felimarPage = await open("/felimar");
  createNotePage = await open("/writtenbyhuman/create");
  for (const path of RENDERED_BEFORE) expect((await fetch(server.url(path))).status, path).toBe(200);
  postgres.stop();
  expect((await fetch(server.url("/readyz"))).status).toBe(503);
});

afterAll(async () => {
  await browser?.close();
  await killAllServers();
  postgres?.dispose();
});

describe("forms while PostgreSQL is down", () => {
  it("Felimar quote dialog: says it failed, stays open, and keeps all three steps", async () => {
    const page = felimarPage;
    const dialog = page.getByRole("dialog", { name: "Vraag een offerte aan" });
    const button = (name: string) => dialog.getByRole("button", { name, exact: true });
    await page
      .locator("#diensten li", { has: page.getByRole("heading", { name: "Lessen & Lifestyle" }) })
      .getByRole("button", { name: "Vraag dit aan" })
      .click();
    await dialog.getByRole("textbox", { name: "Omschrijving" }).fill("Golfles voor twee personen in oktober.");
    await button("Volgende").click();
    await dialog.getByLabel("Naam").fill("Storing Sanne");
    await dialog.getByLabel("Telefoon / WhatsApp").fill("+31 6 1234 5678");
    await dialog.getByLabel("E-mail").fill("sanne@example.nl");
    await dialog.getByLabel("Plaats (optioneel)").fill("Marbella");
    await button("Volgende").click();
    await dialog.getByLabel("Gewenste datum/tijd (optioneel)").fill("eind oktober");

    await button("Bevestigen").click();
    await page.getByText(FELIMAR_FAILURE).first().waitFor();
    await expect.poll(() => button("Bevestigen").isEnabled()).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel("Gewenste datum/tijd (optioneel)").inputValue()).toBe("eind oktober");
    await button("Terug").click();
    expect(await dialog.getByLabel("Naam").inputValue()).toBe("Storing Sanne");
    expect(await dialog.getByLabel("Telefoon / WhatsApp").inputValue()).toBe("+31 6 1234 5678");
    expect(await dialog.getByLabel("E-mail").inputValue()).toBe("sanne@example.nl");
    expect(await dialog.getByLabel("Plaats (optioneel)").inputValue()).toBe("Marbella");
    await button("Terug").click();
    expect(await dialog.getByRole("textbox", { name: "Omschrijving" }).inputValue()).toBe(
      "Golfles voor twee personen in oktober.",
    );
    expect(await dialog.getByRole("combobox", { name: "Categorie" }).textContent()).toBe("Lessen & Lifestyle");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it("Felimar contact form: says it failed and keeps what was typed", async () => {
    const page = felimarPage;
    const form = page.getByRole("form", { name: "Contactformulier" });
    const values = {
      Naam: "Storing Stefan",
      "Telefoon / WhatsApp": "0612345678",
      "E-mail": "stefan@example.nl",
      "Waarmee kunnen we helpen?": "Een vraag tijdens een storing.",
    };
    for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);
    const submit = form.getByRole("button", { name: /Verstuur aanvraag|Versturen\.\.\./ });
    // The quote dialog's failure toast must be gone first, so the one awaited below is this form's.
    await expect.poll(() => page.getByText(FELIMAR_FAILURE).count(), { timeout: 15_000 }).toBe(0);
    await submit.click();
    await page.getByText(FELIMAR_FAILURE).waitFor();
    await expect.poll(() => submit.textContent()).toBe("Verstuur aanvraag");
    for (const [label, value] of Object.entries(values))
      expect(await form.getByLabel(label).inputValue(), label).toBe(value);
  });

  it("Neron contact form: says it failed and keeps what was typed", async () => {
    const page = await open("/neronantiguedades");
    const values = {
      Nombre: "Pedro Avería",
      "Correo electrónico": "pedro@ejemplo.es",
      Teléfono: "600 111 222",
      Mensaje: "Quiero tasar un reloj.",
    };
    for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
    await page.locator("#contacto form").getByRole("button", { name: "Enviar mensaje" }).click();
    await page.getByText(NERON_FAILURE).waitFor();
    for (const [label, value] of Object.entries(values))
      expect(await page.getByLabel(label).inputValue(), label).toBe(value);
    expect(await page.locator("#contacto form").getByRole("button").textContent()).toBe("Enviar mensaje");
    await page.context().close();
  });

  it("/housing contact form: says it failed and keeps what was typed, consent included", async () => {
    const page = await open("/housing");
    await scrollToHydrated(page, "#contact form");
    const form = page.locator("#contact form");
    const values = {
      "Full name": "Per Hansen",
      Email: "per@example.no",
      Phone: "22 12 34 56",
      Message: "Can you build on a steep plot in Bergen?",
    };
    for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);
    await form.getByRole("checkbox").click();
    await form.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => form.getByRole("alert").textContent()).toContain(HOUSING_FAILURE);
    for (const [label, value] of Object.entries(values))
      expect(await form.getByLabel(label).inputValue(), label).toBe(value);
    expect(await form.getByRole("checkbox").getAttribute("aria-checked")).toBe("true");
    expect(await form.getByRole("button", { name: "Send message" }).isEnabled()).toBe(true);
    await page.context().close();
  });

  for (const [path, container] of [
    ["/", "#stay-connected"],
    ["/naturliv", "footer"],
  ] as const) {
    it(`newsletter on ${path}: says it failed and keeps the address`, async () => {
      const page = await open(path);
      await scrollToHydrated(page, `${container} input[type=email]`);
      const email = page.locator(container).getByLabel("Email address");
      await email.fill("reader@example.org");
      await page.locator(container).getByRole("button", { name: "Subscribe" }).click();
      await page.getByText(NEWSLETTER_FAILURE).waitFor();
      expect(await email.inputValue()).toBe("reader@example.org");
      await page.context().close();
    });
  }

  it("notebook: creating a note says it failed and keeps the text", async () => {
    const page = createNotePage;
    const text = "Written while the database was away.";
    await page.locator("textarea").focus();
    await page.keyboard.type(text, { delay: 20 });
    await page.getByRole("button", { name: /^Generate/ }).click();
    await page.getByText(NOTE_FAILURE).waitFor();
    expect(await page.locator("textarea").inputValue()).toBe(text);
    expect(new URL(page.url()).pathname).toBe("/writtenbyhuman/create");
    await expect.poll(() => page.getByRole("button", { name: /^Generate/ }).isEnabled()).toBe(true);
  });
});
