import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { FileService } from "../context";
import { downloadRoutes } from "./download";
import { infoRoutes } from "./info";
import { uploadRoutes } from "./upload";
import { zipRoutes } from "./zip";

/**
 * The file service's routes (issue 15 §2, src/api/contract/files.ts), in a scope of their own so that
 * multipart parsing applies to them only. Register inside the authenticated API scope.
 */
export async function fileRoutes(app: FastifyInstance, service: FileService): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: service.config.maxBytes + 1, files: 1, fields: 20, parts: 100 },
  });
  uploadRoutes(app, service);
  downloadRoutes(app, service);
  infoRoutes(app, service);
  zipRoutes(app, service);
}
