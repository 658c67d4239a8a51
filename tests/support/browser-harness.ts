import { mkdtemp } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { serve, type ServerType } from "@hono/node-server";
import type { Browser, BrowserContext, BrowserContextOptions, Download, Locator, Page } from "playwright-core";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, expect } from "vitest";
import { createApp } from "#server/app.ts";
import { readConfig, type Config } from "#server/config.ts";
import type { Database } from "#server/db/database.ts";
import { startLiveSiteHosts, type LiveSiteHosts } from "#server/hosts/live-site-hosts.ts";
import { pageRoutes } from "#server/pages/pages.ts";
import { serverBuildFile } from "#server/paths.ts";
import { createLogger } from "#server/logger.ts";
import { SigningKeyStore } from "#server/notes/signing-keys.ts";
import { checkpointSigner, logOrigin } from "#server/public-log/checkpoint-signer.ts";
import { startLogSequencer, type LogSequencer } from "#server/public-log/sequencer.ts";
import { workerChromium } from "./chromium";
import { createTestDatabase, type TestDatabase } from "./test-database";

export const MOBILE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export interface BrowserHarness {
  baseUrl: string;
  database: Database;
  browser: Browser;
  /**
   * A new page in a fresh context (axe needs a context page), already at `path`. `watch` is
   * called with the page before it loads, to listen to the load itself (console errors).
   */
  open(path: string, options?: BrowserContextOptions, watch?: (page: Page) => void): Promise<Page>;
}

export interface BrowserHarnessOptions {
  /**
   * Serve at `http://localhost:<port>` with SITE_URL set to exactly that origin: WebAuthn
   * needs a domain (not 127.0.0.1), and the back office's POSTs must come from SITE_URL.
   */
  localhost?: boolean;
}

/**
 * Per test file: the production build served by the real app on a free port, with
 * a fresh in-memory database the test can read, and the worker's Chromium. Contexts
 * opened through `open` are closed after the file. `configOverrides` may be a function, read
 * when the server starts (e.g. the SMTP_URL of a test mail server started before it).
 */
export function setupBrowserHarness(
  configOverrides: Partial<Config> | (() => Partial<Config>) = {},
  options: BrowserHarnessOptions = {},
): () => BrowserHarness {
  let testDatabase: TestDatabase;
  let server: ServerType;
  let harness: BrowserHarness;
  let logSequencer: LogSequencer | undefined;
  let hosts: LiveSiteHosts | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase("pglite");
    const build = (await import(/* @vite-ignore */ serverBuildFile)) as ServerBuild;
    // Listen first, so the app can be built with its own origin (SITE_URL) known.
    const served: { app?: ReturnType<typeof createApp> } = {};
    server = await new Promise<ServerType>((resolve) => {
      const started = serve(
        { fetch: (request, env) => served.app!.fetch(request, env), port: 0, hostname: "127.0.0.1" },
        () => resolve(started),
      );
    });
    const { port } = server.address() as AddressInfo;
    const baseUrl = `http://${options.localhost ? "localhost" : "127.0.0.1"}:${port}`;
    const overrides = typeof configOverrides === "function" ? configOverrides() : configOverrides;
    // SITE_URL is the origin served, as in production: the notebook's log is named after its host.
    const config = { ...readConfig({}), RATE_LIMIT_CLIENT_MAX: 1000, SITE_URL: baseUrl, ...overrides };
    // As server/serve.ts does: the hosts are the configuration's and the back office's, kept current.
    hosts = await startLiveSiteHosts({ database: testDatabase.database, config, logger: createLogger("silent") });
    served.app = createApp({
      config,
      database: testDatabase.database,
      logger: createLogger("silent"),
      hosts,
      pages: pageRoutes({
        database: testDatabase.database,
        hosts,
        loadBuild: async () => build,
        mode: "production",
        serveClientBuild: true,
        config,
      }),
    });
    // As server/serve.ts does: notes are appended to the public log within a second.
    const signer = checkpointSigner(
      new SigningKeyStore(testDatabase.database.db, config.NOTE_SIGNING_KEY),
      logOrigin(config),
    );
    logSequencer = startLogSequencer({
      database: testDatabase.database,
      config,
      signer,
      logger: createLogger("silent"),
    });
    const browser = await workerChromium();
    harness = {
      baseUrl,
      database: testDatabase.database,
      browser,
      async open(path, options = {}, watch) {
        const context = await browser.newContext({ viewport: DESKTOP, ...options });
        contexts.push(context);
        const page = await context.newPage();
        watch?.(page);
        await page.goto(baseUrl + path);
        return page;
      },
    };
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await harness?.browser.close();
    await new Promise((resolve) => server?.close(resolve));
    await logSequencer?.stop();
    await hosts?.stop();
    await testDatabase?.dispose();
  });

  return () => harness;
}

/**
 * Fails the test on any WCAG 2.2 A/AA violation axe finds on the page as it is now, once
 * every part below the fold is laid out (BelowFold): axe reads colours by hit-testing,
 * which does not see into a part the browser still skips.
 */
export async function expectNoA11yViolations(page: Page) {
  await page.waitForFunction(() => document.querySelector(".below-fold:not([data-laid-out])") === null);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
  }));
  expect(summary).toEqual([]);
}

/**
 * Waits for the CSS transitions and animations running now in `target` and below to end
 * (endless ones aside): axe reads colours as painted, and would read a fade halfway.
 */
export async function waitForTransitions(target: Locator) {
  await target.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Waits until every toast on the page has come in: sonner marks it mounted, then fades and slides it in. */
export async function waitForToasts(page: Page) {
  await page.waitForFunction(() => {
    const toasts = [...document.querySelectorAll("[data-sonner-toast]")];
    return toasts.length > 0 && toasts.every((toast) => toast.getAttribute("data-mounted") === "true");
  });
  for (const toaster of await page.locator("[data-sonner-toaster]").all()) await waitForTransitions(toaster);
}

/** Waits until React has hydrated the page (so clicks reach React handlers). */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Scrolls the first element matching `selector` into view, as a visitor would, and waits
 * until React has hydrated it: parts that load their code as they near the viewport
 * (HydrateWhenVisible, forms loaded on approach) only answer clicks after that.
 *
 * Until the element exists the page is scrolled down a screen at a time, as a visitor
 * reads on. A lazy part that the prerendered HTML streamed after the rest can still be
 * pending (`<!--$?-->`, its reveal batched) when hydration reaches it after the document
 * was parsed; React then treats it as a fallback and renders it itself once its code
 * loads, which HydrateWhenVisible holds back until it comes into view (react-dom's
 * isSuspenseInstanceFallback). Seen in CI rehearsals on the Naturliv contact form and
 * footer newsletter, once a run.
 */
export async function scrollToHydrated(page: Page, selector: string, block: ScrollLogicalPosition = "center") {
  await page.waitForFunction(
    (target) => {
      if (document.querySelector(target)) return true;
      window.scrollBy({ top: window.innerHeight, behavior: "instant" });
      return false;
    },
    selector,
    { polling: 100 },
  );
  await page
    .locator(selector)
    .first()
    .evaluate((element, position) => element.scrollIntoView({ behavior: "instant", block: position }), block);
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return !!element && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
  }, selector);
}

/**
 * A download's bytes on disk. `download.path()` only works when Playwright launched the
 * browser itself; the tests connect to their worker's shared Chromium, so the file is
 * streamed over the connection into a fresh temporary folder instead.
 */
export async function savedDownload(download: Download): Promise<string> {
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), "download-")), download.suggestedFilename());
  await download.saveAs(file);
  return file;
}
