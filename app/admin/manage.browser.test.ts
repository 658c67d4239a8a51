import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.tsx";
import { sessions } from "#server/db/schema.ts";
import { setupBrowserHarness, waitForHydration } from "#tests/support/browser-harness.ts";
import { urlPoster, writeNote } from "#tests/support/note-writer.ts";
import { mintProof } from "#tests/support/proof-of-work.ts";
import { openSignedIn, waitForAdminPage } from "./browser-test-support";
import { adminMessages } from "./messages/index";

// No SMTP_URL: invitations are shown as a link to copy.
const harness = setupBrowserHarness({}, { localhost: true });

const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

/** Sends `count` Felimar quotes named `${prefix} 1…count` from the page, as visitors would. */
async function sendQuotes(page: Page, prefix: string, count: number) {
  const proofs = await Promise.all(Array.from({ length: count }, () => mintProof(harness().database.db)));
  await page.evaluate(
    async ({ prefix, count, proofs }) => {
      for (let index = 1; index <= count; index++) {
        const body = {
          categorie: "airco",
          naam: `${prefix} ${index}`,
          telefoon: "+34 600 111 222",
          email: `q${index}@example.nl`,
          details: "Graag een offerte voor de airco.",
          altcha: proofs[index - 1],
        };
        const response = await fetch("/api/felimar/requests", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`quote ${index}: ${response.status}`);
      }
    },
    { prefix, count, proofs },
  );
}

describe("managing the back office", { timeout: 120_000 }, () => {
  it("pages through the inbox with Load more, and keeps filters in the URL", async () => {
    const { page } = await openSignedIn(harness(), "/admin");
    await sendQuotes(page, "Lotte Load", 55);
    await page.goto(`${harness().baseUrl}/admin?q=Lotte`);
    await waitForAdminPage(page);
    const rows = page.getByRole("list", { name: "Submissions" }).getByRole("listitem");
    await expect.poll(() => rows.count()).toBe(50);
    // Newest first.
    expect(await rows.first().textContent()).toContain("Lotte Load 55");
    await page.getByRole("button", { name: "Load more" }).click();
    await expect.poll(() => rows.count()).toBe(55);
    expect(await rows.last().textContent()).toContain("Lotte Load 1");
    await page.getByText("55 shown, that is all").waitFor();

    await page.getByText("Filters", { exact: true }).click();
    await page.getByLabel("Form").selectOption("newsletter");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL((url) => url.searchParams.get("form") === "newsletter");
    expect(new URL(page.url()).searchParams.get("q")).toBe("Lotte");
    await page.getByText("Nothing matches these filters").waitFor();
    await page.getByRole("link", { name: "clear the filters" }).click();
    await page.waitForURL((url) => url.pathname === "/admin" && url.search === "");
  });

  it("keeps honeypot catches in the spam folder, and one click moves one back to the inbox", async () => {
    const { page } = await openSignedIn(harness(), "/admin/spam");
    await page.evaluate(async (honeypot) => {
      const body = {
        categorie: "airco",
        naam: "Sam Spamtrap",
        telefoon: "+34 600 111 222",
        email: "sam@example.nl",
        details: "Caught by the trap, but real.",
        [honeypot]: "filled",
      };
      const response = await fetch("/api/felimar/requests", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(String(response.status));
    }, HONEYPOT_FIELD);
    await page.reload();
    await waitForAdminPage(page);
    const spamRow = page.getByRole("list", { name: "Spam" }).getByRole("link").filter({ hasText: "Sam Spamtrap" });
    await spamRow.waitFor();
    expect(await spamRow.textContent()).toContain("Spam");
    await spamRow.click();
    await page.getByRole("heading", { level: 1, name: "Sam Spamtrap" }).waitFor();
    await page.getByRole("button", { name: "Not spam" }).click();
    await page.getByRole("button", { name: "Mark as spam" }).waitFor();

    await page.goto(`${harness().baseUrl}/admin?q=Spamtrap`);
    await waitForAdminPage(page);
    await page
      .getByRole("list", { name: "Submissions" })
      .getByRole("link")
      .filter({ hasText: "Sam Spamtrap" })
      .waitFor();
    await page.goto(`${harness().baseUrl}/admin/spam?q=Spamtrap`);
    await waitForAdminPage(page);
    await page.getByText("Nothing matches these filters").waitFor();
  });

  it("invites an owner without a mail server: shows the link to copy, which signs them in to their site only", async () => {
    const { page } = await openSignedIn(
      harness(),
      "/admin/users",
      {},
      { permissions: ["clipboard-read", "clipboard-write"] },
    );
    await waitForAdminPage(page);
    await page.getByLabel("E-mail address").fill("new.owner@example.com");
    await page.getByLabel("Neron Antigüedades").click();
    await page.getByRole("button", { name: "Send invitation" }).click();
    const link = await page.getByLabel("Invitation link").inputValue();
    expect(link).toMatch(new RegExp(`^${harness().baseUrl}/admin/link\\?token=`));
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.getByRole("list", { name: "Accounts" }).getByText("new.owner@example.com").waitFor();

    const owner = await harness().open(new URL(link).pathname + new URL(link).search);
    await waitForHydration(owner);
    await owner.getByRole("button", { name: "Sign in", exact: true }).click();
    await owner.waitForURL((url) => url.pathname === "/admin");
    await waitForAdminPage(owner);
    await owner.goto(`${harness().baseUrl}/admin/account`);
    await waitForAdminPage(owner);
    expect(await owner.locator("dd").filter({ hasText: "Neron" }).textContent()).toBe("Neron Antigüedades");

    // Removing the account signs them out.
    await page.getByRole("button", { name: "Remove new.owner@example.com" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove account" }).click();
    await page
      .getByRole("list", { name: "Accounts" })
      .getByText("new.owner@example.com")
      .waitFor({ state: "detached" });
    await owner.goto(`${harness().baseUrl}/admin/account`);
    expect(path(owner)).toBe(`/admin/sign-in?next=${encodeURIComponent("/admin/account")}`);
  });

  it("takes down a notebook note by its address, with a reason (an operator who chose Dutch)", async () => {
    const { slug } = await writeNote(urlPoster(harness().baseUrl), {
      content: "A note an operator will take down.",
      pace: "instant",
    });

    const nl = adminMessages("nl");
    const words = nl.operations.notes;
    const { page } = await openSignedIn(harness(), "/admin/notes", { language: "nl" });
    await waitForAdminPage(page);
    await page.getByRole("heading", { level: 1, name: nl.shell.pages.notes }).waitFor();
    await page.getByRole("button", { name: words.takeDownEllipsis }).click();
    await page.getByText(words.addressInvalid).waitFor();
    await page.getByText(words.reasonRequired).waitFor();

    await page.getByLabel(words.addressLabel).fill(`${harness().baseUrl}/writtenbyhuman/note/nosuchnote123`);
    await page.getByLabel(words.reasonLabel).fill("Deelt iemands huisadres.");
    await page.getByRole("button", { name: words.takeDownEllipsis }).click();
    const dialog = page.getByRole("dialog", { name: words.confirmTitle });
    await dialog.getByText(words.confirmBody("nosuchnote123")).waitFor();
    await dialog.getByRole("button", { name: words.confirm, exact: true }).click();
    await page.getByText(words.notFound).waitFor();

    await page.getByLabel(words.addressLabel).fill(`${harness().baseUrl}/writtenbyhuman/note/${slug}`);
    await page.getByRole("button", { name: words.takeDownEllipsis }).click();
    await dialog.getByRole("button", { name: words.confirm, exact: true }).click();
    await page.getByText(words.takenDown).waitFor();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await expect.poll(async () => (await fetch(`${harness().baseUrl}/api/notes/${slug}`)).status).toBe(410);

    await page.goto(`${harness().baseUrl}/admin/audit`);
    await waitForAdminPage(page);
    await page
      .getByRole("list", { name: nl.operations.audit.listLabel })
      .getByText(nl.audit.noteTakedown(slug))
      .waitFor();
  });

  it("signs out everywhere: every session of the user ends", async () => {
    const { page, userId } = await openSignedIn(harness(), "/admin/sign-in?next=https%3A%2F%2Fevil.example%2Fadmin");
    // Signed in already: the sign-in page sends the user on, but never off the back office.
    await page.waitForURL((url) => url.origin === harness().baseUrl && url.pathname === "/admin");
    await page.goto(`${harness().baseUrl}/admin/sign-in?next=${encodeURIComponent("/admin/account")}`);
    await page.waitForURL((url) => url.pathname === "/admin/account");
    const other = await openSignedIn(harness(), "/admin", {}, {});
    // A second browser of the same user: move its session to this user.
    await harness().database.db.update(sessions).set({ userId }).where(eq(sessions.userId, other.userId));
    await waitForAdminPage(page);
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/sign-in");
    expect(await harness().database.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    await other.page.goto(`${harness().baseUrl}/admin`);
    expect(path(other.page)).toBe(`/admin/sign-in?next=${encodeURIComponent("/admin")}`);
  });
});
