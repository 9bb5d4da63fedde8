import type { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { ZipFile } from "yazl";
import { userOf } from "../../../http/auth";
import { badRequest, HttpError } from "../../../http/errors";
import { message } from "../../../http/messages";
import { errorResponses, idList } from "../../../http/schemas";
import { dateOnlyText } from "../../../time";
import type { FileService } from "../context";
import { contentDisposition } from "../disposition";
import { extensionOf } from "../fileTypes";
import { type OpenedFile, openFile } from "../meta";

/** The most files one zip download holds. */
export const ZIP_MAX_FILES = 100;

/** Bytes already compressed (images, video, archives, office documents): stored, not deflated again. */
const COMPRESSED = /^(image|video|audio)\/|zip|compressed|rar|openxmlformats/;

/** The names of the entries: duplicates get " (2)", " (3)" … before their extension. */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    const ext = extensionOf(name);
    const stem = ext ? name.slice(0, -(ext.length + 1)) : name;
    for (let n = 2; seen.has(candidate.toLowerCase()); n++)
      candidate = ext ? `${stem} (${n}).${ext}` : `${stem} (${n})`;
    seen.add(candidate.toLowerCase());
    return candidate;
  });
}

/** GET downloadAllFile?fileIds=a,b: the files as one zip, streamed, named by today's date. */
export function zipRoutes(app: FastifyInstance, service: FileService): void {
  app.get<{ Querystring: { fileIds: string } }>(
    "/system/file/v1/downloadAllFile",
    {
      schema: {
        tags: ["files"],
        summary: `Several files as one zip (附件_yyyy-MM-dd.zip), at most ${ZIP_MAX_FILES}`,
        querystring: {
          type: "object",
          required: ["fileIds"],
          properties: { fileIds: { type: "string", minLength: 1, maxLength: ZIP_MAX_FILES * 65 } },
        },
        response: { 404: { $ref: "ErrorBody#" }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const ids = [...new Set(idList(request.query.fileIds))];
      if (ids.length === 0) throw badRequest();
      if (ids.length > ZIP_MAX_FILES) throw badRequest("fileTooManyIds", { n: ZIP_MAX_FILES });
      const files: OpenedFile[] = [];
      for (const id of ids) {
        const opened = await openFile(service.db, service.store, user, id);
        if (!opened) throw new HttpError(404, "fileNotFound");
        files.push(opened);
      }
      const zip = new ZipFile();
      const names = uniqueNames(files.map((f) => f.meta.name));
      files.forEach((file, i) => {
        zip.addReadStreamLazy(
          names[i] as string,
          { mtime: file.meta.create_time, compress: !COMPRESSED.test(file.meta.mime), size: file.meta.size },
          (done) => {
            file.stream().then(
              (stream) => done(null, stream),
              (err) => done(err, undefined as unknown as Readable),
            );
          },
        );
      });
      zip.end();
      const output = zip.outputStream as Readable;
      zip.on("error", (err: Error) => {
        request.log.error({ err }, "zip download failed");
        output.destroy(err);
      });
      const zipName =
        request.lang === "en-US"
          ? `${message("fileZipName", request.lang)}-${dateOnlyText(new Date())}.zip`
          : `${message("fileZipName", request.lang)}_${dateOnlyText(new Date())}.zip`;
      return reply
        .header("Content-Type", "application/zip")
        .header("Content-Disposition", contentDisposition("attachment", zipName))
        .header("Cache-Control", "private, no-store")
        .send(output);
    },
  );
}
