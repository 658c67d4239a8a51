import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import type { ServerBuild } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { readConfig } from "#server/config.ts";
import { openDatabase, type Database } from "#server/db/database.ts";
import { createLogger } from "#server/logger.ts";
import { configuredSiteHosts } from "#server/hosts/live-site-hosts.ts";
import { pageRoutes } from "#server/pages/pages.ts";
import { serverBuildFile } from "#server/paths.ts";
import { createSignedInAdmin } from "#tests/support/admin-session.ts";
import { DESKTOP, expectNoA11yViolations, MOBILE, waitForHydration } from "#tests/support/browser-harness.ts";
import { workerChromium } from "#tests/support/chromium.ts";
import { createEmptyPostgresDatabase, testDatabaseKinds, type DatabaseKind } from "#tests/support/test-database.ts";
import type { SiteContentState, SiteContentVersion } from "./api-types";
import { shot } from "./browser-test-support";

/*
 * The content editor against the production build, served by two app instances on one
 * database (each with its own connections on PostgreSQL; one shared handle on PGlite,
 * which is one process's): what an owner saves on the first is on the second's /felimar
 * within a second.
 */

interface Instance {
  baseUrl: string;
  close(): Promise<void>;
}

async function startInstance(database: Database, build: ServerBuild): Promise<Instance> {
  const served: { app?: ReturnType<typeof createApp> } = {};
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve(
      { fetch: (request, env) => served.app!.fetch(request, env), port: 0, hostname: "127.0.0.1" },
      () => resolve(started),
    );
  });
  // localhost, not 127.0.0.1: the session cookie and the back office's Origin check want SITE_URL exactly.
  const baseUrl = `http://localhost:${(server.address() as AddressInfo).port}`;
  const config = { ...readConfig({}), RATE_LIMIT_CLIENT_MAX: 1000, SITE_URL: baseUrl };
  const hosts = configuredSiteHosts(config);
  served.app = createApp({
    config,
    database,
    logger: createLogger("silent"),
    hosts,
    pages: pageRoutes({ database, hosts, loadBuild: async () => build, mode: "production", serveClientBuild: true }),
  });
  return { baseUrl, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function setupTwoInstances(kind: DatabaseKind) {
  const state: { first?: Instance; second?: Instance; database?: Database; browser?: Browser } = {};
  const cleanups: Array<() => Promise<void>> = [];
  beforeAll(async () => {
    const build = (await import(/* @vite-ignore */ serverBuildFile)) as ServerBuild;
    let firstDatabase: Database;
    let secondDatabase: Database;
    if (kind === "postgres") {
      const empty = await createEmptyPostgresDatabase();
      firstDatabase = await openDatabase({ url: empty.url });
      secondDatabase = await openDatabase({ url: empty.url });
      cleanups.push(async () => (await firstDatabase.close(), await secondDatabase.close(), await empty.drop()));
    } else {
      firstDatabase = secondDatabase = await openDatabase({ inMemory: true });
      cleanups.push(() => firstDatabase.close());
    }
    state.database = firstDatabase;
    state.first = await startInstance(firstDatabase, build);
    state.second = await startInstance(secondDatabase, build);
    state.browser = await workerChromium();
    cleanups.unshift(
      () => state.browser!.close(),
      () => state.first!.close(),
      () => state.second!.close(),
    );
  }, 60_000);
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
  });
  return () => state as Required<typeof state>;
}

// Chose English: these tests read the editor's English words (edges.browser.test.ts has a Dutch owner's editor).
const felimarOwner = { role: "owner" as const, sites: ["felimar" as const], language: "en" as const };

async function openEditor(
  setup: ReturnType<ReturnType<typeof setupTwoInstances>>,
  options: BrowserContextOptions = {},
  path = "/admin/content/felimar",
): Promise<Page> {
  const { first, database, browser } = setup;
  const admin = await createSignedInAdmin(database.db, felimarOwner, first.baseUrl);
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  await context.addCookies([{ name: "admin_session", value: admin.token, url: first.baseUrl }]);
  const page = await context.newPage();
  await page.goto(first.baseUrl + path);
  await waitForHydration(page);
  await page.locator("#admin-main h1").first().waitFor();
  return page;
}

/** The live document, as the editor reads it. */
const liveContent = (page: Page) =>
  page.evaluate(async () => (await (await fetch("/api/admin/content/felimar")).json()) as SiteContentState);
const versionCount = (page: Page) =>
  page.evaluate(
    async () => ((await (await fetch("/api/admin/content/felimar/versions")).json()) as SiteContentVersion[]).length,
  );
const felimarHtml = async (baseUrl: string) => (await fetch(`${baseUrl}/felimar`)).text();
const panel = (page: Page) => page.getByRole("tabpanel");

async function saveSection(page: Page, name: string) {
  await panel(page)
    .getByRole("button", { name: `Save ${name}` })
    .click();
  await panel(page)
    .getByText(/^Saved at/)
    .waitFor();
}

async function editTestimonial(page: Page, who: string, quote: string) {
  await page.getByRole("tab", { name: "Testimonials" }).click();
  const item = panel(page)
    .getByRole("listitem")
    .filter({ hasText: `Testimonial by ${who}` });
  await item.getByRole("button", { name: "Edit" }).click();
  await item.getByLabel("Quote").fill(quote);
}

describe.each(testDatabaseKinds())("the content editor on two instances [%s]", { timeout: 120_000 }, (kind) => {
  const setup = setupTwoInstances(kind);

  it("an owner edits a testimonial and the phone number: /felimar shows both at once, on the other instance too", async () => {
    const { first, second } = setup();
    const page = await openEditor(setup());
    const quote = `Alles was geregeld voor onze aankomst (${kind}).`;
    await page.getByLabel("Phone", { exact: true }).fill("+34611222333");
    await saveSection(page, "details");
    await editTestimonial(page, "Pieter van Dam", quote);
    await saveSection(page, "testimonials");
    const saved = performance.now();

    // Both changes at once, on the instance that saved and on the other one, watched side by side: each within the bound.
    await Promise.all(
      [first, second].map((instance) =>
        expect
          .poll(async () => (await felimarHtml(instance.baseUrl)).includes(quote), { timeout: 2_000, interval: 50 })
          .toBe(true),
      ),
    );
    expect(performance.now() - saved).toBeLessThan(1_500); // a second, and the first poll's margin
    for (const instance of [first, second]) {
      const html = await felimarHtml(instance.baseUrl);
      // Booleans, not the page: a failure would print all of /felimar.
      expect(html.includes("tel:+34611222333"), "the new phone number's tel: link").toBe(true);
      expect(html.includes("tel:+34612489307"), "the old phone number's tel: link").toBe(false);
    }

    // The history names both changes in the editor's words.
    const summaries = (
      await page.evaluate(
        async () => (await (await fetch("/api/admin/content/felimar/versions")).json()) as SiteContentVersion[],
      )
    ).map((version) => version.summary);
    expect(summaries.slice(0, 2)).toEqual(["Testimonial by Pieter van Dam edited", "Phone changed"]);
  });

  it("Undo last change brings the previous text back on /felimar", async () => {
    const { first, second } = setup();
    const page = await openEditor(setup());
    const original = (await liveContent(page)).content.testimonials as Array<{ naam: string; quote: string }>;
    const before = original.find((testimonial) => testimonial.naam === "Sandra Hoekstra")!.quote;
    const changed = "Een tijdelijke tekst die weer weg moet.";
    await editTestimonial(page, "Sandra Hoekstra", changed);
    await saveSection(page, "testimonials");
    await expect
      .poll(async () => (await felimarHtml(first.baseUrl)).includes(changed), { timeout: 1_000, interval: 50 })
      .toBe(true);

    await page.getByRole("tab", { name: "History" }).click();
    await panel(page).getByRole("button", { name: "Undo last change" }).click();
    const dialog = page.getByRole("dialog", { name: "Undo the last change?" });
    expect(await dialog.textContent()).toContain("Testimonial by Sandra Hoekstra edited");
    await dialog.getByRole("button", { name: "Undo last change" }).click();
    await dialog.waitFor({ state: "detached" });

    for (const instance of [first, second]) {
      await expect
        .poll(async () => (await felimarHtml(instance.baseUrl)).includes(changed), { timeout: 2_000, interval: 50 })
        .toBe(false);
      expect(await felimarHtml(instance.baseUrl)).toContain(before.slice(0, 40));
    }
    // The editor shows the restored text, and the restore is itself a version (it can be undone too).
    await page.getByRole("tab", { name: "Testimonials" }).click();
    const item = panel(page).getByRole("listitem").filter({ hasText: "Testimonial by Sandra Hoekstra" });
    expect(await item.textContent()).toContain(before.slice(0, 40));
    await page.getByRole("tab", { name: "History" }).click();
    await panel(page)
      .getByText(/^Restored version \d+$/)
      .first()
      .waitFor();
  });
});

describe("the content editor's forms", { timeout: 120_000 }, () => {
  const setup = setupTwoInstances("pglite");

  it("a bad phone number is shown next to the field, by the browser and by the server, and what was typed stays", async () => {
    const page = await openEditor(setup());
    const versions = await versionCount(page);
    const phone = page.getByLabel("Phone", { exact: true });
    const message = page
      .getByLabel("WhatsApp greeting", { exact: true })
      .or(page.getByLabel("WhatsApp message", { exact: true }));
    await message.fill("Hola! Una pregunta, por favor.");

    // Checked in the browser with the site's schema: nothing is sent.
    await phone.fill("0612 48 93");
    await panel(page).getByRole("button", { name: "Save details" }).click();
    const error = panel(page).getByRole("alert").filter({ hasText: "Phone must be in international format" });
    await error.waitFor();
    expect(await phone.getAttribute("aria-invalid")).toBe("true");
    expect(await phone.getAttribute("aria-describedby")).toContain(await error.getAttribute("id"));
    expect(await phone.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await phone.inputValue()).toBe("0612 48 93");
    expect(await versionCount(page)).toBe(versions);

    // The server's answer ("content.details.phone") lands under the same field: here the
    // request is changed on its way out, as a client without the form's check would send it.
    await page.route("**/api/admin/content/felimar", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const body = route.request().postDataJSON() as { content: { details: { phone: string } } };
      body.content.details.phone = "0612 48 93";
      await route.continue({ postData: JSON.stringify(body) });
    });
    await phone.fill("+34612000999");
    await panel(page).getByRole("button", { name: "Save details" }).click();
    await panel(page).getByRole("alert").filter({ hasText: "Phone must be in international format" }).waitFor();
    expect(await phone.inputValue()).toBe("+34612000999");
    expect(await message.inputValue()).toBe("Hola! Una pregunta, por favor.");
    expect(await versionCount(page)).toBe(versions);
    await page.unroute("**/api/admin/content/felimar");
  });

  it("an owner sees only their own sites, and another site's editor is not found", async () => {
    const { first } = setup();
    const page = await openEditor(setup(), {}, "/admin/content");
    const sites = page.getByRole("list", { name: "Sites" });
    expect(await sites.getByRole("listitem").allTextContents()).toEqual([expect.stringContaining("Felimar")]);
    await page.goto(`${first.baseUrl}/admin/content/neron`);
    await page.getByRole("heading", { level: 1, name: "Not found" }).waitFor();
    expect(await page.getByLabel("Street").count()).toBe(0);
  });

  it("a save after someone else's says so and keeps the text until the owner loads the newer version", async () => {
    const page = await openEditor(setup());
    const live = await liveContent(page);
    // Another editor saves meanwhile (the same API, from the same session).
    await page.evaluate(async (state) => {
      const content = {
        ...state.content,
        details: { ...(state.content.details as object), hours: "ma–za 9:00–19:00" },
      };
      await fetch("/api/admin/content/felimar", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ baseVersion: state.version, content, summary: "Opening hours changed" }),
      });
    }, live);
    const hours = page.getByLabel("Opening hours", { exact: true });
    await hours.fill("ma–vr 8:00–17:00");
    await panel(page).getByRole("button", { name: "Save details" }).click();
    await panel(page).getByRole("alert").filter({ hasText: "Someone else saved this site" }).waitFor();
    expect(await hours.inputValue()).toBe("ma–vr 8:00–17:00");
    expect(((await liveContent(page)).content.details as { hours: string }).hours).toBe("ma–za 9:00–19:00");
    await panel(page).getByRole("button", { name: "Load the latest version" }).click();
    await expect.poll(() => hours.inputValue()).toBe("ma–za 9:00–19:00");
  });

  it("a list is reordered, hidden and added to by keyboard, each change announced", async () => {
    const page = await openEditor(setup());
    await page.getByRole("tab", { name: "Packages" }).click();
    const list = panel(page).getByRole("list", { name: "Packages" }).or(panel(page).getByRole("list").first());
    const second = list.getByRole("listitem").nth(1);
    const title = (await second.locator("span[id$=-title]").textContent())!;
    await second.getByRole("button", { name: `Move ${title} up` }).press("Enter");
    await panel(page).getByText(`${title} moved to position 1 of`).waitFor({ state: "attached" });
    expect(await list.getByRole("listitem").first().textContent()).toContain(title.replace(/^Package “|”$/g, ""));
    // Focus stays on a move button of the item that moved.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`Move ${title} down`);
    await list.getByRole("listitem").first().getByRole("switch", { name: "Shown" }).press("Space");
    await saveSection(page, "packages");
    const saved = (await liveContent(page)).content.bundles as Array<{ titel: string; hidden: boolean }>;
    expect(`Package “${saved[0]!.titel}”`).toBe(title);
    expect(saved[0]!.hidden).toBe(true);
  });

  it("an uploaded JPEG shows its thumbnail, and /felimar's gallery shows it as a <picture>", async () => {
    const { first } = setup();
    const page = await openEditor(setup());
    const jpeg = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 180, g: 140, b: 90 } },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    await page.getByRole("tab", { name: "Gallery" }).click();
    await panel(page).getByRole("button", { name: "Add a photo" }).click();
    const item = panel(page).getByRole("listitem").last();
    await item.getByLabel("Title").fill("Terras in Mijas");
    // Not a photo, whatever its name says: the server's reason beside the field, nothing chosen.
    await item.locator("input[type=file]").setInputFiles({
      name: "notities.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("Dit is geen foto, maar tekst."),
    });
    const refused = item.getByRole("alert");
    await refused.waitFor();
    expect(await refused.textContent()).not.toBe("");
    expect(await item.getByRole("img").count()).toBe(0);
    await shot(page, "content-gallery-refused");
    await item.locator("input[type=file]").setInputFiles({ name: "terras.jpg", mimeType: "image/jpeg", buffer: jpeg });
    const thumbnail = item.getByRole("img", { name: "Photo: the chosen photo" });
    await thumbnail.waitFor();
    expect(await thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await shot(page, "content-gallery-photo");
    await saveSection(page, "gallery");
    await expect
      .poll(
        async () =>
          /<picture[\s>][\s\S]*Terras in Mijas|Terras in Mijas[\s\S]*<picture[\s>]/.test(
            await felimarHtml(first.baseUrl),
          ),
        { timeout: 2_000 },
      )
      .toBe(true);
  });

  it("every site's editor draws its own schema's fields, and passes axe (an operator, who edits every site)", async () => {
    const { database, browser, first } = setup();
    const operator = await createSignedInAdmin(database.db, { role: "operator" }, first.baseUrl);
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addCookies([{ name: "admin_session", value: operator.token, url: first.baseUrl }]);
    const page = await context.newPage();
    const expected = {
      community: ["Sign-up address", "Discord link"],
      naturliv: ["Social links"],
      housing: ["Organisation number", "Postcode"],
      neron: ["Street", "Open on"],
    };
    for (const [site, labels] of Object.entries(expected)) {
      await page.goto(`${first.baseUrl}/admin/content/${site}`);
      await page.locator("#admin-main h1").waitFor();
      for (const label of labels) await panel(page).getByText(label, { exact: true }).first().waitFor();
      await shot(page, `content-${site}`);
      await expectNoA11yViolations(page);
    }
    await page.goto(`${first.baseUrl}/admin/content/community`);
    await page.getByRole("tab", { name: "Events" }).click();
    await panel(page).getByRole("button", { name: "Add an event" }).click();
    await shot(page, "content-community-events");
    await expectNoA11yViolations(page);
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    it(`passes axe on the content screens at ${viewport.width} px`, async () => {
      const page = await openEditor(setup(), { viewport }, "/admin/content");
      await shot(page, "content-sites");
      await expectNoA11yViolations(page);
      await page.getByRole("link", { name: "Felimar" }).click();
      await page.getByRole("heading", { level: 1, name: "Felimar content" }).waitFor();
      await shot(page, "content-details");
      await expectNoA11yViolations(page);
      await page.getByRole("tab", { name: "Testimonials" }).click();
      await panel(page).getByRole("listitem").first().getByRole("button", { name: "Edit" }).click();
      await shot(page, "content-testimonials");
      await expectNoA11yViolations(page);
      await page.getByRole("tab", { name: "History" }).click();
      await panel(page).getByRole("list", { name: "Versions" }).waitFor();
      await shot(page, "content-history");
      await expectNoA11yViolations(page);
    });
  }
});
