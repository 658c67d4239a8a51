import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { AuditItem, ErasurePreview, SubjectAccessExport } from "#app/admin/api-types.ts";
import { createSignedInAdmin, TEST_ORIGIN, type TestAdmin } from "#tests/support/admin-session.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { UNLIMITED } from "#tests/support/api-endpoints.ts";
import { auditLog, felimarRequests, neronContacto, newsletterSignups, submissions } from "../../db/schema";

describeApi(
  "the privacy API: preview, erase and export a person's data",
  (api) => {
    let felimarOwner: TestAdmin;
    let operator: TestAdmin;
    beforeAll(async () => {
      felimarOwner = await createSignedInAdmin(api().database.db, { role: "owner", sites: ["felimar"] });
      operator = await createSignedInAdmin(api().database.db, { role: "operator" });
    });

    /** One person's submissions on three sites, e-mail in mixed case. */
    async function seedPerson(email: string, phone: string) {
      const felimar = await api().submit("/api/felimar/requests", {
        categorie: "airco",
        naam: "Pia Person",
        telefoon: phone,
        email: email.toUpperCase(),
        details: "Graag een offerte.",
      });
      expect(felimar.status).toBe(201);
      await api().submit("/api/neron/contact", { nombre: "Pia Person", email, telefono: phone, mensaje: "Hola." });
      await api().submit("/api/newsletter", { email, site: "community" });
      return (await felimar.json()).id as string;
    }
    const audits = async (): Promise<AuditItem[]> =>
      (await api().request("/api/admin/audit", { headers: operator.headers })).json();

    it("previews and erases by e-mail (any case) on the owner's sites only, recording the erasure without the address", async () => {
      const db = api().database.db;
      const felimarId = await seedPerson("pia@example.com", "+34 600 111 222");
      const preview: ErasurePreview = await (
        await api().post("/api/admin/privacy/preview", { email: "Pia@Example.com" }, felimarOwner.headers)
      ).json();
      expect(preview.total).toBe(1);
      expect(preview.items.map((item) => item.id)).toEqual([felimarId]);

      const erase = await api().post("/api/admin/privacy/erase", { email: "pia@EXAMPLE.com" }, felimarOwner.headers);
      expect(erase.status).toBe(200);
      expect(await erase.json()).toEqual({ deleted: 1 });
      expect(await db.select().from(submissions).where(eq(submissions.id, felimarId))).toEqual([]);
      expect(await db.select().from(felimarRequests).where(eq(felimarRequests.id, felimarId))).toEqual([]);
      // Neron's and the newsletter's rows are not the Felimar owner's to erase.
      expect(await db.select().from(neronContacto).where(eq(neronContacto.email, "pia@example.com"))).toHaveLength(1);
      expect(
        await db
          .select()
          .from(submissions)
          .where(sql`lower(${submissions.email}) = 'pia@example.com'`),
      ).toHaveLength(2);

      const [audit] = await audits();
      expect(audit).toMatchObject({
        action: "erasure",
        actor: felimarOwner.email,
        details: { sites: ["felimar"], count: 1, matchedBy: "email" },
      });
      const [stored] = await db.select().from(auditLog).where(eq(auditLog.id, audit!.id));
      expect(JSON.stringify(stored)).not.toMatch(/pia@/i);
    });

    it("a community owner's erasure leaves the same person's Naturliv sign-up and its inbox row alone", async () => {
      const db = api().database.db;
      const communityOwner = await createSignedInAdmin(db, { role: "owner", sites: ["community"] });
      for (const site of ["community", "naturliv"])
        expect((await api().submit("/api/newsletter", { email: "victim@example.com", site })).status).toBe(201);

      const erase = await api().post(
        "/api/admin/privacy/erase",
        { email: "victim@example.com" },
        communityOwner.headers,
      );
      expect(await erase.json()).toEqual({ deleted: 1 });
      const signups = await db
        .select({ site: newsletterSignups.site })
        .from(newsletterSignups)
        .where(eq(newsletterSignups.email, "victim@example.com"));
      expect(signups).toEqual([{ site: "naturliv" }]);
      const inbox = await db
        .select({ site: submissions.site })
        .from(submissions)
        .where(eq(submissions.email, "victim@example.com"));
      expect(inbox).toEqual([{ site: "naturliv" }]);
    });

    it("erases by phone digits across every site of an operator, form rows without an inbox row too", async () => {
      const db = api().database.db;
      await seedPerson("phone-person@example.com", "+34 600-333 444");
      // A sign-up stored before the inbox existed: no submission beside it.
      await db.insert(newsletterSignups).values({ email: "phone-person@example.com", site: "naturliv" });
      const preview: ErasurePreview = await (
        await api().post("/api/admin/privacy/preview", { phone: "34 600 333 444" }, operator.headers)
      ).json();
      expect(preview.items.map((item) => item.site).sort()).toEqual(["felimar", "neron"]);
      const erase = await api().post("/api/admin/privacy/erase", { phone: "+34600333444" }, operator.headers);
      expect(await erase.json()).toEqual({ deleted: 2 });
      expect(await db.select().from(neronContacto).where(eq(neronContacto.email, "phone-person@example.com"))).toEqual(
        [],
      );
      // Matched by phone: the e-mail-only sign-ups stay (nothing ties them to that number).
      expect(
        await db.select().from(newsletterSignups).where(eq(newsletterSignups.email, "phone-person@example.com")),
      ).toHaveLength(2);
      const byEmail = await (
        await api().post("/api/admin/privacy/erase", { email: "phone-person@example.com" }, operator.headers)
      ).json();
      expect(byEmail).toEqual({ deleted: 2 });
      expect(
        await db.select().from(newsletterSignups).where(eq(newsletterSignups.email, "phone-person@example.com")),
      ).toEqual([]);
      expect((await audits()).slice(0, 2).map((audit) => audit.details)).toEqual([
        { sites: expect.arrayContaining(["felimar", "neron"]), count: 2, matchedBy: "email" },
        { sites: expect.arrayContaining(["felimar", "neron"]), count: 2, matchedBy: "phone" },
      ]);
    });

    it("finds a number however it is written: national, international, or stored as typed before E.164", async () => {
      const db = api().database.db;
      // Stored as E.164 (+31612345678) by the form: a Dutch mobile on Felimar.
      await seedPerson("dutch-phone@example.com", "06 12 34 56 78");
      // A row from before numbers were stored as E.164: the number as the visitor typed it.
      await db.insert(submissions).values({
        id: crypto.randomUUID(),
        site: "felimar",
        form: "felimar-contact",
        name: "Pia Person",
        phone: "0612345678",
        fields: { naam: "Pia Person" },
      });
      for (const phone of ["0612345678", "+31 6 12 34 56 78", "0031612345678"]) {
        const preview: ErasurePreview = await (
          await api().post("/api/admin/privacy/preview", { phone }, operator.headers)
        ).json();
        expect(preview.items.map((item) => item.site).sort(), phone).toEqual(["felimar", "felimar", "neron"]);
      }
      const erase = await api().post("/api/admin/privacy/erase", { phone: "06-12345678" }, operator.headers);
      expect(await erase.json()).toEqual({ deleted: 3 });
    });

    it("exports a person's data as a JSON download with labelled fields, recorded as an access export", async () => {
      await seedPerson("export-person@example.com", "+34 600 555 666");
      const response = await api().post(
        "/api/admin/privacy/export",
        { email: "export-person@example.com" },
        felimarOwner.headers,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const data: SubjectAccessExport = await response.json();
      expect(data.subject).toEqual({ email: "export-person@example.com", phone: null });
      expect(data.submissions).toHaveLength(1);
      expect(data.submissions[0]).toMatchObject({
        site: "felimar",
        fields: expect.arrayContaining([{ key: "details", label: "Description", value: "Graag een offerte." }]),
      });
      const [audit] = await audits();
      expect(audit).toMatchObject({
        action: "access_export",
        details: { sites: ["felimar"], count: 1, matchedBy: "email" },
      });
      expect(JSON.stringify(audit)).not.toContain("export-person");
    });

    it("refuses a body without exactly one of e-mail and phone, or with a bad one, erasing nothing", async () => {
      await seedPerson("kept@example.com", "+34 600 777 888");
      for (const body of [
        {},
        { email: "kept@example.com", phone: "+34 600 777 888" },
        { email: "not-an-address" },
        { phone: "12" },
        { phone: "" },
        { email: "kept@example.com", name: "x" },
      ]) {
        for (const action of ["preview", "erase", "export"]) {
          const response = await api().post(`/api/admin/privacy/${action}`, body, operator.headers);
          expect(response.status, `${action} ${JSON.stringify(body)}`).toBe(400);
          expect((await response.json()).error.code).toBe("validation_failed");
        }
      }
      expect(
        await api()
          .database.db.select()
          .from(submissions)
          .where(sql`lower(${submissions.email}) = 'kept@example.com'`),
      ).toHaveLength(3);
    });

    it("answers 401 without a session and keeps the audit list for operators", async () => {
      expect(
        (await api().post("/api/admin/privacy/erase", { email: "kept@example.com" }, { Origin: TEST_ORIGIN })).status,
      ).toBe(401);
      expect((await api().request("/api/admin/audit", { headers: felimarOwner.headers })).status).toBe(403);
      expect((await api().request("/api/admin/audit")).status).toBe(401);
    });
  },
  UNLIMITED,
);
