import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvRow } from "./csv";
import { readCsv } from "./csv-test-support";
import { exportCsv, type ExportedSubmission } from "./inbox-export";

/** What attackers and ordinary visitors send: each must stay one cell, none may start a formula. */
const PAYLOADS = [
  "Ana;=cmd|' /C calc'!A0",
  "x;=2+3",
  "x,=2+3",
  "+34 612 345 678",
  "@SUM(1)",
  "-1",
  "=1+1",
  "\t=1+1",
  "\r=1+1",
  '=HYPERLINK("http://evil")',
  'He said "yes";=2+3',
  'quote " then ;+1',
  "line\nbreak;=2+3",
  "line\r\n=2+3",
  'a;b,c"d""e',
  "Ñandú café ✓ 日本",
];

const FORMULA_START = /^[=+\-@\t\r]/;

describe("csv encoder", () => {
  it("quotes every field, empty ones too, and doubles the quotes inside", () => {
    expect(csvRow(["abc", null, undefined, 3, true, "Ñandú café"])).toBe('"abc","","","3","true","Ñandú café"\r\n');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
  });

  it.each([
    ['=HYPERLINK("http://evil")', '\'=HYPERLINK("http://evil")'],
    ["+31 6 1234", "'+31 6 1234"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tindent", "'\tindent"],
    ["\rstart", "'\rstart"],
  ])("puts an apostrophe before a field starting %j (OWASP)", (value, neutralised) => {
    expect(readCsv(csvRow([value]), ",")).toEqual([[neutralised]]);
  });

  it("does not touch a formula character later in the text", () => {
    expect(csvCell("a=b")).toBe('"a=b"');
    expect(csvCell("mail@example.com")).toBe('"mail@example.com"');
  });

  it.each([",", ";"] as const)(
    "read with %j as the separator, keeps every payload in its one cell and starts no cell with = + - @ tab or CR",
    (separator) => {
      const rows = PAYLOADS.map((payload, index) => [String(index), payload, "after"]);
      const records = readCsv(CSV_BOM + rows.map(csvRow).join(""), separator);
      expect(records).toHaveLength(rows.length);
      for (const record of records) {
        for (const cell of record) expect(cell.replace(/^\uFEFF/, "")).not.toMatch(FORMULA_START);
      }
      // With the file's own separator every cell is the value, a formula start behind an apostrophe.
      if (separator === ",") {
        expect(records.map((record) => record[0]!.replace(/^\uFEFF/, ""))).toEqual(rows.map((row) => row[0]));
        expect(records.map((record) => record[1])).toEqual(
          PAYLOADS.map((payload) => (FORMULA_START.test(payload) ? `'${payload}` : payload)),
        );
      } else {
        // Excel in Dutch or Spanish: no comma or semicolon splits a record anywhere.
        for (const record of records) expect(record).toHaveLength(1);
      }
    },
  );

  it("round-trips awkward values", () => {
    const rows = [
      ["id", "message", "fields"],
      ["1", 'He said "yes", then\r\nleft.', JSON.stringify({ a: "x,y", b: 'q"q' })],
      ["2", "", "ünïcödé ✓ 日本"],
      ["3", "trailing comma,", "\n"],
    ];
    const text = CSV_BOM + rows.map(csvRow).join("");
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(readCsv(text.slice(1), ",")).toEqual(rows);
  });
});

describe("exportCsv", () => {
  const submission = (
    fields: Record<string, unknown>,
    values: Partial<ExportedSubmission> = {},
  ): ExportedSubmission => ({
    id: "0b7e2a8c-7f7b-4c1e-9a57-8a1e3f1e2d3c",
    site: "neron",
    form: "neron-contact",
    status: "new",
    spam: false,
    createdAt: "2026-11-28T09:00:00.000Z",
    name: "Ana;=cmd|' /C calc'!A0",
    email: "ana@example.com",
    phone: "+34 612 345 678",
    message: "x;=2+3",
    fields,
    ...values,
  });

  async function csvOf(rows: ExportedSubmission[]): Promise<string> {
    let text = "";
    for await (const piece of exportCsv(
      (async function* () {
        yield* rows;
      })(),
    ))
      text += piece;
    return text;
  }

  it("writes a BOM, a header and one record per row, with no formula cell under either separator", async () => {
    const text = await csvOf([
      submission({ nombre: "Ana;=cmd|' /C calc'!A0", telefono: "+34 612 345 678", mensaje: "x;=2+3" }),
    ]);
    expect(text.startsWith('\uFEFF"id","site","form","status","spam","created_at","name"')).toBe(true);
    for (const separator of [",", ";"] as const) {
      for (const record of readCsv(text.slice(1), separator))
        for (const cell of record) expect(cell).not.toMatch(FORMULA_START);
    }
    const [, record] = readCsv(text.slice(1), ",");
    expect(record!.slice(6, 10)).toEqual(["Ana;=cmd|' /C calc'!A0", "ana@example.com", "'+34 612 345 678", "x;=2+3"]);
  });

  it("leaves the form guard's fields and an idempotency key out of the fields column", async () => {
    const text = await csvOf([
      submission({
        nombre: "Ana",
        website: "http://spam.example",
        altcha: "eyJhbGdvcml0aG0iOiJTSEEtMjU2In0",
        typing: { keys: 12 },
        idempotency_key: "a-key-of-sixteen-plus",
      }),
    ]);
    const [, record] = readCsv(text.slice(1), ",");
    expect(JSON.parse(record!.at(-1)!)).toEqual({ nombre: "Ana" });
  });
});
