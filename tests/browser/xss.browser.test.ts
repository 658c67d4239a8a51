import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { contentFileSchema, replaceContent } from "#app/sites/felimar/content.server.ts";
import { setupBrowserHarness, waitForHydration } from "../support/browser-harness";
import { urlPoster, writeNote } from "../support/note-writer";
import { felimarXssContent, MARKUP_PAYLOADS, XSS_PAYLOADS } from "../support/xss-corpus";

/**
 * The XSS corpus stored in every field a page shows (Felimar's packages, gallery and
 * testimonials; a note's content, title, description and hint), rendered in Chromium.
 * Twice: with the site's CSP, where no payload may even try to run (no CSP violation),
 * and with CSP bypassed, where escaping alone must keep every payload inert. Each
 * payload must show as its literal text, and the served HTML never holds one as markup.
 */
const harness = setupBrowserHarness({ NOTES_RATE_LIMIT_CLIENT_MAX: 1000 });

const PASSPHRASE = "correct horse battery staple";
const noteContent = XSS_PAYLOADS.join("\n");
let publicSlug: string;
let privateSlug: string;

beforeAll(async () => {
  await replaceContent(harness().database.db, contentFileSchema.parse(felimarXssContent()));
  const post = urlPoster(harness().baseUrl);
  // Written at once (not at a person's pace): these notes only need to exist.
  publicSlug = (await writeNote(post, { content: noteContent, pace: "instant" })).slug;
  privateSlug = (
    await writeNote(post, {
      content: noteContent,
      pace: "instant",
      passphrase: PASSPHRASE,
      passphraseHint: XSS_PAYLOADS[1]!,
    })
  ).slug;
});

interface Visit {
  page: Page;
  dialogs: string[];
}

/** Opens `path` in a fresh context, recording dialogs and CSP violations, and waits for hydration. */
async function visit(path: string, bypassCSP: boolean): Promise<Visit> {
  const dialogs: string[] = [];
  const context = await harness().browser.newContext({ bypassCSP });
  await context.addInitScript(() => {
    const violations: string[] = [];
    Object.defineProperty(window, "__cspViolations", { value: violations });
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective}: ${event.sample}`),
    );
  });
  const page = await context.newPage();
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(harness().baseUrl + path);
  await waitForHydration(page);
  // Let anything a payload scheduled (onload, ontoggle, refresh) have its chance.
  await page.waitForTimeout(500);
  return { page, dialogs };
}

/** Nothing ran: no flag set, no dialog, no element a payload would have added, no script blocked by CSP. */
async function expectNothingRan({ page, dialogs }: Visit, path: string) {
  expect(new URL(page.url()).pathname, "a payload navigated away").toBe(path);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await page.locator("#xss-link, iframe[srcdoc], [onerror], [onload], [ontoggle], [onmouseover]").count()).toBe(
    0,
  );
  expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
}

/** The page's HTML as served: payloads appear escaped, never as markup. */
async function expectNoRawMarkup(path: string) {
  const html = await (await fetch(harness().baseUrl + path)).text();
  for (const payload of MARKUP_PAYLOADS) expect(html, payload).not.toContain(payload.trim());
  // Inline scripts (hydration data, JSON-LD) closed where they were meant to: the payloads' </script> did not end one early.
  expect(html.match(/<script\b/g)?.length).toBe(html.match(/<\/script>/g)?.length);
}

/** The visible text, with whitespace as the payloads' own (every text field is trimmed when stored). */
const shownText = (page: Page) => page.evaluate(() => document.body.innerText);

describe.each([false, true])("XSS corpus, CSP bypassed: %s", (bypassCSP) => {
  it("/felimar shows every payload in packages, gallery and testimonials as text and runs none", async () => {
    const visited = await visit("/felimar", bypassCSP);
    await expectNothingRan(visited, "/felimar");
    const text = await shownText(visited.page);
    for (const payload of XSS_PAYLOADS) expect(text, payload).toContain(payload.trim());
    // JSON-LD still parses: nothing stored can end up in it, let alone break it.
    const jsonLd = await visited.page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.length).toBeGreaterThan(0);
    for (const block of jsonLd) expect(() => JSON.parse(block)).not.toThrow();
    await visited.page.context().close();
  });

  it("a public note shows its content literally, in the page, its title and its link preview", async () => {
    const path = `/writtenbyhuman/note/${publicSlug}`;
    const visited = await visit(path, bypassCSP);
    await expectNothingRan(visited, path);
    expect(await visited.page.getByTestId("note-content").textContent()).toBe(noteContent.trim());
    const description = await visited.page.locator('meta[property="og:description"]').getAttribute("content");
    expect(description).toContain("<script>window.__xss=1</script>");
    expect(await visited.page.locator('meta[name="description"]').getAttribute("content")).toBe(description);
    expect(await visited.page.title()).toContain("<script>window.__xss=1</script>");
    await visited.page.context().close();
  });

  it("a private note shows its hint, and once decrypted its content, literally", async () => {
    const path = `/writtenbyhuman/note/${privateSlug}`;
    const visited = await visit(path, bypassCSP);
    await expectNothingRan(visited, path);
    expect(await shownText(visited.page)).toContain(XSS_PAYLOADS[1]);
    await visited.page.getByLabel("Passphrase").fill(PASSPHRASE);
    await visited.page.getByLabel("Passphrase").press("Enter");
    await visited.page.getByTestId("note-content").waitFor({ timeout: 20_000 });
    expect(await visited.page.getByTestId("note-content").textContent()).toBe(noteContent);
    await visited.page.waitForTimeout(300);
    await expectNothingRan(visited, path);
    await visited.page.context().close();
  });
});

it("serves no payload as markup in the HTML of any page that shows one", async () => {
  for (const path of ["/felimar", `/writtenbyhuman/note/${publicSlug}`, `/writtenbyhuman/note/${privateSlug}`])
    await expectNoRawMarkup(path);
});
