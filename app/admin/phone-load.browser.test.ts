import { eq } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createLink } from "#server/auth/links.ts";
import { submissions } from "#server/db/schema.ts";
import { createSignedInAdmin } from "#tests/support/admin-session.ts";
import {
  DESKTOP,
  expectNoA11yViolations,
  MOBILE,
  setupBrowserHarness,
  waitForHydration,
} from "#tests/support/browser-harness.ts";
import { openSignedIn, sendFelimarQuote, shot, waitForAdminPage } from "./browser-test-support";

const harness = setupBrowserHarness({}, { localhost: true });

/** Five loads: the median is what an owner meets, not one load's luck. */
const LOADS = 5;
/** The budget asserted; on this machine the median is well under it (docs/back-office.md, "On a phone"). */
const MEDIAN_BUDGET_MS = 2000;

/** A full load of `path` until `content` is on screen, in milliseconds since the navigation started. */
async function timeToContent(page: Page, path: string, content: Locator): Promise<number> {
  const started = Date.now();
  await page.goto(harness().baseUrl + path, { waitUntil: "commit" });
  await content.waitFor({ timeout: 10_000 });
  return Date.now() - started;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe("the back office on a phone", { timeout: 60_000 }, () => {
  it("shows the inbox and a submission at 390 px within the budget, its scripts requested at once", async () => {
    const { page } = await openSignedIn(harness(), "/admin", {}, { viewport: MOBILE });
    await sendFelimarQuote(page, {
      naam: "Pia Telefoon",
      email: "pia@example.nl",
      telefoon: "+34 600 111 222",
      details: "Graag een offerte voor twee airco's.",
    });
    const [stored] = await harness()
      .database.db.select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.email, "pia@example.nl"));

    // The cause: the document asks for its scripts as React Router writes them (modulepreload
    // links, static imports), with no wait for a first paint; its shell has text to paint at once.
    const html = await (await page.request.get(`${harness().baseUrl}/admin`)).text();
    expect(html).not.toContain("first-contentful-paint");
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/[^"]+\.js"/);
    expect(html).toMatch(/^import \* as route\d+ from "\/assets\//m);
    expect(html).toMatch(/>Back office<\/span>[\s\S]*>Inbox<\/span>/);
    // A public page keeps its wait: there it paints the text a visitor reads first.
    expect(await (await page.request.get(`${harness().baseUrl}/felimar`)).text()).toContain("first-contentful-paint");

    const row = page.getByRole("link").filter({ hasText: "Pia Telefoon" });
    const heading = page.getByRole("heading", { level: 1, name: "Pia Telefoon" });
    const inbox: number[] = [];
    const submission: number[] = [];
    for (let load = 0; load < LOADS; load++) {
      inbox.push(await timeToContent(page, "/admin", row));
      submission.push(await timeToContent(page, `/admin/submissions/${stored!.id}`, heading));
    }
    console.info(
      `390 px time to content, median of ${LOADS}: inbox ${median(inbox)} ms, submission ${median(submission)} ms`,
    );
    expect(median(inbox)).toBeLessThan(MEDIAN_BUDGET_MS);
    expect(median(submission)).toBeLessThan(MEDIAN_BUDGET_MS);
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    it(`shows an unknown back-office path as its own 404, inside the signed-in shell, at ${viewport.width} px`, async () => {
      const { page } = await openSignedIn(harness(), "/admin/no-such-page", {}, { viewport });
      expect((await page.request.get(`${harness().baseUrl}/admin/no-such-page`)).status()).toBe(404);
      await waitForAdminPage(page);
      await page.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
      // The signed-in shell, not the public 404: its navigation (behind "Menu" on a phone).
      if (viewport === DESKTOP) {
        await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: /Inbox/ }).waitFor();
      } else {
        await page.getByRole("button", { name: "Menu" }).waitFor();
      }
      expect(await page.getByRole("link", { name: "Return to Home" }).count()).toBe(0);
      await shot(page, "not-found");
      await expectNoA11yViolations(page);

      await page.getByRole("link", { name: "Back to the inbox" }).click();
      await page.waitForURL((url) => url.pathname === "/admin");
    });

    it(`says a used setup link is used, with the way to sign in, at ${viewport.width} px`, async () => {
      const db = harness().database.db;
      await createSignedInAdmin(db, { role: "operator" }, harness().baseUrl);
      const token = await createLink(db, "setup", null);
      const page = await harness().open(`/admin/setup?token=${token}`, { viewport });
      await waitForHydration(page);
      await page.getByRole("heading", { level: 1, name: "This setup link has already been used" }).waitFor();
      expect(await page.getByLabel("Your e-mail address").count()).toBe(0);
      await shot(page, "setup-used");
      await expectNoA11yViolations(page);
      await page.getByRole("link", { name: "Go to sign-in" }).click();
      await page.getByRole("heading", { level: 1, name: "Sign in" }).waitFor();
    });
  }
});
