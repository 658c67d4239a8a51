import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvRow } from "./csv";

/** A small RFC 4180 reader, independent of the encoder: quoted fields, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"' && field === "") quoted = true;
    else if (character === ",") {
      record.push(field);
      field = "";
    } else if (character === "\r" && text[index + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      index++;
    } else if (character === "\r" || character === "\n" || character === '"')
      throw new Error(`bare ${JSON.stringify(character)} at ${index}`);
    else field += character;
  }
  if (field !== "" || record.length > 0) throw new Error("the last record is not CRLF-terminated");
  return records;
}

describe("csv encoder", () => {
  it("leaves plain text as it is and writes null as an empty field", () => {
    expect(csvRow(["abc", null, 3, true, "Ñandú café"])).toBe("abc,,3,true,Ñandú café\r\n");
  });

  it("quotes fields with a comma, a quote, CR or LF, and doubles the quotes", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("cr\rhere")).toBe('"cr\rhere"');
  });

  it.each([
    ['=HYPERLINK("http://evil")', '\'=HYPERLINK("http://evil")'],
    ["+31 6 1234", "'+31 6 1234"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tindent", "'\tindent"],
    ["\rstart", "'\rstart"],
  ])("neutralises a cell starting %j against formula injection", (value, neutralised) => {
    expect(parseCsv(csvRow([value]))).toEqual([[neutralised]]);
  });

  it("does not touch a formula character later in the text", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("mail@example.com")).toBe("mail@example.com");
  });

  it("round-trips awkward values through an RFC 4180 parser", () => {
    const rows = [
      ["id", "message", "fields"],
      ["1", 'He said "yes", then\r\nleft.', JSON.stringify({ a: "x,y", b: 'q"q' })],
      ["2", "", "ünïcödé ✓ 日本"],
      ["3", "trailing comma,", "\n"],
    ];
    const text = CSV_BOM + rows.map(csvRow).join("");
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(parseCsv(text.slice(1))).toEqual(rows);
  });
});
