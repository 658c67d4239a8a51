import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.tsx";
import { confirmationEmail, confirmationWording } from "./confirmation-email-content";
import type { LiveSubmission } from "./live-submission";

const SPAM = "Visit https://spam.example now";

const housing = (language: "en" | "no"): LiveSubmission => ({
  id: "0b6f7c1e-0000-4000-8000-000000000002",
  site: "housing",
  form: "housing-contact",
  name: SPAM,
  email: "kari@example.no",
  phone: "+47 400 00 000",
  message: SPAM,
  createdAt: new Date("2026-11-23T14:04:00Z"),
  fields: {
    name: SPAM,
    email: "kari@example.no",
    phone: "+47 400 00 000",
    message: `${SPAM}\n<a href="https://spam.example">here</a>`,
    consent: true,
    consent_text: "Jeg godtar personvernerklæringen",
    consent_language: "nb",
    language,
    [HONEYPOT_FIELD]: "bot text",
  },
});

const sender = { siteUrl: "https://forms.example.com/no/housing", replyTo: "post@furubolig.no" };

describe("confirmationEmail", () => {
  const wording = {
    subject: "Takk for meldingen — Housing Norway",
    body: "Takk for meldingen din.\n\nVennlig hilsen\nHousing Norway",
  };

  it("carries the owner's wording and the business's own site, from the business, replying to its address", () => {
    const mail = confirmationEmail(housing("no"), wording, sender);
    expect(mail.subject).toBe(wording.subject);
    expect(mail.fromName).toBe("Housing Norway");
    expect(mail.replyTo).toBe("post@furubolig.no");
    expect(mail.text).toBe(
      "Takk for meldingen din.\n\nVennlig hilsen\nHousing Norway\n\n-- \nHousing Norway\nhttps://forms.example.com/no/housing\n",
    );
    expect(mail.html).toContain('<p style="margin:0 0 16px">Vennlig hilsen<br>Housing Norway</p>');
    expect(mail.html).toContain('href="https://forms.example.com/no/housing"');
    expect(mail.html).toContain('lang="nb"');
    expect(confirmationEmail(housing("en"), wording, sender).html).toContain('lang="en"');
  });

  it("holds nothing the visitor typed: no name, message, phone, address, honeypot or consent, and links only to the site", () => {
    for (const language of ["en", "no"] as const) {
      const mail = confirmationEmail(housing(language), wording, sender);
      for (const part of [mail.subject, mail.text, mail.html]) {
        for (const typed of [
          "spam.example",
          "Visit",
          "+47 400",
          "kari@example.no",
          "bot text",
          "Jeg godtar",
          "consent",
        ])
          expect(part).not.toContain(typed);
      }
      const links = [...mail.html!.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
      expect(links).toEqual([sender.siteUrl]);
      expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([sender.siteUrl]);
    }
  });

  it("has no Reply-To when the site publishes no address", () => {
    const mail = confirmationEmail(housing("en"), wording, { ...sender, replyTo: null });
    expect(mail).not.toHaveProperty("replyTo");
  });

  it("escapes the owner's wording in HTML, and keeps the subject one line", () => {
    const mail = confirmationEmail(
      housing("en"),
      { subject: "Thanks\r\nBcc: x@example.com", body: "<i>Thanks</i>" },
      sender,
    );
    expect(mail.subject).toBe("Thanks Bcc: x@example.com");
    expect(mail.html).toContain("&lt;i&gt;Thanks&lt;/i&gt;");
    expect(mail.html).not.toMatch(/<i>/);
  });

  it("reads the wording from a job's payload, or nothing from anything else", () => {
    expect(confirmationWording(wording)).toEqual(wording);
    expect(confirmationWording({ subject: "S" })).toBeNull();
    expect(confirmationWording(null)).toBeNull();
  });
});
