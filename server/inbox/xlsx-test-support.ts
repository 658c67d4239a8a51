import { strFromU8, unzipSync } from "fflate";

/*
 * Reads back what server/inbox/xlsx-export.ts wrote, for its unit and API tests: the zip
 * opened with fflate, each sheet's cells with their type and style, shared strings
 * resolved, and the styles that make a number a date. Enough of SpreadsheetML for these
 * files, not a general reader.
 */

export interface ReadCell {
  /** The cell's address, "B2". */
  ref: string;
  /** Its `t` attribute: "s" (shared string), "inlineStr", "b", or undefined for a number. */
  type: string | undefined;
  /** Its style's index in cellXfs, if any. */
  style: number | undefined;
  /** The text of a string cell (shared or inline), or the number as written. */
  value: string;
}

export interface ReadSheet {
  name: string;
  xml: string;
  /** Each row's cells by column (A is 0); an empty cell, which the file leaves out, is undefined. */
  rows: (ReadCell | undefined)[][];
}

export interface ReadWorkbook {
  /** Every file of the zip as text. */
  files: Record<string, string>;
  sheets: ReadSheet[];
  /** Whether cellXfs[style] has a date-time number format (one showing a year). */
  isDateStyle(style: number | undefined): boolean;
}

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, "&");

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

const texts = (xml: string) =>
  [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>|<t\/>/g)].map((m) => unescape(m[1] ?? ""));

export function readXlsx(bytes: Uint8Array): ReadWorkbook {
  const files = Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));
  const shared = [...(files["xl/sharedStrings.xml"] ?? "").matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    texts(m[1]!).join(""),
  );
  const relations = Object.fromEntries(
    [...(files["xl/_rels/workbook.xml.rels"] ?? "").matchAll(/<Relationship\s[^>]*>/g)].map((m) => [
      attribute(m[0], "Id"),
      attribute(m[0], "Target"),
    ]),
  );
  const sheets = [...files["xl/workbook.xml"]!.matchAll(/<sheet\s[^>]*>/g)].map((m): ReadSheet => {
    const target = relations[attribute(m[0], "r:id")!]!;
    const xml = files[`xl/${target.replace(/^\/?xl\//, "")}`]!;
    const rows = [...xml.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)].map((row) =>
      byColumn(
        [...row[1]!.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)].map((cell): ReadCell => {
          const tag = `<c${cell[1]}>`;
          const type = attribute(tag, "t");
          const style = attribute(tag, "s");
          const inner = cell[2] ?? "";
          const raw = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
          const value =
            type === "s" ? shared[Number(raw)]! : type === "inlineStr" ? texts(inner).join("") : unescape(raw ?? "");
          return { ref: attribute(tag, "r")!, type, style: style === undefined ? undefined : Number(style), value };
        }),
      ),
    );
    return { name: unescape(attribute(m[0], "name")!), xml, rows };
  });
  const styles = files["xl/styles.xml"] ?? "";
  const formats = new Map(
    [...styles.matchAll(/<numFmt\s[^>]*>/g)].map((m) => [
      Number(attribute(m[0], "numFmtId")),
      attribute(m[0], "formatCode")!,
    ]),
  );
  const cellXfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? "";
  const xfs = [...cellXfs.matchAll(/<xf\s[^>]*>/g)].map((m) => Number(attribute(m[0], "numFmtId") ?? 0));
  // Excel's built-in date formats are 14–22; a custom one is a date when it shows a year.
  const isDateStyle = (style: number | undefined) => {
    if (style === undefined) return false;
    const id = xfs[style];
    if (id === undefined) return false;
    return (id >= 14 && id <= 22) || /y/i.test(formats.get(id) ?? "");
  };
  return { files, sheets, isDateStyle };
}

/** Cells placed at their column ("C7" is the third). */
function byColumn(cells: ReadCell[]): (ReadCell | undefined)[] {
  const placed: (ReadCell | undefined)[] = [];
  for (const cell of cells) {
    const letters = /^[A-Z]+/.exec(cell.ref)![0];
    const column = [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1;
    placed[column] = cell;
  }
  return Array.from(placed);
}

/** An Excel serial date (days since 1899-12-30) as the wall-clock time it shows, "2026-11-28 10:00". */
export function serialToWallClock(serial: number): string {
  return new Date(Math.round((serial - 25_569) * 86_400_000)).toISOString().slice(0, 16).replace("T", " ");
}
