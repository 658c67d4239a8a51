import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { SiteKey } from "#app/sites/registry.ts";
import { submissions } from "#server/db/schema.ts";
import { englishLeft } from "#tests/support/english-left.ts";
import { expectNoA11yViolations, MOBILE, setupBrowserHarness } from "#tests/support/browser-harness.ts";
import type { Role } from "./api-types";
import { openSignedIn, shot, waitForAdminPage } from "./browser-test-support";
import { LANGUAGE_NAMES, type AdminLanguage } from "./messages/index";

/*
 * An owner who reads Spanish, Dutch or Norwegian finds no English on their screens, checked
 * against the catalogues (tests/support/english-left.ts) rather than by eye: every visible
 * text, accessible name, title and placeholder of each screen, and axe at 390 px.
 */

const harness = setupBrowserHarness({}, { localhost: true });

/** What a person sees or hears on the page: visible text, the names given to controls, the title. */
function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Code (the `npm run admin` command) is not language; the time-zone list is IANA's names.
      if (!parent || parent.closest("code, script, style") || !parent.checkVisibility()) continue;
      if (parent.closest("option") && /^[\w+-]+\/[\w/+-]+$/.test(node.textContent?.trim() ?? "")) continue;
      parts.push(node.textContent ?? "");
    }
    for (const element of document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
      if (!(element as HTMLElement).checkVisibility()) continue;
      for (const name of ["aria-label", "title", "placeholder", "alt"]) parts.push(element.getAttribute(name) ?? "");
    }
    return parts.join("\n");
  });
}

type Reader = { language: Exclude<AdminLanguage, "en">; role: Role; sites: SiteKey[] };

/** Data the test put on the screens, which stays as it was written, and each language's own name. */
const DATA = ["Ana Prieto", "Jan de Vries", "Kari Nordmann", "Felimar", "Neron", "Antigüedades", "Furu", "Bolig"];

/** Every text of a site's content document: the owner's own words (the housing site's English pages among them). */
async function contentTexts(page: Page, site: SiteKey): Promise<string[]> {
  const state = await page.evaluate(async (url) => (await fetch(url)).json(), `/api/admin/content/${site}`);
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") texts.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(state);
  return texts;
}

async function expectOwnLanguage(page: Page, reader: Reader, name: string, data: string[] = []) {
  await waitForAdminPage(page);
  const allowed = [...DATA, ...data, ...Object.values(LANGUAGE_NAMES)];
  expect(englishLeft(await screenText(page), reader.language, allowed), `${name} in ${reader.language}`).toEqual([]);
  expect(await page.locator("html").getAttribute("lang")).toBe(reader.language);
  await shot(page, `own-language-${reader.language}-${name}`);
  await expectNoA11yViolations(page);
}

async function seedSubmission(site: SiteKey, form: string, name: string, fields: Record<string, string>) {
  const id = crypto.randomUUID();
  await harness().database.db.insert(submissions).values({ id, site, form, name, email: fields.email, fields });
  return id;
}

describe("an owner's back office in their own language", { timeout: 240_000 }, () => {
  it("a Spanish owner: every screen, dialog and the 404 in Spanish", async () => {
    const reader: Reader = { language: "es", role: "owner", sites: ["neron"] };
    const id = await seedSubmission("neron", "neron-contact", "Ana Prieto", {
      nombre: "Ana Prieto",
      email: "ana@example.com",
      telefono: "+34612345678",
      mensaje: "¿Tienen todavía la cómoda isabelina del escaparate?",
    });
    const { page } = await openSignedIn(harness(), "/admin", reader, { viewport: MOBILE });
    await expectOwnLanguage(page, reader, "inbox");

    await page.keyboard.press("?");
    await page.getByRole("dialog").waitFor();
    await expectOwnLanguage(page, reader, "shortcuts");
    await page.keyboard.press("Escape");

    for (const [name, path] of [
      ["submission", `/admin/submissions/${id}`],
      ["spam", "/admin/spam"],
      ["account", "/admin/account"],
      ["notifications", "/admin/notifications"],
      ["deliveries", "/admin/deliveries"],
      ["privacy", "/admin/privacy"],
      ["content", "/admin/content"],
      ["content-neron", "/admin/content/neron"],
      ["domains", "/admin/domains"],
      ["not-found", "/admin/no-such-page"],
    ] as const) {
      await page.goto(harness().baseUrl + path);
      await expectOwnLanguage(page, reader, name, name === "content-neron" ? await contentTexts(page, "neron") : []);
    }

    // Each of the editor's sections.
    await page.goto(`${harness().baseUrl}/admin/content/neron`);
    await waitForAdminPage(page);
    const ownWords = [...DATA, ...(await contentTexts(page, "neron"))];
    const tabs = page.getByRole("tab");
    for (let index = 0; index < (await tabs.count()); index++) {
      await tabs.nth(index).click();
      expect(englishLeft(await screenText(page), "es", ownWords), `content section ${index}`).toEqual([]);
    }
  });

  it("an operator who chose Spanish: the operators' screens in Spanish", async () => {
    const reader: Reader = { language: "es", role: "operator", sites: [] };
    const { page } = await openSignedIn(harness(), "/admin/users", reader, { viewport: MOBILE });
    await expectOwnLanguage(page, reader, "users");
    for (const [name, path] of [
      ["notes", "/admin/notes"],
      ["audit", "/admin/audit"],
    ] as const) {
      await page.goto(harness().baseUrl + path);
      await expectOwnLanguage(page, reader, name);
    }
  });

  const mainScreens: { reader: Reader; name: string; form: string; fields: Record<string, string> }[] = [
    {
      reader: { language: "nl", role: "owner", sites: ["felimar"] },
      name: "Jan de Vries",
      form: "felimar-contact",
      fields: { naam: "Jan de Vries", email: "jan@example.com", details: "Hebben jullie nog plek in april?" },
    },
    {
      reader: { language: "nb", role: "owner", sites: ["housing"] },
      name: "Kari Nordmann",
      form: "housing-contact",
      fields: { name: "Kari Nordmann", email: "kari@example.com", message: "Har dere ledige tomter i Trøndelag?" },
    },
  ];
  for (const { reader, name, form, fields } of mainScreens) {
    it(`a ${reader.language === "nl" ? "Dutch" : "Norwegian"} owner: the main screens in their language`, async () => {
      const site = reader.sites[0]!;
      const id = await seedSubmission(site, form, name, fields);
      const { page } = await openSignedIn(harness(), "/admin", reader, { viewport: MOBILE });
      await expectOwnLanguage(page, reader, "inbox");
      for (const [screen, path] of [
        ["submission", `/admin/submissions/${id}`],
        ["account", "/admin/account"],
        ["notifications", "/admin/notifications"],
        ["content", `/admin/content/${site}`],
      ] as const) {
        await page.goto(harness().baseUrl + path);
        await expectOwnLanguage(page, reader, screen, screen === "content" ? await contentTexts(page, site) : []);
      }
    });
  }
});
