import { generateKeyPairSync } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { checkProofFile, parseProofFile } from "#scripts/verify-note.ts";
import {
  DESKTOP,
  expectNoA11yViolations,
  MOBILE,
  savedDownload,
  setupBrowserHarness,
  waitForHydration,
} from "#tests/support/browser-harness.ts";
import { urlPoster, writeNote } from "#tests/support/note-writer.ts";
import { PROOF_FILE_FORMAT } from "./public-log";

// Served at localhost (SITE_URL) and, by the same server, at 127.0.0.1: the log is named after SITE_URL's host
// whichever name a page is opened by. The harness runs the log's sequencer beside the app (as server/serve.ts
// does), so a stored note is appended within about a second.
const harness = setupBrowserHarness({ NOTES_RATE_LIMIT_CLIENT_MAX: 1000 }, { localhost: true });

const badge = (page: Page) => page.getByTestId("verification-badge");
const entry = (page: Page) => page.getByTestId("log-entry");
const write = async (content: string) =>
  (await writeNote(urlPoster(harness().baseUrl), { content, pace: "instant" })).slug;
const host = () => new URL(harness().baseUrl).host;

/** Screenshots to look at, when PUBLIC_LOG_SHOTS names a folder. */
async function shot(page: Page, name: string) {
  if (process.env.PUBLIC_LOG_SHOTS)
    await page.screenshot({ path: `${process.env.PUBLIC_LOG_SHOTS}/${name}.png`, fullPage: false });
}

describe("Human Notebook: the note's entry in the public log", () => {
  it("a new note's page says 'Verified' and 'Entry #N in the public log', and its proof file downloads and checks", async () => {
    const slug = await write("A note whose place in the public log the page checks.");
    const page = await harness().open(`/writtenbyhuman/note/${slug}`);
    await waitForHydration(page);
    await expect.poll(() => badge(page).textContent(), { timeout: 10_000 }).toBe("Verified");
    await expect.poll(() => entry(page).getAttribute("data-state")).toBe("included");
    expect(await entry(page).textContent()).toMatch(
      new RegExp(
        `^Entry #1 in the public log · leaf index 0 of tree size \\d+, checkpoint signed by ${host()}/writtenbyhuman$`,
      ),
    );
    expect(await page.getByText(`npm run verify-note -- note-${slug}.proof.json`).count()).toBe(1);
    await expectNoA11yViolations(page);
    await shot(page, "entry-1280");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download proof file" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`note-${slug}.proof.json`);
    const file = parseProofFile(await readFile(await savedDownload(download), "utf8"));
    expect(file).toMatchObject({
      format: PROOF_FILE_FORMAT,
      server: harness().baseUrl,
      note: { slug },
      log: { leafIndex: 0 },
    });
    // What the page checked, `npm run verify-note` checks in the file, offline.
    expect((await checkProofFile(file)).checks.filter((check) => !check.ok)).toEqual([]);

    await page.setViewportSize(MOBILE);
    await shot(page, "entry-390");
    await expectNoA11yViolations(page);
    await page.context().close();
  });

  it("a note not yet in the log says 'Being added to the public log…', never 'Verification Failed', until its entry comes", async () => {
    const slug = await write("A note the log has not taken in yet.");
    const { baseUrl, browser } = harness();
    const context = await browser.newContext({ viewport: MOBILE });
    const page = await context.newPage();
    // The log answers "not yet" three times (the first ask, then the retries after 1 s and 2 s), as it does for the second a note waits.
    let asked = 0;
    await page.route("**/api/notes/log/inclusion?*", async (route) => {
      asked += 1;
      if (asked > 3) return route.continue();
      await route.fulfill({
        status: 404,
        contentType: "application/json",
        body: JSON.stringify({
          error: { code: "not_logged_yet", message: "This note is being added to the public log." },
        }),
      });
    });
    // The retries' timers on Playwright's clock: the test moves the page's time on instead of waiting 7 s.
    // The clock also runs on by itself (stopped, the page would not hydrate), so a slow check below may
    // see a retry or two go by: the page's time from "pending" to "Verified" is what is counted.
    await page.clock.install();
    await page.goto(`${baseUrl}/writtenbyhuman/note/${slug}`);
    await waitForHydration(page);
    await expect.poll(() => entry(page).getAttribute("data-state"), { timeout: 10_000 }).toBe("pending");
    const pendingAt = await page.evaluate(() => Date.now());
    expect(await entry(page).textContent()).toBe("Being added to the public log…");
    expect(await badge(page).textContent()).toBe("Checking…");
    await shot(page, "pending-390");
    await expectNoA11yViolations(page);

    // A tenth of a second of the page's time at a time until the fourth ask (4 s after the third) finds
    // the entry appended, never 'Verification Failed' meanwhile. The page's time that took is the three
    // waits, 1 + 2 + 4 s (less what of the first had passed when the test read "pending"), and less than
    // a fourth doubled wait would make it. A slow machine only adds to it.
    const deadline = Date.now() + 30_000;
    while ((await badge(page).getAttribute("data-state")) === "pending" && Date.now() < deadline) {
      await page.clock.runFor(100);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const pageMs = (await page.evaluate(() => Date.now())) - pendingAt;
    expect(await badge(page).textContent()).toBe("Verified");
    expect(asked).toBe(4);
    expect(pageMs).toBeGreaterThanOrEqual(6_500);
    expect(pageMs).toBeLessThan(15_000);
    expect(await entry(page).textContent()).toMatch(/^Entry #2 in the public log · leaf index 1 of tree size \d+, /);
    await page.setViewportSize(DESKTOP);
    await context.close();
  });
  it("a note opened by another host name of the same server verifies against the configured log, and a foreign key still fails", async () => {
    const slug = await write("A note opened by the server's other name.");
    const { baseUrl, browser } = harness();
    const otherName = baseUrl.replace("//localhost:", "//127.0.0.1:");
    const context = await browser.newContext({ viewport: MOBILE });
    const page = await context.newPage();
    await page.goto(`${otherName}/writtenbyhuman/note/${slug}`);
    await waitForHydration(page);
    await expect.poll(() => badge(page).textContent(), { timeout: 10_000 }).toBe("Verified");
    expect(await entry(page).textContent()).toMatch(new RegExp(`checkpoint signed by ${host()}/writtenbyhuman$`));
    await expect.poll(() => page.getByTestId("note-score").textContent()).toMatch(/^\d+\/100/);

    // The same page with keys that are not the site's (same ids, another key): nothing holds, nothing is scored.
    const foreignX = generateKeyPairSync("ed25519").publicKey.export({ format: "jwk" }).x!;
    await page.route("**/.well-known/jwks.json", async (route) => {
      const published = (await (await route.fetch()).json()) as { keys: { x: string }[] };
      await route.fulfill({ json: { keys: published.keys.map((key) => ({ ...key, x: foreignX })) } });
    });
    await page.reload();
    await expect.poll(() => badge(page).textContent(), { timeout: 10_000 }).toBe("Verification Failed");
    expect(await page.getByTestId("verification-reason").textContent()).toMatch(/^Verification Failed: \S/);
    expect(await page.getByTestId("note-score").textContent()).toBe("Not verified");
    await expectNoA11yViolations(page);
    await context.close();
  });
});
