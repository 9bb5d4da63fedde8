import type { FastifyInstance } from "fastify";
import type { StoredFileInfo } from "../../../../src/api/contract/files";
import { userOf } from "../../../http/auth";
import { ok } from "../../../http/envelope";
import { badRequest, HttpError } from "../../../http/errors";
import { message } from "../../../http/messages";
import { commonResult, errorResponses } from "../../../http/schemas";
import { dateTimeText } from "../../../time";
import type { FileService } from "../context";
import { openFile } from "../meta";
import { signedFileUrl } from "../signing";

const idSchema = { type: "string", minLength: 1, maxLength: 64 };
/** The most extra-props JSON a file keeps. */
const EXTRA_PROPS_CHARS = 16 * 1024;

const storedFileInfo = {
  type: "object",
  properties: {
    id: { type: "string" },
    name: { type: "string" },
    size: { type: "integer" },
    type: { type: "string" },
    sha256: { type: "string" },
    createTime: { type: "string" },
    creatorId: { type: "string" },
    creatorName: { type: "string" },
    extraProps: { type: "object", additionalProperties: true },
    downloadUrl: { type: "string" },
    inlineUrl: { type: "string" },
  },
  required: ["id", "name", "size", "type", "sha256", "createTime", "creatorId", "downloadUrl", "inlineUrl"],
};

/** GET fileGet (metadata with signed URLs) and POST updateFileExtraProp (the uploader's own file). */
export function infoRoutes(app: FastifyInstance, service: FileService): void {
  const { db, store, secret } = service;

  app.get<{ Querystring: { fileId: string } }>(
    "/system/file/v1/fileGet",
    {
      schema: {
        tags: ["files"],
        summary: "A stored file's metadata, with short-lived signed download and inline URLs",
        querystring: { type: "object", required: ["fileId"], properties: { fileId: idSchema } },
        response: { 200: storedFileInfo, 404: { $ref: "ErrorBody#" }, ...errorResponses },
      },
    },
    async (request): Promise<StoredFileInfo> => {
      const user = userOf(request);
      const opened = await openFile(db, store, user, request.query.fileId);
      if (!opened) throw new HttpError(404, "fileNotFound");
      const { meta } = opened;
      const creator = meta.uploader_id
        ? await db
            .selectFrom("uc_user")
            .select("fullname")
            .where("tenant_id", "=", meta.tenant_id)
            .where("id", "=", meta.uploader_id)
            .executeTakeFirst()
        : undefined;
      const file = { id: meta.id, tenantId: meta.tenant_id };
      return {
        id: meta.id,
        name: meta.name,
        size: meta.size,
        type: meta.mime,
        sha256: meta.sha256 ?? "",
        createTime: dateTimeText(meta.create_time),
        creatorId: meta.uploader_id ?? "",
        ...(creator ? { creatorName: creator.fullname } : {}),
        ...(meta.extra_props ? { extraProps: meta.extra_props } : {}),
        downloadUrl: signedFileUrl(secret, file, "attachment"),
        inlineUrl: signedFileUrl(secret, file, "inline"),
      };
    },
  );

  app.post<{ Body: { fileId: string; extraProps: Record<string, unknown> } }>(
    "/system/file/v1/updateFileExtraProp",
    {
      schema: {
        tags: ["files"],
        summary: "Replace the extra props of a file the caller uploaded",
        body: {
          type: "object",
          required: ["fileId", "extraProps"],
          properties: {
            fileId: idSchema,
            extraProps: { type: "object", maxProperties: 50, additionalProperties: true },
          },
        },
        response: { 200: commonResult(), 404: { $ref: "ErrorBody#" }, ...errorResponses },
      },
    },
    async (request) => {
      const user = userOf(request);
      const text = JSON.stringify(request.body.extraProps);
      if (text.length > EXTRA_PROPS_CHARS) throw badRequest();
      const updated = await db
        .updateTable("sys_file")
        .set({ extra_props: text })
        .where("tenant_id", "=", user.tenantId)
        .where("id", "=", request.body.fileId)
        .where("uploader_id", "=", user.id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw new HttpError(404, "fileNotFound");
      return ok(undefined, message("saved", request.lang));
    },
  );
}
