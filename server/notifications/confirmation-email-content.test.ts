import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "#app/lib/honeypot.tsx";
import { confirmationEmail, confirmationWording } from "./confirmation-email-content";
import type { LiveSubmission } from "./live-submission";
import { visitorFields } from "./visitor-labels";

const housing = (language: "en" | "no"): LiveSubmission => ({
  id: "0b6f7c1e-0000-4000-8000-000000000002",
  site: "housing",
  form: "housing-contact",
  name: "Kari Nordmann",
  email: "kari@example.no",
  phone: null,
  message: "Is the flat in Bergen still free?",
  createdAt: new Date("2026-11-23T14:04:00Z"),
  fields: {
    name: "Kari Nordmann",
    email: "kari@example.no",
    phone: null,
    message: "Is the flat in Bergen still free?\nFrom March.",
    consent: true,
    consent_text: "Jeg godtar personvernerklæringen",
    consent_language: "nb",
    language,
    [HONEYPOT_FIELD]: "bot text",
  },
});

describe("visitorFields", () => {
  it("lists only what the visitor filled in, labelled in their language", () => {
    expect(visitorFields("housing-contact", housing("no").fields, "no")).toEqual([
      { label: "Fullt navn", value: "Kari Nordmann" },
      { label: "E-post", value: "kari@example.no" },
      { label: "Melding", value: "Is the flat in Bergen still free?\nFrom March." },
    ]);
    const felimar = visitorFields(
      "felimar-quote",
      {
        formulier: "offerte",
        categorie: "airco",
        pakket: null,
        naam: "Jan",
        telefoon: "600000000",
        email: "jan@example.nl",
        plaats: null,
        details: "Lekt.",
        voorkeurs_tijd: null,
        sleutel_beheer: false,
      },
      "nl",
    );
    expect(felimar.map((field) => field.label)).toEqual([
      "Categorie",
      "Omschrijving",
      "Naam",
      "Telefoon / WhatsApp",
      "E-mail",
    ]);
    expect(felimar[0]!.value).toBe("Comfort & Airco");
    expect(
      visitorFields(
        "neron-contact",
        { nombre: "Lucía", email: "l@example.es", telefono: "600", mensaje: "Hola" },
        "es",
      ).map((field) => field.label),
    ).toEqual(["Nombre", "Teléfono", "Correo electrónico", "Mensaje"]);
  });
});

describe("confirmationEmail", () => {
  const wording = {
    subject: "Takk for meldingen — Housing Norway",
    body: "Takk for meldingen din.\n\nVennlig hilsen\nHousing Norway",
  };

  it("carries the owner's wording, then the visitor's copy in the language they wrote in, in both parts", () => {
    const mail = confirmationEmail(housing("no"), wording);
    expect(mail.subject).toBe(wording.subject);
    expect(
      mail.text.startsWith("Takk for meldingen din.\n\nVennlig hilsen\nHousing Norway\n\n— Det du sendte oss —"),
    ).toBe(true);
    expect(mail.text).toContain("Melding: Is the flat in Bergen still free?\n  From March.");
    expect(mail.html).toContain('<p style="margin:0 0 16px">Vennlig hilsen<br>Housing Norway</p>');
    expect(mail.html).toContain("Det du sendte oss");
    expect(mail.html).toContain('lang="nb"');
    expect(confirmationEmail(housing("en"), wording).text).toContain(
      "— What you sent us —\n\nFull name: Kari Nordmann",
    );
  });

  it("never shows internal fields: the honeypot, the consent record, the form's language", () => {
    const mail = confirmationEmail(housing("no"), wording);
    for (const internal of ["bot text", "Jeg godtar", "consent", "language"]) {
      expect(mail.text).not.toContain(internal);
      expect(mail.html).not.toContain(internal);
    }
  });

  it("escapes the owner's wording and the visitor's values in HTML, and keeps the subject one line", () => {
    const mail = confirmationEmail(
      { ...housing("en"), fields: { ...housing("en").fields, name: "<b>Kari</b>" } },
      { subject: "Thanks\r\nBcc: x@example.com", body: "<i>Thanks</i>" },
    );
    expect(mail.subject).toBe("Thanks Bcc: x@example.com");
    expect(mail.html).toContain("&lt;i&gt;Thanks&lt;/i&gt;");
    expect(mail.html).toContain("&lt;b&gt;Kari&lt;/b&gt;");
    expect(mail.html).not.toMatch(/<[bi]>/);
  });

  it("reads the wording from a job's payload, or nothing from anything else", () => {
    expect(confirmationWording(wording)).toEqual(wording);
    expect(confirmationWording({ subject: "S" })).toBeNull();
    expect(confirmationWording(null)).toBeNull();
  });
});
