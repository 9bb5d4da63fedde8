import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HttpError, notFound, unauthorized } from "../../../http/errors";
import { errorResponses } from "../../../http/schemas";
import { mayReadFile } from "../access";
import type { FileService } from "../context";
import { fileHeaders } from "../disposition";
import { logoOf } from "../logo";
import { type FileMeta, fileMeta, openedFile } from "../meta";
import { type FileDisposition, verifyFileSignature } from "../signing";
import { FileMissingError } from "../store";

const idSchema = { type: "string", minLength: 1, maxLength: 64 };

interface FileQuery {
  fileId: string;
  expires?: number;
  signature?: string;
}

const fileQuery = {
  type: "object",
  required: ["fileId"],
  properties: {
    fileId: idSchema,
    expires: { type: "integer", minimum: 0, maximum: 99_999_999_999 },
    signature: { type: "string", maxLength: 128 },
  },
};

/**
 * The file a download or preview request may read: with a Bearer token by the read rule (404 otherwise);
 * without one only through a valid signed URL for this disposition, or a public tenant logo (401
 * otherwise, whether or not the file exists).
 */
async function readableFile(
  service: FileService,
  request: FastifyRequest<{ Querystring: FileQuery }>,
  disposition: FileDisposition,
): Promise<FileMeta> {
  const { fileId, expires, signature } = request.query;
  const meta = await fileMeta(service.db, fileId);
  if (request.user) {
    if (meta && (await mayReadFile(service.db, request.user, meta))) return meta;
    throw new HttpError(404, "fileNotFound");
  }
  if (meta && signature !== undefined && expires !== undefined) {
    const file = { id: meta.id, tenantId: meta.tenant_id };
    if (verifyFileSignature(service.secret, file, disposition, expires, signature)) return meta;
  }
  if (meta && (await mayReadFile(service.db, undefined, meta))) return meta;
  throw unauthorized();
}

/** Streams a file's bytes with its headers; 404 when the store has lost them. */
export async function sendStoredFile(
  service: FileService,
  reply: FastifyReply,
  meta: FileMeta,
  disposition: Exclude<FileDisposition, "show">,
  cacheControl?: string,
): Promise<FastifyReply> {
  let stream: Readable;
  try {
    stream = await openedFile(service.db, service.store, meta).stream();
  } catch (err) {
    if (err instanceof FileMissingError) throw notFound("fileNotFound");
    throw err;
  }
  return fileHeaders(reply, meta, disposition, cacheControl).send(stream);
}

/** GET downloadFile, preview (Bearer token or signed URL) and getLogoFile (public). */
export function downloadRoutes(app: FastifyInstance, service: FileService): void {
  const routes: [string, Exclude<FileDisposition, "show">, string][] = [
    [
      "/system/file/v1/downloadFile",
      "attachment",
      "A file as a download (Content-Disposition attachment, UTF-8 name)",
    ],
    ["/system/file/v1/preview", "inline", "A file shown inline (img src, frames, blobs)"],
  ];
  for (const [url, disposition, summary] of routes) {
    app.get<{ Querystring: FileQuery }>(
      url,
      {
        config: { auth: "optional" },
        schema: {
          tags: ["files"],
          summary: `${summary}: with the Bearer token, or a signed URL from fileGet (fileId, expires, signature)`,
          querystring: fileQuery,
          response: { 404: { $ref: "ErrorBody#" }, ...errorResponses },
        },
      },
      async (request, reply) =>
        sendStoredFile(service, reply, await readableFile(service, request, disposition), disposition),
    );
  }

  app.get<{ Querystring: { logoType?: string; tenantId: string } }>(
    "/system/file/v1/getLogoFile",
    {
      config: { auth: "anonymous" },
      schema: {
        tags: ["files"],
        summary: "A tenant's logo (front or ico), public",
        querystring: {
          type: "object",
          required: ["tenantId"],
          properties: { logoType: { type: "string", enum: ["front", "ico", "manage"] }, tenantId: idSchema },
        },
        response: { 404: { $ref: "ErrorBody#" }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const meta = await logoOf(service.db, request.query.tenantId, request.query.logoType ?? "front");
      if (!meta) throw notFound();
      return sendStoredFile(service, reply, meta, "inline", "private, max-age=300");
    },
  );
}
