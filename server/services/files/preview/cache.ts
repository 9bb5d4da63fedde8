import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import type { ColumnType } from "kysely";
import type { Database } from "../../../db";
import type { FileStore } from "../store";
import { extensionOf } from "./kind";
import type { PreviewMessageKey } from "./messages";
import { type ConvertOptions, convertOfficeToPdf, OfficeConversionError, officeAvailable } from "./office";

/** Kysely type of the preview cache (migration 0030_file_preview); kept here, beside its only user. */
export interface FilePreviewTable {
  tenant_id: string;
  sha256: string;
  kind: ColumnType<string, string | undefined, string>;
  store: string;
  file_key: string;
  size: ColumnType<number, number, number>;
  create_time: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The database seen with the preview cache table. */
const withPreviews = (db: Database) => db.withTables<{ sys_file_preview: FilePreviewTable }>();

/** What previewPdfOf needs of the original document (independent of the metadata table's shape). */
export interface OfficeDocument {
  tenantId: string;
  sha256: string;
  name: string;
  open(): Promise<Readable>;
}

export interface PreviewDeps {
  db: Database;
  store: FileStore;
  /** Conversion limits (timeout, input size cap). */
  office?: ConvertOptions;
}

/** The converted PDF's store key; or why there is none: unsupported (fileNotSupported) or failed (error). */
export type PreviewPdf = { key: string } | { unsupported: PreviewMessageKey } | { failed: PreviewMessageKey };

/** The store key of the cached PDF of a document, or undefined. */
export async function cachedPreviewPdf(
  db: Database,
  store: FileStore,
  tenantId: string,
  sha256: string,
): Promise<string | undefined> {
  const row = await withPreviews(db)
    .selectFrom("sys_file_preview")
    .select("file_key")
    .where("tenant_id", "=", tenantId)
    .where("sha256", "=", sha256)
    .where("kind", "=", "pdf")
    .where("store", "=", store.kind)
    .executeTakeFirst();
  return row?.file_key;
}

/** Drops a cache row whose bytes are gone (so the next preview converts again). */
export async function forgetPreviewPdf(
  db: Database,
  tenantId: string,
  sha256: string,
  key: string,
): Promise<void> {
  await withPreviews(db)
    .deleteFrom("sys_file_preview")
    .where("tenant_id", "=", tenantId)
    .where("sha256", "=", sha256)
    .where("file_key", "=", key)
    .execute();
}

const FAILURE_MESSAGES: Record<OfficeConversionError["reason"], PreviewPdf> = {
  unavailable: { unsupported: "previewNoOffice" },
  tooLarge: { unsupported: "previewTooLarge" },
  timeout: { failed: "previewConvertTimeout" },
  failed: { failed: "previewConvertFailed" },
};

/** Converts, stores and records one document's PDF; the first server to record it wins. */
async function convertAndRecord(deps: PreviewDeps, file: OfficeDocument): Promise<PreviewPdf> {
  const { db, store } = deps;
  let pdf: Awaited<ReturnType<typeof convertOfficeToPdf>>;
  try {
    pdf = await convertOfficeToPdf(() => file.open(), extensionOf(file.name), deps.office);
  } catch (err) {
    if (err instanceof OfficeConversionError) return FAILURE_MESSAGES[err.reason];
    throw err;
  }
  const key = `preview/${file.tenantId}/${file.sha256}/${randomUUID()}.pdf`;
  try {
    const size = await store.put(key, pdf.stream());
    const inserted = await withPreviews(db)
      .insertInto("sys_file_preview")
      .values({
        tenant_id: file.tenantId,
        sha256: file.sha256,
        kind: "pdf",
        store: store.kind,
        file_key: key,
        size,
      })
      .onConflict((oc) => oc.doNothing())
      .returning("file_key")
      .executeTakeFirst();
    if (inserted) return { key };
    // Another server recorded its PDF first: use that one and drop ours.
    await store.remove(key);
    const winner = await cachedPreviewPdf(db, store, file.tenantId, file.sha256);
    return winner ? { key: winner } : { failed: "previewConvertFailed" };
  } finally {
    await pdf.dispose();
  }
}

// Requests for the same document on this server share one conversion.
const inFlight = new Map<string, Promise<PreviewPdf>>();

/**
 * The store key of an office document's PDF preview: the cached one (per tenant and sha-256), else
 * converted with LibreOffice, stored through `store.put` and recorded, so each document converts once
 * across servers. Without LibreOffice, or past the size cap: `unsupported`; a failed or timed-out
 * conversion: `failed` (nothing is cached, a later preview tries again).
 */
export async function previewPdfOf(deps: PreviewDeps, file: OfficeDocument): Promise<PreviewPdf> {
  const cached = await cachedPreviewPdf(deps.db, deps.store, file.tenantId, file.sha256);
  if (cached) return { key: cached };
  if (!(await officeAvailable())) return { unsupported: "previewNoOffice" };
  const id = `${file.tenantId}/${file.sha256}`;
  let running = inFlight.get(id);
  if (!running) {
    running = convertAndRecord(deps, file).finally(() => inFlight.delete(id));
    inFlight.set(id, running);
  }
  return running;
}
