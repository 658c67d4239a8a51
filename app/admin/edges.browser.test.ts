import { sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { auditLog, outboxJobs } from "#server/db/schema.ts";
import { DESKTOP, expectNoA11yViolations, MOBILE, setupBrowserHarness } from "#tests/support/browser-harness.ts";
import { openSignedIn, shot, waitForAdminPage } from "./browser-test-support";
import { adminMessages } from "./messages/index";

/*
 * What an owner and an operator meet beyond the main paths: the content editor's tabs in the
 * URL and its question before unsaved changes are lost, the gallery's stand-ins, and the
 * audit log and failed deliveries in words, with the raw record behind a disclosure. A
 * Felimar owner reads the back office's messages in Dutch, an operator in English.
 */

const harness = setupBrowserHarness({}, { localhost: true });

const felimarOwner = { role: "owner" as const, sites: ["felimar" as const] };
const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
/** What a Felimar owner who chose no language reads: Felimar's, Dutch. */
const nl = adminMessages("nl");

describe("the back office's rough edges", { timeout: 120_000 }, () => {
  it("keeps the editor's tab in the URL, shows the gallery's stand-ins, and asks before unsaved changes are lost", async () => {
    const { page } = await openSignedIn(harness(), "/admin/content/felimar", felimarOwner, { viewport: DESKTOP });
    await waitForAdminPage(page);
    await tab(page, nl.content.fields.gallery).click();
    await page.waitForURL((url) => url.searchParams.get("section") === "gallery");
    const standIns = page.getByTestId("content-stand-ins");
    await standIns
      .getByRole("heading", { name: "Tot je je eigen foto's toevoegt, toont de pagina deze 6 voorbeelden" })
      .waitFor();
    expect(await standIns.getByRole("listitem").count()).toBe(6);
    expect(await standIns.textContent()).toContain("Zonwering vernieuwd");
    expect(await page.getByRole("tabpanel").textContent()).not.toMatch(/No the/);
    await expectNoA11yViolations(page);
    await shot(page, "edges-gallery");

    // A reload opens the same tab.
    await page.reload();
    await waitForAdminPage(page);
    expect(await tab(page, nl.content.fields.gallery).getAttribute("aria-selected")).toBe("true");

    // An unsaved change: leaving inside the back office asks first; Cancel keeps it.
    await tab(page, nl.content.editor.details).click();
    await page.waitForURL((url) => url.searchParams.get("section") === "details");
    const hours = page.getByRole("tabpanel").getByLabel(nl.content.fields.hours);
    await hours.fill("ma–za 8:00–20:00");
    const inbox = page
      .getByRole("navigation", { name: nl.shell.productName })
      .getByRole("link", { name: new RegExp(`^${nl.shell.pages.inbox}`) });
    await inbox.click();
    const dialog = page.getByRole("dialog", { name: nl.editor.leaveTitle });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(nl.editor.leaveBody([nl.content.editor.details]));
    await expectNoA11yViolations(page);
    await shot(page, "edges-leave");
    await dialog.getByRole("button", { name: nl.editor.leaveCancel }).click();
    await dialog.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/admin/content/felimar");
    expect(await hours.inputValue()).toBe("ma–za 8:00–20:00");

    await inbox.click();
    await dialog.getByRole("button", { name: nl.editor.leaveConfirm }).click();
    await page.waitForURL((url) => url.pathname === "/admin");

    // A shared link opens its tab, on a phone too.
    await page.setViewportSize(MOBILE);
    await page.goto(`${harness().baseUrl}/admin/content/felimar?section=gallery`);
    await waitForAdminPage(page);
    await page.getByTestId("content-stand-ins").waitFor();
    await expectNoA11yViolations(page);
    await shot(page, "edges-gallery");
  });

  it("shows a Dutch owner of Felimar the editor in Dutch: tabs, labels, buttons, the schema's messages and the history", async () => {
    const { page } = await openSignedIn(harness(), "/admin/content/felimar", felimarOwner, { viewport: MOBILE });
    await waitForAdminPage(page);
    const words = nl.content;
    await page.getByRole("heading", { level: 1, name: words.editor.title("Felimar") }).waitFor();
    expect(await page.getByRole("tab").allTextContents()).toEqual([
      words.editor.details,
      words.fields.bundles,
      words.fields.gallery,
      words.fields.testimonials,
      words.history.title,
    ]);
    const panel = page.getByRole("tabpanel");
    const phone = panel.getByLabel(words.fields.phone, { exact: true });
    await panel.getByLabel(words.fields.whatsappMessage, { exact: true }).waitFor();
    await panel.getByText(words.form.telHint).first().waitFor();

    // The site's schema checks in the browser and writes English; the editor shows it in Dutch.
    await phone.fill("0612 48 93");
    await panel.getByRole("button", { name: words.form.save(words.editor.details) }).click();
    await panel
      .getByRole("alert")
      .filter({ hasText: `${words.fields.phone} moet in internationale notatie` })
      .waitFor();
    expect(await panel.textContent()).toContain(words.form.needsFix);
    await expectNoA11yViolations(page);
    await shot(page, "edges-editor-nl");
    await panel.getByRole("button", { name: words.form.discard }).click();

    await tab(page, words.fields.bundles).click();
    await panel.getByRole("button", { name: words.nouns.package.add }).waitFor();
    const first = panel.getByRole("listitem").first();
    const title = (await first.locator("span[id$=-title]").textContent())!;
    expect(title).toMatch(/^Pakket “.+”$/);
    await first.getByRole("button", { name: words.list.moveDown(title) }).waitFor();
    await first.getByRole("switch", { name: words.list.shown }).waitFor();
    await shot(page, "edges-editor-nl-packages");

    await tab(page, words.history.title).click();
    await panel.getByRole("heading", { name: words.history.title }).waitFor();
    await panel
      .getByText(words.history.emptyTitle)
      .or(panel.getByRole("list", { name: words.history.versions }))
      .waitFor();
    await expectNoA11yViolations(page);
    await shot(page, "edges-editor-nl-history");
  });

  it("tells the audit log and failed deliveries in words, the raw record behind a disclosure", async () => {
    const db = harness().database.db;
    const { page, userId } = await openSignedIn(
      harness(),
      "/admin",
      { email: "ops@example.com" },
      { viewport: MOBILE },
    );
    const invited = await openSignedIn(harness(), "/admin", { ...felimarOwner, email: "ana@example.nl" });
    await invited.page.context().close();
    await db.insert(auditLog).values({
      userId,
      actorEmail: "ops@example.com",
      action: "user_invited",
      details: { userId: invited.userId, role: "owner", sites: ["felimar"] },
    });
    await db.insert(outboxJobs).values({
      kind: "webhook",
      site: "felimar",
      target: "https://hooks.example.com/in",
      status: "failed",
      attempts: 7,
      lastError: "ECONNREFUSED",
      lastAttemptAt: sql`now() - interval '1 minute'`,
      retryUntil: sql`now() - interval '1 minute'`,
    });

    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(`${harness().baseUrl}/admin/audit?action=user_invited`);
      await waitForAdminPage(page);
      const entry = page.getByRole("list", { name: "Audit entries" }).getByRole("listitem").first();
      await entry.getByText("Invited ana@example.nl as owner of Felimar").waitFor();
      const raw = entry.getByText("user_invited", { exact: true });
      expect(await raw.isVisible()).toBe(false);
      await entry.getByText("As recorded").click();
      await raw.waitFor();
      expect(await entry.textContent()).toContain(invited.userId);
      await expectNoA11yViolations(page);
      await shot(page, "edges-audit");

      await page.goto(`${harness().baseUrl}/admin/deliveries`);
      await waitForAdminPage(page);
      const error = page.getByTestId("delivery-error").first();
      await error.getByText("The receiver refused the connection.").waitFor();
      expect(await error.getByText("ECONNREFUSED").isVisible()).toBe(false);
      await error.getByText("Technical detail").click();
      await error.getByText("ECONNREFUSED").waitFor();
      await expectNoA11yViolations(page);
      await shot(page, "edges-deliveries");
    }
  });
});
