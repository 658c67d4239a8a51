import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { FIRST_LOAD_SCRIPT_KB, firstLoadScriptKb } from "#scripts/lighthouse-script-bytes.ts";
import {
  DESKTOP,
  expectNoA11yViolations,
  MOBILE,
  setupBrowserHarness,
  waitForHydration,
  waitForToasts,
} from "#tests/support/browser-harness.ts";
import { urlPoster, writeNote } from "#tests/support/note-writer.ts";

const harness = setupBrowserHarness({ NOTES_RATE_LIMIT_CLIENT_MAX: 1000 });

const ALT = "Human Notebook: this note's checked typing proof";

/** Screenshots to look at, when NOTE_PAGE_SHOTS names a folder. */
async function shot(page: Page, name: string) {
  if (process.env.NOTE_PAGE_SHOTS) await page.screenshot({ path: `${process.env.NOTE_PAGE_SHOTS}/${name}.png` });
}

/** Whether the image has loaded and has a size (a blocked or broken one has none). */
const loaded = (page: Page, selector: string) =>
  page.locator(selector).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

describe("Human Notebook: a note's embed snippet", () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    it(`offers the badge as HTML and Markdown linking to the note, copied with a button, at ${viewport.width} px`, async () => {
      const { slug } = await writeNote(urlPoster(harness().baseUrl), {
        content: "A note whose badge goes on another site.",
        pace: "instant",
      });
      const page = await harness().open(`/writtenbyhuman/note/${slug}`, { viewport });
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await waitForHydration(page);
      const noteUrl = `${harness().baseUrl}/writtenbyhuman/note/${slug}`;
      const badgeUrl = `${harness().baseUrl}/writtenbyhuman/badge/${slug}.svg`;
      const html = `<a href="${noteUrl}"><img src="${badgeUrl}" alt="${ALT}"></a>`;
      const markdown = `[![${ALT}](${badgeUrl})](${noteUrl})`;

      const snippet = page.getByTestId("embed-snippet");
      await snippet.scrollIntoViewIfNeeded();
      expect(await page.getByRole("heading", { name: "Show this proof anywhere" }).isVisible()).toBe(true);
      expect(await snippet.locator("code").allTextContents()).toEqual([html, markdown]);
      await expect.poll(() => loaded(page, '[data-testid="embed-snippet"] img')).toBe(true);
      // Nothing overflows a phone's width.
      expect(await snippet.evaluate((section) => section.scrollWidth <= section.clientWidth)).toBe(true);

      await page.getByRole("button", { name: "Copy Markdown" }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
      await page.getByRole("button", { name: "Copy HTML" }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(html);
      await waitForToasts(page);
      await shot(page, `embed-snippet-${viewport.width}`);
      await expectNoA11yViolations(page);
    });
  }

  it("shows the badge on a page of another origin", async () => {
    const { slug } = await writeNote(urlPoster(harness().baseUrl), {
      content: "A badge shown elsewhere.",
      pace: "instant",
    });
    const context = await harness().browser.newContext();
    const page = await context.newPage();
    // about:blank's page is of no origin of this server: the image is a cross-origin, no-cors load.
    await page.setContent(`<img id="badge" src="${harness().baseUrl}/writtenbyhuman/badge/${slug}.svg" alt="">`);
    await expect.poll(() => loaded(page, "#badge")).toBe(true);
    await context.close();
  });

  it("keeps the note page's first-load JavaScript within the budget", async () => {
    const { slug } = await writeNote(urlPoster(harness().baseUrl), { content: "A note to weigh.", pace: "instant" });
    const kb = await firstLoadScriptKb(`${harness().baseUrl}/writtenbyhuman/note/${slug}`);
    expect(kb).toBeLessThan(FIRST_LOAD_SCRIPT_KB);
  });
});
