import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { scrollToHydrated, setupBrowserHarness, waitForHydration } from "#tests/support/browser-harness.ts";

const harness = setupBrowserHarness();

async function open(path: string) {
  const page = await harness().open(path);
  await waitForHydration(page);
  return page;
}

/** The toast region's label and its toast's close button's label, once a toast shows. */
async function toastLabelsShown(page: Page) {
  const close = page.locator("[data-sonner-toast] [data-close-button]").first();
  await close.waitFor();
  return {
    region: await page.locator("section[aria-live]").getAttribute("aria-label"),
    close: await close.getAttribute("aria-label"),
  };
}

/** Sends the footer's newsletter form with the request refused, so its failure toast shows. */
async function newsletterFailure(page: Page, email: string, subscribe: string) {
  await page.route("**/api/newsletter", (route) => route.abort("connectionrefused"));
  await scrollToHydrated(page, "footer input[type=email]", "end");
  await page.locator("footer input[type=email]").fill(email);
  await page.locator("footer").getByRole("button", { name: subscribe }).click();
}

describe("toasts speak the page's language", () => {
  it("Dutch on Felimar", async () => {
    const page = await open("/felimar");
    await page.route("**/api/felimar/requests", (route) => route.abort("connectionrefused"));
    await scrollToHydrated(page, 'form[aria-labelledby="contactformulier-title"]');
    const form = page.locator('form[aria-labelledby="contactformulier-title"]');
    await form.getByLabel("Naam").fill("Sanne de Vries");
    await form.getByLabel("Telefoon / WhatsApp").fill("+31 6 1234 5678");
    await form.getByLabel("E-mail").fill("sanne@example.nl");
    await form.getByLabel("Waarmee kunnen we helpen?").fill("Sleutelbeheer voor ons appartement in Mijas.");
    await form.getByRole("button", { name: "Verstuur aanvraag" }).click();
    expect(await toastLabelsShown(page)).toEqual({ region: "Meldingen (Alt+T)", close: "Melding sluiten" });
    await page.context().close();
  });

  it("Spanish on Neron", async () => {
    const page = await open("/neronantiguedades");
    await page.route("**/api/neron/contact", (route) => route.abort("connectionrefused"));
    const form = page.locator("#contacto form");
    await form.getByLabel("Nombre").fill("Carmen Ruiz");
    await form.getByLabel("Correo electrónico").fill("carmen@ejemplo.es");
    await form.getByLabel("Teléfono").fill("+34 611 222 333");
    await form.getByLabel("Mensaje").fill("¿Tienen monedas de Isabel II?");
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    expect(await toastLabelsShown(page)).toEqual({ region: "Notificaciones (Alt+T)", close: "Cerrar notificación" });
    await page.context().close();
  });

  it("Norwegian on the Norwegian Naturliv page, English on the English one", async () => {
    const norwegian = await open("/no/naturliv");
    await newsletterFailure(norwegian, "leser@example.no", "Abonner");
    expect(await toastLabelsShown(norwegian)).toEqual({ region: "Varsler (Alt+T)", close: "Lukk varsel" });
    await norwegian.context().close();

    const english = await open("/naturliv");
    await newsletterFailure(english, "reader@example.no", "Subscribe");
    expect(await toastLabelsShown(english)).toEqual({ region: "Notifications (Alt+T)", close: "Close notification" });
    await english.context().close();
  });
});
