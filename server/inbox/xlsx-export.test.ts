import { describe, expect, it } from "vitest";
import type { AdminLanguage } from "#app/admin/messages/index.ts";
import type { SiteKey } from "#app/sites/registry.ts";
import type { ExportedSubmission } from "./inbox-export";
import { rowsUpTo, sheetColumns, xlsxWorkbook } from "./xlsx-export";
import { readXlsx, serialToWallClock, type ReadWorkbook } from "./xlsx-test-support";

const PAYLOADS = [
  "Ana;=cmd|' /C calc'!A0",
  "x;=2+3",
  '=HYPERLINK("http://evil")',
  "@SUM(1)",
  "-1",
  "+1",
  "\t=1+1",
  "\r=1+1",
  'quote " and <tag> & ampersand',
  "line\nbreak",
];

let sequence = 0;
function submission(
  values: Partial<ExportedSubmission> & Pick<ExportedSubmission, "site" | "form" | "fields">,
): ExportedSubmission {
  sequence++;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    status: "new",
    spam: false,
    createdAt: "2026-11-28T09:00:00.000Z",
    name: null,
    email: null,
    phone: null,
    message: null,
    ...values,
  };
}

const felimarQuote = (naam: string, details = "Graag een offerte.") =>
  submission({
    site: "felimar",
    form: "felimar-quote",
    status: "answered",
    fields: {
      formulier: "offerte",
      categorie: "airco",
      pakket: null,
      naam,
      telefoon: "+34 612 345 678",
      email: "jan@example.nl",
      plaats: "Altea",
      details,
      voorkeurs_tijd: null,
      sleutel_beheer: true,
      website: "http://bot.example",
      altcha: "eyJhbGdvcml0aG0iOiJTSEEtMjU2In0",
      typing: { keys: 40 },
      idempotency_key: "a-key-of-sixteen-plus",
    },
  });

async function workbookOf(
  rows: ExportedSubmission[],
  sites: readonly SiteKey[] = ["felimar", "neron"],
  language: AdminLanguage = "nl",
): Promise<ReadWorkbook> {
  return readXlsx(await xlsxWorkbook(rows, { sites: [...sites], filter: { folder: "inbox" }, language }));
}

describe("the XLSX export", () => {
  it("types every cell: text as a string cell, whatever it starts with, and no formula anywhere", async () => {
    const book = await workbookOf([
      ...PAYLOADS.map((payload) => felimarQuote(payload, payload)),
      submission({
        site: "neron",
        form: "neron-contact",
        fields: { nombre: "x;=2+3", email: "ana@example.com", telefono: "+34 612 345 678", mensaje: "@SUM(1)" },
      }),
    ]);
    for (const [name, text] of Object.entries(book.files)) {
      expect(text, name).not.toMatch(/<f[\s>/]/);
    }
    const felimar = book.sheets.find((sheet) => sheet.name === "Felimar – Offertes")!;
    const body = felimar.rows.slice(1);
    expect(body).toHaveLength(PAYLOADS.length);
    for (const row of book.sheets.flatMap((sheet) => sheet.rows)) {
      for (const cell of row) {
        if (!cell) continue;
        // A boolean (key management) or a date; everything else is text in a string cell.
        if (cell.type === "b") continue;
        if (cell.type === undefined) {
          expect(book.isDateStyle(cell.style), cell.ref).toBe(true);
          continue;
        }
        expect(["s", "inlineStr"], cell.ref).toContain(cell.type);
      }
    }
    // The payloads arrive as the visitor typed them (newest first, as the inbox lists them),
    // the phone number without an apostrophe.
    const header = felimar.rows[0]!.map((cell) => cell!.value);
    const column = (label: string) => body.map((row) => row[header.indexOf(label)]!);
    expect(column("Naam").map((cell) => cell.value)).toEqual(PAYLOADS);
    expect(column("Naam").every((cell) => cell.type === "s")).toBe(true);
    expect(new Set(column("Telefoon / WhatsApp").map((cell) => cell.value))).toEqual(new Set(["+34 612 345 678"]));
  });

  it("writes the time received as a date cell, in the site's time zone", async () => {
    const book = await workbookOf([
      { ...felimarQuote("Jan"), createdAt: "2026-07-01T08:30:00.000Z" },
      { ...felimarQuote("Piet"), createdAt: "2026-11-28T23:15:00.000Z" },
    ]);
    const [, summer, winter] = book.sheets.find((sheet) => sheet.name === "Felimar – Offertes")!.rows;
    for (const row of [summer!, winter!]) {
      expect(row[0]!.type).toBeUndefined();
      expect(book.isDateStyle(row[0]!.style)).toBe(true);
    }
    // Europe/Madrid: UTC+2 in summer, UTC+1 in winter (and the next day).
    expect(serialToWallClock(Number(summer![0]!.value))).toBe("2026-07-01 10:30");
    expect(serialToWallClock(Number(winter![0]!.value))).toBe("2026-11-29 00:15");
  });

  it("has one sheet per site and form, named and headed in the exporting person's language, without internal fields", async () => {
    const book = await workbookOf(
      [
        felimarQuote("Jan"),
        submission({
          site: "neron",
          form: "neron-contact",
          fields: { nombre: "Ana", email: "ana@example.com", telefono: "+34 600", mensaje: "Hola", website: "x" },
        }),
        submission({
          site: "housing",
          form: "housing-contact",
          fields: {
            name: "Kari",
            email: "kari@example.com",
            phone: null,
            message: "Hei",
            consent: true,
            consent_text: "Jeg samtykker.",
            consent_language: "nb-NO",
            language: "no",
          },
        }),
        submission({ site: "naturliv", form: "newsletter", fields: { email: "reader@example.com", site: "naturliv" } }),
      ],
      ["felimar", "neron", "housing", "naturliv"],
    );
    expect(book.sheets.map((sheet) => sheet.name)).toEqual([
      "Naturliv – Nieuwsbrief",
      "Housing Norway – Contact",
      "Felimar – Offertes",
      "Felimar – Contact",
      "Neron Antigüedades – Contact",
    ]);
    const headers = Object.fromEntries(
      book.sheets.map((sheet) => [sheet.name, sheet.rows[0]!.map((cell) => cell!.value)]),
    );
    expect(headers["Felimar – Offertes"]).toEqual([
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
    expect(headers["Felimar – Contact"]).toEqual([
      "Ontvangen",
      "Status",
      "Naam",
      "Telefoon / WhatsApp",
      "E-mail",
      "Plaats",
      "Omschrijving",
    ]);
    expect(headers["Neron Antigüedades – Contact"]).toEqual([
      "Ontvangen",
      "Status",
      "Naam",
      "E-mail",
      "Telefoon",
      "Bericht",
    ]);
    expect(headers["Housing Norway – Contact"]).toEqual([
      "Ontvangen",
      "Status",
      "Naam",
      "E-mail",
      "Telefoon",
      "Bericht",
      "Taal",
      "Toestemming gegeven",
      "Tekst van de toestemming",
      "Taal van de toestemming",
    ]);
    expect(headers["Naturliv – Nieuwsbrief"]).toEqual(["Ontvangen", "Status", "E-mail"]);
    const everyHeader = Object.values(headers).flat();
    for (const internal of ["website", "altcha", "typing", "idempotency_key", "formulier", "site"])
      expect(everyHeader).not.toContain(internal);

    const row = (name: string) => book.sheets.find((sheet) => sheet.name === name)!.rows[1]!.map((cell) => cell?.value);
    expect(row("Felimar – Offertes").slice(1, 3)).toEqual(["Beantwoord", "Comfort & Airco"]);
    expect(row("Housing Norway – Contact").slice(1)).toEqual([
      "Nieuw",
      "Kari",
      "kari@example.com",
      undefined,
      "Hei",
      "Noors",
      "1",
      "Jeg samtykker.",
      "nb-NO",
    ]);
    expect(row("Neron Antigüedades – Contact")).not.toContain("x");
  });

  it("speaks each person's own language, whatever the site's", async () => {
    const sheetIn = async (language: AdminLanguage) => {
      const book = await workbookOf([felimarQuote("Jan")], ["felimar"], language);
      const sheet = book.sheets[0]!;
      return { name: sheet.name, header: sheet.rows[0]!.map((cell) => cell!.value), status: sheet.rows[1]![1]!.value };
    };
    expect(await sheetIn("es")).toEqual({
      name: "Felimar – Presupuestos",
      header: [
        "Recibido",
        "Estado",
        "Categoría",
        "Paquete",
        "Nombre",
        "Teléfono",
        "Correo electrónico",
        "Localidad",
        "Descripción",
        "Fecha y hora preferidas",
        "Gestión de llaves",
      ],
      status: "Respondido",
    });
    expect(await sheetIn("nb")).toMatchObject({ name: "Felimar – Tilbud", status: "Besvart" });
    expect((await sheetIn("en")).header.slice(0, 5)).toEqual(["Received", "Status", "Category", "Package", "Name"]);
  });

  it("keeps the sheets of an empty export, with their headers", async () => {
    const book = await workbookOf([], ["neron"]);
    expect(book.sheets.map((sheet) => [sheet.name, sheet.rows.length])).toEqual([["Neron Antigüedades – Contact", 1]]);
  });

  it("lists no internal field as any form's column", () => {
    for (const form of ["felimar-quote", "felimar-contact", "neron-contact", "housing-contact", "newsletter"]) {
      const keys = sheetColumns(form).map((column) => column.key);
      expect(keys.length, form).toBeGreaterThan(0);
      for (const internal of ["website", "altcha", "typing", "idempotency_key"]) expect(keys).not.toContain(internal);
    }
  });

  it("collects at most the cap, and says when there are more", async () => {
    async function* three() {
      yield felimarQuote("a");
      yield felimarQuote("b");
      yield felimarQuote("c");
    }
    expect(await rowsUpTo(three(), 3)).toHaveLength(3);
    expect(await rowsUpTo(three(), 2)).toBeNull();
  });
});
