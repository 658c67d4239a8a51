import { describe, expect, it } from "vitest";
import type { LiveSubmission } from "./live-submission";
import { escapeHtml } from "../mail/mail-html";
import { felimarQuote as storedFelimarQuote, TEST_SITE_URL } from "../mail/mail-test-support";
import { ownerEmail, ownerReplyTo, ownerSubject } from "./owner-email-content";

const createdAt = new Date("2026-11-23T14:04:00Z");

/** The stored quote (mail-test-support's fixture) as an e-mail reads it back. */
const felimarQuote = (fields: Record<string, unknown> = {}, columns: Partial<LiveSubmission> = {}): LiveSubmission => ({
  id: "0b6f7c1e-0000-4000-8000-000000000001",
  createdAt,
  ...storedFelimarQuote(fields),
  ...columns,
});

describe("ownerSubject", () => {
  it("names the form, what it is about and the person, in the site's language", () => {
    expect(ownerSubject(felimarQuote())).toBe("Nieuwe offerteaanvraag — Comfort & Airco — Jan de Vries");
    expect(ownerSubject(felimarQuote({ pakket: "Zorgeloos Wonen" }))).toBe(
      "Nieuwe offerteaanvraag — Zorgeloos Wonen — Jan de Vries",
    );
    expect(ownerSubject(felimarQuote({ formulier: "contact" }, { form: "felimar-contact" }))).toBe(
      "Nieuw contactbericht — Jan de Vries",
    );
    expect(
      ownerSubject({ ...felimarQuote(), site: "housing", form: "housing-contact", name: "Kari Nordmann", fields: {} }),
    ).toBe("Ny henvendelse — Kari Nordmann");
    expect(
      ownerSubject({ ...felimarQuote(), site: "neron", form: "neron-contact", name: "Lucía Pérez", fields: {} }),
    ).toBe("Nuevo mensaje de contacto — Lucía Pérez");
    expect(
      ownerSubject({
        ...felimarQuote(),
        site: "community",
        form: "newsletter",
        name: null,
        email: "reader@example.com",
        fields: {},
      }),
    ).toBe("New newsletter sign-up — Community — reader@example.com");
    expect(
      ownerSubject({
        ...felimarQuote(),
        site: "naturliv",
        form: "newsletter",
        name: null,
        email: "leser@example.no",
        fields: {},
      }),
    ).toBe("Ny påmelding til nyhetsbrevet — Naturliv — leser@example.no");
  });

  it("stays one bounded line whatever the name holds", () => {
    const subject = ownerSubject(felimarQuote({}, { name: `Jan\r\nBcc: victim@example.com ${"x".repeat(300)}` }));
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject.length).toBeLessThanOrEqual(200);
    expect(subject.startsWith("Nieuwe offerteaanvraag — Comfort & Airco — Jan Bcc: victim@example.com")).toBe(true);
  });
});

describe("ownerReplyTo", () => {
  it("is the visitor's address with their name, and absent without a usable address", () => {
    expect(ownerReplyTo(felimarQuote())).toEqual({ name: "Jan de Vries", address: "jan@example.nl" });
    expect(ownerReplyTo(felimarQuote({}, { email: null }))).toBeUndefined();
    expect(ownerReplyTo(felimarQuote({}, { email: "jan@example.nl, boss@example.com" }))).toBeUndefined();
  });
});

describe("ownerEmail", () => {
  it("has every field as the inbox shows it, the business's time and the inbox link, in both parts", () => {
    const mail = ownerEmail(felimarQuote(), TEST_SITE_URL);
    const link = `${TEST_SITE_URL}/admin/submissions/0b6f7c1e-0000-4000-8000-000000000001`;
    const values = [
      "Quote request",
      "Comfort & Airco",
      "Jan de Vries",
      "+34 600 000 000",
      "jan@example.nl",
      "Altea",
      "dinsdagochtend",
      "Key management",
      "Mon 23 Nov 2026, 15:04 (Europe/Madrid)",
      link,
    ];
    for (const value of values) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(escapeHtml(value));
    }
    expect(mail.text).toContain("Description: De airco in de woonkamer lekt.\n  Graag deze week.");
    expect(mail.replyTo).toEqual({ name: "Jan de Vries", address: "jan@example.nl" });
  });

  it("escapes what the visitor typed in the HTML part", () => {
    const mail = ownerEmail(
      felimarQuote({ naam: `<script>alert("x")</script>`, details: `<img src=x onerror=alert(1)> & "quotes"` }),
      TEST_SITE_URL,
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;");
    expect(mail.text).toContain(`<script>alert("x")</script>`);
  });
});
