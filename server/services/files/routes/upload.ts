import type { FastifyInstance } from "fastify";
import { userOf } from "../../../http/auth";
import { badRequest } from "../../../http/errors";
import { errorResponses } from "../../../http/schemas";
import type { FileService } from "../context";
import { receiveUploads, type UploadLimits } from "../upload";

/** The default number of files one fileUpload may carry (spec 3 §9 attachment limit). */
export const DEFAULT_FILE_COUNT = 10;
/** The largest count a field may allow (spec 3 §9 default attachment limit). */
export const MAX_FILE_COUNT = 9999;

const uploadAnswer = {
  type: "object",
  properties: {
    fileId: { type: "string" },
    fileName: { type: "string" },
    size: { type: "integer" },
    type: { type: "string" },
  },
  required: ["fileId", "fileName", "size", "type"],
};

interface UploadQuery {
  flowKey?: string;
  maxSize?: number;
  accept?: string;
  limit?: number;
}

/** The extensions a request may upload: the configured ones, narrowed by the field's `accept` list. */
function extensionsOf(allowed: readonly string[], accept: string | undefined): string[] {
  if (!accept) return [...allowed];
  const wanted = accept
    .split(",")
    .map((e) => e.trim().replace(/^\./, "").toLowerCase())
    .filter(Boolean);
  const narrowed = allowed.filter((e) => wanted.includes(e));
  if (narrowed.length === 0) throw badRequest("fileTypeRefused", { list: allowed.join(",") });
  return narrowed;
}

/** POST upload (field `file`) and fileUpload (field `files`): multipart, streamed into the store. */
export function uploadRoutes(app: FastifyInstance, service: FileService): void {
  const { db, store, config } = service;
  const querystring = (withLimit: boolean) => ({
    type: "object",
    properties: {
      flowKey: { type: "string", maxLength: 128 },
      maxSize: { type: "integer", minimum: 1, maximum: config.maxBytes },
      accept: { type: "string", maxLength: 512 },
      ...(withLimit ? { limit: { type: "integer", minimum: 1, maximum: MAX_FILE_COUNT } } : {}),
    },
  });
  const limitsOf = (query: UploadQuery, field: string, maxFiles: number): UploadLimits => ({
    field,
    maxFiles,
    maxBytes: Math.min(query.maxSize ?? config.maxBytes, config.maxBytes),
    extensions: extensionsOf(config.allowedExtensions, query.accept),
  });

  app.post<{ Querystring: UploadQuery }>(
    "/system/file/v1/upload",
    {
      schema: {
        tags: ["files"],
        summary:
          "Upload one file (multipart field `file`); its type is detected from the bytes and must agree with its extension",
        consumes: ["multipart/form-data"],
        querystring: querystring(false),
        response: { 200: uploadAnswer, 413: { $ref: "ErrorBody#" }, ...errorResponses },
      },
    },
    async (request) => {
      const user = userOf(request);
      const [answer] = await receiveUploads(
        request,
        db,
        store,
        { tenantId: user.tenantId, uploaderId: user.id, flowKey: request.query.flowKey },
        limitsOf(request.query, "file", 1),
      );
      return answer;
    },
  );

  app.post<{ Querystring: UploadQuery }>(
    "/system/file/v1/fileUpload",
    {
      schema: {
        tags: ["files"],
        summary: `Upload several files (multipart field \`files\`), at most \`limit\` (default ${DEFAULT_FILE_COUNT}) per request`,
        consumes: ["multipart/form-data"],
        querystring: querystring(true),
        response: {
          200: { type: "array", items: uploadAnswer },
          413: { $ref: "ErrorBody#" },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = userOf(request);
      return receiveUploads(
        request,
        db,
        store,
        { tenantId: user.tenantId, uploaderId: user.id, flowKey: request.query.flowKey },
        limitsOf(request.query, "files", request.query.limit ?? DEFAULT_FILE_COUNT),
      );
    },
  );
}
