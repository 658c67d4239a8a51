import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  expectNoA11yViolations,
  MOBILE,
  setupBrowserHarness,
  waitForHydration,
} from "#tests/support/browser-harness.ts";
import { urlPoster, writeNote } from "#tests/support/note-writer.ts";
import type { TypingLog } from "./typing-log";

const harness = setupBrowserHarness({ NOTES_RATE_LIMIT_CLIENT_MAX: 1000 });

/** Typed at a person's pace (note-writer's: 40–220 ms a key, a typo taken back every ~30 characters): ~10 s of log. */
const CONTENT = "The tide was out.\nWe walked to the island and back before the rain came in.";

const replayText = (page: Page) => page.getByTestId("replay-text");
const scrubber = (page: Page) => page.getByRole("slider", { name: "Replay position" });

/** Sets the scrubber as a pointer drag would (Playwright's fill refuses range inputs). */
async function seekTo(page: Page, ms: number) {
  await scrubber(page).evaluate((input: HTMLInputElement, value) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }, String(ms));
}

/** Presses Tab until `name`'s button has focus, as a keyboard user gets there; fails after 40 presses. */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() =>
      document.activeElement?.tagName === "BUTTON" ? document.activeElement.textContent : null,
    );
    if (focused === name) return;
  }
  throw new Error(`Tab never reached the "${name}" button`);
}

describe("Human Notebook: the writing replay", () => {
  let slug: string;
  let log: TypingLog;
  beforeAll(async () => {
    ({ slug } = await writeNote(urlPoster(harness().baseUrl), { content: CONTENT }));
    log = (await (await fetch(`${harness().baseUrl}/api/notes/${slug}/log`)).json()) as TypingLog;
  }, 60_000);

  it("plays from the keyboard at 16× and ends with exactly the note's text; scrubbing shows the text of that moment, corrections struck", async () => {
    const page = await harness().open(`/writtenbyhuman/note/${slug}`);
    await waitForHydration(page);
    await page.getByRole("heading", { name: "How it was written" }).waitFor();
    // Nothing of the player until asked for.
    expect(await replayText(page).count()).toBe(0);

    await tabTo(page, "Play");
    await page.keyboard.press("Enter");
    // It plays, and focus is on the button that pauses it.
    await replayText(page).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Pause");
    await page.keyboard.press("Space");
    await page.getByRole("button", { name: "Play", exact: true }).waitFor();

    await page.getByRole("button", { name: "16×" }).click();
    expect(await page.getByRole("button", { name: "16×" }).getAttribute("aria-pressed")).toBe("true");
    // K plays and pauses wherever the focus is in the player.
    await page.keyboard.press("k");
    await page.getByRole("button", { name: "Pause" }).waitFor();
    await expect.poll(() => replayText(page).textContent(), { timeout: 5_000 }).toBe(CONTENT);
    await page.getByRole("button", { name: "Play", exact: true }).waitFor();
    const duration = (await page.getByTestId("replay-clock").textContent())!.split(" of ")[1]!;
    expect(await page.getByTestId("replay-clock").textContent()).toBe(`${duration} of ${duration}`);
    expect(await scrubber(page).getAttribute("aria-valuetext")).toBe(`${duration} of ${duration}`);

    // The scrubber: Home is the empty page, arrows step a second, End is the note.
    await scrubber(page).focus();
    await page.keyboard.press("Home");
    expect(await replayText(page).textContent()).toBe("");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await scrubber(page).getAttribute("aria-valuetext")).toBe(`0:02 of ${duration}`);
    const partway = (await replayText(page).textContent())!;
    expect(partway.length).toBeGreaterThan(3);
    expect(CONTENT.startsWith(partway.replace(/[a-z]$/, ""))).toBe(true);
    await page.keyboard.press("End");
    expect(await replayText(page).textContent()).toBe(CONTENT);

    // A typo being taken back: struck through where it stood, right after the deletion.
    const events = log.batches.flatMap((batch) => batch.events);
    const deletion = events.findIndex((event) => event[1] === "d");
    expect(deletion).toBeGreaterThan(0);
    await seekTo(page, events[deletion]![0] + 1);
    expect(await page.locator("[data-testid=replay-text] del").textContent()).toBe(events[deletion - 1]![4]);
    expect(await page.getByTestId("replay-summary").textContent()).toMatch(
      /^\d+ bursts? of typing, (no|\d+) pauses? of 2 s or more.* and \d+ corrections?\.$/,
    );
    await expectNoA11yViolations(page);
    await page.setViewportSize(MOBILE);
    await expectNoA11yViolations(page);
    await page.context().close();
  });

  it("with reduced motion nothing starts by itself and the caret does not blink; Play still plays", async () => {
    const page = await harness().open(`/writtenbyhuman/note/${slug}`, { reducedMotion: "reduce" });
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(await replayText(page).count()).toBe(0);
    await page.getByRole("button", { name: "Play", exact: true }).click();
    await page.getByRole("button", { name: "Pause" }).waitFor();
    await expect.poll(async () => (await replayText(page).textContent())!.length).toBeGreaterThan(2);
    await page.getByRole("button", { name: "Pause" }).click();
    expect(await page.locator(".replay-caret").evaluate((caret) => getComputedStyle(caret).animationName)).toBe("none");
    await page.context().close();
  });
});

describe("Human Notebook: a private note's replay", () => {
  it("shows the timeline only, says why, and fetches nothing once the note is decrypted", async () => {
    const passphrase = "harbour lights 7";
    const secret = "The spare key is under the blue flowerpot.";
    const { slug } = await writeNote(urlPoster(harness().baseUrl), { content: secret, passphrase });
    const page = await harness().open(`/writtenbyhuman/note/${slug}`, { viewport: MOBILE });
    await waitForHydration(page);
    const timeline = page.getByRole("list", { name: "Timeline of the writing" });
    await timeline.waitFor();
    expect(await timeline.getByRole("listitem").first().textContent()).toMatch(
      /^Typing, 0:00 to \d+:\d\d: \d+ characters? typed/,
    );
    await page
      .getByText("its typing log records only when keys were pressed and how many characters", { exact: false })
      .waitFor();
    expect(await replayText(page).count()).toBe(0);
    expect(await scrubber(page).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Play", exact: true }).count()).toBe(0);
    await expectNoA11yViolations(page);

    // Opening the note loads the decryption's own code (argon2), and nothing else; once it is open, nothing at all.
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
    await page.getByLabel("Passphrase").fill(passphrase);
    await page.getByRole("button", { name: "Decrypt Note" }).click();
    await expect.poll(() => page.getByTestId("note-content").textContent(), { timeout: 15_000 }).toBe(secret);
    const whileDecrypting = requests.length;
    await expect.poll(() => page.getByTestId("verification-badge").textContent()).toBe("Verified");
    await page.waitForTimeout(1_000);
    expect(requests.slice(whileDecrypting)).toEqual([]);
    expect(requests.filter((request) => !/^GET \/assets\/[\w-]+\.js$/.test(request))).toEqual([]);
    expect(await replayText(page).count()).toBe(0);
    await page.context().close();
  });
});
