import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { FIRST_LOAD_SCRIPT_KB, firstLoadScriptKb } from "#scripts/lighthouse-script-bytes.ts";
import {
  DESKTOP,
  expectNoA11yViolations,
  MOBILE,
  setupBrowserHarness,
  waitForHydration,
} from "#tests/support/browser-harness.ts";
import { seededRandom } from "./typing-log.fixtures";

const harness = setupBrowserHarness({ NOTES_RATE_LIMIT_CLIENT_MAX: 1000 });

const GREEN = "Green Proof: Human Writing Detected!";
const TEXT = "Hello from a script that types the same sentence at one steady beat.";

/**
 * The create page on Playwright's fake clock (page.clock), installed once it has hydrated
 * and paused: the recorder's performance.now(), the batch timer and the score's refresh
 * all follow the clock the test moves on, so seconds of typing take a fraction of one.
 */
async function openCreateOnFakeClock(viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const page = await harness().open("/writtenbyhuman/create", { viewport });
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("TEXTAREA");
  await page.clock.install();
  // Paused: only the test moves time on, so a busy machine adds no jitter of its own to the keys' timing.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  return page;
}

/** Types `text` with `gap(i)` ms of page time before each key after the first. */
async function typeOnClock(page: Page, text: string, gap: (i: number) => number) {
  for (const [i, character] of [...text].entries()) {
    if (i > 0) await page.clock.runFor(gap(i));
    await page.keyboard.type(character);
  }
}

/** Lets the score's first refresh run (it waits a second after the first key, then loads the scorer). */
async function meterState(page: Page): Promise<string | null> {
  const meter = page.getByTestId("score-meter");
  await expect
    .poll(async () => {
      await page.clock.runFor(500);
      return meter.count();
    })
    .toBe(1);
  await page.clock.runFor(500);
  return meter.getAttribute("data-state");
}

async function expectNoGreen(page: Page) {
  expect(await meterState(page)).toBe("pending");
  expect(await page.getByText(GREEN).count()).toBe(0);
  expect(await page.getByRole("button", { name: "Generate Link", exact: true }).count()).toBe(1);
  expect(await page.getByRole("button", { name: "Generate Proof Link ✅" }).count()).toBe(0);
}

describe("the create page's live score is the server's rubric", () => {
  it("machine-speed typing (no delay between keys) shows amber, never 'Green Proof'", async () => {
    const page = await openCreateOnFakeClock();
    await page.keyboard.type(TEXT);
    await page.clock.runFor(3_000);
    await expectNoGreen(page);
    expect(await page.getByText("does not look typed by hand").count()).toBe(1);
    // Time flows again for axe, which waits on timers of its own.
    await page.clock.resume();
    await expectNoA11yViolations(page);
    await page.context().close();
  });

  it("a metronome (a key every 110 ms) shows amber, never 'Green Proof'", async () => {
    const page = await openCreateOnFakeClock(MOBILE);
    await typeOnClock(page, TEXT, () => 110);
    await expectNoGreen(page);
    await page.clock.resume();
    await expectNoA11yViolations(page);
    await page.context().close();
  });

  it("a person (varied delays, a correction now and then) still gets green", async () => {
    const page = await openCreateOnFakeClock();
    const random = seededRandom(3);
    const text = "Dear Sam, the tide was out, so we walked to the island and back.";
    for (const [i, character] of [...text].entries()) {
      if (i > 0)
        await page.clock.runFor(60 + 270 * random() ** 2 + (character === " " && random() < 0.3 ? 250 * random() : 0));
      if (random() < 0.06) {
        await page.keyboard.type("x");
        await page.clock.runFor(180 + 200 * random());
        await page.keyboard.press("Backspace");
        await page.clock.runFor(90 + 150 * random());
      }
      await page.keyboard.type(character);
    }
    expect(await meterState(page)).toBe("human");
    expect(await page.getByText(GREEN).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Generate Proof Link ✅" }).count()).toBe(1);
    await page.context().close();
  });

  it("keeps the create page's first-load JavaScript within the budget (the scorer loads after the first key)", async () => {
    const kb = await firstLoadScriptKb(`${harness().baseUrl}/writtenbyhuman/create`);
    console.log(`first-load JavaScript of /writtenbyhuman/create: ${kb.toFixed(2)} KB`);
    expect(kb).toBeLessThan(FIRST_LOAD_SCRIPT_KB);
  });
});
