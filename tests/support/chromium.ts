import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#scripts/chromium-flags.ts";

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
