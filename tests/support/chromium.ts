import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserServer } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#scripts/chromium-flags.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where each worker's Chromium listens (browser-global-setup.ts), in VITEST_POOL_ID order. */
    chromiumEndpoints: string[];
  }
}

export function assertChromiumInstalled() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Browser tests need it:\n` +
        "  sudo apt-get update && sudo apt-get install -y chromium\n" +
        "(or set CHROMIUM_PATH to another Chromium or Chrome binary).",
    );
  }
}

/** A Chromium that test files connect to: the global setup launches one per worker. */
export function launchChromiumServer(): Promise<BrowserServer> {
  assertChromiumInstalled();
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * This worker's Chromium, launched once for the whole run instead of once per test file
 * (a launch and close took 1-3 s a file). Each file connects to it, and its contexts are
 * its own: closing the returned Browser closes them and disconnects, leaving Chromium to
 * the worker's next file.
 */
export function workerChromium(): Promise<Browser> {
  const endpoints = inject("chromiumEndpoints");
  const poolId = Number(process.env.VITEST_POOL_ID ?? 1);
  return chromium.connect(endpoints[(poolId - 1) % endpoints.length]!);
}
