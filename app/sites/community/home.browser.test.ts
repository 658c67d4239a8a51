import { and, eq } from "drizzle-orm";
import type { Page, Worker } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { PROOF_WAIT_MS } from "#app/lib/form-guard.ts";
import { saveContent } from "#server/content/site-content-store.ts";
import { newsletterSignups } from "#server/db/schema.ts";
import {
  DESKTOP,
  expectNoA11yViolations,
  MOBILE,
  setupBrowserHarness,
  waitForHydration,
  waitForTransitions,
} from "#tests/support/browser-harness.ts";
import { COUNTER_BASE_MS, COUNTER_STEP_MS } from "./components/dao-snapshot";
import { daoStats, formatEventDate, formatStat, journeySteps, values } from "./content";
import { communityContentDefaults, type CommunityContent } from "./site-content";

const harness = setupBrowserHarness();

const DAY_MS = 24 * 60 * 60_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * What the owner saved for these tests: new addresses, and the four events of the
 * defaults moved into the coming weeks, with a past and a hidden event among them that
 * the page must leave out.
 */
const saved: CommunityContent = {
  details: {
    ...communityContentDefaults.details,
    signupUrl: "https://club.example.org/join-us",
    seeOnChainUrl: "https://club.example.org/dao/treasury-2027",
    footer: { ...communityContentDefaults.details.footer, github: "https://club.example.org/source" },
  },
  events: [
    { ...communityContentDefaults.events[0]!, date: daysFromNow(30), url: "https://club.example.org/events/lisbon" },
    { ...communityContentDefaults.events[1]!, date: daysFromNow(40), url: "https://club.example.org/events/berlin" },
    {
      id: "8d1c5e2a-3b4f-4a6d-9e8c-7f1a2b3c4d5e",
      city: "Vienna",
      country: "AT",
      date: daysFromNow(-1),
      speaker: "Eva Huber",
      title: "Yesterday's Circle",
      url: "https://club.example.org/events/vienna",
      hidden: false,
    },
    { ...communityContentDefaults.events[2]!, date: daysFromNow(50), url: "https://club.example.org/events/barcelona" },
    {
      id: "2e7f9a1b-4c5d-4e6f-8a9b-0c1d2e3f4a5b",
      city: "Oslo",
      country: "NO",
      date: daysFromNow(45),
      speaker: "Ola Nordmann",
      title: "Not Announced Yet",
      url: "https://club.example.org/events/oslo",
      hidden: true,
    },
    { ...communityContentDefaults.events[3]!, date: daysFromNow(60), url: "https://club.example.org/events/amsterdam" },
  ],
};
const shownEvents = saved.events.filter((event) => !event.hidden && event.date >= daysFromNow(0));

beforeAll(async () => {
  expect(
    await saveContent({
      db: harness().database.db,
      site: "community",
      baseVersion: 0,
      content: saved,
      summary: "Events for the tests",
      actor: null,
    }),
  ).toEqual({ ok: true, version: 1 });
});

async function openHome(options: Parameters<ReturnType<typeof harness>["open"]>[1] = {}) {
  const page = await harness().open("/", options);
  await waitForHydration(page);
  return page;
}

/** The city of the event card that is showing. */
function currentEvent(page: Page) {
  return page.locator("#events [data-current]").getAttribute("data-city");
}

async function showEvents(page: Page) {
  await page.locator("#events").scrollIntoViewIfNeeded();
  // Keep the pointer away from the carousel: hovering pauses it.
  await page.mouse.move(1, 1);
}

/**
 * The carousel's timers on Playwright's fake clock (page.clock), installed once the page has
 * hydrated: the test moves the page's time on instead of waiting out the 4 s interval. Time
 * still passes on its own as well, as for a visitor.
 */
async function openHomeOnFakeClock(options: Parameters<typeof openHome>[0] = {}) {
  const page = await openHome(options);
  await page.clock.install();
  return page;
}

/**
 * Moves the page's clock on 100 ms at a time until the carousel shows `city`, failing when
 * `withinMs` of the page's time pass first.
 */
async function runClockUntilEvent(page: Page, city: string, withinMs: number) {
  for (let elapsed = 0; elapsed < withinMs && (await currentEvent(page)) !== city; elapsed += 100)
    await page.clock.runFor(100);
  expect(await currentEvent(page)).toBe(city);
}

describe("community landing page /", () => {
  it("paints the hero heading from the first frame and links 'Join the future' to the club page", async () => {
    const html = await (await fetch(`${harness().baseUrl}/`)).text();
    expect(html).toContain("Connecting minds.");
    expect(html).toContain("Transforming lives.");

    const page = await harness().open("/");
    const heading = page.getByRole("heading", { level: 1 });
    await expect.poll(() => heading.textContent()).toBe("Connecting minds. Transforming lives.");
    // The reveal never hides by opacity: the heading (the LCP element) is painted from the first frame.
    for (const opacity of await page
      .locator(".hero-reveal")
      .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity))) {
      expect(opacity).toBe("1");
    }
    expect(await heading.evaluate((element) => getComputedStyle(element).clipPath)).toBe("none");
    const cta = page.getByRole("link", { name: /^Join the future/ });
    expect(await cta.getAttribute("href")).toBe(saved.details.signupUrl);
    expect(await cta.getAttribute("target")).toBe("_blank");
    await page.context().close();
  });

  it("draws both network canvases off the main thread, the stakeholder labels in the page's font", async () => {
    const page = await harness().open("/");
    // Let the first load start its workers (once the page has settled) before counting the reload's.
    await page.locator("main section").first().locator("canvas[data-drawn]").waitFor({ state: "attached" });
    const workers: Worker[] = [];
    page.on("worker", (worker) => workers.push(worker));
    await page.reload();
    await waitForHydration(page);
    await page.locator("main section").first().locator("canvas[data-drawn]").waitFor({ state: "attached" });
    await page.locator("#network").scrollIntoViewIfNeeded();
    await page.locator("#network canvas[data-drawn]").waitFor({ state: "attached" });
    expect(workers.length).toBe(2);
    await expect
      .poll(async () => {
        const families = await Promise.all(
          workers.map((worker) =>
            worker.evaluate(() =>
              [...(self as unknown as { fonts: Iterable<FontFace> }).fonts].map(
                (face) => `${face.family}:${face.status}`,
              ),
            ),
          ),
        );
        return families.flat();
      })
      .toContain("Inter Variable:loaded");
    await page.context().close();
  });

  it("moves through the three journey steps: Previous disabled first, Next disabled last, dots lit up to the step", async () => {
    const page = await openHome();
    const section = page.locator("#join");
    await section.scrollIntoViewIfNeeded();
    const previous = section.getByRole("button", { name: "Previous step" });
    const next = section.getByRole("button", { name: "Next step" });
    const litDots = section.locator("[data-testid=journey-dots] [data-active]");
    const currentTitle = () => section.locator("[data-current] h3").textContent();

    await expect.poll(() => previous.isDisabled()).toBe(true);
    expect(await next.isDisabled()).toBe(false);
    expect(await litDots.count()).toBe(1);
    expect(await currentTitle()).toBe(journeySteps[0]!.title);

    await next.click();
    await expect.poll(currentTitle).toBe(journeySteps[1]!.title);
    expect(await litDots.count()).toBe(2);
    expect(await previous.isDisabled()).toBe(false);
    expect(await next.isDisabled()).toBe(false);

    await next.click();
    await expect.poll(currentTitle).toBe(journeySteps[2]!.title);
    expect(await litDots.count()).toBe(3);
    expect(await next.isDisabled()).toBe(true);
    // Focus moved off the now-disabled button instead of getting lost.
    expect(await previous.evaluate((element) => element === document.activeElement)).toBe(true);

    await previous.click();
    await expect.poll(currentTitle).toBe(journeySteps[1]!.title);
    expect(await litDots.count()).toBe(2);

    // Each step's button opens the club page in a new tab; only the current step is reachable.
    const actions = section.getByRole("link", {
      name: new RegExp(`^(${journeySteps.map((step) => step.action).join("|")})`),
    });
    // Polled: the slide that just became current is exposed once its transition has run.
    await expect.poll(() => actions.count()).toBe(1);
    for (const link of await section.locator("[role=group] a").all()) {
      expect(await link.getAttribute("href")).toBe(saved.details.signupUrl);
      expect(await link.getAttribute("target")).toBe("_blank");
    }
    await page.context().close();
  });

  it("shows the four upcoming events (not the past or hidden one) with their dates in US English and advances after 4 s", async () => {
    const page = await openHomeOnFakeClock();
    // Timed in the page, from the render that starts the rotation to the one that advances
    // it, on the page's clock: the interval the page measures is the one its timer was set to.
    expect(await page.locator("#events [data-advancing]").count()).toBe(0);
    await page.evaluate(() => {
      const region = document.querySelector("#events [aria-roledescription=carousel]")!;
      const rotation: { startedAt?: number; advancedAt?: number } = {};
      Object.assign(window, { rotation });
      new MutationObserver(() => {
        rotation.startedAt ??= region.hasAttribute("data-advancing") ? performance.now() : undefined;
        const city = region.querySelector("[data-current]")?.getAttribute("data-city");
        if (rotation.startedAt !== undefined && city !== "Lisbon") rotation.advancedAt ??= performance.now();
      }).observe(region, { attributes: true, subtree: true });
    });
    await showEvents(page);
    for (const event of shownEvents) {
      expect(
        await page
          .locator("#events time")
          .filter({ hasText: formatEventDate(event.date) })
          .count(),
      ).toBe(1);
    }
    expect(await page.locator("#events [role=group][aria-roledescription=slide]").count()).toBe(4);
    expect(
      await page
        .locator("#events [data-city]")
        .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-city"))),
    ).toEqual(["Lisbon", "Berlin", "Barcelona", "Amsterdam"]);

    // The rotation runs once the carousel is on screen.
    await page.locator("#events [data-advancing]").waitFor({ state: "attached" });
    await runClockUntilEvent(page, "Berlin", 10_000);
    const { startedAt, advancedAt } = await page.evaluate(
      () => (window as unknown as { rotation: { startedAt: number; advancedAt: number } }).rotation,
    );
    expect(advancedAt - startedAt).toBeGreaterThanOrEqual(3_950);
    expect(advancedAt - startedAt).toBeLessThan(6_000);
    await page.context().close();
  });

  it("jumps to an event by its dot and wraps from the last event to the first", async () => {
    const page = await openHomeOnFakeClock();
    await showEvents(page);
    await page.getByRole("button", { name: "Event 3 of 4: Barcelona" }).click();
    await page.mouse.move(1, 1);
    expect(await currentEvent(page)).toBe("Barcelona");
    expect(await page.getByRole("button", { name: "Event 3 of 4: Barcelona" }).getAttribute("aria-current")).toBe(
      "true",
    );

    await page.getByRole("button", { name: "Event 4 of 4: Amsterdam" }).click();
    await page.mouse.move(1, 1);
    expect(await currentEvent(page)).toBe("Amsterdam");
    await runClockUntilEvent(page, "Lisbon", 6_000);
    await page.context().close();
  });

  it("pauses the events while hovered and with the Pause control", async () => {
    const page = await openHomeOnFakeClock();
    await showEvents(page);
    await page.locator("#events [data-advancing]").waitFor({ state: "attached" });
    await page.locator("#events [data-current]").hover();
    await page.locator("#events [data-advancing]").waitFor({ state: "detached" });
    await page.clock.runFor(5_000);
    expect(await currentEvent(page)).toBe("Lisbon");

    await page.mouse.move(1, 1);
    await runClockUntilEvent(page, "Berlin", 6_000);

    const control = page.getByRole("button", { name: "Pause automatic rotation of events" });
    await control.click();
    await page.mouse.move(1, 1);
    await page.locator("#events [data-advancing]").waitFor({ state: "detached" });
    await page.clock.runFor(5_000);
    expect(await currentEvent(page)).toBe("Berlin");
    await page.getByRole("button", { name: "Play automatic rotation of events" }).click();
    await page.mouse.move(1, 1);
    await runClockUntilEvent(page, "Barcelona", 6_000);
    await page.context().close();
  });

  it("counts the DAO figures up from 0 to their exact values", async () => {
    const page = await openHome();
    const counter = (label: string) => page.locator(`[data-counter="${label}"]`);
    const first = daoStats[0]!;
    // Out of view the counters wait at 0, once their part has hydrated (each part below the hero hydrates on its own).
    await page.waitForFunction((selector) => {
      const element = document.querySelector(selector);
      return !!element && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
    }, `[data-counter="${first.label}"]`);
    await expect.poll(() => counter(first.label).textContent()).toBe(formatStat(first, 0));

    // The animation frames on the page's clock, stopped: a slow machine can't run the counters
    // to their end before the test reads them mid-way.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.locator("#dao").scrollIntoViewIfNeeded();
    // One frame (16 ms) at a time until the first counter has left 0 (the section's intersection
    // observer answers in real time): it is then a frame or two into its 2 s.
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (await counter(first.label).textContent()) === formatStat(first, 0))
      await page.clock.runFor(16);
    expect(await counter(first.label).textContent()).not.toBe(formatStat(first, 0));
    expect(await counter(first.label).textContent()).not.toBe(formatStat(first));

    await page.clock.runFor(COUNTER_BASE_MS + COUNTER_STEP_MS * daoStats.length);
    for (const stat of daoStats) {
      await expect.poll(() => counter(stat.label).textContent()).toBe(formatStat(stat));
    }
    expect(daoStats.map((stat) => formatStat(stat))).toEqual(["$2,450,000", "127", "23", "5,847"]);
    await page.context().close();
  });

  it("reveals each value on keyboard focus, on hover and on tap", async () => {
    const page = await openHome();
    for (const [index, value] of values.entries()) {
      const button = page.getByRole("button", { name: value.title, exact: true });
      const description = page.locator(`#value-${index}-description`);
      // The previous value's description is still closing (a transition): wait for this one to be hidden.
      // A transition: on a loaded machine it may take longer than expect.poll's default second.
      await expect.poll(() => description.isVisible(), { timeout: 5_000 }).toBe(false);
      await button.focus();
      await expect.poll(() => description.isVisible(), { timeout: 5_000 }).toBe(true);
      expect(await button.getAttribute("aria-expanded")).toBe("true");
      expect(await description.textContent()).toContain(value.description);
    }
    await page.keyboard.press("Tab");
    await expect.poll(() => page.locator("#value-4-description").isVisible()).toBe(false);

    await page.getByRole("button", { name: "Symbiosis", exact: true }).hover();
    await expect.poll(() => page.locator("#value-1-description").isVisible()).toBe(true);
    await page.mouse.move(1, 1);
    await expect.poll(() => page.locator("#value-1-description").isVisible()).toBe(false);
    await page.context().close();

    const touch = await openHome({ viewport: MOBILE, hasTouch: true, isMobile: true });
    const authenticity = touch.getByRole("button", { name: "Authenticity", exact: true });
    await authenticity.tap();
    await expect.poll(() => touch.locator("#value-0-description").isVisible()).toBe(true);
    await authenticity.tap();
    await expect.poll(() => touch.locator("#value-0-description").isVisible()).toBe(false);
    await touch.context().close();
  });

  it("opens every external link in a new tab with rel=noopener noreferrer, at the addresses the owner saved", async () => {
    const page = await openHome();
    const links = await page.locator("a[href]").evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute("href") ?? "",
        target: anchor.getAttribute("target"),
        rel: anchor.getAttribute("rel") ?? "",
      })),
    );
    const external = links.filter((link) => /^https?:\/\//.test(link.href));
    expect(external.length).toBeGreaterThan(0);
    for (const link of external) {
      expect(link.target, link.href).toBe("_blank");
      expect(link.rel.split(/\s+/), link.href).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    }
    const hrefs = links.map((link) => link.href);
    expect(hrefs).toContain(saved.details.seeOnChainUrl);
    for (const event of shownEvents) expect(hrefs).toContain(event.url);
    expect(hrefs).not.toContain("https://club.example.org/events/vienna");
    expect(hrefs).not.toContain("https://club.example.org/events/oslo");
    for (const url of Object.values(saved.details.footer)) expect(hrefs).toContain(url);
    await page.context().close();
  });

  it("stores a newsletter address once, however often it is sent, and keeps a mistyped one", async () => {
    const page = await openHome();
    await page.locator("#stay-connected").scrollIntoViewIfNeeded();
    await page.locator("html[data-newsletter-ready]").waitFor({ state: "attached" });
    const field = page.getByLabel("Email address");

    await field.fill("not-an-address");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect
      .poll(() => page.locator("#stay-connected [role=alert]").textContent())
      .toBe("Please enter a valid email address.");
    expect(await field.inputValue()).toBe("not-an-address");

    for (let attempt = 0; attempt < 2; attempt++) {
      await field.fill("Grower@Example.org");
      await page.getByRole("button", { name: "Subscribe" }).click();
      // Cleared once stored: the send waits for its proof of work (up to PROOF_WAIT_MS).
      await expect.poll(() => field.inputValue(), { timeout: PROOF_WAIT_MS }).toBe("");
    }
    await expect
      .poll(() => page.getByText("You're subscribed. Thanks for staying connected!").first().isVisible())
      .toBe(true);
    const rows = await harness()
      .database.db.select()
      .from(newsletterSignups)
      .where(and(eq(newsletterSignups.email, "grower@example.org"), eq(newsletterSignups.site, "community")));
    expect(rows).toHaveLength(1);
    await page.context().close();
  });

  it("with reduced motion shows the final figures at once and does not rotate the events", async () => {
    const page = await openHomeOnFakeClock({ reducedMotion: "reduce" });
    await page.locator("#dao").scrollIntoViewIfNeeded();
    for (const stat of daoStats)
      expect(await page.locator(`[data-counter="${stat.label}"]`).textContent()).toBe(formatStat(stat));

    await showEvents(page);
    expect(await page.getByRole("button", { name: "Play automatic rotation of events" }).isVisible()).toBe(true);
    await page.clock.runFor(5_000);
    expect(await currentEvent(page)).toBe("Lisbon");
    // The visitor may still start it.
    await page.getByRole("button", { name: "Play automatic rotation of events" }).click();
    await page.mouse.move(1, 1);
    await runClockUntilEvent(page, "Berlin", 6_000);
    await page.context().close();
  });

  it("has no axe violations at 390 px and 1280 px, nor with a value revealed and a later journey step", async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await openHome({ viewport });
      await expectNoA11yViolations(page);
      // Chromium fires no focus event in a page without focus, and earlier tests' pages share this browser.
      await page.bringToFront();
      await page.getByRole("button", { name: "Open Protocols", exact: true }).focus();
      // Right after an axe run on a busy CI machine the reveal can take longer than the 1 s default.
      await expect.poll(() => page.locator("#value-3-description").isVisible(), { timeout: 5_000 }).toBe(true);
      await waitForTransitions(page.locator("#values"));
      await expectNoA11yViolations(page);
      await page.locator("#join").scrollIntoViewIfNeeded();
      await page.getByRole("button", { name: "Next step" }).click();
      await waitForTransitions(page.locator("#join"));
      await expectNoA11yViolations(page);
      await page.context().close();
    }
  });

  // Last: it replaces the saved events.
  it("with no upcoming event shows the 'coming soon' line and the way to join, not past events", async () => {
    const pastOnly = { ...saved, events: saved.events.map((event) => ({ ...event, date: "2024-07-15" })) };
    expect(
      await saveContent({
        db: harness().database.db,
        site: "community",
        baseVersion: 1,
        content: pastOnly,
        summary: "Events moved to the past",
        actor: null,
      }),
    ).toEqual({
      ok: true,
      version: 2,
    });
    const page = await harness().open("/");
    // The save's notification reaches the page cache within a second: reload until it shows.
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.locator("[data-events-coming-soon]").count();
        },
        { timeout: 5_000 },
      )
      .toBe(1);
    await waitForHydration(page);
    const section = page.locator("#events");
    expect(await section.textContent()).toContain("New dates are coming soon. Join the club to hear about them first.");
    expect(await section.locator("[aria-roledescription=slide], time").count()).toBe(0);
    expect(await section.getByRole("link", { name: /Join the club/ }).getAttribute("href")).toBe(
      saved.details.signupUrl,
    );
    await expectNoA11yViolations(page);
    await page.context().close();
  });
});
