import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

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
