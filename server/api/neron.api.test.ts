import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages } from "#app/forms/neron-contact/schema.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { inboxRowsFor } from "#tests/support/inbox-rows.ts";
import { neronContacto } from "../db/schema";

const valid = {
  nombre: "Lucía Fernández",
  email: "lucia@ejemplo.es",
  telefono: "+34 600 123 456",
  mensaje: "Quisiera tasar un reloj de bolsillo de mi abuelo.",
};

describeApi("POST /api/neron/contact", (api) => {
  const rowsWithEmail = (email: string) =>
    api().database.db.select().from(neronContacto).where(eq(neronContacto.email, email));

  async function expectRejected(body: Record<string, unknown>, field: string, message: string) {
    const response = await api().submit("/api/neron/contact", body);
    expect(response.status).toBe(400);
    const payload = await response.json();
    expect(payload.error.code).toBe("validation_failed");
    expect(payload.error.message).toBe(contactMessages.invalido);
    expect(payload.error.fields[field]).toBe(message);
    if (typeof body.email === "string") expect(await rowsWithEmail(body.email.trim())).toHaveLength(0);
  }

  it("stores a valid message with every field, trimmed, and answers 201", async () => {
    const response = await api().submit("/api/neron/contact", {
      nombre: "  Lucía Fernández ",
      email: " stored@ejemplo.es ",
      telefono: " +34 600 123 456 ",
      mensaje: " Quisiera tasar un reloj de bolsillo de mi abuelo.\nGracias. ",
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ sent: true });
    const rows = await rowsWithEmail("stored@ejemplo.es");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      nombre: "Lucía Fernández",
      email: "stored@ejemplo.es",
      telefono: "+34600123456",
      mensaje: "Quisiera tasar un reloj de bolsillo de mi abuelo.\nGracias.",
    });
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
  });

  describe("rejects each missing field with its Spanish message and stores nothing", () => {
    const required = {
      nombre: contactMessages.nombre,
      email: contactMessages.email,
      telefono: contactMessages.telefono,
      mensaje: contactMessages.mensaje,
    } as const;
    for (const [field, message] of Object.entries(required)) {
      it(`${field} absent`, async () => {
        const body: Record<string, unknown> = { ...valid, email: `sin-${field}@ejemplo.es` };
        delete body[field];
        await expectRejected(body, field, message);
      });
      it(`${field} blank`, async () => {
        await expectRejected(
          { ...valid, email: field === "email" ? "   " : `vacio-${field}@ejemplo.es`, [field]: "   " },
          field,
          message,
        );
      });
    }
  });

  it("answers every missing field at once", async () => {
    const response = await api().submit("/api/neron/contact", {});
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      nombre: contactMessages.nombre,
      email: contactMessages.email,
      telefono: contactMessages.telefono,
      mensaje: contactMessages.mensaje,
    });
  });

  it("rejects an invalid e-mail address", async () => {
    await expectRejected({ ...valid, email: "lucia@" }, "email", contactMessages.emailInvalido);
  });

  it("rejects invalid phone numbers", async () => {
    for (const telefono of ["llámame", "12345", "+34 600 123 456 789 012", "600-12a-456"]) {
      await expectRejected(
        { ...valid, email: `tel-${telefono.length}@ejemplo.es`, telefono },
        "telefono",
        contactMessages.telefonoInvalido,
      );
    }
  });

  it("rejects a field that is not text", async () => {
    await expectRejected({ ...valid, email: "numero@ejemplo.es", nombre: 42 }, "nombre", contactMessages.nombre);
  });

  it("rejects a name or message over the limit", async () => {
    await expectRejected(
      { ...valid, email: "largo1@ejemplo.es", nombre: "A".repeat(101) },
      "nombre",
      contactMessages.nombreLargo,
    );
    await expectRejected(
      { ...valid, email: "largo2@ejemplo.es", mensaje: "M".repeat(2001) },
      "mensaje",
      contactMessages.mensajeLargo,
    );
  });

  it("rejects an unknown field and stores nothing", async () => {
    const response = await api().submit("/api/neron/contact", { ...valid, email: "extra@ejemplo.es", empresa: "ACME" });
    expect(response.status).toBe(400);
    const payload = await response.json();
    expect(payload.error.code).toBe("validation_failed");
    expect(payload.error.fields).toEqual({ empresa: "Campo no permitido." });
    expect(await rowsWithEmail("extra@ejemplo.es")).toHaveLength(0);
  });

  it("answers a filled honeypot with an ordinary success and stores it in the spam folder only", async () => {
    const response = await api().submit("/api/neron/contact", {
      ...valid,
      email: "bot@ejemplo.es",
      website: "http://spam.example",
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ sent: true });
    expect(await rowsWithEmail("bot@ejemplo.es")).toHaveLength(0);
    const spam = await inboxRowsFor(api().database.db, "bot@ejemplo.es");
    expect(spam).toMatchObject([
      {
        site: "neron",
        form: "neron-contact",
        spam: true,
        fields: expect.objectContaining({ website: "http://spam.example" }),
      },
    ]);
  });

  it("stores every message in the inbox too, same id and time, with every field", async () => {
    await api().submit("/api/neron/contact", { ...valid, email: "inbox@ejemplo.es" });
    const [message] = await rowsWithEmail("inbox@ejemplo.es");
    const inbox = await inboxRowsFor(api().database.db, "inbox@ejemplo.es");
    expect(inbox).toMatchObject([
      {
        id: message!.id,
        createdAt: message!.createdAt,
        site: "neron",
        form: "neron-contact",
        spam: false,
        name: valid.nombre,
        phone: "+34600123456",
        message: valid.mensaje,
        fields: { ...valid, email: "inbox@ejemplo.es", telefono: "+34600123456", telefono_as_typed: valid.telefono },
      },
    ]);
  });

  it("answers 415 to a form-encoded body", async () => {
    const response = await api().request("/api/neron/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "nombre=Ana",
    });
    expect(response.status).toBe(415);
  });
});

describeApi(
  "POST /api/neron/contact rate limit",
  (api) => {
    it("answers 429 in Spanish once a client sends too many, and stores nothing more", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await api().submit("/api/neron/contact", { ...valid, email: `limite${i}@ejemplo.es` });
        statuses.push(response.status);
        if (response.status === 429) expect((await response.json()).error.message).toBe(contactMessages.demasiados);
      }
      expect(statuses).toEqual([201, 201, 429]);
      expect(
        await api().database.db.select().from(neronContacto).where(eq(neronContacto.email, "limite2@ejemplo.es")),
      ).toHaveLength(0);
    });
  },
  { RATE_LIMIT_CLIENT_MAX: 2 },
);
