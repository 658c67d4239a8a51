/**
 * CSV as RFC 4180 describes it: CRLF between records, quotes inside a field doubled. Made
 * safe for any spreadsheet that opens it (OWASP "CSV Injection"):
 * - EVERY field is in double quotes. Excel splits a record on the list separator of its
 *   locale, `;` in Dutch and Spanish Excel, not on `,`; a field quoted only when it held a
 *   comma let a one-line name `Ana;=cmd|' /C calc'!A0` become a cell `=cmd|…`. Inside quotes
 *   no separator splits, whichever one the reader uses.
 * - a field that begins with =, +, -, @, tab or CR gets a leading apostrophe, so a visitor's
 *   `=HYPERLINK(…)` is shown as text, never run as a formula. Phone numbers too (`'+34 …`):
 *   the CSV is the plain-text export; the XLSX (./xlsx-export.ts) shows them clean.
 * The file starts with a UTF-8 byte order mark: without it Excel reads UTF-8 as Windows-1252.
 */
export const CSV_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One record, CRLF-terminated. */
export function csvRow(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
