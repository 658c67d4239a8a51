import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  expectNoA11yViolations,
  MOBILE,
  setupBrowserHarness,
  waitForHydration,
  waitForToasts,
} from "../support/browser-harness";

/**
 * What independent checkers (pa11y with HTML_CodeSniffer and axe, the W3C Nu HTML
 * checker) found on the public pages, each pinned by a check of its own.
 */
const harness = setupBrowserHarness({ NOTES_RATE_LIMIT_CLIENT_MAX: 1000 });

/**
 * axe's landmark rules, which its WCAG tags leave out (they are "best practice"):
 * content outside every landmark, two landmarks of one kind and name, an aside inside another landmark.
 */
async function expectSoundLandmarks(page: Page) {
  await page.waitForFunction(() => document.querySelector(".below-fold:not([data-laid-out])") === null);
  const results = await new AxeBuilder({ page })
    .withRules([
      "region",
      "landmark-unique",
      "landmark-complementary-is-top-level",
      "landmark-one-main",
      "landmark-no-duplicate-main",
    ])
    .analyze();
  expect(
    results.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(" ")),
    })),
  ).toEqual([]);
}

/** WCAG 2.x relative luminance of an `rgb()`/`rgba()` colour as the browser computes it. */
function luminance(color: string): number {
  const [r, g, b] = color
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map(Number)
    .map((channel) => {
      const value = channel / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe("process timelines (Naturliv, Furu Bolig)", () => {
  it("hold list items only, in the HTML as sent (what validators read)", async () => {
    const context = await harness().browser.newContext();
    const parser = await context.newPage();
    for (const path of ["/naturliv", "/no/naturliv", "/housing", "/no/housing"]) {
      const html = await (await fetch(harness().baseUrl + path)).text();
      // An <ol> or <ul> may hold only <li> and script-supporting elements (HTML's content model).
      const strays = await parser.evaluate((source) => {
        const parsed = new DOMParser().parseFromString(source, "text/html");
        return [...parsed.querySelectorAll("ol > :not(li, script, template), ul > :not(li, script, template)")].map(
          (element) => element.outerHTML.slice(0, 120),
        );
      }, html);
      expect(strays, path).toEqual([]);
    }
    await context.close();
  });
});

describe("landmarks", () => {
  it("/: one 'Upcoming Events' region, the carousel inside it a group", async () => {
    const page = await harness().open("/");
    await waitForHydration(page);
    expect(await page.getByRole("region", { name: /upcoming events/i }).count()).toBe(1);
    await expectSoundLandmarks(page);
    await page.context().close();
  });

  it("/neronantiguedades: the floating WhatsApp link is in a landmark of its own", async () => {
    const page = await harness().open("/neronantiguedades", { viewport: MOBILE });
    await waitForHydration(page);
    await expect
      .poll(() =>
        page
          .getByRole("complementary", { name: "WhatsApp" })
          .getByRole("link", { name: /Escríbenos por WhatsApp/ })
          .count(),
      )
      .toBe(1);
    await expectSoundLandmarks(page);
    await page.context().close();
  });
});

describe("the notebook's writing page", () => {
  it("keeps everything in landmarks, with the placeholder at 4.5:1 or more", async () => {
    const page = await harness().open("/writtenbyhuman/create");
    await waitForHydration(page);
    await expectSoundLandmarks(page);
    const colors = await page.locator("textarea").evaluate((textarea) => {
      let element: Element | null = textarea;
      let background = "rgba(0, 0, 0, 0)";
      while (element && /rgba\(.*, 0\)$|transparent/.test(background)) {
        background = getComputedStyle(element).backgroundColor;
        element = element.parentElement;
      }
      return { placeholder: getComputedStyle(textarea, "::placeholder").color, background };
    });
    expect(contrast(colors.placeholder, colors.background)).toBeGreaterThanOrEqual(4.5);
    await page.context().close();
  });

  it("says where the submit button will appear, then shows it once the text is over 10 characters", async () => {
    const page = await harness().open("/writtenbyhuman/create", { viewport: MOBILE });
    await waitForHydration(page);
    const textarea = page.locator("textarea");
    const description = () =>
      textarea.evaluate((element) =>
        (element.getAttribute("aria-describedby") ?? "")
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" "),
      );
    expect(await description()).toContain("Generate Link button appears at 11 characters");
    expect(await page.getByRole("button", { name: /Generate/ }).count()).toBe(0);
    expect(await page.locator("#submit-hint").isVisible()).toBe(true);
    await expectNoA11yViolations(page);

    await textarea.pressSequentially("Ten chars.");
    expect(await page.getByRole("button", { name: /Generate/ }).count()).toBe(0);
    await textarea.pressSequentially("!");
    await page.getByRole("button", { name: /Generate( Proof)? Link/ }).waitFor();
    expect(await description()).not.toContain("appears at");
    expect(await page.locator("#submit-hint").count()).toBe(0);
    await expectSoundLandmarks(page);
    await expectNoA11yViolations(page);
    await page.context().close();
  });

  it("/writtenbyhuman/note/ says 'Invalid note URL', then goes back to /writtenbyhuman", async () => {
    const slash = await fetch(`${harness().baseUrl}/writtenbyhuman/note/`, { redirect: "manual" });
    expect(slash.status).toBe(301);
    expect(slash.headers.get("Location")).toBe("/writtenbyhuman/note");
    const bare = await fetch(`${harness().baseUrl}/writtenbyhuman/note`);
    expect(bare.status).toBe(404);
    expect(await bare.text()).toContain("Invalid note URL");

    const page = await harness().open("/writtenbyhuman/note/");
    await page.waitForURL(/\/writtenbyhuman$/);
    // The toast, raised before the redirect, stays on the intro it lands on.
    await page.locator("[data-sonner-toast]", { hasText: "Invalid note URL" }).waitFor();
    await waitForToasts(page);
    await expectNoA11yViolations(page);
    await page.context().close();
  });
});
