import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { submissions } from "#server/db/schema.ts";
import {
  DESKTOP,
  expectNoA11yViolations,
  MOBILE,
  setupBrowserHarness,
  waitForHydration,
} from "#tests/support/browser-harness.ts";
import { openSignedIn, shot, waitForAdminPage } from "./browser-test-support";

const harness = setupBrowserHarness({}, { localhost: true });

const htmlLang = (page: Page) => page.locator("html").getAttribute("lang");

describe("who reads which language", { timeout: 120_000 }, () => {
  it("before sign-in, the browser's Accept-Language chooses the page's words and <html lang>", async () => {
    const served = await fetch(`${harness().baseUrl}/admin/sign-in`, {
      headers: { "Accept-Language": "de-DE,de;q=0.9,nl;q=0.8,en;q=0.7" },
    });
    const html = await served.text();
    expect(html).toMatch(/<html lang="nl"/);
    expect(html).toContain("Inloggen");

    const page = await harness().open("/admin/sign-in", {
      viewport: MOBILE,
      extraHTTPHeaders: { "Accept-Language": "nl" },
    });
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: "Inloggen" }).waitFor();
    await page.getByRole("button", { name: "Inloggen met een passkey" }).waitFor();
    expect(await htmlLang(page)).toBe("nl");
    expect(await page.title()).toBe("Inloggen · Back office");
    await shot(page, "language-sign-in-nl");
    await expectNoA11yViolations(page);
  });

  it("a person's chosen language holds on every screen, from Account on", async () => {
    // One submission the server put in spam this week: the inbox says so, in the reader's language.
    await harness()
      .database.db.insert(submissions)
      .values({
        id: crypto.randomUUID(),
        site: "felimar",
        form: "felimar-quote",
        name: "Geen Bewijs",
        spam: true,
        spamReason: "no-proof-of-work",
        fields: { naam: "Geen Bewijs" },
      });
    const { page } = await openSignedIn(
      harness(),
      "/admin/account",
      { role: "owner", sites: ["felimar"] },
      { viewport: MOBILE },
    );
    await waitForAdminPage(page);
    // Not chosen yet: Felimar's owner reads Dutch.
    const card = page.getByRole("region", { name: "Taal en tijdzone" });
    await card.waitFor();
    expect(await htmlLang(page)).toBe("nl");

    await card.getByLabel("Taal", { exact: true }).selectOption("es");
    await card.getByLabel("Tijdzone").selectOption("Europe/Madrid");
    await card.getByRole("button", { name: "Opslaan" }).click();
    await page.getByText("Idioma y zona horaria guardados.").waitFor();
    await page.getByRole("region", { name: "Idioma y zona horaria" }).waitFor();
    await expect.poll(() => htmlLang(page), { timeout: 5_000 }).toBe("es");
    await shot(page, "language-account-es");
    await expectNoA11yViolations(page);
    await page.setViewportSize(DESKTOP);
    await shot(page, "language-account-es");
    await expectNoA11yViolations(page);

    // A full load of another screen: the choice is stored, not kept in the page.
    await page.goto(`${harness().baseUrl}/admin`);
    await waitForAdminPage(page);
    const note = page.getByText("1 envío ha ido a spam esta semana.");
    await note.waitFor();
    expect(await note.getAttribute("lang")).toBe("es");
    expect(await htmlLang(page)).toBe("es");
  });
});
