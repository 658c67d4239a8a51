import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { InboxPage, SubmissionDetail } from "#app/admin/api-types.ts";
import { requestMessages } from "#app/forms/felimar-request/schema.ts";
import { createSignedInAdmin, type TestAdmin } from "#tests/support/admin-session.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { felimarQuote } from "#tests/support/felimar-quote.ts";
import { inboxRowsFor } from "#tests/support/inbox-rows.ts";
import { felimarRequests, housingMessages, neronContacto, submissions } from "../db/schema";
import { normaliseStoredPhones } from "./phone-backfill";

const neron = {
  nombre: "Lucía Fernández",
  email: "lucia@ejemplo.es",
  telefono: "612 34 56 78",
  mensaje: "Quisiera tasar un reloj de bolsillo de mi abuelo.",
};
const housing = {
  name: "Ingrid Solberg",
  email: "ingrid@example.no",
  phone: "912 34 567",
  message: "We want a 120 m² timber house on a sloping plot near Lillehammer.",
  consent: true,
};

describeApi("phone numbers through the public forms, the inbox and the start-up backfill", (api) => {
  let operator: TestAdmin;
  beforeAll(async () => {
    operator = await createSignedInAdmin(api().database.db, { role: "operator" });
  });
  const detail = async (id: string): Promise<SubmissionDetail> =>
    (await api().request(`/api/admin/submissions/${id}`, { headers: operator.headers })).json();

  it("stores a Dutch mobile written nationally on Felimar as E.164, keeps the text, and offers working wa.me and tel: links", async () => {
    const email = "dutch-mobile@example.nl";
    const response = await api().submit("/api/felimar/requests", {
      ...felimarQuote,
      email,
      telefoon: "06 12 34 56 78",
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const [row] = await api().database.db.select().from(felimarRequests).where(eq(felimarRequests.id, id));
    expect(row!.telefoon).toBe("+31612345678");
    const [inbox] = await inboxRowsFor(api().database.db, email);
    expect(inbox!.phone).toBe("+31612345678");
    expect(inbox!.fields).toMatchObject({ telefoon: "+31612345678", telefoon_as_typed: "06 12 34 56 78" });
    const shown = await detail(id);
    expect(shown.replies.whatsapp).toMatch(/^https:\/\/wa\.me\/31612345678\?text=/);
    expect(shown.replies.phone).toBe("tel:+31612345678");
    // The owner finds it by the number as the visitor wrote it.
    const found = await api().request(`/api/admin/submissions?q=${encodeURIComponent("06-12 34 56 78")}`, {
      headers: operator.headers,
    });
    expect(((await found.json()) as InboxPage).items.map((item) => item.id)).toEqual([id]);
    expect(shown.fields).toContainEqual({
      key: "telefoon_as_typed",
      label: "Phone as written",
      value: "06 12 34 56 78",
    });
  });

  it("refuses a Felimar number two countries have alike with a Dutch field message, storing nothing", async () => {
    const email = "ambiguous@example.nl";
    const response = await api().submit("/api/felimar/requests", { ...felimarQuote, email, telefoon: "020 123 4567" });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ telefoon: requestMessages.telefoonLandcode });
    expect(await inboxRowsFor(api().database.db, email)).toEqual([]);
  });

  it("reads a number without a trunk 0 on Neron as Spanish and stores it with its text", async () => {
    const response = await api().submit("/api/neron/contact", neron);
    expect(response.status).toBe(201);
    const [row] = await api().database.db.select().from(neronContacto).where(eq(neronContacto.email, neron.email));
    expect(row!.telefono).toBe("+34612345678");
    const [inbox] = await inboxRowsFor(api().database.db, neron.email);
    expect(inbox).toMatchObject({
      phone: "+34612345678",
      fields: expect.objectContaining({ telefono_as_typed: "612 34 56 78" }),
    });
  });

  it("reads a Norwegian number on the housing form, and keeps an already international one without a copy", async () => {
    expect((await api().submit("/api/housing/contact", { ...housing, language: "no" })).status).toBe(201);
    const [row] = await api()
      .database.db.select()
      .from(housingMessages)
      .where(eq(housingMessages.email, housing.email));
    expect(row!.phone).toBe("+4791234567");
    const email = "international@example.no";
    expect((await api().submit("/api/housing/contact", { ...housing, email, phone: "+4791234567" })).status).toBe(201);
    const [inbox] = await inboxRowsFor(api().database.db, email);
    expect(inbox!.phone).toBe("+4791234567");
    expect(inbox!.fields).not.toHaveProperty("phone_as_typed");
  });

  it("normalises stored phones once at start-up, keeping the text, and leaves unreadable ones as they are", async () => {
    const db = api().database.db;
    // Rows as the forms stored them before E.164: the text as typed everywhere.
    const readable = await api().submit("/api/neron/contact", {
      ...neron,
      email: "old@ejemplo.es",
      telefono: "+34612345678",
    });
    const unreadable = await api().submit("/api/neron/contact", {
      ...neron,
      email: "odd@ejemplo.es",
      telefono: "+34612345678",
    });
    expect(readable.status).toBe(201);
    expect(unreadable.status).toBe(201);
    const [old] = await inboxRowsFor(db, "old@ejemplo.es");
    const [odd] = await inboxRowsFor(db, "odd@ejemplo.es");
    const asTyped = async (id: string, text: string) => {
      await db
        .update(submissions)
        .set({ phone: text, fields: { ...(await fieldsOf(id)), telefono: text } })
        .where(eq(submissions.id, id));
      await db.update(neronContacto).set({ telefono: text }).where(eq(neronContacto.id, id));
    };
    const fieldsOf = async (id: string) =>
      (await db.select({ fields: submissions.fields }).from(submissions).where(eq(submissions.id, id)))[0]!
        .fields as Record<string, unknown>;
    await asTyped(old!.id, "612-34-56-78");
    await asTyped(odd!.id, "ask for Pedro");

    expect(await normaliseStoredPhones(db)).toBe(1);
    const after = await db.select().from(submissions).where(eq(submissions.id, old!.id));
    expect(after[0]).toMatchObject({
      phone: "+34612345678",
      fields: expect.objectContaining({ telefono: "+34612345678", telefono_as_typed: "612-34-56-78" }),
    });
    const [row] = await db.select().from(neronContacto).where(eq(neronContacto.id, old!.id));
    expect(row!.telefono).toBe("+34612345678");
    const [untouched] = await db.select().from(submissions).where(eq(submissions.id, odd!.id));
    expect(untouched!.phone).toBe("ask for Pedro");

    const before = await db.select().from(submissions);
    expect(await normaliseStoredPhones(db)).toBe(0);
    expect(await db.select().from(submissions)).toEqual(before);
  });
});
