import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { confirmationSettings, notificationPreferences, outboxJobs, submissions, webhooks } from "#server/db/schema.ts";
import { DESKTOP, expectNoA11yViolations, MOBILE, setupBrowserHarness } from "#tests/support/browser-harness.ts";
import { openSignedIn, sendFelimarQuote, shot, waitForAdminPage } from "./browser-test-support";

// No SMTP_URL: e-mails wait in the outbox, and the pages say so. Private webhook URLs are
// allowed, so a local address can be added (production refuses them).
const harness = setupBrowserHarness({ WEBHOOK_ALLOW_PRIVATE: true }, { localhost: true });
const db = () => harness().database.db;

const felimarOwner = { role: "owner" as const, sites: ["felimar" as const] };

async function sendQuote(page: Page, naam: string) {
  await sendFelimarQuote(page, {
    naam,
    email: `${naam.split(" ")[0]!.toLowerCase()}@example.nl`,
    telefoon: "+34 600 111 222",
    details: "Graag een offerte voor de airco.",
  });
}

async function submissionIdOf(name: string): Promise<string> {
  const [row] = await db().select({ id: submissions.id }).from(submissions).where(eq(submissions.name, name));
  return row!.id;
}

/** A delivery the outbox gave up on: the mail server refused the address for good. */
async function insertFailedEmail(submissionId: string, target: string) {
  await db()
    .insert(outboxJobs)
    .values({
      kind: "owner-email",
      site: "felimar",
      submissionId,
      target,
      status: "failed",
      attempts: 14,
      lastAttemptAt: sql`now()`,
      lastError: "550 5.1.1 Recipient address rejected",
      retryUntil: sql`now()`,
    });
}

const ownerEmailJobs = (userId: string) =>
  db()
    .select({ id: outboxJobs.id })
    .from(outboxJobs)
    .where(and(eq(outboxJobs.userId, userId), eq(outboxJobs.kind, "owner-email")));

const quoteMode = async (userId: string) =>
  (
    await db()
      .select({ mode: notificationPreferences.mode })
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.form, "felimar-quote")))
  )[0]?.mode;

describe("notifications in the back office", { timeout: 120_000 }, () => {
  it("an owner switches Felimar quote requests off: the next quote e-mails them nothing, and the choice stays after a reload", async () => {
    const { page, userId } = await openSignedIn(harness(), "/admin/notifications", felimarOwner);
    await waitForAdminPage(page);
    // Nothing chosen yet: a member gets every quote at once, and the page says it is the default.
    const quotes = page.getByRole("radiogroup", { name: "Felimar: Quote request (default)" });
    expect(await quotes.getByRole("radio", { name: "Instant" }).isChecked()).toBe(true);
    await sendQuote(page, "Olga Onmiddellijk");
    expect(await ownerEmailJobs(userId)).toHaveLength(1);

    await quotes.getByRole("radio", { name: "Off" }).check();
    await expect.poll(() => quoteMode(userId)).toBe("off");
    await page.getByRole("radiogroup", { name: "Felimar: Quote request", exact: true }).waitFor();
    await page.reload();
    await waitForAdminPage(page);
    const saved = page.getByRole("radiogroup", { name: "Felimar: Quote request", exact: true });
    expect(await saved.getByRole("radio", { name: "Off" }).isChecked()).toBe(true);
    await sendQuote(page, "Oscar Uit");
    expect(await ownerEmailJobs(userId)).toHaveLength(1);

    // By keyboard: the arrow keys move between the choices, and each is saved.
    await saved.getByRole("radio", { name: "Off" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => quoteMode(userId)).toBe("digest");
    expect(await saved.getByRole("radio", { name: "Daily digest" }).isChecked()).toBe(true);
  });

  it("an owner turns the visitor's confirmation on and words it; a refused save keeps what was typed", async () => {
    const { page } = await openSignedIn(harness(), "/admin/notifications", felimarOwner);
    await waitForAdminPage(page);
    const editor = page.getByRole("form", { name: "Confirmation for Felimar, Quote request" });
    const subject = editor.getByLabel("Subject");
    const text = editor.getByLabel("Text");
    // Off, the wording is out of the way; switched on, the default text in the site's language is offered.
    expect(
      await editor.getByRole("switch", { name: "Send visitors a confirmation" }).getAttribute("aria-checked"),
    ).toBe("false");
    expect(await subject.count()).toBe(0);
    await editor.getByRole("switch", { name: "Send visitors a confirmation" }).click();
    const defaultSubject = await subject.inputValue();
    expect(defaultSubject).toMatch(/^Bedankt .*Felimar$/); // Dutch: Felimar's language
    const wording = "Beste bezoeker,\n\nDank je wel! We bellen je vandaag nog.";
    await text.fill(wording);
    await subject.fill("");
    await editor.getByRole("button", { name: "Save" }).click();
    const error = editor.getByRole("alert");
    await error.waitFor();
    expect(await subject.getAttribute("aria-describedby")).toContain(await error.getAttribute("id"));
    expect(await subject.getAttribute("aria-invalid")).toBe("true");
    expect(await text.inputValue()).toBe(wording);
    expect(await editor.getByRole("switch").getAttribute("aria-checked")).toBe("true");
    expect(await db().select().from(confirmationSettings)).toEqual([]);

    await subject.fill("Bedankt voor je aanvraag bij Felimar");
    await editor.getByRole("button", { name: "Save" }).click();
    await editor.getByText("On", { exact: true }).waitFor();
    expect(await editor.getByRole("alert").count()).toBe(0);
    const [stored] = await db().select().from(confirmationSettings);
    expect(stored).toMatchObject({
      site: "felimar",
      form: "felimar-quote",
      enabled: true,
      subject: "Bedankt voor je aanvraag bij Felimar",
      body: wording,
    });

    await page.reload();
    await waitForAdminPage(page);
    expect(await subject.inputValue()).toBe("Bedankt voor je aanvraag bij Felimar");
    expect(await editor.getByRole("switch").getAttribute("aria-checked")).toBe("true");
    // The default wording comes back with one click, and is saved only with Save.
    await editor.getByRole("button", { name: "Use the default text" }).click();
    expect(await subject.inputValue()).toBe(defaultSubject);
    await editor.getByText("Not saved yet").waitFor();
  });

  it("an owner adds a webhook, sees and copies its secret, and removes it after a confirmation", async () => {
    const { page } = await openSignedIn(harness(), "/admin/notifications", felimarOwner, {
      permissions: ["clipboard-read", "clipboard-write"],
    });
    await waitForAdminPage(page);
    const add = page.getByRole("form", { name: "Add a webhook to Felimar" });
    const url = add.getByLabel("New webhook URL");
    await url.fill("ftp://example.com/hook");
    await add.getByRole("button", { name: "Add webhook" }).click();
    await add.getByRole("alert").waitFor();
    expect(await url.getAttribute("aria-invalid")).toBe("true");
    expect(await url.inputValue()).toBe("ftp://example.com/hook");
    expect(await db().select().from(webhooks)).toEqual([]);

    await url.fill("http://127.0.0.1:9/felimar-hook");
    await add.getByRole("button", { name: "Add webhook" }).click();
    const list = page.getByRole("list", { name: "Webhooks of Felimar" });
    await list.getByText("http://127.0.0.1:9/felimar-hook").waitFor();
    expect(await url.inputValue()).toBe("");
    const [stored] = await db().select().from(webhooks);
    // The new one shows its secret at once: it has to go into the receiver.
    const secret = list.getByLabel("Signing secret of http://127.0.0.1:9/felimar-hook");
    expect(await secret.inputValue()).toBe(stored!.secret);
    await list.getByRole("button", { name: "Hide secret" }).click();
    await secret.waitFor({ state: "detached" });
    await list.getByRole("button", { name: "Show secret" }).click();
    await list.getByRole("button", { name: "Copy secret" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(stored!.secret);

    // By keyboard: Enter opens the confirmation with Cancel focused, Tab reaches Remove.
    await list.getByRole("button", { name: "Remove webhook http://127.0.0.1:9/felimar-hook" }).press("Enter");
    const confirm = page.getByRole("dialog").getByRole("button", { name: "Remove webhook" });
    await confirm.waitFor();
    await page.keyboard.press("Tab");
    expect(await confirm.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page.getByText("No webhooks yet.").waitFor();
    expect(await db().select().from(webhooks)).toEqual([]);
    // The removed row's button is gone: focus lands on the site's webhooks, not the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Felimar");
  });

  it("Send test shows what a live receiver and a dead one answered, in the owner's language", async () => {
    const receiver = createServer((_request, response) => response.writeHead(204).end());
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const live = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/live`;
    try {
      await db().delete(webhooks);
      await db()
        .insert(webhooks)
        .values([
          { site: "felimar", url: live, secret: "whsec_live" },
          // Port 9 (discard): nothing listens there, the connection is refused.
          { site: "felimar", url: "http://127.0.0.1:9/dead", secret: "whsec_dead" },
        ]);
      const { page } = await openSignedIn(harness(), "/admin/notifications", felimarOwner);
      await waitForAdminPage(page);
      const list = page.getByRole("list", { name: "Webhooks of Felimar" });
      for (const [url, answer] of [
        [live, "Afgeleverd: de ontvanger antwoordde 204."],
        ["http://127.0.0.1:9/dead", "Niet afgeleverd: de ontvanger weigerde de verbinding (ECONNREFUSED)."],
      ] as const) {
        const row = list.getByRole("listitem").filter({ hasText: url });
        await row.getByRole("button", { name: `Test versturen naar ${url}` }).click();
        await expect.poll(() => row.getByRole("status").textContent()).toBe(answer);
      }
    } finally {
      await db().delete(webhooks);
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it("a submission's detail lists its deliveries: the owner's e-mail waiting for a mail server, and the webhook", async () => {
    const { page, email } = await openSignedIn(harness(), "/admin", felimarOwner);
    await db()
      .insert(webhooks)
      .values({ site: "felimar", url: "http://127.0.0.1:9/detail-hook", secret: "whsec_test" });
    await sendQuote(page, "Dirk Delivery");
    await page.goto(`${harness().baseUrl}/admin/submissions/${await submissionIdOf("Dirk Delivery")}`);
    await page.getByRole("heading", { level: 1, name: "Dirk Delivery" }).waitFor();

    const log = page.getByRole("list", { name: "Deliveries" });
    const ownEmail = log.getByRole("listitem").filter({ hasText: `E-mail to ${email}` });
    await ownEmail.waitFor();
    expect(await ownEmail.textContent()).toContain("Waiting");
    expect(await ownEmail.textContent()).toContain("Waiting for a mail server");
    await log
      .getByRole("listitem")
      .filter({ hasText: "Webhook" })
      .filter({ hasText: "http://127.0.0.1:9/detail-hook" })
      .waitFor();
  });

  it("shows an operator the failed deliveries; Retry now puts one back in line", async () => {
    const { page } = await openSignedIn(harness(), "/admin/deliveries");
    await waitForAdminPage(page);
    await page.getByText("Nothing failed").waitFor();
    await page.getByText("Every notification was delivered.").waitFor();

    await sendQuote(page, "Fiona Failed");
    const submissionId = await submissionIdOf("Fiona Failed");
    await insertFailedEmail(submissionId, "gone.owner@example.com");
    await page.reload();
    await waitForAdminPage(page);
    const row = page
      .getByRole("list", { name: "Failed deliveries" })
      .getByRole("listitem")
      .filter({ hasText: "gone.owner@example.com" });
    for (const text of ["Felimar", "Failed", "14 attempts", "550 5.1.1 Recipient address rejected"])
      expect(await row.textContent()).toContain(text);

    await row.getByRole("button", { name: "Retry now" }).click();
    await row.getByText("Waiting", { exact: true }).waitFor();
    expect(await row.getByRole("button", { name: "Retry now" }).count()).toBe(0);
    const [job] = await db()
      .select({ status: outboxJobs.status })
      .from(outboxJobs)
      .where(eq(outboxJobs.target, "gone.owner@example.com"));
    expect(job!.status).toBe("pending");

    await row.getByRole("link", { name: "Open the submission" }).click();
    await page.getByRole("heading", { level: 1, name: "Fiona Failed" }).waitFor();
    await page
      .getByRole("list", { name: "Deliveries" })
      .getByRole("listitem")
      .filter({ hasText: "gone.owner@example.com" })
      .getByText("Waiting", { exact: true })
      .waitFor();

    // Owners are not offered the page, and get the operators-only notice if they open it.
    const { page: ownerPage } = await openSignedIn(harness(), "/admin/deliveries", felimarOwner);
    await ownerPage.getByText("For operators only").waitFor();
    expect(
      await ownerPage
        .getByRole("navigation", { name: "Back office" })
        .getByRole("link", { name: "Failed deliveries" })
        .count(),
    ).toBe(0);
    expect(
      await ownerPage
        .getByRole("navigation", { name: "Back office" })
        .getByRole("link", { name: "Notifications" })
        .count(),
    ).toBe(1);
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    it(`passes axe on the notification screens, with data, at ${viewport.width} px`, async () => {
      const { page } = await openSignedIn(harness(), "/admin", {}, { viewport });
      // Uncaught errors and React's warnings; not the browser's own lines about 4xx answers.
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on(
        "console",
        (message) =>
          message.type() === "error" &&
          !message.text().startsWith("Failed to load resource") &&
          errors.push(message.text()),
      );
      const name = `Axel Axe ${viewport.width}`;
      await sendQuote(page, name);
      await insertFailedEmail(await submissionIdOf(name), `bounced-${viewport.width}@example.com`);
      // Its own webhook, so the page shows a secret whichever tests ran before.
      await db()
        .insert(webhooks)
        .values({
          site: "felimar",
          url: `https://hooks.example.com/felimar/${viewport.width}`,
          secret: `whsec_axe_${viewport.width}`,
        });

      await page.goto(`${harness().baseUrl}/admin/notifications`);
      await waitForAdminPage(page);
      await page.getByRole("button", { name: "Show secret" }).first().click();
      await shot(page, "notifications");
      await expectNoA11yViolations(page);

      await page.goto(`${harness().baseUrl}/admin/deliveries`);
      await waitForAdminPage(page);
      await page.getByRole("button", { name: "Retry now" }).first().waitFor();
      await shot(page, "deliveries");
      await expectNoA11yViolations(page);

      await page.goto(`${harness().baseUrl}/admin/submissions/${await submissionIdOf(name)}`);
      await page.getByRole("heading", { level: 1, name }).waitFor();
      await page.getByRole("list", { name: "Deliveries" }).waitFor();
      await shot(page, "submission-deliveries");
      await expectNoA11yViolations(page);
      expect(errors).toEqual([]);
    });
  }
});
