/**
 * A real S3-protocol server for tests and the bench: s3rver (3.7) on a free port over a temp directory, with
 * one bucket. s3rver checks SigV4 signatures against its fixed S3RVER/S3RVER keys, so the store is configured
 * with those; the SDK settings it needs are in createS3Client (server/services/files/s3Store.ts).
 *
 * s3rver 3.7 does not implement AbortMultipartUpload (DELETE /bucket/key?uploadId= answers 405
 * MethodNotAllowed) and keeps the parts of an unfinished upload in its directory. The server here answers
 * that one request the way S3 does (the upload's parts are dropped, 204; an unknown upload is 404
 * NoSuchUpload), so that the tests can see that a cut-off put really aborts its upload: `pendingUploads()`.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3FileStoreOptions } from "../../server/services/files/s3Options";

export interface RunningS3 {
  /** Options for createS3FileStore / createS3Client pointing at this server and bucket. */
  options: S3FileStoreOptions;
  /** Ids of multipart uploads begun and neither completed nor aborted (their parts are still stored). */
  pendingUploads(): string[];
  /** Stops the server and removes its directory. */
  stop(): Promise<void>;
}

/** Starts s3rver on 127.0.0.1 (port chosen by the system) with `bucket` created. */
export async function startS3Server(bucket = "tessera-files"): Promise<RunningS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "tessera-s3rver-"));
  const s3rver = new S3rver({ silent: true, directory, configureBuckets: [{ name: bucket }] });
  await s3rver.configureBuckets();
  const uploadsDir = s3rver.store.getResourcePath(bucket, undefined, "uploads");
  const handle = s3rver.callback();
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://s3");
    const uploadId = url.searchParams.get("uploadId");
    if (req.method !== "DELETE" || uploadId === null || !url.pathname.startsWith(`/${bucket}/`)) {
      handle(req, res);
      return;
    }
    const dir = path.join(uploadsDir, uploadId);
    if (!/^[\w-]+$/.test(uploadId) || !existsSync(dir)) {
      res.writeHead(404, { "content-type": "application/xml" });
      res.end("<Error><Code>NoSuchUpload</Code><Message>no such upload</Message></Error>");
      return;
    }
    rmSync(dir, { recursive: true, force: true });
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  return {
    options: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    },
    pendingUploads: () => (existsSync(uploadsDir) ? readdirSync(uploadsDir) : []),
    async stop() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
