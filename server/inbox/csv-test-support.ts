/* For tests only: how a spreadsheet reads the CSV export (./csv.ts). */

/**
 * A quote-aware reader as a spreadsheet is one, independent of the encoder: `separator`
 * splits cells only outside quotes, a quote opens or closes quoting wherever it stands (as
 * Excel does, so a field quoted whole keeps any separator inside it) and a doubled quote
 * inside quotes is one quote; records end at CRLF outside quotes.
 */
export function readCsv(text: string, separator: "," | ";"): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (character === '"') {
      if (quoted && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else quoted = !quoted;
    } else if (!quoted && character === separator) {
      record.push(cell);
      cell = "";
    } else if (!quoted && character === "\r" && text[index + 1] === "\n") {
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
      index++;
    } else cell += character;
  }
  if (quoted) throw new Error("a quote is left open");
  if (cell !== "" || record.length > 0) throw new Error("the last record is not CRLF-terminated");
  return records;
}
