import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { FileService } from "../context";
import { fileMeta, type OpenedFile, openedFile, openFile } from "../meta";
import { filePreviewRoutes } from "../preview";
import type { PreviewFile } from "../preview/content";
import { signedFileUrl, verifyFileSignature } from "../signing";
import { downloadRoutes } from "./download";
import { infoRoutes } from "./info";
import { uploadRoutes } from "./upload";
import { zipRoutes } from "./zip";

/** A readable file as the preview reads it. */
function previewFileOf({ meta, stream }: OpenedFile): PreviewFile {
  return {
    meta: {
      id: meta.id,
      name: meta.name,
      size: meta.size,
      mime: meta.mime,
      sha256: meta.sha256 ?? meta.id,
      tenantId: meta.tenant_id,
    },
    stream,
  };
}

/**
 * The file service's routes (issue 15 §2, src/api/contract/files.ts), in a scope of their own so that
 * multipart parsing applies to them only, and the online preview's (preview/routes.ts) over the same read
 * rule and signed URLs. Register inside the authenticated API scope.
 */
export async function fileRoutes(app: FastifyInstance, service: FileService): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: service.config.maxBytes + 1, files: 1, fields: 20, parts: 100 },
  });
  uploadRoutes(app, service);
  downloadRoutes(app, service);
  infoRoutes(app, service);
  zipRoutes(app, service);
  const { db, store, secret } = service;
  filePreviewRoutes(app, {
    db,
    store,
    office: service.config.office,
    openFile: async (caller, fileId) => {
      const file = await openFile(db, store, caller, fileId);
      return file && previewFileOf(file);
    },
    openSigned: async (fileId, expires, signature) => {
      const meta = await fileMeta(db, fileId);
      const signed =
        meta &&
        verifyFileSignature(secret, { id: meta.id, tenantId: meta.tenant_id }, "show", expires, signature);
      return signed ? previewFileOf(openedFile(db, store, meta)) : undefined;
    },
    signedUrl: (tenantId, fileId, disposition) =>
      signedFileUrl(secret, { id: fileId, tenantId }, disposition),
  });
}
