/*
 * CSV export of a query result, without a spreadsheet library: RFC 4180 quoting, CRLF line ends and a
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

/** The CSV text of rows under the columns' titles, BOM first, lines ended by CRLF. */
export function toCsv(columns: readonly CsvColumn[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns.map((c) => csvCell(c.title)).join(",")];
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c.field])).join(","));
  return `${UTF8_BOM}${lines.join("\r\n")}\r\n`;
}

/** A file name without characters Windows refuses, ending in `.csv`. */
export function csvFileName(base: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being removed
  const safe = base.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, "_").trim() || "export";
  return safe.toLowerCase().endsWith(".csv") ? safe : `${safe}.csv`;
}
