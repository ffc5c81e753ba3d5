/**
 * CSV (RFC 4180) for the owner's exports. Cells that a spreadsheet would run as a
 * formula (starting with = + - @ or a tab/return) are prefixed with an apostrophe,
 * so text a visitor typed can never execute in Excel or Sheets. Instants are written
 * in the salon's time with their offset, so a spreadsheet shows what the owner saw.
 */
import { sydneyIso } from "./sydney-time";

export type CsvValue = string | number | boolean | Date | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? sydneyIso(value) : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: CsvValue[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** One record of a CSV file and the line of the file it starts on (1 for the header), for messages that name it. */
export type CsvRecord = { line: number; cells: string[] };

/**
 * Read CSV (RFC 4180, as spreadsheets and booking systems write it): commas or semicolons between cells,
 * quoted cells with "" for a quote and line breaks inside, CRLF or LF, a byte-order mark ignored. Blank
 * lines are skipped. A quote left open refuses the whole file with the line it opened on. An apostrophe
 * that `csvCell` put before a formula-like cell is taken off again, so an export reads back as written.
 */
export function parseCsv(text: string): { ok: true; records: CsvRecord[] } | { ok: false; line: number; message: string } {
  const source = text.replace(/^\uFEFF/, "");
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  const separator = firstLine.split(";").length > firstLine.split(",").length ? ";" : ",";
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let wasQuoted = false;
  let line = 1;
  let recordLine = 1;
  const endCell = () => {
    cells.push(unprotect(wasQuoted ? cell : cell.trim()));
    cell = "";
    wasQuoted = false;
  };
  const endRecord = () => {
    endCell();
    if (cells.some((value) => value.trim() !== "")) records.push({ line: recordLine, cells });
    cells = [];
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === "\n") line++;
        cell += char;
      }
      continue;
    }
    if (char === '"' && cell.trim() === "") {
      quoted = true;
      wasQuoted = true;
      cell = "";
    } else if (char === separator) {
      endCell();
    } else if (char === "\r" && source[i + 1] === "\n") {
      continue;
    } else if (char === "\n" || char === "\r") {
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += char;
    }
  }
  if (quoted) return { ok: false, line: recordLine, message: "A quoted cell is never closed." };
  endRecord();
  return { ok: true, records };
}

/** A cell `csvCell` protected from spreadsheets ("'=1") read back as it was. */
function unprotect(text: string): string {
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
}
