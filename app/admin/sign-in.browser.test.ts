import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLink, linkUrl } from "#server/auth/links.ts";
import { memberships, users } from "#server/db/schema.ts";
import {
  DESKTOP,
  expectNoA11yViolations,
  MOBILE,
  setupBrowserHarness,
  waitForHydration,
} from "#tests/support/browser-harness.ts";
import { extractUrl, startSmtpTestServer, type SmtpTestServer } from "#tests/support/smtp-test-server.ts";
import { addVirtualAuthenticator, shot, waitForAdminPage } from "./browser-test-support";
import { adminMessages } from "./messages/index";

// Started before the harness (hooks run in order), so its address can be the SMTP_URL.
let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(async () => {
  await smtp?.close();
});

const harness = setupBrowserHarness(() => ({ SMTP_URL: smtp.url, MAIL_FROM: "Back office <office@example.com>" }), {
  localhost: true,
});

const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

describe("signing in to the back office", { timeout: 120_000 }, () => {
  it("sends a signed-out visitor of any back-office page to the sign-in page, and back afterwards", async () => {
    const page = await harness().open("/admin/privacy");
    expect(path(page)).toBe(`/admin/sign-in?next=${encodeURIComponent("/admin/privacy")}`);
    await page.goto(harness().baseUrl + "/admin");
    expect(path(page)).toBe(`/admin/sign-in?next=${encodeURIComponent("/admin")}`);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  });

  it("sets up the first operator from the setup link, adds a passkey, signs out and in with it", async () => {
    const token = await createLink(harness().database.db, "setup", null);
    const setupUrl = linkUrl(harness().baseUrl, "setup", token);
    const page = await harness().open(new URL(setupUrl).pathname + new URL(setupUrl).search);
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: "Set up the back office" }).waitFor();
    await shot(page, "setup");
    await expectNoA11yViolations(page);
    await page.getByLabel("Your e-mail address").fill("first.operator@example.com");
    await page.getByRole("button", { name: "Create my operator account" }).click();

    // Signed in, with no passkey yet: the layout offers one.
    await page.waitForURL((url) => url.pathname === "/admin");
    await waitForAdminPage(page);
    const offer = page.getByRole("region", { name: "Add a passkey so you can sign in without e-mail" });
    await offer.waitFor();
    await shot(page, "passkey-offer");
    await addVirtualAuthenticator(page);
    await offer.getByRole("button", { name: "Add a passkey" }).click();
    await offer.waitFor({ state: "detached" });

    await page.goto(harness().baseUrl + "/admin/account");
    await waitForAdminPage(page);
    const passkeys = page.getByRole("list", { name: "Your passkeys" });
    await passkeys.waitFor();
    expect(await passkeys.getByRole("listitem").count()).toBe(1);
    expect(await passkeys.textContent()).toContain("never used yet");

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin/sign-in");
    await page.goto(harness().baseUrl + "/admin/account");
    expect(path(page)).toBe(`/admin/sign-in?next=${encodeURIComponent("/admin/account")}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/account");
    await waitForAdminPage(page);
    await expect.poll(() => page.getByRole("list", { name: "Your passkeys" }).textContent()).toContain("last used");
  });

  it("signs in with a link e-mailed through a real SMTP server", async () => {
    const [owner] = await harness()
      .database.db.insert(users)
      .values({ email: "owner.felimar@example.com", role: "owner" })
      .returning({ id: users.id });
    await harness().database.db.insert(memberships).values({ userId: owner!.id, site: "felimar" });

    const page = await harness().open("/admin/sign-in?next=%2Fadmin%2Faccount");
    await waitForHydration(page);
    await page.getByLabel("E-mail address").fill("owner.felimar@example.com");
    await page.getByRole("button", { name: "Send me a sign-in link" }).click();
    await page
      .getByText("If that address has an account, a link is on its way. It works once, for 15 minutes.")
      .waitFor();

    const mail = await smtp.waitForMessage((message) => message.to.includes("owner.felimar@example.com"), 10_000);
    const link = extractUrl(mail.text, `${harness().baseUrl}/admin/link?token=`);
    expect(link).not.toBeNull();
    // The link keeps where the owner was going when they were sent to sign in.
    expect(new URL(link!).searchParams.get("next")).toBe("/admin/account");
    await page.goto(link!);
    await waitForHydration(page);
    // Opening the link spent nothing: only the button does.
    await page.reload();
    await waitForHydration(page);
    await shot(page, "link");
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin/account");
    await waitForAdminPage(page);
    // An owner sees only their site and no operator pages; Felimar's owner reads Dutch.
    const nl = adminMessages("nl").shell;
    const nav = page.getByRole("navigation", { name: nl.productName }).first();
    await nav.getByRole("link", { name: nl.pages.account }).waitFor();
    expect(await nav.getByRole("link", { name: nl.pages.users }).count()).toBe(0);

    // The same link a second time is refused with a clear message.
    const again = await harness().open(new URL(link!).pathname + new URL(link!).search);
    await waitForHydration(again);
    await again.getByRole("button", { name: "Sign in", exact: true }).click();
    await again.getByRole("alert").waitFor();
    expect(await again.getByRole("alert").textContent()).toMatch(/link/i);
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    it(`the sign-in page passes axe at ${viewport.width} px`, async () => {
      const page = await harness().open("/admin/sign-in", { viewport });
      await waitForHydration(page);
      await page.getByRole("button", { name: "Send me a sign-in link" }).waitFor();
      await shot(page, "sign-in");
      await expectNoA11yViolations(page);
    });
  }
});
