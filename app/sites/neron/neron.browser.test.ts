import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { neronContacto } from "#server/db/schema.ts";
import {
  expectNoA11yViolations,
  MOBILE,
  setupBrowserHarness,
  waitForHydration,
} from "#tests/support/browser-harness.ts";
import { contactMessages } from "#app/forms/neron-contact/schema.ts";
import { saveContent } from "#server/content/site-content-store.ts";
import { CONTACT_FAILURE, CONTACT_SUCCESS } from "./messages";
import { neronContentDefaults } from "./site-content";

/** The details the page shows until the owner saves (the stored document's defaults). */
const shop = neronContentDefaults.details;

const PATH = "/neronantiguedades";
const harness = setupBrowserHarness();

async function openPage(options: Parameters<ReturnType<typeof harness>["open"]>[1] = {}) {
  const page = await harness().open(PATH, options);
  await waitForHydration(page);
  return page;
}

function form(page: Page) {
  return page.locator("#contacto form");
}

async function fill(page: Page, values: { nombre: string; email: string; telefono: string; mensaje: string }) {
  await page.getByLabel("Nombre").fill(values.nombre);
  await page.getByLabel("Correo electrónico").fill(values.email);
  await page.getByLabel("Teléfono").fill(values.telefono);
  await page.getByLabel("Mensaje").fill(values.mensaje);
}

function rowsWithEmail(email: string) {
  return harness().database.db.select().from(neronContacto).where(eq(neronContacto.email, email));
}

describe("Neron Antigüedades page", () => {
  it("is Spanish, has the hero, 4 collections, 6 pieces, 3 services and the opening hours", async () => {
    const page = await openPage();
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Preservando Historia desde 2003");
    expect(await page.locator("#colecciones li h3").allTextContents()).toEqual([
      "Numismática",
      "Antigüedades",
      "Arte",
      "Objetos únicos",
    ]);
    expect(await page.locator("#galeria article").count()).toBe(6);
    expect(await page.locator("#servicios h3").allTextContents()).toEqual([
      "Tasación profesional",
      "Compra y venta",
      "Asesoramiento para coleccionistas",
    ]);
    const contact = (await page.locator("#contacto").textContent()) ?? "";
    expect(contact).toContain("Lunes a viernes");
    expect(contact).toContain("10:00–14:00 y 17:00–20:30");
    expect(contact).toContain(shop.address.street);
    // No remote images: every image is served by us.
    for (const src of await page
      .locator("img")
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src))) {
      expect(new URL(src).origin).toBe(harness().baseUrl);
    }
    await page.context().close();
  });

  it("describes the shop with schema.org data, both opening periods included", async () => {
    const page = await openPage();
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(json ?? "{}");
    expect(data["@type"]).toBe("AntiqueStore");
    expect(data.telephone).toBe(shop.phone.replace(/\s/g, ""));
    expect(data.address).toMatchObject({
      streetAddress: shop.address.street,
      addressLocality: shop.address.town,
      addressCountry: "ES",
    });
    expect(
      data.openingHoursSpecification.map((spec: { opens: string; closes: string }) => `${spec.opens}-${spec.closes}`),
    ).toEqual(["10:00-14:00", "17:00-20:30"]);
    for (const spec of data.openingHoursSpecification) {
      expect(spec.dayOfWeek.map((day: string) => day.replace("https://schema.org/", ""))).toEqual([
        "Monday",
        "Tuesday",
        "Wednesday",
        "Thursday",
        "Friday",
      ]);
    }
    await page.context().close();
  });

  it("has a floating WhatsApp link with the number's digits and a prefilled text, opening in a new tab", async () => {
    const page = await openPage();
    const link = page.getByRole("link", { name: /Escríbenos por WhatsApp/ });
    const href = (await link.getAttribute("href")) ?? "";
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe(`https://wa.me/${shop.whatsapp.replace(/\D/g, "")}`);
    expect(url.searchParams.get("text")).toBe(shop.whatsappMessage);
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await link.evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
    await page.context().close();
  });

  it("shows 'Ver detalles' on a piece when it gets keyboard focus, and on hover", async () => {
    const page = await openPage();
    const pieces = page.locator("#galeria article");
    const overlayOpacity = (index: number) =>
      pieces
        .nth(index)
        .locator(".nr-piece-overlay")
        .evaluate((element) => Number(getComputedStyle(element).opacity));
    expect(await pieces.first().locator(".nr-piece-overlay").textContent()).toContain("Ver detalles");
    expect(await overlayOpacity(0)).toBe(0);

    // Tab from the element just before the first piece: the piece itself takes focus.
    await page.locator("#galeria-titulo").evaluate((heading) => {
      heading.setAttribute("tabindex", "-1");
      (heading as HTMLElement).focus();
    });
    await page.keyboard.press("Tab");
    expect(await pieces.first().evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => overlayOpacity(0)).toBe(1);
    expect(await pieces.first().getAttribute("aria-labelledby")).toBeTruthy();
    expect(await pieces.first().locator("a").count()).toBe(0);

    await page.keyboard.press("Tab");
    await expect.poll(() => overlayOpacity(1)).toBe(1);
    await expect.poll(() => overlayOpacity(0)).toBe(0);

    await pieces.nth(4).hover();
    await expect.poll(() => overlayOpacity(4)).toBe(1);
    await page.context().close();
  });

  it("sends the contact form: 'Enviando...', success message, form cleared, row stored", async () => {
    const page = await openPage();
    const values = {
      nombre: "Carmen Ruiz",
      email: "carmen@ejemplo.es",
      telefono: "+34 611 222 333",
      mensaje: "¿Tienen monedas de Isabel II?",
    };
    await fill(page, values);

    // Hold the request so the sending state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/neron/contact", async (route) => {
      await held;
      await route.continue();
    });
    await form(page).getByRole("button", { name: "Enviar mensaje" }).click();
    await expect.poll(() => form(page).getByRole("button").textContent()).toBe("Enviando...");
    expect(await form(page).getByRole("button").isDisabled()).toBe(true);
    release();

    await page.getByText(CONTACT_SUCCESS).waitFor();
    await expect.poll(() => page.getByLabel("Nombre").inputValue()).toBe("");
    for (const label of ["Correo electrónico", "Teléfono", "Mensaje"])
      expect(await page.getByLabel(label).inputValue()).toBe("");
    expect(await form(page).getByRole("button").textContent()).toBe("Enviar mensaje");

    const rows = await rowsWithEmail(values.email);
    expect(rows).toHaveLength(1);
    // The phone in E.164 (server/phone/).
    expect(rows[0]).toMatchObject({ ...values, telefono: "+34611222333" });
    await page.context().close();
  });

  it("on a server failure shows the error message and keeps everything typed", async () => {
    const page = await openPage();
    const values = {
      nombre: "Pedro Gómez",
      email: "pedro-fallo@ejemplo.es",
      telefono: "600 111 222",
      mensaje: "Quiero tasar un reloj.",
    };
    await fill(page, values);
    await page.route("**/api/neron/contact", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "internal", message: "x" } }),
      }),
    );
    await form(page).getByRole("button", { name: "Enviar mensaje" }).click();
    await page.getByText(CONTACT_FAILURE).waitFor();
    expect(await page.getByLabel("Nombre").inputValue()).toBe(values.nombre);
    expect(await page.getByLabel("Correo electrónico").inputValue()).toBe(values.email);
    expect(await page.getByLabel("Teléfono").inputValue()).toBe(values.telefono);
    expect(await page.getByLabel("Mensaje").inputValue()).toBe(values.mensaje);
    expect(await form(page).getByRole("button").textContent()).toBe("Enviar mensaje");
    expect(await rowsWithEmail(values.email)).toHaveLength(0);
    await page.context().close();
  });

  it("shows a Spanish message under each empty or invalid field, sends nothing, and clears a message once fixed", async () => {
    const page = await openPage();
    let posted = 0;
    await page.route("**/api/neron/contact", (route) => {
      posted++;
      return route.continue();
    });
    await form(page).getByRole("button", { name: "Enviar mensaje" }).click();
    const nombre = page.getByLabel("Nombre");
    await expect.poll(() => nombre.getAttribute("aria-invalid")).toBe("true");
    for (const message of [
      contactMessages.nombre,
      contactMessages.email,
      contactMessages.telefono,
      contactMessages.mensaje,
    ]) {
      expect(await page.getByText(message).isVisible()).toBe(true);
    }
    expect(await nombre.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await nombre.getAttribute("aria-describedby")).toBeTruthy();

    await page.getByLabel("Correo electrónico").fill("carmen@");
    await page.getByText(contactMessages.emailInvalido).waitFor();
    await nombre.fill("Carmen");
    await expect.poll(() => page.getByText(contactMessages.nombre).count()).toBe(0);
    await expectNoA11yViolations(page);
    expect(posted).toBe(0);
    await page.context().close();
  });

  for (const viewport of [MOBILE, undefined]) {
    it(`has no axe violations at ${viewport ? "390" : "1280"} px, also with a piece focused`, async () => {
      const page = await openPage(viewport ? { viewport } : {});
      await expectNoA11yViolations(page);
      await page.locator("#galeria article").first().focus();
      await expectNoA11yViolations(page);
      await page.context().close();
    });
  }

  // Last: it changes the stored details the tests above read.
  it("shows a phone number and social link saved in the back office, everywhere the page gives them, at once", async () => {
    const details = {
      ...shop,
      phone: "+34951123456",
      social: [
        {
          id: "0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a",
          network: "instagram",
          url: "https://www.instagram.com/neron.antiguedades",
          hidden: false,
        },
      ],
    };
    const saved = await saveContent({
      db: harness().database.db,
      site: "neron",
      baseVersion: 0,
      content: { details },
      summary: "Phone number changed",
      actor: null,
    });
    expect(saved).toEqual({ ok: true, version: 1 });
    const page = await harness().open(PATH);
    const errors: string[] = [];
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
    // The save's notification reaches the page cache within a second: reload until it shows.
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.locator('a[href="tel:+34951123456"]').count();
        },
        { timeout: 5_000 },
      )
      .toBe(3);
    await waitForHydration(page);
    expect(await page.locator("header").textContent()).toContain("+34 951 12 34 56");
    expect(await page.locator("#contacto").textContent()).toContain("+34 951 12 34 56");
    expect(await page.locator("footer").textContent()).toContain("+34 951 12 34 56");
    expect(await page.locator("body").textContent()).not.toContain("952 70 20 03");
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(data.telephone).toBe("+34951123456");
    expect(data.sameAs).toEqual(["https://www.instagram.com/neron.antiguedades"]);
    expect(
      await page
        .locator("footer")
        .getByRole("link", { name: /Instagram/ })
        .getAttribute("href"),
    ).toBe("https://www.instagram.com/neron.antiguedades");
    // No hydration error: the browser got the same details the server rendered.
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
