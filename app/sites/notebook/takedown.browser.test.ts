import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notes } from "#server/db/schema.ts";
import { createSignedInAdmin } from "#tests/support/admin-session.ts";
import {
  DESKTOP,
  expectNoA11yViolations,
  MOBILE,
  setupBrowserHarness,
  waitForHydration,
} from "#tests/support/browser-harness.ts";
import { urlPoster, writeNote } from "#tests/support/note-writer.ts";

const harness = setupBrowserHarness({ NOTES_RATE_LIMIT_CLIENT_MAX: 1000 });

const CONTENT = "A note that an operator takes down, typed key by key.";

/** A public note made through the API, then taken down by an operator through the back office's API. */
async function takenDownNote(): Promise<string> {
  const { slug } = await writeNote(urlPoster(harness().baseUrl), { content: CONTENT, pace: "instant" });
  const operator = await createSignedInAdmin(harness().database.db, { role: "operator" }, harness().baseUrl);
  const takedown = await fetch(`${harness().baseUrl}/api/admin/notes/${slug}/takedown`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...operator.headers },
    body: JSON.stringify({ reason: "Test of the takedown notice." }),
  });
  expect(takedown.status).toBe(200);
  return slug;
}

const viewsOf = async (slug: string) =>
  (await harness().database.db.select().from(notes).where(eq(notes.slug, slug)))[0]!.viewsCount;

describe("Human Notebook: a taken-down note's page", () => {
  it("answers 410 with a neutral notice, noindex, and nothing of the note, in the HTML and in .data", async () => {
    const slug = await takenDownNote();
    const views = await viewsOf(slug);

    const page = await fetch(`${harness().baseUrl}/writtenbyhuman/note/${slug}`);
    expect(page.status).toBe(410);
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    const html = await page.text();
    expect(html).toContain("Note taken down");
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).not.toContain("typed key by key");

    const data = await fetch(`${harness().baseUrl}/writtenbyhuman/note/${slug}.data`);
    expect(data.status).toBe(410);
    const dataText = await data.text();
    expect(dataText).toContain("taken_down");
    expect(dataText).not.toContain("typed key by key");

    expect(await viewsOf(slug)).toBe(views);
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    it(`shows the notice at ${viewport.width} px and stays on it, with a way back`, async () => {
      const slug = await takenDownNote();
      const context = await harness().browser.newContext({ viewport });
      const page = await context.newPage();
      const response = await page.goto(`${harness().baseUrl}/writtenbyhuman/note/${slug}`);
      expect(response?.status()).toBe(410);
      await waitForHydration(page);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Note taken down");
      expect(await page.getByText("This note has been taken down and is no longer available.").isVisible()).toBe(true);
      // Unlike a missing note, it does not toast and send the reader away.
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe(`/writtenbyhuman/note/${slug}`);
      expect(await page.getByText(CONTENT).count()).toBe(0);
      await expectNoA11yViolations(page);

      await page.getByRole("link", { name: "Back to Human Notebook" }).click();
      await page.waitForURL(/\/writtenbyhuman$/);
      await context.close();
    });
  }
});
