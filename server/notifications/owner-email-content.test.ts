import { describe, expect, it } from "vitest";
import type { LiveSubmission } from "./live-submission";
import { escapeHtml } from "../mail/mail-html";
import { felimarQuote as storedFelimarQuote, TEST_SITE_URL } from "../mail/mail-test-support";
import { adminMessages, siteLanguage } from "#app/admin/messages/index.ts";
import { ownerEmail, ownerReplyTo, ownerSubject } from "./owner-email-content";

const createdAt = new Date("2026-11-23T14:04:00Z");

/** The stored quote (mail-test-support's fixture) as an e-mail reads it back. */
const felimarQuote = (fields: Record<string, unknown> = {}, columns: Partial<LiveSubmission> = {}): LiveSubmission => ({
  id: "0b6f7c1e-0000-4000-8000-000000000001",
  createdAt,
  ...storedFelimarQuote(fields),
  ...columns,
});

/** The subject as an owner who has not chosen a language reads it: in the site's. */
const siteSubject = (submission: LiveSubmission) =>
  ownerSubject(submission, { language: siteLanguage(submission.site), timeZone: null });
const ENGLISH = { language: "en", timeZone: null } as const;

describe("ownerSubject", () => {
  it("names the form, what it is about and the person, in the site's language", () => {
    expect(siteSubject(felimarQuote())).toBe("Nieuwe offerteaanvraag — Comfort & Airco — Jan de Vries");
    expect(siteSubject(felimarQuote({ pakket: "Zorgeloos Wonen" }))).toBe(
      "Nieuwe offerteaanvraag — Zorgeloos Wonen — Jan de Vries",
    );
    expect(siteSubject(felimarQuote({ formulier: "contact" }, { form: "felimar-contact" }))).toBe(
      "Nieuw contactbericht — Jan de Vries",
    );
    expect(
      siteSubject({ ...felimarQuote(), site: "housing", form: "housing-contact", name: "Kari Nordmann", fields: {} }),
    ).toBe("Ny henvendelse — Kari Nordmann");
    expect(
      siteSubject({ ...felimarQuote(), site: "neron", form: "neron-contact", name: "Lucía Pérez", fields: {} }),
    ).toBe("Nuevo mensaje de contacto — Lucía Pérez");
    expect(
      siteSubject({
        ...felimarQuote(),
        site: "community",
        form: "newsletter",
        name: null,
        email: "reader@example.com",
        fields: {},
      }),
    ).toBe("New newsletter sign-up — Community — reader@example.com");
    expect(
      siteSubject({
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
    const subject = siteSubject(felimarQuote({}, { name: `Jan\r\nBcc: victim@example.com ${"x".repeat(300)}` }));
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject.length).toBeLessThanOrEqual(200);
    expect(subject.startsWith("Nieuwe offerteaanvraag — Comfort & Airco — Jan Bcc: victim@example.com")).toBe(true);
  });
});

describe("ownerSubject in the reader's language", () => {
  it("names the form in the reader's language and the person as they wrote it", () => {
    expect(ownerSubject(felimarQuote(), { language: "es", timeZone: null })).toBe(
      "Nueva solicitud de presupuesto — Comfort & Airco — Jan de Vries",
    );
    expect(ownerSubject(felimarQuote({}, { name: null, email: null, phone: null }), ENGLISH)).toMatch(/ — unknown$/);
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
    const mail = ownerEmail(felimarQuote(), TEST_SITE_URL, ENGLISH);
    const link = `${TEST_SITE_URL}/admin/submissions/0b6f7c1e-0000-4000-8000-000000000001`;
    const values = [
      "New quote request",
      "Comfort & Airco",
      "Jan de Vries",
      "+34 600 000 000",
      "jan@example.nl",
      "Altea",
      "dinsdagochtend",
      "Key management",
      "Received 23 Nov 2026, 15:04",
      link,
    ];
    for (const value of values) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(escapeHtml(value));
    }
    expect(mail.text).toContain("Description: De airco in de woonkamer lekt.\n  Graag deze week.");
    expect(mail.replyTo).toEqual({ name: "Jan de Vries", address: "jan@example.nl" });
  });

  it("is written in the reader's language, the visitor's words as typed, on the clock they chose", () => {
    const words = adminMessages("nb").mail.submission;
    const mail = ownerEmail(felimarQuote(), TEST_SITE_URL, { language: "nb", timeZone: "America/New_York" });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(escapeHtml(words.replyToAnswer));
      expect(part).toContain("dinsdagochtend");
      expect(part).not.toContain("Reply to this e-mail");
    }
    expect(mail.html).toContain(escapeHtml(words.openInInbox));
    expect(mail.html).toContain('lang="nb"');
    expect(mail.text).toContain(words.received("23. nov. 2026, 09:04"));
  });

  it("escapes what the visitor typed in the HTML part", () => {
    const mail = ownerEmail(
      felimarQuote({ naam: `<script>alert("x")</script>`, details: `<img src=x onerror=alert(1)> & "quotes"` }),
      TEST_SITE_URL,
      ENGLISH,
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;");
    expect(mail.text).toContain(`<script>alert("x")</script>`);
  });
});
