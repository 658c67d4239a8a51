import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inviteUser } from "#server/auth/accounts.ts";
import { DESKTOP, expectNoA11yViolations, MOBILE, setupBrowserHarness } from "#tests/support/browser-harness.ts";
import { openSignedIn, sendFelimarQuote, shot, waitForAdminPage } from "./browser-test-support";

// No SMTP_URL: a resent invitation is shown as a link to copy.
const harness = setupBrowserHarness({}, { localhost: true });

describe("members and phone numbers in the back office", { timeout: 120_000 }, () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    const replies = viewport === MOBILE ? ", and replies to a national number by wa.me and tel:" : "";
    it(`changes an owner's sites and resends an invitation${replies} at ${viewport.width} px`, async () => {
      const email = `owner-${viewport.width}@example.com`;
      const invited = await inviteUser(harness().database.db, null, { email, role: "owner", sites: ["felimar"] });
      if (invited === "exists") throw new Error("the owner exists already");
      const { page } = await openSignedIn(harness(), "/admin/users", {}, { viewport });
      await waitForAdminPage(page);

      await page.getByRole("button", { name: `Change the role and sites of ${email}` }).click();
      const dialog = page.getByRole("dialog", { name: `Role and sites of ${email}` });
      await dialog.getByRole("checkbox", { name: "Felimar" }).click();
      await dialog.getByRole("button", { name: "Save changes" }).click();
      // An owner without a site is refused in the dialog, which keeps what was chosen.
      await dialog.getByRole("alert").filter({ hasText: "Choose at least one site for an owner." }).waitFor();
      await dialog.getByRole("checkbox", { name: "Neron Antigüedades" }).click();
      await shot(page, "members-access");
      await expectNoA11yViolations(page);
      await dialog.getByRole("button", { name: "Save changes" }).click();
      await dialog.waitFor({ state: "detached" });
      const account = page.getByRole("list", { name: "Accounts" }).getByRole("listitem").filter({ hasText: email });
      await account.getByText("Neron Antigüedades ·").waitFor();

      // The first link went out more than a minute ago (a second one within the minute is refused).
      await harness().database.db.execute(
        sql`update sign_in_links set created_at = created_at - interval '2 minutes' where user_id = ${invited.user.id}`,
      );
      await page.getByRole("button", { name: `Resend the invitation to ${email}` }).click();
      const link = page.getByRole("textbox", { name: "Invitation link" });
      await link.waitFor();
      expect(await link.inputValue()).toMatch(/\/admin\/link\?token=/);
      await shot(page, "members-resent");
      await expectNoA11yViolations(page);

      // The reply links do not depend on the width: checked once, on a phone, where owners read leads.
      if (viewport !== MOBILE) return;
      // A visitor on Felimar writes a Dutch mobile the Dutch way: the inbox replies to +31.
      const naam = `Nina Nummer ${viewport.width}`;
      await sendFelimarQuote(page, {
        naam,
        email: `nina-${viewport.width}@example.nl`,
        telefoon: "06 12 34 56 78",
        details: "Bel me over de airco, graag.",
      });
      await page.goto(`${harness().baseUrl}/admin?q=${encodeURIComponent(naam)}`);
      await page.getByRole("link").filter({ hasText: naam }).first().click();
      await page.getByRole("heading", { level: 1, name: naam }).waitFor();
      expect(await page.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")).toMatch(
        /^https:\/\/wa\.me\/31612345678\?text=/,
      );
      expect(await page.locator('a[href^="tel:"]').getAttribute("href")).toBe("tel:+31612345678");
      await page.getByText("06 12 34 56 78").first().waitFor();
      // The detail page itself is unchanged: the inbox's browser test runs axe on it at both widths.
      await shot(page, "members-phone-detail");
    });
  }
});
