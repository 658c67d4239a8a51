import { eq, sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { notes, noteSessions } from "#server/db/schema.ts";
import { noteViewCounter } from "#server/notes/views.ts";
import {
  DESKTOP,
  expectNoA11yViolations,
  MOBILE,
  setupBrowserHarness,
  waitForHydration,
} from "#tests/support/browser-harness.ts";
import { urlPoster, writeNote } from "#tests/support/note-writer.ts";
import type { Note, ProofPayloadV2 } from "./note-types";
import { seededRandom } from "./typing-log.fixtures";

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

const signedPayload = async (slug: string) =>
  JSON.parse(((await storedNote(slug)).proof as Note["proof"]).payload) as ProofPayloadV2;

/** Lets a toast finish its entrance animation: axe measures contrast mid-fade otherwise. */
const settleToasts = (page: Page) => page.waitForTimeout(700);

/** Screenshots to look at, when NOTE_PAGE_SHOTS names a folder. */
async function shot(page: Page, name: string) {
  if (process.env.NOTE_PAGE_SHOTS) await page.screenshot({ path: `${process.env.NOTE_PAGE_SHOTS}/${name}.png` });
}

const slugOf = (page: Page) => new URL(page.url()).pathname.split("/").pop()!;

const badge = (page: Page) => page.getByTestId("verification-badge");
const score = (page: Page) => page.getByTestId("note-score");
/** A time as the page writes it, "2:05:40 PM" (Intl puts a narrow no-break space before the period). */
const TIME = "\\d{1,2}:\\d{2}:\\d{2}\\s[AP]M";

/** Puts text on the real clipboard and pastes it with the keyboard, as a person would. */
async function paste(page: Page, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press("ControlOrMeta+V");
}

/**
 * Types as a person does: 60–330 ms between keys (most near 130 ms), longer after a
 * word now and then, and a wrong letter taken back with Backspace every ~25 keys.
 */
async function typeLikeAPerson(page: Page, text: string, seed = 1) {
  const random = seededRandom(seed);
  for (const character of text) {
    if (random() < 0.04) {
      await page.keyboard.type("x");
      await page.waitForTimeout(180 + 200 * random());
      await page.keyboard.press("Backspace");
      await page.waitForTimeout(90 + 150 * random());
    }
    await page.keyboard.type(character);
    await page.waitForTimeout(60 + 270 * random() ** 2 + (character === " " && random() < 0.3 ? 250 * random() : 0));
  }
}

describe("Human Notebook: intro", () => {
  it("links to the writing page and scrolls to the explanation", async () => {
    const page = await harness().open("/writtenbyhuman");
    await waitForHydration(page);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Write it yourself. Prove it, key by key.");
    await page.getByRole("link", { name: "Learn More" }).click();
    await expect.poll(() => page.url()).toContain("#learn-more");
    await expect
      .poll(() => page.evaluate(() => document.getElementById("learn-more")!.getBoundingClientRect().top))
      .toBeLessThan(100);
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
  it("a person's session (varied delays, corrections) is green, shows 'Checking…' then 'Verified', and a tampered copy fails", async () => {
    const text = "Dear Sam, the tide was out, so we walked to the island and back.";
    const page = await openCreate();
    const meter = page.getByTestId("score-meter");
    const submit = page.getByRole("button", { name: /^Generate/ });

    await typeLikeAPerson(page, text.slice(0, 5));
    // The score appears a second after the first key, the button only past 10 characters.
    expect(await submit.count()).toBe(0);
    await meter.waitFor({ timeout: 2_500 });
    await typeLikeAPerson(page, text.slice(5), 2);
    await expect.poll(() => submit.textContent()).toBe("Generate Proof Link ✅");
    expect(await page.getByText("Green Proof: Human Writing Detected!").count()).toBe(1);
    await expectNoA11yViolations(page);

    // The typing log answers a moment late: the badge says "Checking…" until the page's own check ran.
    await page.route("**/api/notes/*/log", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await submit.click();
    await page.waitForURL(/\/writtenbyhuman\/note\/[A-Za-z0-9_-]{16}$/);
    await page.getByText("Note created successfully!").waitFor();
    const slug = slugOf(page);
    await expect.poll(() => badge(page).textContent()).toBe("Checking…");
    await expect.poll(() => badge(page).textContent(), { timeout: 5_000 }).toBe("Verified");
    await expect.poll(() => page.getByTestId("note-content").textContent()).toBe(text);
    expect(await page.getByTestId("note-score").getAttribute("data-state")).toBe("human");
    expect(await page.getByTestId("typing-summary").textContent()).toMatch(
      /^Typed at a keyboard over \d+ s, \d+ keys, \d+ corrections?\.$/,
    );
    const batches = (await signedPayload(slug)).batchCount;
    expect(await page.getByTestId("what-it-proves").textContent()).toMatch(
      new RegExp(
        `^Typing-paced input was witnessed by this site between \\w+ \\d+, \\d{4}, ${TIME} and ${TIME}, in ${batches} batches, and it rebuilds this text\\. It does not show who composed the words\\. What a proof shows$`,
      ),
    );

    // The signed figures are the server's, from the log it witnessed.
    const payload = await signedPayload(slug);
    expect(payload).toMatchObject({
      v: 2,
      rubric: "v2",
      slug,
      isHuman: true,
      flags: [],
      pastes: 0,
      largePastes: 0,
      isPrivate: false,
    });
    expect(payload.keys).toBe(text.length + payload.corrections);
    expect(payload.corrections).toBeGreaterThan(0);
    expect(payload.batchCount).toBeGreaterThan(3);
    expect(payload.typedSeconds).toBeGreaterThan(10);

    await page.getByRole("button", { name: "Show Proof Verification" }).click();
    await page.getByText(payload.logHash).first().waitFor();
    await page.getByRole("button", { name: "Verify Cryptographic Proof" }).click();
    await page.getByText("Verification Successful").waitFor();
    await page.getByText("Proof verified successfully!").waitFor();
    await settleToasts(page);
    await expectNoA11yViolations(page);

    // Someone changes the stored text: the page's own check fails, and says why.
    await harness()
      .database.db.update(notes)
      .set({ content: text.replace("Sam", "Pat") })
      .where(eq(notes.slug, slug));
    await page.unroute("**/api/notes/*/log");
    await page.setViewportSize(MOBILE);
    await page.reload();
    await expect.poll(() => badge(page).textContent()).toBe("Verification Failed");
    expect(await page.getByTestId("verification-reason").textContent()).toBe(
      "Verification Failed: The content does not match the signed content hash: this is not the text that was signed.",
    );
    expect(await page.getByText("Verified", { exact: true }).count()).toBe(0);
    expect(await page.getByTestId("note-score").textContent()).toBe("Not verified");
    expect(await page.getByText(/\/100/).count()).toBe(0);
    expect(await page.getByTestId("what-it-proves").count()).toBe(0);
    await expectNoA11yViolations(page);
    await page.context().close();
  });

  it("a script typing through the page at machine speed gets an amber score and the penalty that says why", async () => {
    const page = await openCreate();
    const text = "Hello from a fast script that never pauses between keys at all.";
    // No delay: keys as fast as the browser takes them.
    await page.keyboard.type(text);
    await page.getByRole("button", { name: /^Generate/ }).click();
    await page.waitForURL(/\/writtenbyhuman\/note\//);
    await expect.poll(() => badge(page).textContent()).toBe("Verified");
    // A valid proof of a session that was not human: amber, with the reason.
    expect(await page.getByTestId("note-score").getAttribute("data-state")).toBe("pending");
    expect(await page.getByText("· human").count()).toBe(0);
    const payload = await signedPayload(slugOf(page));
    expect(payload).toMatchObject({ isHuman: false, keys: text.length, largePastes: 0 });
    expect(payload.humanScore).toBeLessThan(60);
    // Machine speed, unless a busy machine spaced the keys out: then their constant rhythm gives it away.
    const scripted = payload.flags.filter((flag) => flag.code === "machine-speed" || flag.code === "constant-rhythm");
    expect(scripted).not.toEqual([]);
    const penalties = await page.getByRole("list", { name: "Score penalties" }).getByRole("listitem").allTextContents();
    expect(penalties).toContain(
      scripted[0]!.code === "machine-speed" ? "Keys at machine speed: −60" : "A constant, scripted rhythm: −60",
    );
    await page.context().close();
  });

  it("IME composition (CDP Input.imeSetComposition, then Input.insertText) is recorded and scores like typing", async () => {
    const page = await openCreate({ viewport: MOBILE });
    const cdp = await page.context().newCDPSession(page);
    const random = seededRandom(3);
    const pause = () => page.waitForTimeout(90 + 220 * random());
    await typeLikeAPerson(page, "Today I learned ", 4);
    // A Japanese IME: the reading grows key by key, then is converted and committed.
    for (const reading of ["か", "かん", "かんじ", "漢字"]) {
      await cdp.send("Input.imeSetComposition", {
        text: reading,
        selectionStart: reading.length,
        selectionEnd: reading.length,
      });
      await pause();
    }
    await cdp.send("Input.insertText", { text: "漢字" });
    await pause();
    await typeLikeAPerson(page, " at last.", 5);
    await expect.poll(() => page.locator("textarea").inputValue()).toBe("Today I learned 漢字 at last.");

    await page.getByRole("button", { name: /^Generate/ }).click();
    await page.waitForURL(/\/writtenbyhuman\/note\//);
    await expect.poll(() => badge(page).textContent()).toBe("Verified");
    expect(await page.getByTestId("note-score").getAttribute("data-state")).toBe("human");
    const payload = await signedPayload(slugOf(page));
    expect(payload).toMatchObject({ isHuman: true, flags: [] });
    expect(payload.compositions).toBeGreaterThanOrEqual(3);
    await page.context().close();
  });

  it("a refused session shows the server's message, keeps the text read-only, and starts again with a new session", async () => {
    const page = await openCreate({ permissions: ["clipboard-read", "clipboard-write"] });
    const textarea = page.locator("textarea");
    // Its score does not matter here: typed quickly.
    await page.keyboard.type("Left open over lunch", { delay: 30 });
    // A paste of more than 10 characters is blocked, with the toast; a short one is allowed, and recorded.
    await paste(page, "This was copied from somewhere else.");
    await page.getByText("Haha, not so fast! Type it like a human 😊").waitFor();
    expect(await textarea.inputValue()).toBe("Left open over lunch");
    await paste(page, ", then");
    await expect.poll(() => textarea.inputValue()).toBe("Left open over lunch, then");
    // The page's session, expired: its last batch an hour ago.
    await expect
      .poll(async () => (await harness().database.db.select().from(noteSessions)).length, { timeout: 5_000 })
      .toBeGreaterThan(0);
    await harness()
      .database.db.update(noteSessions)
      .set({ lastBatchAt: sql`now() - interval '61 minutes'`, createdAt: sql`now() - interval '62 minutes'` });
    // The next batch is refused: from then on the text is read-only (later keys do nothing), and kept.
    await page.keyboard.type(" more after the break, and on, and on.", { delay: 80 });
    const notice = page.getByRole("alert").filter({ hasText: "Start again" });
    await notice
      .getByText("This writing session expired after 60 minutes without typing. Start again to get a proof.")
      .waitFor({ timeout: 8_000 });
    expect(await textarea.getAttribute("readonly")).not.toBeNull();
    const kept = await textarea.inputValue();
    expect(kept).toMatch(/^Left open over lunch, then/);
    await page.keyboard.type("zzz");
    expect(await textarea.inputValue()).toBe(kept);
    expect(await page.getByRole("button", { name: /^Generate/ }).count()).toBe(0);
    await notice.getByRole("button", { name: "Copy text" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(kept);
    await settleToasts(page);
    await expectNoA11yViolations(page);

    await notice.getByRole("button", { name: "Start again" }).click();
    expect(await textarea.inputValue()).toBe("");
    expect(await textarea.getAttribute("readonly")).toBeNull();
    expect(await page.getByTestId("earlier-text").textContent()).toBe(kept);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("TEXTAREA");
    await page.keyboard.type("Typed again, later.", { delay: 30 });
    await page.getByRole("button", { name: /^Generate/ }).click();
    await page.waitForURL(/\/writtenbyhuman\/note\//);
    await expect.poll(() => page.getByTestId("note-content").textContent()).toBe("Typed again, later.");
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

describe("Human Notebook: 'Verified' first, score second", () => {
  it("shows 'Checking…' in the score's place while the keys are held back, then the score and what the proof shows", async () => {
    const { slug } = await writeNote(urlPoster(harness().baseUrl), {
      content: "A note whose score waits for its checks.",
      pace: "instant",
    });
    const { browser, baseUrl } = harness();
    const context = await browser.newContext({ viewport: MOBILE });
    const page = await context.newPage();
    // The published keys answer only when the test lets them: until then nothing is checked.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/.well-known/jwks.json", async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${baseUrl}/writtenbyhuman/note/${slug}`);
    await waitForHydration(page);
    expect(await badge(page).textContent()).toBe("Checking…");
    expect(await score(page).textContent()).toBe("Checking…");
    expect(await page.getByText(/\/100/).count()).toBe(0);
    expect(await page.getByTestId("what-it-proves").count()).toBe(0);
    await expectNoA11yViolations(page);
    await shot(page, "checking-390");

    release();
    await expect.poll(() => badge(page).textContent(), { timeout: 5_000 }).toBe("Verified");
    const payload = await signedPayload(slug);
    expect(await score(page).textContent()).toBe(`${payload.humanScore}/100 `);
    expect(await score(page).getAttribute("data-state")).toBe("pending");
    // A script's session: witnessed, but never called typing-paced.
    expect(await page.getByTestId("what-it-proves").textContent()).toMatch(
      new RegExp(
        `^Input was witnessed by this site between .+ and ${TIME}, in ${payload.batchCount} batch(es)? \\(not scored as a person's typing\\), and it rebuilds this text\\. It does not show who composed the words\\. What a proof shows$`,
      ),
    );
    expect(await page.getByRole("link", { name: "What a proof shows" }).getAttribute("href")).toBe(
      "/writtenbyhuman#what-a-proof-shows",
    );
    await expectNoA11yViolations(page);
    await shot(page, "verified-390");
    await page.setViewportSize(DESKTOP);
    await expectNoA11yViolations(page);
    await shot(page, "verified-1280");

    // The link leads to the intro page's section on what a proof shows and does not.
    await page.getByRole("link", { name: "What a proof shows" }).click();
    await page.waitForURL(/\/writtenbyhuman#what-a-proof-shows$/);
    await page.getByRole("heading", { level: 2, name: "What a proof shows" }).waitFor();
    await context.close();
  });
});

describe("Human Notebook: private notes", () => {
  it("encrypts in the browser for its note, decrypts with the right passphrase, refuses a wrong one, and never sends either", async () => {
    const secret = "Meet me at the old lighthouse at dawn";
    const passphrase = "tide-pool correct horse 42";
    const sent: string[] = [];
    const record = (page: Page) =>
      page.on("request", (request) => {
        sent.push(
          `${request.method()} ${request.url()}\n${JSON.stringify(request.headers())}\n${request.postData() ?? ""}`,
        );
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

    // Locked: everything but the text is checked here.
    await page.getByRole("heading", { name: "This note is private" }).waitFor();
    await page.getByText("where we met").waitFor();
    await expect.poll(() => badge(page).textContent()).toBe("Signature checked");
    await settleToasts(page);
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Decrypt Note" }).click();
    await page.getByText("Please enter the passphrase").waitFor();
    await page.getByLabel("Passphrase").fill(passphrase);
    await page.getByLabel("Passphrase").press("Enter");
    await page.getByText("Note decrypted successfully!").waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId("note-content").textContent()).toBe(secret);
    await expect.poll(() => badge(page).textContent()).toBe("Verified");

    // Its proof is checked here, in the browser.
    await page.getByRole("button", { name: "Show Proof Verification" }).click();
    await page.getByRole("button", { name: "Verify Cryptographic Proof" }).click();
    await page.getByText("Verification Successful").waitFor();
    await page.getByText("Proof verified successfully!").waitFor();

    // Someone else, with a wrong passphrase.
    const other = await harness().open(`/writtenbyhuman/note/${slug}`, { viewport: MOBILE });
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
    expect(JSON.parse(row.contentEnc!)).toMatchObject({ v: 2 });
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(passphrase);

    expect(sent.some((entry) => entry.includes("/api/notes"))).toBe(true);
    for (const needle of [
      secret,
      passphrase,
      encodeURIComponent(secret),
      encodeURIComponent(passphrase),
      "lighthouse",
      "tide-pool",
    ]) {
      expect(sent.filter((entry) => entry.includes(needle))).toEqual([]);
    }
    await page.context().close();
    await other.context().close();
  });
});

describe("Human Notebook: the note page", () => {
  it("is server-rendered with noindex, escaped preview tags and 'Checking…', and counts a visitor's view once", async () => {
    const content = `Quotes " and <script>alert(1)</script> & friends\nsecond line`;
    const { slug } = await writeNote(urlPoster(harness().baseUrl), { content, pace: "instant" });
    const visitor = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36" };
    const response = await fetch(`${harness().baseUrl}/writtenbyhuman/note/${slug}`, { headers: visitor });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toMatch(
      /<meta property="og:title" content="“Quotes &quot; and &lt;script&gt;alert\(1\)&lt;\/script&gt; &amp; friends/,
    );
    expect(html).toContain(
      '<meta name="description" content="Quotes &quot; and &lt;script&gt;alert(1)&lt;/script&gt; &amp; friends second line"/>',
    );
    // Nothing is verified on the server's say-so: the page checks after it loads.
    expect(html).toContain("Checking…");
    expect(html).not.toContain(">Verified<");
    // The content is in the server-rendered HTML, line breaks kept.
    expect(html).toContain("second line");
    // Read before the view is counted (in the background, once a day per visitor).
    expect(html).toContain("0 views");
    // The server writes the counted views every 2 s; the harness has no timer, so write them now.
    await noteViewCounter(harness().database.db).flush();
    expect((await storedNote(slug)).viewsCount).toBe(1);
    const again = await (await fetch(`${harness().baseUrl}/writtenbyhuman/note/${slug}`, { headers: visitor })).text();
    expect(again).toContain("1 view");
    await noteViewCounter(harness().database.db).flush();
    expect((await storedNote(slug)).viewsCount).toBe(1);
  });

  it("says 'Note not found' or 'Invalid note URL' and goes back to the intro", async () => {
    expect((await fetch(`${harness().baseUrl}/writtenbyhuman/note/AAAAAAAAAAAAAAAA`)).status).toBe(404);
    for (const [path, message] of [
      ["/writtenbyhuman/note/AAAAAAAAAAAAAAAA", "Note not found"],
      ["/writtenbyhuman/note/not-a-note", "Invalid note URL"],
    ] as const) {
      const page = await harness().open(path, { viewport: DESKTOP });
      await page.getByText(message).first().waitFor();
      await page.waitForURL(/\/writtenbyhuman$/);
      await page.context().close();
    }
  });
});
