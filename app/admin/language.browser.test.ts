import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { SiteKey } from "#app/sites/registry.ts";
import { inviteUser } from "#server/auth/accounts.ts";
import { sessionCookie } from "#server/auth/session.ts";
import { submissions, users } from "#server/db/schema.ts";
import { eq } from "drizzle-orm";
import { createSignedInAdmin } from "#tests/support/admin-session.ts";
import {
  DESKTOP,
  expectNoA11yViolations,
  MOBILE,
  setupBrowserHarness,
  waitForHydration,
} from "#tests/support/browser-harness.ts";
import { addVirtualAuthenticator, openSignedIn, shot, waitForAdminPage } from "./browser-test-support";
import { adminMessages } from "./messages/index";

const harness = setupBrowserHarness({}, { localhost: true });

const htmlLang = (page: Page) => page.locator("html").getAttribute("lang");

describe("who reads which language", { timeout: 120_000 }, () => {
  it("before sign-in, the browser's Accept-Language chooses the page's words and <html lang>", async () => {
    const served = await fetch(`${harness().baseUrl}/admin/sign-in`, {
      headers: { "Accept-Language": "de-DE,de;q=0.9,nl;q=0.8,en;q=0.7" },
    });
    const html = await served.text();
    expect(html).toMatch(/<html lang="nl"/);
    expect(html).toContain("Inloggen");

    const page = await harness().open("/admin/sign-in", {
      viewport: MOBILE,
      extraHTTPHeaders: { "Accept-Language": "nl" },
    });
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: "Inloggen" }).waitFor();
    await page.getByRole("button", { name: "Inloggen met een passkey" }).waitFor();
    expect(await htmlLang(page)).toBe("nl");
    expect(await page.title()).toBe(`Inloggen · ${adminMessages("nl").shell.productName}`);
    await shot(page, "language-sign-in-nl");
    await expectNoA11yViolations(page);
  });

  it("a person's chosen language holds on every screen, from Account on", async () => {
    // One submission the server put in spam this week: the inbox says so, in the reader's language.
    await harness()
      .database.db.insert(submissions)
      .values({
        id: crypto.randomUUID(),
        site: "felimar",
        form: "felimar-quote",
        name: "Geen Bewijs",
        spam: true,
        spamReason: "no-proof-of-work",
        fields: { naam: "Geen Bewijs" },
      });
    const { page } = await openSignedIn(
      harness(),
      "/admin/account",
      { role: "owner", sites: ["felimar"] },
      { viewport: MOBILE },
    );
    await waitForAdminPage(page);
    // Not chosen yet: Felimar's owner reads Dutch.
    const card = page.getByRole("region", { name: "Taal en tijdzone" });
    await card.waitFor();
    expect(await htmlLang(page)).toBe("nl");

    await card.getByLabel("Taal", { exact: true }).selectOption("es");
    await card.getByLabel("Tijdzone").selectOption("Europe/Madrid");
    await card.getByRole("button", { name: "Opslaan" }).click();
    await page.getByText("Idioma y zona horaria guardados.").waitFor();
    await page.getByRole("region", { name: "Idioma y zona horaria" }).waitFor();
    await expect.poll(() => htmlLang(page), { timeout: 5_000 }).toBe("es");
    await shot(page, "language-account-es");
    await expectNoA11yViolations(page);
    await page.setViewportSize(DESKTOP);
    await shot(page, "language-account-es");
    await expectNoA11yViolations(page);

    // A full load of another screen: the choice is stored, not kept in the page.
    await page.goto(`${harness().baseUrl}/admin`);
    await waitForAdminPage(page);
    const note = page.getByText("1 envío ha ido a spam esta semana.");
    await note.waitFor();
    expect(await note.getAttribute("lang")).toBe("es");
    expect(await htmlLang(page)).toBe("es");
  });

  /** A Spanish owner (Neron's) and a Norwegian one (Naturliv's), who have not chosen: they read their site's language. */
  const readers = [
    { language: "es", site: "neron", acceptLanguage: "es-ES,es;q=0.9,en;q=0.5" },
    { language: "nb", site: "naturliv", acceptLanguage: "nb-NO,no;q=0.9,en;q=0.5" },
  ] as const satisfies readonly { language: string; site: SiteKey; acceptLanguage: string }[];

  for (const { language, site, acceptLanguage } of readers) {
    const t = adminMessages(language);

    it(`before sign-in, Accept-Language ${acceptLanguage} gives the sign-in page in ${language}`, async () => {
      const html = await (
        await fetch(`${harness().baseUrl}/admin/sign-in`, { headers: { "Accept-Language": acceptLanguage } })
      ).text();
      expect(html).toMatch(new RegExp(`<html lang="${language}"`));
      expect(html).toContain(`<title>${t.signIn.title} · ${t.shell.productName}</title>`);

      const page = await harness().open("/admin/sign-in", {
        viewport: MOBILE,
        extraHTTPHeaders: { "Accept-Language": acceptLanguage },
      });
      await waitForHydration(page);
      await page.getByRole("heading", { level: 1, name: t.signIn.title }).waitFor();
      await page.getByRole("button", { name: t.signIn.passkey }).waitFor();
      // No mail server here: the way in without a passkey is the command line, said in the page's language.
      await page.getByText(t.signIn.noEmail).waitFor();
      expect(await htmlLang(page)).toBe(language);
      await shot(page, `language-sign-in-${language}`);
      await expectNoA11yViolations(page);
    });

    it(`a ${language} owner's loading shell is in ${language} from the server's first byte`, async () => {
      const admin = await createSignedInAdmin(
        harness().database.db,
        { role: "owner", sites: [site] },
        harness().baseUrl,
      );
      const html = await (
        await fetch(`${harness().baseUrl}/admin/account`, {
          headers: { ...admin.headers, "Accept-Language": "en" },
        })
      ).text();
      expect(html).toMatch(new RegExp(`<html lang="${language}"`));
      expect(html).toContain(`<title>${t.shell.pages.account} · ${t.shell.productName}</title>`);
      expect(html).toContain(`>${t.account.shell.skipToContent}</a>`);
      expect(html).toContain(`>${t.shell.pages.account}</span>`);
      expect(html).toContain(`>${t.shell.loading}</span>`);
      expect(html).not.toContain("Skip to content");

      // In the browser, while the person's data is held back: the shell, in their language.
      const page = await harness().open("/admin/sign-in", { viewport: MOBILE });
      await page
        .context()
        .addCookies([{ name: sessionCookie(harness().baseUrl).name, value: admin.token, url: harness().baseUrl }]);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/admin/me", async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${harness().baseUrl}/admin/account`);
      await page.getByRole("status").getByText(t.shell.loading).waitFor({ state: "attached" });
      expect(await htmlLang(page)).toBe(language);
      await shot(page, `language-loading-shell-${language}`);
      release();
      await waitForAdminPage(page);
      await page.getByRole("heading", { level: 1, name: t.shell.pages.account }).waitFor();
    });

    it(`Account and Users speak ${language}: cards, passkey refusals, an unreachable server, invitation, roles, the remove dialog`, async () => {
      const words = t.account;
      const { page } = await openSignedIn(
        harness(),
        "/admin/account",
        { role: "owner", sites: [site] },
        { viewport: MOBILE },
      );
      await waitForAdminPage(page);
      await page.getByRole("heading", { level: 1, name: t.shell.pages.account }).waitFor();
      expect(await page.title()).toBe(`${t.shell.pages.account} · ${t.shell.productName}`);
      await page.getByText(words.passkeys.none).waitFor();
      await page.getByLabel(words.passkeys.nameLabel).waitFor();
      await page.getByRole("button", { name: words.passkeys.add }).waitFor();
      await page.getByRole("button", { name: words.account.signOutEverywhere }).waitFor();
      await page.getByRole("button", { name: words.shell.menu }).waitFor();
      expect(await page.getByText(words.account.owner, { exact: true }).count()).toBe(1);
      await shot(page, `language-account-${language}`);
      await expectNoA11yViolations(page);

      // Passkeys' refusals, said in the person's words rather than the browser's English.
      await page.evaluate(() => Reflect.deleteProperty(window, "PublicKeyCredential"));
      await page.getByRole("button", { name: words.passkeys.add }).click();
      await page.getByText(words.passkeys.unsupported).waitFor();
      await page.reload();
      await waitForAdminPage(page);
      await addVirtualAuthenticator(page);
      await page.getByRole("button", { name: words.passkeys.add }).click();
      await page.getByText(words.passkeys.addedToast).waitFor();
      await page.getByRole("button", { name: words.passkeys.add }).click();
      await page.getByText(words.passkeys.alreadyRegistered).waitFor();

      // A request that never reaches the server: the page's language says so.
      await page.context().setOffline(true);
      await page.getByRole("button", { name: words.account.signOut, exact: true }).click();
      await page.getByText(words.shell.unreachable).waitFor();
      await page.context().setOffline(false);

      // Users is for operators: one who chose this language, with an owner invited but not signed in yet.
      const email = `invited-${language}@example.com`;
      await inviteUser(harness().database.db, null, { email, role: "owner", sites: [site] });
      const operator = await openSignedIn(
        harness(),
        "/admin/users",
        { role: "operator", language },
        { viewport: MOBILE },
      );
      const users = operator.page;
      await waitForAdminPage(users);
      await users.getByRole("heading", { level: 1, name: t.shell.pages.users }).waitFor();
      expect(await users.title()).toBe(`${t.shell.pages.users} · ${t.shell.productName}`);
      const accounts = users.getByRole("list", { name: words.users.accountsLabel }).getByRole("listitem");
      const self = accounts.filter({ hasText: operator.email });
      for (const text of [words.users.everySite, words.users.you, words.roles.operator, words.users.passkeyCount(0)]) {
        expect(await self.textContent()).toContain(text);
      }
      const invited = accounts.filter({ hasText: email });
      expect(await invited.textContent()).toContain(words.users.notSignedIn("").split(" ").at(-1));

      // The invitation form's own checks, before anything is sent.
      await users.getByRole("radio", { name: new RegExp(words.roles.ownerHint) }).waitFor();
      await users.getByRole("button", { name: words.users.invite, exact: true }).click();
      await users.getByText(words.users.emailInvalid).waitFor();
      await users.getByRole("alert").filter({ hasText: t.members.sitesRequired }).waitFor();
      await shot(users, `language-users-${language}`);
      await expectNoA11yViolations(users);

      await users.getByRole("button", { name: words.users.removeLabel(email) }).click();
      const dialog = users.getByRole("dialog", { name: words.users.removeTitle(email) });
      await dialog.getByText(words.users.removeBody).waitFor();
      await dialog.getByRole("button", { name: words.users.removeConfirm }).waitFor();
      await shot(users, `language-users-remove-${language}`);
      await expectNoA11yViolations(users);
      await dialog.getByRole("button", { name: words.shell.cancel }).click();
      await dialog.waitFor({ state: "detached" });
    });
  }

  it("a submission names the business's own time beside the person's chosen zone when their clocks differ", async () => {
    const id = crypto.randomUUID();
    await harness()
      .database.db.insert(submissions)
      .values({
        id,
        site: "felimar",
        form: "felimar-contact",
        name: "Ann Clock",
        createdAt: new Date("2026-11-23T13:05:00Z"),
        fields: { naam: "Ann Clock" },
      });
    const { page, userId } = await openSignedIn(harness(), "/admin", {
      role: "owner",
      sites: ["felimar"],
      language: "en",
    });
    await harness().database.db.update(users).set({ timeZone: "America/New_York" }).where(eq(users.id, userId));
    await page.goto(`${harness().baseUrl}/admin/submissions/${id}`);
    await waitForAdminPage(page);
    // 08:05 in New York is 14:05 in Madrid, Felimar's zone.
    await page
      .getByText("Sent 23 Nov 2026, 08:05 · 23 Nov 2026, 14:05 (Central European Time) at the business")
      .waitFor();
  });
});
