import { eq } from "drizzle-orm";
import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { isTypedAtKeyboard } from "#app/lib/typing-signal.ts";
import { submissions } from "#server/db/schema.ts";
import { setupBrowserHarness, waitForHydration } from "#tests/support/browser-harness.ts";
import { CONTACT_SUCCESS } from "#app/sites/neron/messages.ts";

/*
 * What a public form's proof of work and typing record do for people and to scripts, on
 * Neron's contact form (every form shares app/lib/form-guard.ts; each site's own browser test
 * sends its forms through the page, which lands them in the inbox only with a solved proof).
 */
const harness = setupBrowserHarness();

async function openContactForm() {
  const page = await harness().open("/neronantiguedades");
  await waitForHydration(page);
  return page;
}

async function submitAndCapture(page: Page): Promise<Request> {
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/neron/contact"));
  await page.locator("#contacto form").getByRole("button", { name: "Enviar mensaje" }).click();
  const request = await sent;
  await page.getByText(CONTACT_SUCCESS).waitFor();
  return request;
}

const inboxRowFor = async (email: string) => {
  const rows = await harness().database.db.select().from(submissions).where(eq(submissions.email, email));
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

/** Delays between keys as a person's vary (a fixed seed: every run types the same). */
function personDelays(count: number): number[] {
  let seed = 7;
  return Array.from({ length: count }, () => {
    seed = (seed * 16_807) % 2_147_483_647;
    return 70 + (seed % 170);
  });
}

describe("a public form's proof of work and typing record", () => {
  it("asks a person nothing: typed at their pace, the message lands in the inbox, 'Typed at a keyboard'", async () => {
    const page = await openContactForm();
    await page.getByLabel("Nombre").fill("Rosa Martín");
    await page.getByLabel("Correo electrónico").fill("rosa@ejemplo.es");
    await page.getByLabel("Teléfono").fill("+34 611 000 111");
    const message = "¿Tasan relojes? Graciass";
    const delays = personDelays(message.length);
    await page.getByLabel("Mensaje").click();
    for (const [index, key] of [...message].entries()) {
      await page.keyboard.type(key);
      await page.waitForTimeout(delays[index]!);
    }
    await page.keyboard.press("Backspace");
    const request = await submitAndCapture(page);
    const body = request.postDataJSON() as Record<string, unknown>;
    expect(typeof body.altcha).toBe("string");
    // Timing and lengths only: [t, kind, units], never a character typed.
    for (const event of body.typing as unknown[])
      expect(event).toEqual([expect.any(Number), expect.stringMatching(/^[kcrpd]$/), expect.any(Number)]);

    const row = await inboxRowFor("rosa@ejemplo.es");
    expect(row).toMatchObject({ spam: false, spamReason: null });
    expect(row.typing && isTypedAtKeyboard(row.typing)).toBe(true);
    await page.context().close();
  });

  it("takes a script's fill() to the inbox marked 'Pasted or scripted', and its replay with curl to spam", async () => {
    const page = await openContactForm();
    await page.getByLabel("Nombre").fill("Script");
    await page.getByLabel("Correo electrónico").fill("script@ejemplo.es");
    await page.getByLabel("Teléfono").fill("+34 611 000 222");
    await page.getByLabel("Mensaje").fill("Compro oro al mejor precio, llame ya.");
    const request = await submitAndCapture(page);

    const row = await inboxRowFor("script@ejemplo.es");
    expect(row.spam).toBe(false);
    expect(row.typing && isTypedAtKeyboard(row.typing)).toBe(false);

    // The same body again, as a script replaying what the page sent: its proof is spent.
    const replayed = { ...(request.postDataJSON() as Record<string, unknown>), email: "replay@ejemplo.es" };
    const response = await fetch(`${harness().baseUrl}/api/neron/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(replayed),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ sent: true });
    expect(await inboxRowFor("replay@ejemplo.es")).toMatchObject({ spam: true, spamReason: "replayed-proof" });
    await page.context().close();
  });
});
