/**
 * CSV as RFC 4180 describes it: CRLF between records, a field in double quotes when it
 * holds a comma, a quote, CR or LF, quotes inside doubled. Made for Excel too: the file
 * starts with a UTF-8 byte order mark (without it Excel reads UTF-8 as Windows-1252),
 * and a cell that begins with =, +, -, @, tab or CR gets a leading apostrophe, so a
 * visitor's "=HYPERLINK(…)" is shown as text, never run as a formula (OWASP "CSV Injection").
 */
export const CSV_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated. */
export function csvRow(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
