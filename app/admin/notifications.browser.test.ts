import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { confirmationSettings, notificationPreferences, outboxJobs, submissions, webhooks } from "#server/db/schema.ts";
import { DESKTOP, expectNoA11yViolations, MOBILE, setupBrowserHarness } from "#tests/support/browser-harness.ts";
import { openSignedIn, sendFelimarQuote, shot, waitForAdminPage } from "./browser-test-support";
import { adminMessages } from "./messages/index";

// No SMTP_URL: e-mails wait in the outbox, and the pages say so. Private webhook URLs are
// allowed, so a local address can be added (production refuses them).
const harness = setupBrowserHarness({ WEBHOOK_ALLOW_PRIVATE: true }, { localhost: true });
const db = () => harness().database.db;

// Felimar's owner reads Dutch, its site's language, until they choose; an operator reads English.
const felimarOwner = { role: "owner" as const, sites: ["felimar" as const] };
const nl = adminMessages("nl");
const quote = nl.inbox.forms["felimar-quote"];

/** A site's language as the confirmation editor names it: in the reader's own words. */
const languageName = (reader: string, language: string) =>
  new Intl.DisplayNames(reader, { type: "language" }).of(language)!;

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
    const modes = nl.operations.modes.labels;
    const quotes = page.getByRole("radiogroup", { name: `Felimar: ${quote} ${nl.operations.modes.isDefault}` });
    expect(await quotes.getByRole("radio", { name: modes.instant }).isChecked()).toBe(true);
    await sendQuote(page, "Olga Onmiddellijk");
    expect(await ownerEmailJobs(userId)).toHaveLength(1);

    await quotes.getByRole("radio", { name: modes.off }).check();
    await expect.poll(() => quoteMode(userId)).toBe("off");
    await page.getByText(nl.operations.modes.saved(`Felimar, ${quote.toLowerCase()}`, "off")).waitFor();
    await page.getByRole("radiogroup", { name: `Felimar: ${quote}`, exact: true }).waitFor();
    await page.reload();
    await waitForAdminPage(page);
    const saved = page.getByRole("radiogroup", { name: `Felimar: ${quote}`, exact: true });
    expect(await saved.getByRole("radio", { name: modes.off }).isChecked()).toBe(true);
    await sendQuote(page, "Oscar Uit");
    expect(await ownerEmailJobs(userId)).toHaveLength(1);

    // By keyboard: the arrow keys move between the choices, and each is saved.
    await saved.getByRole("radio", { name: modes.off }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => quoteMode(userId)).toBe("digest");
    expect(await saved.getByRole("radio", { name: modes.digest }).isChecked()).toBe(true);
  });

  it("an owner turns the visitor's confirmation on and words it; a refused save keeps what was typed", async () => {
    const { page } = await openSignedIn(harness(), "/admin/notifications", felimarOwner);
    await waitForAdminPage(page);
    const words = nl.operations.confirmation;
    const editor = page.getByRole("form", { name: words.formLabel("Felimar", quote) });
    const subject = editor.getByLabel(words.subject);
    const text = editor.getByLabel(words.text, { exact: true });
    // Off, the wording is out of the way; switched on, the default text in the site's language is offered.
    expect(await editor.getByRole("switch", { name: words.switchLabel }).getAttribute("aria-checked")).toBe("false");
    expect(await subject.count()).toBe(0);
    await editor.getByRole("switch", { name: words.switchLabel }).click();
    const defaultSubject = await subject.inputValue();
    expect(defaultSubject).toMatch(/^Bedankt .*Felimar$/); // Dutch: Felimar's language
    expect(await subject.getAttribute("lang")).toBe("nl");
    await editor.getByText(words.textHint(languageName("nl", "nl"))).waitFor();
    const wording = "Beste bezoeker,\n\nDank je wel! We bellen je vandaag nog.";
    await text.fill(wording);
    await subject.fill("");
    await editor.getByRole("button", { name: words.save }).click();
    const error = editor.getByRole("alert");
    await error.waitFor();
    expect(await subject.getAttribute("aria-describedby")).toContain(await error.getAttribute("id"));
    expect(await subject.getAttribute("aria-invalid")).toBe("true");
    expect(await text.inputValue()).toBe(wording);
    expect(await editor.getByRole("switch").getAttribute("aria-checked")).toBe("true");
    expect(await db().select().from(confirmationSettings)).toEqual([]);

    await subject.fill("Bedankt voor je aanvraag bij Felimar");
    await editor.getByRole("button", { name: words.save }).click();
    await editor.getByText(words.on, { exact: true }).waitFor();
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
    await editor.getByRole("button", { name: words.useDefault }).click();
    expect(await subject.inputValue()).toBe(defaultSubject);
    await editor.getByText(words.notSaved).waitFor();
  });

  it("an owner adds a webhook, sees and copies its secret, and removes it after a confirmation", async () => {
    const { page } = await openSignedIn(harness(), "/admin/notifications", felimarOwner, {
      permissions: ["clipboard-read", "clipboard-write"],
    });
    await waitForAdminPage(page);
    const words = nl.operations.webhooks;
    const add = page.getByRole("form", { name: words.addLabel("Felimar") });
    const url = add.getByLabel(words.urlLabel);
    await url.fill("ftp://example.com/hook");
    await add.getByRole("button", { name: words.add }).click();
    await add.getByRole("alert").waitFor();
    expect(await url.getAttribute("aria-invalid")).toBe("true");
    expect(await url.inputValue()).toBe("ftp://example.com/hook");
    expect(await db().select().from(webhooks)).toEqual([]);

    await url.fill("http://127.0.0.1:9/felimar-hook");
    await add.getByRole("button", { name: words.add }).click();
    const list = page.getByRole("list", { name: words.listLabel("Felimar") });
    await list.getByText("http://127.0.0.1:9/felimar-hook").waitFor();
    expect(await url.inputValue()).toBe("");
    const [stored] = await db().select().from(webhooks);
    // The new one shows its secret at once: it has to go into the receiver.
    const secret = list.getByLabel(words.secretLabel("http://127.0.0.1:9/felimar-hook"));
    expect(await secret.inputValue()).toBe(stored!.secret);
    await list.getByRole("button", { name: words.hideSecret }).click();
    await secret.waitFor({ state: "detached" });
    await list.getByRole("button", { name: words.showSecret }).click();
    await list.getByRole("button", { name: words.copySecret }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(stored!.secret);

    // By keyboard: Enter opens the confirmation with Cancel focused, Tab reaches Remove.
    await list.getByRole("button", { name: words.removeLabel("http://127.0.0.1:9/felimar-hook") }).press("Enter");
    const confirm = page.getByRole("dialog").getByRole("button", { name: words.removeConfirm });
    await confirm.waitFor();
    await page.keyboard.press("Tab");
    expect(await confirm.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page.getByText(words.none).waitFor();
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
      const list = page.getByRole("list", { name: nl.operations.webhooks.listLabel("Felimar") });
      for (const [url, answer] of [
        [live, nl.webhookTest.delivered(204)],
        [
          "http://127.0.0.1:9/dead",
          nl.webhookTest.unreachable(`${nl.deliveries.errors.connectionRefused.summary} (ECONNREFUSED)`),
        ],
      ] as const) {
        const row = list.getByRole("listitem").filter({ hasText: url });
        await row.getByRole("button", { name: nl.webhookTest.label(url) }).click();
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

    const words = nl.operations.deliveries;
    const log = page.getByRole("list", { name: words.logLabel });
    const ownEmail = log.getByRole("listitem").filter({ hasText: words.kinds.ownerEmail(email) });
    await ownEmail.waitFor();
    expect(await ownEmail.textContent()).toContain(words.states.waiting);
    expect(await ownEmail.textContent()).toContain(words.waitingForMailServer);
    await log
      .getByRole("listitem")
      .filter({ hasText: words.kinds.webhook })
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
    await ownerPage.getByText(nl.account.operatorsOnly.title).waitFor();
    const nav = ownerPage.getByRole("navigation", { name: nl.shell.productName });
    expect(await nav.getByRole("link", { name: nl.shell.pages.deliveries }).count()).toBe(0);
    expect(await nav.getByRole("link", { name: nl.shell.pages.notifications }).count()).toBe(1);
  });

  it("a Spanish owner of Neron reads Notifications and Privacy in Spanish, toasts and dialogs included", async () => {
    const es = adminMessages("es");
    const neron = "Neron Antigüedades";
    const contact = es.inbox.forms["neron-contact"];
    const { page } = await openSignedIn(harness(), "/admin/notifications", { role: "owner", sites: ["neron"] });
    await waitForAdminPage(page);
    const words = es.operations.notifications;
    expect(await page.title()).toBe(`${es.shell.pages.notifications} · ${es.shell.productName}`);
    await page.getByRole("heading", { level: 1, name: es.shell.pages.notifications }).waitFor();
    for (const title of [words.emailsTitle, words.confirmationsTitle, words.webhooksTitle])
      await page.getByRole("heading", { level: 2, name: title }).waitFor();
    await page.getByText(words.noMailServer).waitFor();

    const modes = es.operations.modes;
    const choice = page.getByRole("radiogroup", { name: `${neron}: ${contact} ${modes.isDefault}` });
    await choice.getByRole("radio", { name: modes.labels.digest }).check();
    await page.getByText(modes.saved(`${neron}, ${contact.toLowerCase()}`, "digest")).waitFor();

    const confirmation = es.operations.confirmation;
    const editor = page.getByRole("form", { name: confirmation.formLabel(neron, contact) });
    await editor.getByRole("switch", { name: confirmation.switchLabel }).click();
    await editor.getByText(confirmation.textHint(languageName("es", "es"))).waitFor();

    const webhooks = es.operations.webhooks;
    await page.getByText(webhooks.none).waitFor();
    await page
      .getByRole("form", { name: webhooks.addLabel(neron) })
      .getByRole("button", { name: webhooks.add })
      .click();
    await page.getByText(webhooks.urlRequired).waitFor();

    await db()
      .insert(submissions)
      .values({
        id: crypto.randomUUID(),
        site: "neron",
        form: "neron-contact",
        name: "Ana Borrada",
        email: "ana.borrada@example.com",
        fields: { nombre: "Ana Borrada", email: "ana.borrada@example.com", mensaje: "Hola" },
      });
    await page.goto(`${harness().baseUrl}/admin/privacy`);
    await waitForAdminPage(page);
    const privacy = es.operations.privacy;
    expect(await page.title()).toBe(`${es.shell.pages.privacy} · ${es.shell.productName}`);
    await page.getByRole("heading", { level: 1, name: es.shell.pages.privacy }).waitFor();
    await page.getByRole("button", { name: privacy.erase }).click();
    await page.getByRole("alert").filter({ hasText: privacy.subjectRequired }).waitFor();
    await page.getByLabel(privacy.emailLabel).fill("nadie@example.com");
    await page.getByRole("button", { name: privacy.erase }).click();
    await page.getByText(privacy.nothingStored).waitFor();

    await page.getByLabel(privacy.emailLabel).fill("ana.borrada@example.com");
    await page.getByRole("button", { name: privacy.erase }).click();
    const dialog = page.getByRole("dialog", { name: privacy.eraseTitle(1) });
    await dialog.getByRole("list", { name: privacy.previewLabel }).getByText(contact).waitFor();
    await dialog.getByRole("button", { name: privacy.eraseConfirm(1) }).click();
    await page.getByText(privacy.erased(1)).waitFor();
    expect(await db().select().from(submissions).where(eq(submissions.name, "Ana Borrada"))).toEqual([]);
    await shot(page, "privacy-es");
  });

  it("a Norwegian owner of Housing reads Notifications in Norwegian", async () => {
    const nb = adminMessages("nb");
    const housing = "Housing Norway";
    const contact = nb.inbox.forms["housing-contact"];
    const { page } = await openSignedIn(
      harness(),
      "/admin/notifications",
      { role: "owner", sites: ["housing"] },
      {
        viewport: MOBILE,
      },
    );
    await waitForAdminPage(page);
    const words = nb.operations.notifications;
    expect(await page.title()).toBe(`${nb.shell.pages.notifications} · ${nb.shell.productName}`);
    await page.getByRole("heading", { level: 1, name: nb.shell.pages.notifications }).waitFor();
    for (const title of [words.emailsTitle, words.confirmationsTitle, words.webhooksTitle])
      await page.getByRole("heading", { level: 2, name: title }).waitFor();
    await page.getByRole("navigation", { name: words.onThisPage }).waitFor();

    const modes = nb.operations.modes;
    const choice = page.getByRole("radiogroup", { name: `${housing}: ${contact} ${modes.isDefault}` });
    expect(await choice.getByRole("radio", { name: modes.labels.instant }).isChecked()).toBe(true);
    await choice.getByRole("radio", { name: modes.labels.off }).check();
    await page.getByText(modes.saved(`${housing}, ${contact.toLowerCase()}`, "off")).waitFor();

    const confirmation = nb.operations.confirmation;
    const editor = page.getByRole("form", { name: confirmation.formLabel(housing, contact) });
    await editor.getByText(confirmation.off, { exact: true }).waitFor();
    await editor.getByRole("switch", { name: confirmation.switchLabel }).click();
    await editor.getByText(confirmation.textHint(languageName("nb", "no"))).waitFor();
    await editor.getByRole("button", { name: confirmation.useDefault }).waitFor();
    await page.getByText(nb.operations.webhooks.none).waitFor();
    await shot(page, "notifications-nb");
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
