import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { housingConsentText } from "#app/forms/housing-contact/schema.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { inboxRowsFor } from "#tests/support/inbox-rows.ts";
import { housingMessages } from "../db/schema";

const valid = {
  name: "Ingrid Solberg",
  email: "ingrid@example.no",
  phone: "+47 912 34 567",
  message: "We want a 120 m² timber house on a sloping plot near Lillehammer.",
  consent: true,
};

describeApi("POST /api/housing/contact", (api) => {
  const rowsFor = (email: string) =>
    api().database.db.select().from(housingMessages).where(eq(housingMessages.email, email));

  it("stores a message with its consent record and answers 201", async () => {
    const before = Date.now();
    const response = await api().submit("/api/housing/contact", valid);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ sent: true });
    const [row, ...others] = await rowsFor("ingrid@example.no");
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      name: "Ingrid Solberg",
      phone: "+4791234567",
      message: valid.message,
      consent: true,
      consentText: "I agree to the privacy policy and consent to being contacted regarding my inquiry",
      consentLanguage: "en",
    });
    // The server's clock, not anything the browser sent.
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(row!.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it("records the Norwegian consent text for a Norwegian form, and trims the input", async () => {
    const response = await api().submit("/api/housing/contact", {
      ...valid,
      name: "  Ola Nordmann ",
      email: " Ola@Example.NO ",
      phone: "",
      language: "no",
    });
    expect(response.status).toBe(201);
    const [row] = await rowsFor("ola@example.no");
    expect(row).toMatchObject({
      name: "Ola Nordmann",
      phone: null,
      consentText: housingConsentText.no,
      consentLanguage: "nb",
    });
  });

  it("accepts a message without a phone number", async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    const response = await api().submit("/api/housing/contact", { ...withoutPhone, email: "nophone@example.no" });
    expect(response.status).toBe(201);
    expect((await rowsFor("nophone@example.no"))[0]?.phone).toBeNull();
  });

  it("answers 400 with the spec's message per field and stores nothing", async () => {
    const response = await api().submit("/api/housing/contact", {
      name: "A",
      email: "not-an-email",
      phone: "",
      message: "Too short",
      consent: true,
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.fields).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      message: "Message must be at least 10 characters",
    });
    expect(await rowsFor("not-an-email")).toHaveLength(0);
  });

  it("does not count surrounding spaces towards the minimum lengths", async () => {
    const response = await api().submit("/api/housing/contact", { ...valid, name: "  A  ", message: "   short    " });
    expect(response.status).toBe(400);
    const { fields } = (await response.json()).error;
    expect(fields.name).toBe("Name must be at least 2 characters");
    expect(fields.message).toBe("Message must be at least 10 characters");
  });

  it("answers in Norwegian for a Norwegian form", async () => {
    const response = await api().submit("/api/housing/contact", {
      name: "",
      email: "x",
      message: "",
      consent: false,
      language: "no",
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.message).toBe("Sjekk feltene som er markert.");
    expect(body.error.fields).toEqual({
      name: "Navnet må ha minst 2 tegn",
      email: "Skriv inn en gyldig e-postadresse",
      message: "Meldingen må ha minst 10 tegn",
      consent: "Du må godta personvernerklæringen",
    });
  });

  it("requires consent: false or missing is refused and nothing is stored", async () => {
    for (const consent of [false, undefined, "true", 1]) {
      const response = await api().submit("/api/housing/contact", { ...valid, email: "noconsent@example.no", consent });
      expect(response.status, String(consent)).toBe(400);
      expect((await response.json()).error.fields.consent).toBe("You must agree to the privacy policy");
    }
    expect(await rowsFor("noconsent@example.no")).toHaveLength(0);
  });

  it("rejects unknown fields, including a consent text or a timestamp sent by the browser", async () => {
    const response = await api().submit("/api/housing/contact", {
      ...valid,
      email: "unknown@example.no",
      consentText: "I agree to anything",
      createdAt: "2020-01-01T00:00:00Z",
    });
    expect(response.status).toBe(400);
    const { fields } = (await response.json()).error;
    expect(fields.consentText).toBe("Unknown field.");
    expect(fields.createdAt).toBe("Unknown field.");
    expect(await rowsFor("unknown@example.no")).toHaveLength(0);
  });

  it("rejects an unknown language and over-long values", async () => {
    const response = await api().submit("/api/housing/contact", {
      ...valid,
      language: "de",
      name: "x".repeat(101),
      phone: "1".repeat(31),
      message: "y".repeat(5001),
    });
    expect(response.status).toBe(400);
    const { fields } = (await response.json()).error;
    expect(Object.keys(fields).sort()).toEqual(["language", "message", "name", "phone"]);
  });

  it("answers 415 for a form-encoded body and 400 for broken JSON", async () => {
    const form = await api().request("/api/housing/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=Ola",
    });
    expect(form.status).toBe(415);
    const broken = await api().request("/api/housing/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).error.code).toBe("invalid_json");
  });

  it("answers a filled honeypot with success and stores it in the spam folder only", async () => {
    const response = await api().submit("/api/housing/contact", {
      ...valid,
      email: "bot@example.no",
      website: "http://spam.example",
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ sent: true });
    expect(await rowsFor("bot@example.no")).toHaveLength(0);
    expect(await inboxRowsFor(api().database.db, "bot@example.no")).toMatchObject([{ site: "housing", spam: true }]);
  });

  it("stores every message in the inbox too, same id, with its language and consent text", async () => {
    await api().submit("/api/housing/contact", { ...valid, email: "inbox@example.no", language: "no" });
    const [message] = await rowsFor("inbox@example.no");
    expect(await inboxRowsFor(api().database.db, "inbox@example.no")).toMatchObject([
      {
        id: message!.id,
        createdAt: message!.createdAt,
        site: "housing",
        form: "housing-contact",
        spam: false,
        name: valid.name,
        phone: "+4791234567",
        fields: {
          ...valid,
          phone: "+4791234567",
          phone_as_typed: valid.phone,
          email: "inbox@example.no",
          language: "no",
          consent_text: housingConsentText.no,
          consent_language: "nb",
        },
      },
    ]);
  });
});

describeApi(
  "POST /api/housing/contact rate limit",
  (api) => {
    const rowsFor = (email: string) =>
      api().database.db.select().from(housingMessages).where(eq(housingMessages.email, email));
    it("answers 429 once a client sent too many messages", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await api().submit("/api/housing/contact", { ...valid, email: `limit${i}@example.no` })).status);
      expect(statuses).toEqual([201, 201, 429]);
      expect(await rowsFor("limit2@example.no")).toHaveLength(0);
    });
  },
  { RATE_LIMIT_CLIENT_MAX: 2 },
);
