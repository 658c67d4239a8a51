import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { notes } from "../../../server/db/schema";
import { expectNoA11yViolations, MOBILE, setupBrowserHarness, waitForHydration } from "../../../tests/support/browser-harness";
import type { Note, ProofPayload } from "./note-types";

const harness = setupBrowserHarness({ NOTES_RATE_LIMIT_CLIENT_MAX: 1000 });

async function openCreate(options: Parameters<ReturnType<typeof harness>["open"]>[1] = {}): Promise<Page> {
  const page = await harness().open("/writtenbyhuman/create", options);
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("TEXTAREA");
  return page;
}

async function storedNote(slug: string) {
  const [row] = await harness().database.db.select().from(notes).where(eq(notes.slug, slug));
  return row!;
}

/** Lets a toast finish its entrance animation: axe measures contrast mid-fade otherwise. */
const settleToasts = (page: Page) => page.waitForTimeout(700);

const slugOf = (page: Page) => new URL(page.url()).pathname.split("/").pop()!;

/** Puts text on the real clipboard and pastes it with the keyboard, as a person would. */
async function paste(page: Page, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press("ControlOrMeta+V");
}

describe("Human Notebook: intro", () => {
  it("links to the writing page and scrolls to the explanation", async () => {
    const page = await harness().open("/writtenbyhuman");
    await waitForHydration(page);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Write it yourself. Prove it, key by key.");
    await page.getByRole("link", { name: "Learn More" }).click();
    await expect.poll(() => page.url()).toContain("#learn-more");
    await expect.poll(() => page.evaluate(() => document.getElementById("learn-more")!.getBoundingClientRect().top)).toBeLessThan(100);
    expect(await page.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Scored as you type",
      "Signed, not just saved",
      "Private means private",
      "Step 1: Write",
      "Step 2: Generate a link",
      "Step 3: Share and verify",
    ]);
    await page.getByRole("link", { name: "Create Note" }).first().click();
    await page.waitForURL(/\/writtenbyhuman\/create$/);
    await page.context().close();
  });
});

describe("Human Notebook: writing and sharing a public note", () => {
  it("scores key-by-key typing, blocks a long paste, creates the note and verifies its proof", async () => {
    const page = await openCreate({ permissions: ["clipboard-read", "clipboard-write"] });
    const meter = page.getByTestId("score-meter");
    const submit = page.getByRole("button", { name: /^Generate/ });

    await page.keyboard.type("Hello", { delay: 90 });
    // No score yet, no button for five characters.
    expect(await meter.count()).toBe(0);
    expect(await submit.count()).toBe(0);
    await meter.waitFor({ timeout: 2_500 });
    expect(await page.getByRole("meter", { name: "Human score" }).getAttribute("aria-valuenow")).not.toBeNull();

    await page.keyboard.type(" from a real huma", { delay: 70 });
    await page.keyboard.press("Backspace", { delay: 60 });
    await page.keyboard.type("an.", { delay: 80 });
    await submit.waitFor();
    await expect.poll(() => submit.textContent()).toBe("Generate Proof Link ✅");
    expect(await page.getByText("Green Proof: Human Writing Detected!").count()).toBe(1);
    await expectNoA11yViolations(page);

    // A paste of more than 10 characters is blocked, with the toast, and costs 70 points.
    await paste(page, "This was copied from somewhere else.");
    await page.getByText("Haha, not so fast! Type it like a human 😊").waitFor();
    expect(await page.locator("textarea").inputValue()).toBe("Hello from a real human.");
    await expect.poll(() => meter.getAttribute("data-state")).toBe("pending");
    await expect.poll(() => submit.textContent()).toBe("Generate Link");
    // The toast goes after 3 s.
    await page.getByText("Haha, not so fast! Type it like a human 😊").waitFor({ state: "detached", timeout: 6_000 });

    // A short paste is allowed, and recorded.
    await paste(page, " Yes.");
    await expect.poll(() => page.locator("textarea").inputValue()).toBe("Hello from a real human. Yes.");

    await submit.click();
    await page.waitForURL(/\/writtenbyhuman\/note\/[A-Za-z0-9_-]{16}$/);
    await page.getByText("Note created successfully!").waitFor();
    const slug = slugOf(page);
    await expect.poll(() => page.getByTestId("note-content").textContent()).toBe("Hello from a real human. Yes.");

    const row = await storedNote(slug);
    const payload = JSON.parse((row.proof as Note["proof"]).payload) as ProofPayload;
    expect(payload).toMatchObject({ slug, pasteCount: 2, largePasteCount: 1, backspaceCount: 1, isPrivate: false });
    expect(payload.keystrokeCount).toBe("Hello from a real human.".length + 1);
    // The server's own figure: 60 +20 (> 3 s witnessed) (+10 past 10 s) +10 (keys) +2 (backspace) −70.
    expect(payload.serverObservedSeconds).toBeGreaterThan(3);
    expect(payload.duration).toBeLessThanOrEqual(payload.serverObservedSeconds!);
    expect(payload.humanScore).toBe(payload.duration > 10 ? 32 : 22);

    await page.getByRole("button", { name: "Show Proof Verification" }).click();
    await page.getByRole("button", { name: "Hide Proof Verification" }).waitFor();
    await page.getByText(row.contentHash, { exact: true }).waitFor();
    await page.getByRole("button", { name: "Verify Cryptographic Proof" }).click();
    await page.getByText("Verification Successful").waitFor();
    await page.getByText("Proof verified successfully!").waitFor();
    expect(await page.getByRole("button", { name: "Verify Cryptographic Proof" }).count()).toBe(0);
    await settleToasts(page);
    await expectNoA11yViolations(page);

    // Its URL opened fresh: server-rendered, counted, and verifiable again.
    const second = await harness().open(`/writtenbyhuman/note/${slug}`, { viewport: MOBILE });
    await waitForHydration(second);
    await expect.poll(() => second.getByText(/\d+ views?/).textContent()).toBe("2 views");
    await second.getByRole("button", { name: "Show Proof Verification" }).click();
    await second.getByRole("button", { name: "Verify Cryptographic Proof" }).click();
    await second.getByText("Verification Successful").waitFor();
    await settleToasts(second);
    await expectNoA11yViolations(second);
    await page.context().close();
    await second.context().close();
  });

  it("counts keyboards that send no key events (Android, IME) from their input events", async () => {
    const page = await openCreate({ viewport: MOBILE });
    const text = "Typed on a phone keyboard";
    // insertText fires beforeinput/input with inputType insertText and no keydown at all.
    for (const character of text) {
      await page.keyboard.insertText(character);
      await page.waitForTimeout(45);
    }
    await page.getByRole("button", { name: /^Generate/ }).click();
    await page.waitForURL(/\/writtenbyhuman\/note\//);
    const payload = JSON.parse(((await storedNote(slugOf(page))).proof as Note["proof"]).payload) as ProofPayload;
    expect(payload.keystrokeCount).toBe(text.length);
    expect(payload.humanScore).toBeGreaterThanOrEqual(70);
    await page.context().close();
  });

  it("asks for content and for a passphrase, and keeps what was typed", async () => {
    const page = await openCreate();
    await page.keyboard.type("            ", { delay: 20 });
    await page.getByRole("button", { name: /^Generate/ }).click();
    await page.getByText("Please enter some content").waitFor();
    expect(await page.locator("textarea").getAttribute("aria-invalid")).toBe("true");

    await page.locator("textarea").focus();
    await page.keyboard.type("Something worth locking", { delay: 20 });
    await page.getByRole("switch", { name: "Private note" }).click();
    await page.getByRole("button", { name: /^Generate/ }).click();
    await page.getByText("Passphrase is required for private notes").waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("passphrase");
    await settleToasts(page);
    expect(await page.locator("textarea").inputValue()).toBe("            Something worth locking");
    await expectNoA11yViolations(page);
    await page.context().close();
  });
});

describe("Human Notebook: private notes", () => {
  it("encrypts in the browser, decrypts with the right passphrase, refuses a wrong one, and never sends either", async () => {
    const secret = "Meet me at the old lighthouse at dawn";
    const passphrase = "tide-pool correct horse 42";
    const sent: string[] = [];
    const record = (page: Page) =>
      page.on("request", (request) => {
        sent.push(`${request.method()} ${request.url()}\n${JSON.stringify(request.headers())}\n${request.postData() ?? ""}`);
      });

    const page = await openCreate();
    record(page);
    await page.keyboard.type(secret, { delay: 35 });
    await page.getByRole("switch", { name: "Private note" }).click();
    await page.getByLabel("Passphrase", { exact: true }).fill(passphrase);
    await page.getByLabel(/^Hint/).fill("where we met");
    await page.getByRole("button", { name: /^Generate/ }).click();
    await page.waitForURL(/\/writtenbyhuman\/note\//, { timeout: 20_000 });
    const slug = slugOf(page);

    // The note page shows the encrypted panel and its hint until it is opened.
    await page.getByRole("heading", { name: "This note is private" }).waitFor();
    await page.getByText("where we met").waitFor();
    await settleToasts(page);
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Decrypt Note" }).click();
    await page.getByText("Please enter the passphrase").waitFor();
    await page.getByLabel("Passphrase").fill(passphrase);
    await page.getByLabel("Passphrase").press("Enter");
    await page.getByText("Note decrypted successfully!").waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId("note-content").textContent()).toBe(secret);

    // Its proof is checked here, in the browser.
    await page.getByRole("button", { name: "Show Proof Verification" }).click();
    await page.getByRole("button", { name: "Verify Cryptographic Proof" }).click();
    await page.getByText("Verification Successful").waitFor();
    await page.getByText("Proof verified successfully!").waitFor();

    // Someone else, with a wrong passphrase.
    const other = await harness().open(`/writtenbyhuman/note/${slug}`);
    record(other);
    await waitForHydration(other);
    await other.getByLabel("Passphrase").fill("tide-pool correct horse 43");
    await other.getByRole("button", { name: "Decrypt Note" }).click();
    await other.getByText("Invalid passphrase").first().waitFor({ timeout: 15_000 });
    expect(await other.getByTestId("note-content").count()).toBe(0);
    await settleToasts(other);
    await expectNoA11yViolations(other);

    const row = await storedNote(slug);
    expect(row.content).toBeNull();
    expect(row.passphraseHint).toBe("where we met");
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(passphrase);

    expect(sent.some((entry) => entry.includes("/api/notes"))).toBe(true);
    for (const needle of [secret, passphrase, encodeURIComponent(secret), encodeURIComponent(passphrase), "lighthouse", "tide-pool"]) {
      expect(sent.filter((entry) => entry.includes(needle))).toEqual([]);
    }
    await page.context().close();
    await other.context().close();
  });
});

describe("Human Notebook: the note page", () => {
  async function createPublic(content: string): Promise<string> {
    const events = Array.from(content, (_, i) => ({ type: "keydown", contentLength: i + 1, timestamp: i * 100 }));
    const response = await fetch(`${harness().baseUrl}/api/notes`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        isPrivate: false,
        viewPolicy: "public",
        passphraseHint: null,
        humanScore: 70,
        sessionMetadata: { duration: content.length / 10 + 1, keystrokeCount: content.length, typingSpeed: 60 },
        events,
        content,
      }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { slug: string }).slug;
  }

  it("is server-rendered with noindex and escaped preview tags, and counts each view", async () => {
    const content = `Quotes " and <script>alert(1)</script> & friends\nsecond line`;
    const slug = await createPublic(content);
    const response = await fetch(`${harness().baseUrl}/writtenbyhuman/note/${slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toMatch(/<meta property="og:title" content="“Quotes &quot; and &lt;script&gt;alert\(1\)&lt;\/script&gt; &amp; friends/);
    expect(html).toContain('<meta name="description" content="Quotes &quot; and &lt;script&gt;alert(1)&lt;/script&gt; &amp; friends second line"/>');
    expect(html).toContain("1 view");
    // The content is in the server-rendered HTML, line breaks kept.
    expect(html).toContain("second line");
    const again = await (await fetch(`${harness().baseUrl}/writtenbyhuman/note/${slug}`)).text();
    expect(again).toContain("2 views");
  });

  it("says 'Note not found' or 'Invalid note URL' and goes back to the intro", async () => {
    expect((await fetch(`${harness().baseUrl}/writtenbyhuman/note/AAAAAAAAAAAAAAAA`)).status).toBe(404);
    for (const [path, message] of [
      ["/writtenbyhuman/note/AAAAAAAAAAAAAAAA", "Note not found"],
      ["/writtenbyhuman/note/not-a-note", "Invalid note URL"],
    ] as const) {
      const page = await harness().open(path);
      await page.getByText(message).first().waitFor();
      await page.waitForURL(/\/writtenbyhuman$/);
      await page.context().close();
    }
  });
});
