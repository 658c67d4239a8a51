import { mkdirSync } from "node:fs";
import path from "node:path";
import type { BrowserContextOptions, CDPSession, Page } from "playwright-core";
import { createSignedInAdmin } from "#tests/support/admin-session.ts";
import { fetchProof } from "#tests/support/proof-of-work.ts";
import { type BrowserHarness, waitForHydration } from "#tests/support/browser-harness.ts";
import { sessionCookie } from "#server/auth/session.ts";
import type { SiteKey } from "#app/sites/registry.ts";
import type { Role } from "./api-types";
import type { AdminLanguage } from "./messages/index";

/*
 * Helpers for the back office's browser tests (not bundled: only *.browser.test.ts import this).
 */

/** A browser signed in as a new user (a session row, as signing in makes), at `path`. */
export async function openSignedIn(
  harness: BrowserHarness,
  path: string,
  account: { role?: Role; sites?: SiteKey[]; email?: string; language?: AdminLanguage | null } = {},
  options: BrowserContextOptions = {},
): Promise<{ page: Page; userId: string; email: string }> {
  const admin = await createSignedInAdmin(harness.database.db, { role: "operator", ...account }, harness.baseUrl);
  const page = await harness.open("/admin/sign-in", options);
  await page
    .context()
    .addCookies([{ name: sessionCookie(harness.baseUrl).name, value: admin.token, url: harness.baseUrl }]);
  await page.goto(harness.baseUrl + path);
  await waitForHydration(page);
  return { page, userId: admin.userId, email: admin.email };
}

/** Waits until a signed-in page has its data on screen (the layout's loading skeleton has no heading). */
export async function waitForAdminPage(page: Page) {
  await waitForHydration(page);
  await page.locator("#admin-main h1").first().waitFor();
}

/**
 * With ADMIN_SHOTS=/some/folder set, saves a full-page screenshot there for a human to
 * look at; otherwise does nothing.
 */
export async function shot(page: Page, name: string) {
  const folder = process.env.ADMIN_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage: true });
}

/** Sends a Felimar quote request from the page, as the quote dialog does (with its proof of work solved). */
export async function sendFelimarQuote(
  page: Page,
  values: { naam: string; email: string; telefoon: string; details: string },
) {
  const altcha = await fetchProof(new URL(page.url()).origin);
  const status = await page.evaluate(
    async (body) => {
      const response = await fetch("/api/felimar/requests", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { categorie: "airco", ...values, altcha },
  );
  if (status >= 300) throw new Error(`The quote was not accepted (${status}).`);
}

export /** Chromium's virtual authenticator on this page: it answers every WebAuthn prompt, as a phone's screen lock would. */
async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return cdp;
}
