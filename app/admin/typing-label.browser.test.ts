import { describe, expect, it } from "vitest";
import { submissions } from "#server/db/schema.ts";
import { typingFixtures } from "#app/lib/typing-fixtures.ts";
import { scoreTyping } from "#app/lib/typing-signal.ts";
import { DESKTOP, expectNoA11yViolations, MOBILE, setupBrowserHarness } from "#tests/support/browser-harness.ts";
import { openSignedIn, shot, waitForAdminPage } from "./browser-test-support";

const harness = setupBrowserHarness({}, { localhost: true });

/** A Neron message stored with the figures of one typing fixture, as the form's endpoint stores it. */
async function storedMessage(name: string, fixture: keyof typeof typingFixtures): Promise<string> {
  const message = "¿Tenéis relojes de bolsillo?";
  const [row] = await harness()
    .database.db.insert(submissions)
    .values({
      id: crypto.randomUUID(),
      site: "neron",
      form: "neron-contact",
      name,
      message,
      fields: { nombre: name, email: "visita@example.es", telefono: null, mensaje: message },
      typing: scoreTyping(typingFixtures[fixture].report),
    })
    .returning({ id: submissions.id });
  return row!.id;
}

describe("the typing label on a submission", { timeout: 120_000 }, () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    it(`says how a message was written, its figures and what it means, and passes axe at ${viewport.width} px`, async () => {
      const typed = await storedMessage("Tecla Tecleada", "typedWithPastedPhone");
      const { page } = await openSignedIn(harness(), `/admin/submissions/${typed}`, {}, { viewport });
      await waitForAdminPage(page);
      const label = page.getByTestId("typing-label");
      expect(await label.locator("summary").textContent()).toMatch(
        /^Typed at a keyboard · 92 keys · 14% pasted · median \d+ ms between keys$/,
      );
      await label.locator("summary").click();
      await label.getByText("It is a label, not a spam verdict").waitFor();
      await shot(page, "typing-typed");
      await expectNoA11yViolations(page);

      const filled = await storedMessage("Guion Rellenado", "filled");
      await page.goto(`${harness().baseUrl}/admin/submissions/${filled}`);
      await waitForAdminPage(page);
      expect(await page.getByTestId("typing-label").locator("summary").textContent()).toBe(
        "Pasted or scripted · 0 keys · 100% pasted",
      );
      await expectNoA11yViolations(page);
    });
  }

  it("speaks the owner's language, and shows nothing for a submission without figures", async () => {
    const id = await storedMessage("Ana Antigua", "typedShort");
    const { page } = await openSignedIn(harness(), `/admin/submissions/${id}`, { role: "owner", sites: ["neron"] });
    await waitForAdminPage(page);
    const label = page.getByTestId("typing-label");
    expect(await label.getAttribute("lang")).toBe("es");
    expect(await label.locator("summary").textContent()).toMatch(/^Escrito con teclado · 20 teclas · mediana de/);

    await harness().database.db.update(submissions).set({ typing: null });
    await page.reload();
    await waitForAdminPage(page);
    expect(await page.getByTestId("typing-label").count()).toBe(0);
  });
});
