/*
 * CSV export of list and query rows, without a spreadsheet library: RFC 4180 quoting, CRLF line ends and a
 * UTF-8 byte order mark so Excel opens Chinese text correctly.
 */

/** The UTF-8 byte order mark Excel needs to read a CSV as UTF-8. */
export const UTF8_BOM = "\uFEFF";

/** One column of the export: the row key it reads and its header. */
export interface CsvColumn {
  field: string;
  title: string;
}

const NUMERIC = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/**
 * One cell: text with a comma, quote or line break is quoted (quotes doubled). Text that a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe, unless it is a number.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "object" ? JSON.stringify(value) : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text) && !NUMERIC.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV lines of rows (no header), each ended by CRLF: one chunk of a streamed export. */
export function csvRows(columns: readonly CsvColumn[], rows: readonly Record<string, unknown>[]): string {
  let out = "";
  for (const row of rows) out += `${columns.map((c) => csvCell(row[c.field])).join(",")}\r\n`;
  return out;
}

/** The header chunk of a CSV file: the BOM and the columns' titles, ended by CRLF. */
export function csvHeader(columns: readonly CsvColumn[]): string {
  return `${UTF8_BOM}${columns.map((c) => csvCell(c.title)).join(",")}\r\n`;
}

/** The CSV text of rows under the columns' titles, BOM first, lines ended by CRLF. */
export function toCsv(columns: readonly CsvColumn[], rows: readonly Record<string, unknown>[]): string {
  return csvHeader(columns) + csvRows(columns, rows);
}

/** A file name without characters Windows refuses, ending in `.{extension}` (csv by default). */
export function csvFileName(base: string, extension = "csv"): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being removed
  const safe = base.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, "_").trim() || "export";
  return safe.toLowerCase().endsWith(`.${extension}`) ? safe : `${safe}.${extension}`;
}
