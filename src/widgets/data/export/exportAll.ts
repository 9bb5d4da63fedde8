import type { CsvColumn } from "./csv";
import { type ExportFormat, writerOf } from "./writers";

/** One page of the rows to export, with the total when the source knows it. */
export interface ExportPage {
  rows: readonly Record<string, unknown>[];
  total?: number;
}

/** How far an export is: rows written, and of how many when known. */
export interface ExportProgress {
  done: number;
  total?: number;
}

/** The most rows one export writes (a bound on memory and on the server's work). */
export const EXPORT_MAX_ROWS = 100_000;

export interface ExportAllOptions {
  format: ExportFormat;
  columns: readonly CsvColumn[];
  /** Fetches page `page` (from 1) of every matching row, `pageSize` at a time. */
  fetchPage: (page: number, signal: AbortSignal) => Promise<ExportPage>;
  /** The page size the source was asked for: a shorter page is the last one. */
  pageSize: number;
  signal: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
  maxRows?: number;
  sheetName?: string;
}

/** The error an export cancelled by its signal rejects with. */
export function exportCancelled(): Error {
  const error = new Error("The export was cancelled");
  error.name = "AbortError";
  return error;
}

/**
 * Writes ALL matching rows: fetches page after page (bounded page size), appending each to the file as it
 * arrives, until a short or empty page, the total, or maxRows; reports progress after every page and
 * stops with an AbortError when the signal is aborted. Returns the file.
 */
export async function exportAll(options: ExportAllOptions): Promise<Blob> {
  const { format, columns, fetchPage, pageSize, signal, onProgress } = options;
  const max = options.maxRows ?? EXPORT_MAX_ROWS;
  const writer = await writerOf(format, columns, options.sheetName);
  let done = 0;
  let total: number | undefined;
  for (let page = 1; done < max; page++) {
    if (signal.aborted) throw exportCancelled();
    const answer = await fetchPage(page, signal);
    if (signal.aborted) throw exportCancelled();
    if (typeof answer.total === "number") total = Math.min(answer.total, max);
    const rows = answer.rows.slice(0, max - done);
    writer.add(rows);
    done += rows.length;
    onProgress?.({ done, total });
    if (answer.rows.length === 0 || answer.rows.length < pageSize) break;
    if (total !== undefined && done >= total) break;
  }
  return writer.finish();
}
