import { statSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createSignedInAdmin } from "#tests/support/admin-session.ts";
import { MOBILE, setupBrowserHarness, waitForHydration } from "#tests/support/browser-harness.ts";
import { clientBuildDir } from "#server/paths.ts";
import { firstLoadScriptKb, FIRST_LOAD_SCRIPT_KB } from "#scripts/lighthouse-script-bytes.ts";
import { sessionCookie } from "#server/auth/session.ts";
import { adminMessages, ADMIN_LANGUAGES, type AdminLanguage } from "./index";

const harness = setupBrowserHarness({}, { localhost: true });

/** Which catalogues a script holds: each language's sign-in description is its own sentence. */
function cataloguesIn(body: string): AdminLanguage[] {
  return ADMIN_LANGUAGES.filter((language) => body.includes(adminMessages(language).signIn.description));
}

interface FirstLoad {
  /** The catalogues among the scripts the page ran before it settled. */
  catalogues: AdminLanguage[];
  /** Those scripts' size gzip-compressed (the build's .gz beside each), in KB. */
  gzipKb: number;
}

/** Loads `url` in a fresh phone-sized page and reads every script it fetched until it is hydrated and idle. */
async function firstLoad(url: string, { cookie, acceptLanguage }: { cookie?: string; acceptLanguage?: string } = {}) {
  const context = await harness().browser.newContext({
    viewport: MOBILE,
    extraHTTPHeaders: acceptLanguage ? { "Accept-Language": acceptLanguage } : {},
  });
  try {
    if (cookie) {
      await context.addCookies([
        { name: sessionCookie(harness().baseUrl).name, value: cookie, url: harness().baseUrl },
      ]);
    }
    const page: Page = await context.newPage();
    const scripts = new Map<string, Promise<string>>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script")
        scripts.set(new URL(response.url()).pathname, response.text());
    });
    await page.goto(harness().baseUrl + url);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const bodies = await Promise.all([...scripts.values()]);
    const gzipBytes = [...scripts.keys()].reduce(
      (sum, pathname) => sum + statSync(path.join(clientBuildDir, `${pathname}.gz`)).size,
      0,
    );
    return {
      catalogues: [...new Set(bodies.flatMap(cataloguesIn))].sort(),
      gzipKb: Math.round(gzipBytes / 102.4) / 10,
    } satisfies FirstLoad;
  } finally {
    await context.close();
  }
}

describe("the back office's catalogues in the browser", { timeout: 60_000 }, () => {
  it("loads only the catalogue of the language a page shows: before and after sign-in, none on a public page", async () => {
    const signIn = await firstLoad("/admin/sign-in", { acceptLanguage: "es-ES,es;q=0.9" });
    const owner = await createSignedInAdmin(
      harness().database.db,
      { role: "owner", sites: ["felimar"] },
      harness().baseUrl,
    );
    const inbox = await firstLoad("/admin", { cookie: owner.token });
    const operator = await createSignedInAdmin(harness().database.db, { role: "operator" }, harness().baseUrl);
    const operatorInbox = await firstLoad("/admin", { cookie: operator.token });
    const felimar = await firstLoad("/felimar");
    // The public budget counts as Lighthouse does (decision 0004): what the HTML loads, transferred.
    const felimarKb = await firstLoadScriptKb(`${harness().baseUrl}/felimar`);
    const createKb = await firstLoadScriptKb(`${harness().baseUrl}/writtenbyhuman/create`);
    console.info(
      `scripts until idle, gzip: /admin/sign-in (Spanish) ${signIn.gzipKb} KB, /admin (Dutch owner) ${inbox.gzipKb} KB, ` +
        `/admin (operator) ${operatorInbox.gzipKb} KB, /felimar ${felimar.gzipKb} KB; public first load, ` +
        `transferred: /felimar ${felimarKb.toFixed(1)} KB, /writtenbyhuman/create ${createKb.toFixed(1)} KB`,
    );
    expect(signIn.catalogues).toEqual(["es"]);
    expect(inbox.catalogues).toEqual(["nl"]);
    expect(operatorInbox.catalogues).toEqual(["en"]);
    expect(felimar.catalogues).toEqual([]);
    expect(felimarKb).toBeLessThan(FIRST_LOAD_SCRIPT_KB);
    expect(createKb).toBeLessThan(FIRST_LOAD_SCRIPT_KB);
  });
});
