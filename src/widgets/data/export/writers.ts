import { type CsvColumn, csvHeader, csvRows } from "./csv";

/** The formats an export writes: CSV (UTF-8 with a BOM) or a real Excel workbook. */
export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The MIME type of each format's file. */
export const EXPORT_MIME: Record<ExportFormat, string> = {
  csv: "text/csv;charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

type Row = Record<string, unknown>;

/** Takes rows a page at a time and gives the file at the end. */
export interface RowWriter {
  add: (rows: readonly Row[]) => void;
  finish: () => Promise<Blob>;
}

/**
 * A CSV writer: each page becomes one chunk of the file (a Blob part), so the rows are never joined into
 * one string; the header carries the BOM.
 */
export function csvWriter(columns: readonly CsvColumn[]): RowWriter {
  const parts: string[] = [csvHeader(columns)];
  return {
    add: (rows) => {
      if (rows.length > 0) parts.push(csvRows(columns, rows));
    },
    finish: async () => new Blob(parts, { type: EXPORT_MIME.csv }),
  };
}

/** A cell of the workbook: numbers and booleans as themselves, objects as JSON, nothing as empty. */
function xlsxCell(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : String(value);
  if (typeof value === "boolean") return value;
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** Widest text of a column's first rows, for a readable column width (CJK counts double). */
function widthOf(title: string): number {
  let width = 0;
  for (const ch of title) width += ch.charCodeAt(0) > 0x2e7f ? 2 : 1;
  return Math.min(60, Math.max(10, width + 2));
}

/**
 * An Excel (.xlsx) writer over exceljs, loaded on first use (its own chunk, not the main bundle): one
 * sheet, a bold header row of the column titles, each page's rows appended as they arrive.
 */
export async function xlsxWriter(columns: readonly CsvColumn[], sheetName = "Sheet1"): Promise<RowWriter> {
  const module = await import("exceljs");
  const ExcelJS = (module as unknown as { default?: typeof module }).default ?? module;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || "Sheet1");
  sheet.columns = columns.map((c) => ({ header: c.title, key: c.field, width: widthOf(c.title) }));
  sheet.getRow(1).font = { bold: true };
  return {
    add: (rows) => {
      for (const row of rows) sheet.addRow(columns.map((c) => xlsxCell(row[c.field])));
    },
    finish: async () => new Blob([await workbook.xlsx.writeBuffer()], { type: EXPORT_MIME.xlsx }),
  };
}

/** The writer of a format. */
export function writerOf(format: ExportFormat, columns: readonly CsvColumn[], sheetName?: string) {
  return format === "csv" ? Promise.resolve(csvWriter(columns)) : xlsxWriter(columns, sheetName);
}
