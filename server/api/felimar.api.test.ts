import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { KEY_REUSED_MESSAGE, requestMessages } from "#app/forms/felimar-request/schema.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { felimarQuote } from "#tests/support/felimar-quote.ts";
import { inboxRowsFor } from "#tests/support/inbox-rows.ts";
import { readLiveContent, saveContent } from "../content/site-content-store";
import { felimarRequests, submissions } from "../db/schema";

// The shared quote without a package (the tests that need one add it), and a preferred time of its own.
const { pakket: _withoutPackage, ...quoteFields } = felimarQuote;
const valid = { ...quoteFields, voorkeurs_tijd: "volgende dinsdagochtend" };

let keyCounter = 0;
const uniqueKey = () => `test-key-${Date.now()}-${++keyCounter}-abcdef`;

describeApi("POST /api/felimar/requests", (api) => {
  const rowsWithName = (naam: string) =>
    api().database.db.select().from(felimarRequests).where(eq(felimarRequests.naam, naam));

  it("stores a valid request with every field and answers 201 with its id", async () => {
    const response = await api().submit("/api/felimar/requests", {
      ...valid,
      naam: "  Ada de Boer  ",
      idempotency_key: uniqueKey(),
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await api().database.db.select().from(felimarRequests).where(eq(felimarRequests.id, id));
    expect(row).toMatchObject({
      categorie: "airco",
      naam: "Ada de Boer",
      telefoon: "+34612345678",
      email: "ada@example.nl",
      plaats: "Fuengirola",
      details: "Airco in de slaapkamer koelt niet meer goed.",
      voorkeursTijd: "volgende dinsdagochtend",
      sleutelBeheer: true,
    });
  });

  it("stores empty optional fields as null and sleutel_beheer as false by default", async () => {
    const response = await api().submit("/api/felimar/requests", {
      categorie: "algemeen",
      naam: "Contact Formulier",
      telefoon: "0612345678",
      email: "form@example.nl",
      plaats: "   ",
      details: "Een algemene vraag over sleutelbeheer.",
    });
    expect(response.status).toBe(201);
    const [row] = await rowsWithName("Contact Formulier");
    expect(row).toMatchObject({
      categorie: "algemeen",
      plaats: null,
      voorkeursTijd: null,
      sleutelBeheer: false,
      idempotencyKey: null,
    });
  });

  const invalidCases: [string, unknown, string][] = [
    ["categorie", "", requestMessages.categorie],
    ["naam", "A", requestMessages.naam],
    ["naam", " ", requestMessages.naam],
    ["naam", "x".repeat(121), requestMessages.naamTooLong],
    ["telefoon", "12345678", requestMessages.telefoon],
    ["email", "ada@", requestMessages.email],
    ["details", "Te kort", requestMessages.details],
    ["details", "         kort          ", requestMessages.details],
    ["plaats", "x".repeat(121), requestMessages.plaatsTooLong],
    ["voorkeurs_tijd", "x".repeat(201), requestMessages.voorkeursTijdTooLong],
    ["sleutel_beheer", "ja", requestMessages.sleutelBeheer],
  ];
  for (const [field, value, message] of invalidCases) {
    it(`rejects ${field} = ${JSON.stringify(value).slice(0, 20)} with "${message}" and stores nothing`, async () => {
      const naam = `Invalid ${field} ${keyCounter++}`;
      const response = await api().submit("/api/felimar/requests", { ...valid, naam, [field]: value });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.error.code).toBe("validation_failed");
      expect(body.error.message).toBe("Controleer de gemarkeerde velden.");
      expect(body.error.fields[field]).toBe(message);
      expect(await rowsWithName(field === "naam" ? String(value).trim() : naam)).toHaveLength(0);
    });
  }

  it("names every missing required field in Dutch", async () => {
    const response = await api().submit("/api/felimar/requests", {});
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      categorie: requestMessages.categorie,
      naam: requestMessages.naam,
      telefoon: requestMessages.telefoon,
      email: requestMessages.email,
      details: requestMessages.details,
    });
  });

  it("rejects an unknown category", async () => {
    const response = await api().submit("/api/felimar/requests", {
      ...valid,
      naam: "Unknown Category",
      categorie: "zwembad",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.categorie).toBe(requestMessages.categorie);
    expect(await rowsWithName("Unknown Category")).toHaveLength(0);
  });

  it("accepts each of the seven categories", async () => {
    for (const categorie of ["property-care", "renovaties", "airco", "legal", "voertuigen", "lessen", "algemeen"]) {
      const response = await api().submit("/api/felimar/requests", { ...valid, naam: `Cat ${categorie}`, categorie });
      expect(response.status, categorie).toBe(201);
    }
  });

  it("rejects an unknown field and stores nothing", async () => {
    const response = await api().submit("/api/felimar/requests", {
      ...valid,
      naam: "Unknown Field",
      status: "approved",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ status: "Onbekend veld." });
    expect(await rowsWithName("Unknown Field")).toHaveLength(0);
  });

  it("rejects a malformed idempotency key", async () => {
    const response = await api().submit("/api/felimar/requests", {
      ...valid,
      naam: "Bad Key",
      idempotency_key: "short",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.idempotency_key).toBe(requestMessages.idempotencyKey);
  });

  it("answers a filled honeypot with a normal success and stores it in the spam folder only", async () => {
    const email = "spam-bot@example.nl";
    const response = await api().submit("/api/felimar/requests", {
      ...valid,
      email,
      naam: "Spam Bot",
      website: "https://spam.example",
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await rowsWithName("Spam Bot")).toHaveLength(0);
    const [spam, ...others] = await inboxRowsFor(api().database.db, email);
    expect(others).toHaveLength(0);
    expect(spam).toMatchObject({
      id,
      site: "felimar",
      spam: true,
      status: "new",
      fields: expect.objectContaining({ naam: "Spam Bot", website: "https://spam.example" }),
    });
  });

  it("stores one spam row for a bot's retry with the same idempotency key", async () => {
    const payload = {
      ...valid,
      email: "retry-bot@example.nl",
      website: "https://spam.example",
      idempotency_key: uniqueKey(),
    };
    const first = await (await api().submit("/api/felimar/requests", payload)).json();
    const second = await (await api().submit("/api/felimar/requests", payload)).json();
    expect(second.id).toBe(first.id);
    expect(await inboxRowsFor(api().database.db, "retry-bot@example.nl")).toHaveLength(1);
  });

  it("stores every request in the inbox too, same id, with every field and the package", async () => {
    const email = "inbox@example.nl";
    const response = await api().submit("/api/felimar/requests", {
      ...valid,
      email,
      pakket: "Villa Care Plus",
      idempotency_key: uniqueKey(),
    });
    const { id } = await response.json();
    const [request] = await api().database.db.select().from(felimarRequests).where(eq(felimarRequests.id, id));
    expect(request!.pakket).toBe("Villa Care Plus");
    const [row, ...others] = await inboxRowsFor(api().database.db, email);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      id,
      site: "felimar",
      form: "felimar-quote",
      status: "new",
      spam: false,
      name: valid.naam,
      phone: "+34612345678",
      message: valid.details,
      createdAt: request!.createdAt,
      fields: {
        ...valid,
        email,
        pakket: "Villa Care Plus",
        formulier: "offerte",
        // The phone in E.164 (server/phone/), the text as typed beside it.
        telefoon: "+34612345678",
        telefoon_as_typed: valid.telefoon,
      },
    });
  });

  it("files the contact form's requests as contact messages", async () => {
    await api().submit("/api/felimar/requests", {
      ...valid,
      email: "contact@example.nl",
      categorie: "algemeen",
      formulier: "contact",
    });
    const [row] = await inboxRowsFor(api().database.db, "contact@example.nl");
    expect(row).toMatchObject({ form: "felimar-contact", fields: expect.objectContaining({ formulier: "contact" }) });
  });

  it("stores one row for the same idempotency key sent twice, and answers the same id", async () => {
    const idempotency_key = uniqueKey();
    const payload = { ...valid, naam: "Double Click", idempotency_key };
    const [first, second] = await Promise.all([
      api().submit("/api/felimar/requests", payload),
      api().submit("/api/felimar/requests", payload),
    ]);
    const third = await api().submit("/api/felimar/requests", payload);
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    const ids = new Set([(await first.json()).id, (await second.json()).id, (await third.json()).id]);
    expect(ids.size).toBe(1);
    expect(await rowsWithName("Double Click")).toHaveLength(1);
    expect(await api().database.db.select().from(submissions).where(eq(submissions.name, "Double Click"))).toHaveLength(
      1,
    );
  });

  it("refuses the same key with other content (422, in Dutch) instead of dropping the second request", async () => {
    const idempotency_key = uniqueKey();
    const first = await api().submit("/api/felimar/requests", { ...valid, naam: "Reused Key", idempotency_key });
    expect(first.status).toBe(201);
    const changed = await api().submit("/api/felimar/requests", {
      ...valid,
      naam: "Reused Key",
      details: "Toch liever een nieuwe airco.",
      idempotency_key,
    });
    expect(changed.status).toBe(422);
    expect((await changed.json()).error).toMatchObject({ code: "idempotency_key_reused", message: KEY_REUSED_MESSAGE });
    expect(await rowsWithName("Reused Key")).toHaveLength(1);
    const again = await api().submit("/api/felimar/requests", { ...valid, naam: "Reused Key", idempotency_key });
    expect([again.status, (await again.json()).id]).toEqual([201, (await first.json()).id]);
  });

  it("stores two requests with different keys", async () => {
    await api().submit("/api/felimar/requests", { ...valid, naam: "Two Keys", idempotency_key: uniqueKey() });
    await api().submit("/api/felimar/requests", { ...valid, naam: "Two Keys", idempotency_key: uniqueKey() });
    expect(await rowsWithName("Two Keys")).toHaveLength(2);
  });
});

describeApi(
  "POST /api/felimar/requests idempotency keys per client",
  (api) => {
    it("keeps one client's key from answering another client's request", async () => {
      const idempotency_key = uniqueKey();
      const send = (client: string, naam: string) =>
        api().submit("/api/felimar/requests", { ...valid, naam, idempotency_key }, { "X-Forwarded-For": client });
      const mine = await send("198.51.100.7", "Scoped Key A");
      const theirs = await send("203.0.113.9", "Scoped Key B");
      expect([mine.status, theirs.status]).toEqual([201, 201]);
      expect((await mine.json()).id).not.toBe((await theirs.json()).id);
      const rows = await api().database.db.select().from(felimarRequests).where(eq(felimarRequests.email, valid.email));
      const stored = rows.filter((row) => row.naam.startsWith("Scoped Key")).map((row) => row.idempotencyKey);
      expect(stored).toHaveLength(2);
      expect(stored.join(" ")).not.toContain(idempotency_key);
    });
  },
  { TRUST_PROXY_HOPS: 1 },
);

describeApi(
  "POST /api/felimar/requests rate limit",
  (api) => {
    it("answers 429 in Dutch once a client sent too many requests, and stores no more", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await api().submit("/api/felimar/requests", { ...valid, naam: "Rate Limited" });
        statuses.push(response.status);
        if (response.status === 429) {
          expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
          expect((await response.json()).error).toMatchObject({
            code: "rate_limited",
            message: expect.stringContaining("Wacht"),
          });
        }
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      expect(
        await api().database.db.select().from(felimarRequests).where(eq(felimarRequests.naam, "Rate Limited")),
      ).toHaveLength(3);
    });
  },
  { RATE_LIMIT_CLIENT_MAX: 3 },
);

describeApi("GET /api/felimar content", (api) => {
  it("lists the sample packages of a fresh install with the spec's field names", async () => {
    const response = await api().request("/api/felimar/bundles");
    expect(response.status).toBe(200);
    const bundles = await response.json();
    expect(bundles.map((bundle: { titel: string }) => bundle.titel)).toEqual([
      "Aankomstklaar",
      "Woningzorg Plus",
      "Comfort & Airco Check",
      "Renovatie op maat",
    ]);
    expect(Object.keys(bundles[0]).sort()).toEqual(["bullets", "cta_label", "id", "titel", "vanaf_prijs"]);
    expect(bundles[0]).toMatchObject({ vanaf_prijs: "€ 95", cta_label: "Plan mijn aankomst" });
    expect(bundles[0].bullets).toHaveLength(4);
    expect(bundles[3].vanaf_prijs).toBeNull();
  });

  it("starts with an empty gallery and sample testimonials, newest first", async () => {
    expect(await (await api().request("/api/felimar/gallery")).json()).toEqual([]);
    const testimonials = await (await api().request("/api/felimar/testimonials")).json();
    expect(testimonials.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(testimonials[0]).sort()).toEqual(["created_at", "id", "naam", "plaats", "quote"]);
    const dates = testimonials.map((item: { created_at: string }) => Date.parse(item.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("shows a save at once: the document's order, hidden items left out, uploaded photos without a path of their own", async () => {
    const db = api().database.db;
    const live = await readLiveContent(db, "felimar");
    const [first, second, third] = live.content.testimonials;
    const content = {
      ...live.content,
      bundles: [
        { ...live.content.bundles[1]!, titel: "Woningzorg Extra" },
        { ...live.content.bundles[0]!, hidden: true },
      ],
      gallery: [
        {
          id: crypto.randomUUID(),
          titel: "Oud",
          caption: "Eerst",
          imageId: null,
          image_url: null,
          hidden: false,
          created_at: "2024-01-01T00:00:00.000Z",
        },
        {
          id: crypto.randomUUID(),
          titel: "Verborgen",
          caption: null,
          imageId: null,
          image_url: null,
          hidden: true,
          created_at: "2025-03-01T00:00:00.000Z",
        },
        {
          id: crypto.randomUUID(),
          titel: "Nieuw",
          caption: null,
          imageId: null,
          image_url: "/felimar/nieuw.jpg",
          hidden: false,
          created_at: "2025-01-01T00:00:00.000Z",
        },
      ],
      testimonials: [third!, { ...first!, hidden: true }, second!],
    };
    const saved = await saveContent({
      db,
      site: "felimar",
      baseVersion: live.version,
      content,
      summary: "Test",
      actor: null,
    });
    expect(saved).toEqual({ ok: true, version: live.version + 1 });

    const bundles = await (await api().request("/api/felimar/bundles")).json();
    expect(bundles.map((bundle: { titel: string }) => bundle.titel)).toEqual(["Woningzorg Extra"]);
    expect(Object.keys(bundles[0]).sort()).toEqual(["bullets", "cta_label", "id", "titel", "vanaf_prijs"]);
    const gallery = await (await api().request("/api/felimar/gallery")).json();
    expect(gallery.map((item: { titel: string }) => item.titel)).toEqual(["Oud", "Nieuw"]);
    expect(gallery[1]).toMatchObject({
      image_url: "/felimar/nieuw.jpg",
      caption: null,
      created_at: "2025-01-01T00:00:00.000Z",
    });
    expect(Object.keys(gallery[0]).sort()).toEqual(["caption", "created_at", "id", "image_url", "titel"]);
    const testimonials = await (await api().request("/api/felimar/testimonials")).json();
    expect(testimonials.map((item: { naam: string }) => item.naam)).toEqual([third!.naam, second!.naam]);
    expect(Object.keys(testimonials[0]).sort()).toEqual(["created_at", "id", "naam", "plaats", "quote"]);
  });
});

describe("request schema", () => {
  it("is the one the endpoint uses (spec messages)", () => {
    expect(requestMessages).toMatchObject({
      naam: "Naam is verplicht",
      telefoon: "Telefoonnummer is verplicht",
      email: "Ongeldig e-mailadres",
      details: "Geef een korte omschrijving (minimaal 10 tekens)",
      categorie: "Selecteer een categorie",
    });
  });
});
