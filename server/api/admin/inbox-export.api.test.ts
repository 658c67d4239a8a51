import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createSignedInAdmin, type TestAdmin } from "#tests/support/admin-session.ts";
import { describeApi } from "#tests/support/api-harness.ts";
import { UNLIMITED } from "#tests/support/api-endpoints.ts";
import { auditLog, submissions } from "../../db/schema";
import { XLSX_MAX_ROWS } from "../../inbox/xlsx-export";
import { readCsv } from "../../inbox/csv-test-support";
import { readXlsx } from "../../inbox/xlsx-test-support";

const FORMULA_START = /^[=+\-@\t\r]/;

describeApi(
  "the inbox's CSV and XLSX exports",
  (api) => {
    let felimarOwner: TestAdmin;
    let neronOwner: TestAdmin;
    const get = (path: string, admin?: TestAdmin) => api().request(path, admin ? { headers: admin.headers } : {});

    beforeAll(async () => {
      const db = api().database.db;
      felimarOwner = await createSignedInAdmin(db, { role: "owner", sites: ["felimar"] });
      neronOwner = await createSignedInAdmin(db, { role: "owner", sites: ["neron"] });
      // Stored as the endpoints store them (their fields under the form's names), with what
      // attackers sent: a one-line name and message that Dutch and Spanish Excel split on `;`.
      await db.insert(submissions).values([
        {
          id: randomUUID(),
          site: "felimar",
          form: "felimar-quote",
          name: "Ana;=cmd|' /C calc'!A0",
          email: "ana@example.nl",
          phone: "+34 612 345 678",
          message: "x;=2+3 sheet-probe",
          fields: {
            formulier: "offerte",
            categorie: "airco",
            pakket: null,
            naam: "Ana;=cmd|' /C calc'!A0",
            telefoon: "+34 612 345 678",
            email: "ana@example.nl",
            plaats: "@SUM(1)",
            details: "x;=2+3 sheet-probe",
            voorkeurs_tijd: "-1",
            sleutel_beheer: false,
            website: "",
            altcha: "eyJhbGdvcml0aG0iOiJTSEEtMjU2In0",
          },
          createdAt: new Date("2026-07-01T08:30:00Z"),
        },
        {
          id: randomUUID(),
          site: "neron",
          form: "neron-contact",
          name: "Neron Persona",
          email: "persona@ejemplo.es",
          phone: "+34 600 123 456",
          message: "Hola sheet-probe",
          fields: {
            nombre: "Neron Persona",
            email: "persona@ejemplo.es",
            telefono: "+34 600 123 456",
            mensaje: "Hola sheet-probe",
          },
        },
      ]);
    });

    it("downloads the CSV with every field quoted: no cell starts a formula with `,` or `;` as separator", async () => {
      const response = await get("/api/admin/submissions/export.csv?q=sheet-probe", felimarOwner);
      expect(response.status).toBe(200);
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
      expect(text.startsWith('\uFEFF"id",')).toBe(true);
      for (const separator of [",", ";"] as const) {
        const records = readCsv(text.slice(1), separator);
        expect(records).toHaveLength(2);
        for (const cell of records.flat()) expect(cell).not.toMatch(FORMULA_START);
      }
      const [, row] = readCsv(text.slice(1), ",");
      expect(row!.slice(6, 10)).toEqual([
        "Ana;=cmd|' /C calc'!A0",
        "ana@example.nl",
        "'+34 612 345 678",
        "x;=2+3 sheet-probe",
      ]);
      expect(JSON.parse(row!.at(-1)!)).not.toHaveProperty("altcha");
      expect(text).not.toContain("Neron Persona");
    });

    it("downloads the XLSX as an owner: their sites' sheets only, typed cells, Dutch headers, the phone as typed", async () => {
      const response = await get("/api/admin/submissions/export.xlsx?q=sheet-probe", felimarOwner);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      );
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="inbox-\d{4}-\d{2}-\d{2}\.xlsx"$/,
      );
      const book = readXlsx(new Uint8Array(await response.arrayBuffer()));
      expect(book.sheets.map((sheet) => sheet.name)).toEqual(["Felimar – Offertes", "Felimar – Contact"]);
      for (const [name, text] of Object.entries(book.files)) {
        expect(text, name).not.toMatch(/<f[\s>/]/);
        expect(text, name).not.toContain("Neron Persona");
      }
      const [header, row] = book.sheets[0]!.rows;
      const labels = header!.map((cell) => cell!.value);
      expect(labels).toEqual([
        "Ontvangen",
        "Status",
        "Categorie",
        "Pakket",
        "Naam",
        "Telefoon / WhatsApp",
        "E-mail",
        "Plaats",
        "Omschrijving",
        "Gewenste datum/tijd",
        "Sleutelbeheer",
      ]);
      const cell = (label: string) => row![labels.indexOf(label)]!;
      expect(cell("Telefoon / WhatsApp")).toMatchObject({ type: "s", value: "+34 612 345 678" });
      expect(cell("Naam")).toMatchObject({ type: "s", value: "Ana;=cmd|' /C calc'!A0" });
      expect(cell("Plaats")).toMatchObject({ type: "s", value: "@SUM(1)" });
      expect(cell("Gewenste datum/tijd")).toMatchObject({ type: "s", value: "-1" });
      expect(cell("Status")).toMatchObject({ type: "s", value: "Nieuw" });
      expect(cell("Sleutelbeheer")).toMatchObject({ type: "b", value: "0" });
      expect(cell("Ontvangen").type).toBeUndefined();
      expect(book.isDateStyle(cell("Ontvangen").style)).toBe(true);
      expect(book.sheets[1]!.rows).toHaveLength(1);

      const [audit] = await api()
        .database.db.select({ details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.action, "inbox_export"), eq(auditLog.actorEmail, felimarOwner.email)))
        .orderBy(desc(auditLog.createdAt))
        .limit(1);
      expect(audit?.details).toMatchObject({ format: "xlsx", sites: ["felimar"], rows: 1, filtered: true });
    });

    it("heads the sheets in the exporting person's language, whatever the site's", async () => {
      const db = api().database.db;
      const spanishFelimarOwner = await createSignedInAdmin(db, { role: "owner", sites: ["felimar"], language: "es" });
      const operator = await createSignedInAdmin(db, { role: "operator" });
      const headerOf = async (admin: TestAdmin) => {
        const response = await get("/api/admin/submissions/export.xlsx?site=felimar&q=sheet-probe", admin);
        const sheet = readXlsx(new Uint8Array(await response.arrayBuffer())).sheets[0]!;
        return { name: sheet.name, header: sheet.rows[0]!.map((cell) => cell!.value).slice(0, 5) };
      };
      expect(await headerOf(spanishFelimarOwner)).toEqual({
        name: "Felimar – Presupuestos",
        header: ["Recibido", "Estado", "Categoría", "Paquete", "Nombre"],
      });
      expect(await headerOf(operator)).toEqual({
        name: "Felimar – Quotes",
        header: ["Received", "Status", "Category", "Package", "Name"],
      });
    });

    it("gives another site's owner their own site's sheet, headed in Spanish", async () => {
      const book = readXlsx(
        new Uint8Array(await (await get("/api/admin/submissions/export.xlsx?q=sheet-probe", neronOwner)).arrayBuffer()),
      );
      expect(book.sheets.map((sheet) => sheet.name)).toEqual(["Neron Antigüedades – Contacto"]);
      const [header, row, ...more] = book.sheets[0]!.rows;
      expect(header!.map((cell) => cell!.value)).toEqual([
        "Recibido",
        "Estado",
        "Nombre",
        "Correo electrónico",
        "Teléfono",
        "Mensaje",
      ]);
      expect(row!.slice(2).map((cell) => cell?.value)).toEqual([
        "Neron Persona",
        "persona@ejemplo.es",
        "+34 600 123 456",
        "Hola sheet-probe",
      ]);
      expect(more).toEqual([]);
      expect(Object.values(book.files).join("")).not.toContain("Ana;");
    });

    it("refuses like the other exports: 401 without a session, 400 for a bad filter, with the error JSON", async () => {
      const signedOut = await get("/api/admin/submissions/export.xlsx");
      expect(signedOut.status).toBe(401);
      expect((await signedOut.json()).error.code).toBe("unauthenticated");
      const bad = await get("/api/admin/submissions/export.xlsx?from=yesterday", felimarOwner);
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.fields).toHaveProperty("from");
    });

    it(`refuses more than ${XLSX_MAX_ROWS} rows with 422, audits nothing, and the CSV still streams them`, async () => {
      const db = api().database.db;
      await db.execute(sql`
        insert into submissions (id, site, form, name, message, fields, spam, created_at)
        select gen_random_uuid(), 'neron', 'neron-contact', 'Cap ' || n, 'xlsx-cap-probe', '{}'::jsonb, true, now() - n * interval '1 second'
        from generate_series(1, ${XLSX_MAX_ROWS + 1}) as n`);
      const audits = async () =>
        (await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.actorEmail, neronOwner.email))).length;
      const before = await audits();
      const response = await get("/api/admin/submissions/export.xlsx?folder=spam&q=xlsx-cap-probe", neronOwner);
      expect(response.status).toBe(422);
      expect((await response.json()).error.code).toBe("too_many_rows");
      expect(await audits()).toBe(before);
      const csv = await get("/api/admin/submissions/export.csv?folder=spam&q=xlsx-cap-probe", neronOwner);
      expect((await csv.text()).split("\r\n").filter(Boolean)).toHaveLength(XLSX_MAX_ROWS + 2);
    });
  },
  UNLIMITED,
);
