import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// Without the networking flags Chromium keeps trying to reach Google, and this machine refuses.
export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

export function assertChromiumInstalled() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Browser tests need it:\n` +
        "  sudo apt-get update && sudo apt-get install -y chromium\n" +
        "(or set CHROMIUM_PATH to another Chromium or Chrome binary).",
    );
  }
}

export function launchChromium(): Promise<Browser> {
  assertChromiumInstalled();
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
