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
