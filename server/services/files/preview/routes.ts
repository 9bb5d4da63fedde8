import type { FastifyInstance } from "fastify";
import type { FilePreviewAnswer } from "../../../../src/api/contract/files";
import { type AuthUser, userOf } from "../../../http/auth";
import { notFound, unauthorized } from "../../../http/errors";
import type { Lang } from "../../../http/messages";
import { errorResponses, stringFields } from "../../../http/schemas";
import type { PreviewDeps } from "./cache";
import { officePdfOf, type PreviewFile, previewContentOf } from "./content";
import { classifyPreview } from "./kind";
import { previewMessage } from "./messages";

/** Where the preview routes live (spec 3 §7 Files). */
export const PREVIEW_API = "/file/onlinePreviewController/v1";

/** What the preview routes need of the file service. */
export interface FilePreviewDeps extends PreviewDeps {
  /** The file with this id when `caller` may read it (same tenant, read rights), else undefined (→ 404). */
  openFile(caller: AuthUser, fileId: string): Promise<PreviewFile | undefined>;
  /** The file with this id when a signed URL's `expires` and `signature` open it for showing, else undefined. */
  openSigned(fileId: string, expires: number, signature: string): Promise<PreviewFile | undefined>;
  /**
   * A short-lived signed URL: "show" opens getFileById_ (what a preview shows: the original or the PDF of an
   * office file), "attachment" downloads the original.
   */
  signedUrl(tenantId: string, fileId: string, disposition: "show" | "attachment"): string;
}

const tags = ["files"];
const fileIdSchema = { type: "string", minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" } as const;

const answerSchema = {
  type: "object",
  required: ["type", "fileId", "name", "size"],
  properties: {
    type: {
      type: "string",
      enum: ["html", "txt", "picture", "compress", "media", "pdf", "fileNotSupported", "error"],
    },
    ...stringFields("fileId", "name", "url", "downloadUrl", "message"),
    size: { type: "integer" },
  },
} as const;

/** How to show a file (spec 3 §4): the kind, the signed URL of what to show, or why nothing is shown. */
async function previewAnswer(
  deps: FilePreviewDeps,
  file: PreviewFile,
  lang: Lang,
): Promise<FilePreviewAnswer> {
  const { meta } = file;
  const base = { fileId: meta.id, name: meta.name, size: meta.size };
  const preview = classifyPreview(meta.name, meta.mime, meta.size);
  const message = preview.message ? { message: previewMessage(preview.message, lang) } : {};
  switch (preview.kind) {
    case "fileNotSupported":
      return { ...base, type: "fileNotSupported", ...message };
    case "compress":
    case "media":
      return {
        ...base,
        type: preview.kind,
        downloadUrl: deps.signedUrl(meta.tenantId, meta.id, "attachment"),
        ...message,
      };
    case "office": {
      const pdf = await officePdfOf(deps, file);
      if ("unsupported" in pdf)
        return { ...base, type: "fileNotSupported", message: previewMessage(pdf.unsupported, lang) };
      if ("failed" in pdf) return { ...base, type: "error", message: previewMessage(pdf.failed, lang) };
      return { ...base, type: "pdf", url: deps.signedUrl(meta.tenantId, meta.id, "show") };
    }
    default:
      return { ...base, type: preview.kind, url: deps.signedUrl(meta.tenantId, meta.id, "show") };
  }
}

/**
 * The online preview (spec 3 §7 Files): `onlinePreview?fileId` answers how to show a file, converting an
 * office document to PDF first (once per content, cached); `getFileById_{id}` sends the bytes to show
 * inline. Both need a signed-in caller who may read the file; anything else is a 404.
 */
export function filePreviewRoutes(app: FastifyInstance, deps: FilePreviewDeps): void {
  app.get<{ Querystring: { fileId: string } }>(
    `${PREVIEW_API}/onlinePreview`,
    {
      config: { auth: "required" },
      schema: {
        tags,
        summary:
          "How to show a file: html, txt, picture, pdf (office documents converted), compress or media (download), fileNotSupported or error with a message",
        querystring: { type: "object", required: ["fileId"], properties: { fileId: fileIdSchema } },
        response: { 200: answerSchema, ...errorResponses, 404: { $ref: "ErrorBody#" } },
      },
    },
    async (request) => {
      const file = await deps.openFile(userOf(request), request.query.fileId);
      if (!file) throw notFound();
      return previewAnswer(deps, file, request.lang);
    },
  );

  app.get<{ Params: { id: string }; Querystring: { expires?: number; signature?: string } }>(
    `${PREVIEW_API}/getFileById_:id`,
    {
      config: { auth: "optional" },
      schema: {
        tags,
        summary:
          "The bytes a preview shows, inline: the original, or the PDF of an office document; HTML and SVG under a sandboxing CSP",
        params: { type: "object", required: ["id"], properties: { id: fileIdSchema } },
        querystring: {
          type: "object",
          properties: {
            expires: { type: "integer", minimum: 0, maximum: 99_999_999_999 },
            signature: { type: "string", maxLength: 128 },
          },
        },
        response: { ...errorResponses, 404: { $ref: "ErrorBody#" } },
      },
    },
    async (request, reply) => {
      // With the Bearer token by the read rule (404), else only through a signed URL (401 otherwise).
      const { expires, signature } = request.query;
      const file = request.user
        ? await deps.openFile(request.user, request.params.id)
        : expires !== undefined && signature !== undefined
          ? await deps.openSigned(request.params.id, expires, signature)
          : undefined;
      if (!file) throw request.user ? notFound() : unauthorized();
      const content = await previewContentOf(deps, file);
      if (!content) throw notFound();
      return reply.headers(content.headers).send(content.body);
    },
  );
}
