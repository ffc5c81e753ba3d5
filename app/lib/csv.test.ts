import { describe, expect, it } from "vitest";
import { csvCell, parseCsv, toCsv } from "./csv";

describe("CSV export", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell('She said "wow", twice')).toBe('"She said ""wow"", twice"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("plain")).toBe("plain");
  });

  it("neutralises anything a spreadsheet would run as a formula", () => {
    expect(csvCell("=HYPERLINK(\"http://evil\")")).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+61 412 345 678")).toBe("'+61 412 345 678");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell(-1)).toBe("-1");
  });

  it("writes dates as ISO, empty for null, and CRLF rows with a header", () => {
    expect(toCsv(["when", "what", "ok"], [[new Date("2026-11-22T00:00:00Z"), null, true]])).toBe("when,what,ok\r\n2026-11-22T11:00:00+11:00,,true\r\n");
  });
});

describe("CSV import", () => {
  it("reads quoted cells with commas, quotes and line breaks, and names each record's first line", () => {
    const read = parseCsv('name,price\r\n"Cut, wash ""and"" dry",85\r\n\r\n"Two\nlines",12.50\nlast,1');
    expect(read).toEqual({
      ok: true,
      records: [
        { line: 1, cells: ["name", "price"] },
        { line: 2, cells: ['Cut, wash "and" dry', "85"] },
        { line: 4, cells: ["Two\nlines", "12.50"] },
        { line: 6, cells: ["last", "1"] },
      ],
    });
  });

  it("takes semicolons when the header uses them, ignores a byte-order mark and trims unquoted cells", () => {
    expect(parseCsv("\uFEFFname;price\n Toner ; 29 ")).toEqual({ ok: true, records: [{ line: 1, cells: ["name", "price"] }, { line: 2, cells: ["Toner", "29"] }] });
  });

  it("refuses a quote left open, naming the line it opened on", () => {
    expect(parseCsv('name,price\n"Toner,29\nFoils,99')).toEqual({ ok: false, line: 2, message: "A quoted cell is never closed." });
  });

  it("reads back what the export wrote, formula guard included", () => {
    const rows = [["=1+1", "-5", "plain, with comma"]];
    const read = parseCsv(toCsv(["a", "b", "c"], rows));
    expect(read.ok && read.records[1]?.cells).toEqual(rows[0]);
  });
});
