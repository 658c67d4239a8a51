import writeXlsxFile, { type Cell, type Row, type Sheet } from "write-excel-file/node";
import { adminMessages, type AdminLanguage } from "#app/admin/messages/index.ts";
import { replyLanguageOf, type ExportColumn, type ReplyLanguage, type Words } from "#app/forms/define-form.server.ts";
import { formsOfSite, isFormKey } from "#app/forms/forms.ts";
import { formDefinition } from "#app/forms/index.server.ts";
import { SITES, siteInfo, type SiteKey } from "#app/sites/registry.ts";
import type { InboxFilter } from "./inbox-filter";
import { INTERNAL_FIELDS, type ExportedSubmission } from "./inbox-export";

/*
 * The inbox's export to open in Excel (docs/decisions/0018): an .xlsx written by
 * write-excel-file, where every cell has its type, so nothing a visitor typed is ever read
 * as a formula (text is a shared-string cell, never `<f>`) and a phone number shows as
 * `+34 612 345 678`, with no apostrophe. One sheet per site and form (each form has its own
 * fields), headed and named in the language of the person who exports it.
 */

/**
 * Rows at most: the workbook is built whole in memory before its first byte leaves
 * (write-excel-file zips finished XML), so a bigger filter is refused and the CSV, which
 * streams, is the way out. 10,000 rows of the longest forms are a few tens of MB.
 */
export const XLSX_MAX_ROWS = 10_000;

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

// Excel's limits: 31 characters in a sheet's name (none of []:*?/\), 32,767 in a cell.
const SHEET_NAME_CHARACTERS = 31;
const CELL_CHARACTERS = 32_767;

// ISO order: read the same in every locale, and a real date Excel sorts and filters by.
const DATE_FORMAT = "yyyy-mm-dd hh:mm";

/** A column of a form's sheet: a stored field, its header in each language, and how its cells are written. */
export interface FormColumn {
  key: string;
  label: Words;
  column: ExportColumn;
}

/**
 * A form's columns, in its definition's order (app/forms/<form>/<form>.server.ts,
 * `ownerLabels`): every labelled field its visitors fill in, never one the sheet itself names
 * (`column: null`), one another form of the module asks for, or a form guard's field.
 */
export function sheetColumns(form: string): FormColumn[] {
  const module = formDefinition(form);
  if (!module) return [];
  return module.ownerLabels.flatMap(({ key, label, column }) =>
    column && !INTERNAL_FIELDS.has(key) && (!column.forms || (isFormKey(form) && column.forms.includes(form)))
      ? [{ key, label, column }]
      : [],
  );
}

/**
 * Collects the rows of an export, or null when there are more than `max`: the caller
 * answers 422 before anything is written (and before the export is audited).
 */
export async function rowsUpTo(
  rows: AsyncIterable<ExportedSubmission>,
  max = XLSX_MAX_ROWS,
): Promise<ExportedSubmission[] | null> {
  const collected: ExportedSubmission[] = [];
  for await (const row of rows) {
    if (collected.length === max) return null;
    collected.push(row);
  }
  return collected;
}

interface SheetOf {
  site: string;
  form: string;
  rows: ExportedSubmission[];
}

/**
 * The sheets: one per site and form the filter covers (the user's sites, narrowed by the
 * filter's site and form), in the registry's order, each present even with no row, so a
 * file has the same sheets every time; a stored row of a form no module defines anymore
 * gets a sheet of its own after them.
 */
function sheetsOf(rows: readonly ExportedSubmission[], sites: readonly SiteKey[], filter: InboxFilter): SheetOf[] {
  const sheets = new Map<string, SheetOf>();
  for (const { key: site } of SITES) {
    if (!sites.includes(site) || (filter.site && filter.site !== site)) continue;
    for (const form of formsOfSite(site)) {
      if (!filter.form || filter.form === form) sheets.set(`${site} ${form}`, { site, form, rows: [] });
    }
  }
  for (const row of rows) {
    const id = `${row.site} ${row.form}`;
    const sheet = sheets.get(id) ?? { site: row.site, form: row.form, rows: [] };
    sheets.set(id, sheet);
    sheet.rows.push(row);
  }
  return [...sheets.values()];
}

/**
 * The workbook of `rows` (newest first, as exportRows reads them): one sheet per site and
 * form, in `language`, the exporting person's (personLanguage).
 */
export async function xlsxWorkbook(
  rows: readonly ExportedSubmission[],
  scope: { sites: readonly SiteKey[]; filter: InboxFilter; language: AdminLanguage },
): Promise<Buffer> {
  const names = new Set<string>();
  const sheets = sheetsOf(rows, scope.sites, scope.filter).map((sheet) => formSheet(sheet, names, scope.language));
  return writeXlsxFile(sheets).toBuffer();
}

function formSheet({ site, form, rows }: SheetOf, names: Set<string>, reader: AdminLanguage): Sheet<Buffer> {
  const known = SITES.find((entry) => entry.key === site);
  const language = replyLanguageOf(reader);
  const { export: words, inbox } = adminMessages(reader);
  const timeZone = known?.timeZone ?? "UTC";
  const columns = sheetColumns(form);
  const header: Row = [words.received, words.status, ...columns.map(({ label }) => label[language])].map((label) => ({
    type: String,
    value: label,
    fontWeight: "bold",
  }));
  const localTime = wallClock(timeZone);
  const data: Row[] = [
    header,
    ...rows.map((row): Row => [
      { type: Date, value: localTime(row.createdAt) },
      textCell(isStatus(row.status, inbox.statuses) ? inbox.statuses[row.status] : row.status),
      ...columns.map(({ key, column }) => fieldCell(row.fields[key], column, language)),
    ]),
  ];
  const formName = isFormKey(form) ? words.sheets[form] : form;
  return {
    data,
    sheet: uniqueName(`${known ? siteInfo(known.key).name : site} – ${formName}`, names),
    dateFormat: DATE_FORMAT,
    stickyRowsCount: 1,
    columns: [{ width: 17 }, { width: 12 }, ...columns.map(({ key }) => ({ width: LONG_TEXT.has(key) ? 60 : 24 }))],
  };
}

// The fields that hold a message or a consent text: wide enough to read a line of it.
const LONG_TEXT = new Set(["details", "mensaje", "message", "consent_text"]);

function isStatus<S extends Record<string, string>>(status: string, statuses: S): status is Extract<keyof S, string> {
  return Object.hasOwn(statuses, status);
}

/** A stored value as its typed cell: text as text, yes/no as a boolean, a number as a number. */
function fieldCell(value: unknown, column: ExportColumn, language: ReplyLanguage): Cell {
  if (column.value) return textCell(column.value(value, language));
  if (typeof value === "boolean") return { type: Boolean, value };
  if (typeof value === "number" && Number.isFinite(value)) return { type: Number, value };
  if (typeof value === "string") return textCell(value);
  if (value === null || value === undefined) return null;
  return textCell(JSON.stringify(value));
}

/** Text as a string cell (write-excel-file writes it as a shared string, t="s"): never a formula, whatever it begins with. */
function textCell(text: string | null): Cell {
  return text ? { type: String, value: text.slice(0, CELL_CHARACTERS) } : null;
}

/**
 * A UTC instant as the site's wall-clock time: an Excel date has no time zone, and the owner
 * reads their own business's time (app/sites/registry.ts, `timeZone`).
 */
function wallClock(timeZone: string): (iso: string) => Date {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  return (iso) => {
    const parts = Object.fromEntries(format.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
    const part = (type: string) => Number(parts[type]);
    return new Date(
      Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second")),
    );
  };
}

/** A sheet name Excel accepts, unique in the workbook (compared as Excel does, ignoring case). */
function uniqueName(wanted: string, taken: Set<string>): string {
  const clean = wanted.replace(/[[\]:*?/\\]/g, " ");
  let name = clean.length > SHEET_NAME_CHARACTERS ? `${clean.slice(0, SHEET_NAME_CHARACTERS - 1)}…` : clean;
  for (let copy = 2; taken.has(name.toLowerCase()); copy++) {
    const suffix = ` (${copy})`;
    name = `${clean.slice(0, SHEET_NAME_CHARACTERS - suffix.length)}${suffix}`;
  }
  taken.add(name.toLowerCase());
  return name;
}
