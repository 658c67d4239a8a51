import { describe, expect, it } from "vitest";
import type { SpamReason } from "#app/admin/api-types.ts";
import { submissions } from "#server/db/schema.ts";
import { DESKTOP, expectNoA11yViolations, MOBILE, setupBrowserHarness } from "#tests/support/browser-harness.ts";
import { openSignedIn, shot, waitForAdminPage } from "./browser-test-support";
import { adminMessages } from "./messages/index";

// A Felimar owner reads Dutch, their site's language.
const nl = adminMessages("nl");

const harness = setupBrowserHarness({}, { localhost: true });

/** A Felimar quote the server put in spam for `reason` (as its endpoint stores one), or a person did (null). */
async function caught(name: string, reason: SpamReason | null) {
  await harness()
    .database.db.insert(submissions)
    .values({
      id: crypto.randomUUID(),
      site: "felimar",
      form: "felimar-quote",
      name,
      spam: true,
      spamReason: reason,
      fields: { naam: name },
    });
}

describe("the spam caught this week", { timeout: 120_000 }, () => {
  it("is counted in the owner's language above the inbox, linking the spam folder, whose rows say why", async () => {
    await caught("Geen Bewijs", "no-proof-of-work");
    await caught("Link Leverancier", "links");
    await caught("Met De Hand", null);
    for (const viewport of [MOBILE, DESKTOP]) {
      const { page } = await openSignedIn(harness(), "/admin", { role: "owner", sites: ["felimar"] }, { viewport });
      await waitForAdminPage(page);
      const note = page.getByText(nl.spamWeek.line(2));
      await note.waitFor();
      expect(await note.getAttribute("lang")).toBe("nl");
      await shot(page, "spam-week-inbox");
      await expectNoA11yViolations(page);

      await page.getByRole("link", { name: nl.spamWeek.check }).click();
      await page.getByRole("heading", { level: 1, name: nl.shell.pages.spam, exact: true }).waitFor();
      const row = (name: string) => page.getByRole("link").filter({ hasText: name });
      await row("Geen Bewijs").waitFor();
      expect(await row("Geen Bewijs").textContent()).toContain(nl.spamWeek.reasons["no-proof-of-work"]);
      expect(await row("Link Leverancier").textContent()).toContain(nl.spamWeek.reasons.links);
      // What a person marked has no reason to show.
      expect(await row("Met De Hand").textContent()).not.toMatch(/browser|Links in/);
      await page.getByText(nl.spamWeek.line(2)).waitFor();
      await shot(page, "spam-week-spam");
      await expectNoA11yViolations(page);
      await page.close();
    }
  });
});
