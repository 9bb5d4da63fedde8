import { createHash, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FileUploadAnswer } from "../../../src/api/contract/files";
import type { Database } from "../../db";
import { badRequest, HttpError } from "../../http/errors";
import { agreeingType, extensionOf, HEAD_BYTES } from "./fileTypes";
import type { FileStore } from "./store";

/** What one upload request may carry. */
export interface UploadLimits {
  /** The multipart field of the files ("file" for upload, "files" for fileUpload). */
  field: string;
  maxFiles: number;
  maxBytes: number;
  /** Allowed extensions, lower case without the dot. */
  extensions: readonly string[];
}

/** "200 MB", "512 KB", "900 B": a size as the refusal message shows it. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} B`;
}

/** A file name as sent, reduced to its last path segment, without control characters, at most 200 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (clean || "file").slice(-200);
}

const typeRefusal = (limits: UploadLimits) =>
  new HttpError(400, "fileTypeRefused", { list: limits.extensions.join(",") });
const sizeRefusal = (limits: UploadLimits) =>
  new HttpError(413, "fileTooLarge", { size: sizeText(limits.maxBytes) });

interface Received {
  key: string;
  row: { id: string; name: string; mime: string; size: number; sha256: string };
}

/** Reads up to HEAD_BYTES of a stream: the pieces read, and whether the stream ended. */
async function readHead(source: AsyncIterator<Buffer>): Promise<{ pieces: Buffer[]; ended: boolean }> {
  const pieces: Buffer[] = [];
  let bytes = 0;
  while (bytes < HEAD_BYTES) {
    const next = await source.next();
    if (next.done) return { pieces, ended: true };
    pieces.push(next.value);
    bytes += next.value.length;
  }
  return { pieces, ended: false };
}

/**
 * Stores one file part: refuses an extension outside the list or bytes that disagree with it before
 * storing anything, then streams the bytes into the store while hashing and counting them; a file over
 * the size limit or cut off fails the store's put, which leaves nothing behind.
 */
async function receiveOne(part: MultipartFile, store: FileStore, limits: UploadLimits): Promise<Received> {
  const name = cleanFileName(part.filename);
  const extension = extensionOf(name);
  if (!limits.extensions.includes(extension)) throw typeRefusal(limits);
  const source = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head = await readHead(source);
  const mime = await agreeingType(Buffer.concat(head.pieces), extension);
  if (!mime) throw typeRefusal(limits);
  const hash = createHash("sha256");
  let size = 0;
  const take = (piece: Buffer) => {
    size += piece.length;
    if (size > limits.maxBytes) throw sizeRefusal(limits);
    hash.update(piece);
    return piece;
  };
  async function* bytes(): AsyncGenerator<Buffer> {
    for (const piece of head.pieces) yield take(piece);
    if (!head.ended) {
      for (;;) {
        const next = await source.next();
        if (next.done) break;
        yield take(next.value);
      }
    }
    if (part.file.truncated) throw sizeRefusal(limits);
  }
  const id = randomUUID();
  await store.put(id, Readable.from(bytes()));
  return { key: id, row: { id, name, mime, size, sha256: hash.digest("hex") } };
}

/**
 * Receives the files of a multipart upload (issue 15 §2) into the store and writes their metadata rows
 * last, in one transaction, so a refused, failed or cut-off request stores nothing: every file already
 * stored by it is removed again. Answers one FileUploadAnswer per file, in order.
 */
export async function receiveUploads(
  request: FastifyRequest,
  db: Database,
  store: FileStore,
  owner: { tenantId: string; uploaderId: string; flowKey?: string },
  limits: UploadLimits,
): Promise<FileUploadAnswer[]> {
  if (!request.isMultipart()) throw badRequest("fileNotMultipart");
  const received: Received[] = [];
  let current: MultipartFile | undefined;
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxBytes + 1,
        files: limits.maxFiles + 1,
        fields: 20,
        fieldSize: 64 * 1024,
        parts: limits.maxFiles + 21,
      },
    });
    for await (const part of parts) {
      if (part.type !== "file") continue;
      current = part;
      if (part.fieldname !== limits.field) throw badRequest("fileUnexpectedField", { field: limits.field });
      if (received.length >= limits.maxFiles) throw badRequest("fileTooMany", { n: limits.maxFiles });
      received.push(await receiveOne(part, store, limits));
      current = undefined;
    }
    if (received.length === 0) throw badRequest("fileNone");
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("sys_file")
        .values(
          received.map(({ row }) => ({
            ...row,
            tenant_id: owner.tenantId,
            uploader_id: owner.uploaderId,
            flow_key: owner.flowKey ?? null,
            store: store.kind,
            storage_key: row.id,
          })),
        )
        .execute();
    });
  } catch (err) {
    current?.file.destroy();
    await Promise.allSettled(received.map((r) => store.remove(r.key)));
    throw err;
  }
  return received.map(({ row }) => ({ fileId: row.id, fileName: row.name, size: row.size, type: row.mime }));
}
