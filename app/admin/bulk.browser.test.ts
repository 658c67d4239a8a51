import { inArray, sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, expectNoA11yViolations, MOBILE, setupBrowserHarness } from "#tests/support/browser-harness.ts";
import { submissions } from "#server/db/schema.ts";
import { openSignedIn, shot, waitForAdminPage } from "./browser-test-support";

const harness = setupBrowserHarness({}, { localhost: true });

/** `count` Felimar quotes named "<tag> 01"…, the first the newest, straight into the database. */
async function seed(tag: string, count: number) {
  await harness().database.db.execute(sql`
    insert into submissions (id, site, form, name, email, message, fields, created_at)
    select gen_random_uuid(), 'felimar', 'felimar-quote', ${tag} || ' ' || lpad(n::text, 2, '0'),
           lower(${tag}) || n || '@example.nl', 'Graag een offerte.', '{}'::jsonb, now() - n * interval '1 minute'
    from generate_series(1, ${count}::int) as n`);
}

const statuses = async (tag: string) =>
  (
    await harness()
      .database.db.select({ status: submissions.status })
      .from(submissions)
      .where(sql`${submissions.name} like ${`${tag} %`}`)
  ).map((row) => row.status);

/** The text of the row the focus is in. */
const focusedRow = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest("li[data-row-id]")?.textContent ?? "");

describe("the inbox's bulk actions and keys", { timeout: 120_000 }, () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    // Everything at 1280 px; at 390 px the screens (selection, undo, the keys' dialog) without repeating the
    // logic the wide run already walked (the lapsing offer, moving between rows): the CI budget is shared.
    const full = viewport === DESKTOP;
    it(`selects by click, Shift-range, page and filter, archives and undoes${full ? " within 10 s, moves by keys" : ""} at ${viewport.width} px`, async () => {
      const tag = `Bulk${viewport.width}`;
      await seed(tag, 55);
      const { page } = await openSignedIn(harness(), `/admin?q=${tag}`, {}, { viewport });
      await waitForAdminPage(page);
      const box = (n: number) => page.getByRole("checkbox", { name: `Select ${tag} ${String(n).padStart(2, "0")}` });
      const row = (n: number) => page.locator("li[data-row-id]", { hasText: `${tag} ${String(n).padStart(2, "0")}` });
      const undoBar = page.locator("[data-undo-bar]");

      // One, then a Shift-click range down to the third.
      await box(1).click();
      await box(3).click({ modifiers: ["Shift"] });
      await page.getByText("3 selected", { exact: true }).waitFor();
      expect(await box(2).isChecked()).toBe(true);
      expect(await box(4).isChecked()).toBe(false);
      await page.getByRole("button", { name: "Archive", exact: true }).click();
      await undoBar.getByText("3 submissions archived.").waitFor();
      await expect.poll(() => row(1).textContent(), { timeout: 5_000 }).toContain("Archived");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Undo");

      // While "Undo" is offered: the whole page, then all 55 the filter matches.
      await page.getByRole("checkbox", { name: "Select all on this page" }).click();
      await page.getByText("50 selected", { exact: true }).waitFor();
      await page.getByRole("button", { name: "Select all 55 matching this filter" }).click();
      await page.getByText("All 55 submissions matching this filter are selected.").waitFor();
      await shot(page, "bulk-selection");
      await expectNoA11yViolations(page);
      await undoBar.getByRole("button", { name: "Undo" }).click();
      await page.getByText("Undone: 3 submissions put back.").waitFor();
      await expect.poll(() => row(2).textContent(), { timeout: 5_000 }).toContain("New");
      expect((await statuses(tag)).filter((status) => status === "new")).toHaveLength(55);

      if (!full) {
        await page.keyboard.press("?");
        await page.getByRole("dialog", { name: "Keyboard shortcuts" }).waitFor();
        await shot(page, "bulk-keys");
        await expectNoA11yViolations(page);
        return;
      }

      // All 55 archived; the undo offer lapses after 10 s of the page's clock.
      await page.clock.install();
      await page.getByRole("button", { name: "Archive", exact: true }).click();
      await undoBar.getByText("55 submissions archived.").waitFor();
      await page.clock.fastForward(9_000);
      expect(await undoBar.count()).toBe(1);
      await page.clock.fastForward(1_000);
      await undoBar.waitFor({ state: "detached" });
      expect(await statuses(tag)).toEqual(Array(55).fill("archived"));
      // The focus the Undo button held went back to the page's box, not to the document.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("bulk-select-page");

      // j/k and the arrows between rows, Enter opens (the heading has the focus), Escape returns to that row.
      await page.keyboard.press("j");
      expect(await focusedRow(page)).toContain(`${tag} 01`);
      await page.keyboard.press("j");
      await page.keyboard.press("j");
      await page.keyboard.press("k");
      expect(await focusedRow(page)).toContain(`${tag} 02`);
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowUp");
      expect(await focusedRow(page)).toContain(`${tag} 02`);
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { level: 1, name: `${tag} 02` }).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("H1");

      // "?" lists the keys; Escape closes the dialog first, then leaves the submission.
      await page.keyboard.press("?");
      const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain("Next submission");
      await shot(page, "bulk-keys");
      await expectNoA11yViolations(page);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      expect(page.url()).toContain("/admin/submissions/");
      await page.keyboard.press("Escape");
      await row(2).waitFor();
      await expect.poll(() => focusedRow(page), { timeout: 5_000 }).toContain(`${tag} 02`);
      expect(new URL(page.url()).search).toBe(`?q=${tag}`);
    });
  }

  it("searches on Enter in the Privacy page's field, and only the Erase button asks to erase", async () => {
    await seed("Privy", 1);
    const { page } = await openSignedIn(harness(), "/admin/privacy");
    await waitForAdminPage(page);
    await page.getByLabel("E-mail address").fill("privy1@example.nl");
    await page.getByLabel("E-mail address").press("Enter");
    await page.getByRole("heading", { name: "1 submission on your sites" }).waitFor();
    expect(await page.getByRole("list", { name: "1 submission on your sites" }).textContent()).toContain("Privy 01");
    expect(await page.getByRole("dialog").count()).toBe(0);
    await page.getByRole("button", { name: "Erase their data…" }).click();
    await page.getByRole("dialog", { name: "Erase 1 submission?" }).waitFor();
    const ids = await harness()
      .database.db.select({ id: submissions.id })
      .from(submissions)
      .where(inArray(submissions.email, ["privy1@example.nl"]));
    expect(ids).toHaveLength(1);
  });
});
