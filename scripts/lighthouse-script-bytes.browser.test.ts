import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { describe, expect, it } from "vitest";
import { setupBrowserHarness } from "#tests/support/browser-harness.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium-flags";
import { firstLoadScripts, SCRIPT_COUNT_MARGIN_KB, scriptTransferKb } from "./lighthouse-script-bytes";

const harness = setupBrowserHarness();

describe("first-load JavaScript counted from the build", () => {
  // The community page: the one where the two counts differ (its canvas worker), by less than the margin.
  it("is what Lighthouse's resource summary measures on /, within the margin", async () => {
    const url = `${harness().baseUrl}/`;
    const scripts = await firstLoadScripts(url);
    expect(scripts.map((script) => new URL(script.url).pathname)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/entry\.client-.+\.js$/)]),
    );
    const countedKb = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;

    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    try {
      // Unthrottled: transfer sizes do not depend on the throttling, only on what is loaded.
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyAudits: ["resource-summary"],
        throttlingMethod: "provided",
      });
      expect(result?.lhr.runtimeError).toBeUndefined();
      const measuredKb = scriptTransferKb(result!.lhr);
      expect(measuredKb).toBeGreaterThan(50);
      expect(Math.abs(countedKb - measuredKb)).toBeLessThanOrEqual(SCRIPT_COUNT_MARGIN_KB);
    } finally {
      await chrome.kill();
    }
  });
});
