import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { S3FileStoreOptions } from "./s3Options";
import { FileMissingError, type FileStore } from "./store";

/**
 * Bytes of one multipart part (S3's minimum; 10,000 parts make 50 GB): the upload holds about
 * (QUEUE_SIZE + 1) parts and a copy in memory. 8 MB parts raised the RSS by 38–50 MB during a 200 MB put,
 * 5 MB parts by 15–22 MB at the same throughput (bench/files.ts).
 */
export const S3_PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/** The S3 client for these options (exported for tests that check what is left in the bucket). */
export function createS3Client(options: S3FileStoreOptions): S3Client {
  const config: S3ClientConfig = {
    endpoint: options.endpoint,
    region: options.region ?? "us-east-1",
    forcePathStyle: options.forcePathStyle ?? options.endpoint !== undefined,
    // Checksums only where the S3 API demands them: the SDK's default (since 3.729) sends CRC32 trailers in
    // aws-chunked bodies, which older or smaller S3-compatible servers (s3rver, some MinIO/Ceph builds) store
    // verbatim or refuse. The bytes' integrity is checked by our own sha-256 on the metadata row.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  };
  if (options.accessKeyId && options.secretAccessKey)
    config.credentials = {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
    };
  return new S3Client(config);
}

/** True when S3 says nothing is stored under the key (GetObject's NoSuchKey, or a bare 404). */
function isMissing(err: unknown): boolean {
  if (err instanceof NoSuchKey) return true;
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}

/**
 * A FileStore on S3-compatible object storage: put streams the body as a multipart upload of unknown length
 * (5 MB parts, two in flight, so memory stays bounded whatever the size); a body that fails midway aborts
 * the multipart upload, so nothing is left under the key.
 */
export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const client = createS3Client(options);
  const bucket = options.bucket;
  const prefix = options.prefix ?? "";
  return {
    kind: "s3",
    async put(key, body) {
      let bytes = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      // The pipeline destroys the counter with the body's error, which fails the upload's read of it.
      let bodyError: unknown;
      body.once("error", (err) => {
        bodyError = err;
      });
      const piped = pipeline(body, counter).catch(() => {});
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: prefix + key, Body: counter },
        partSize: S3_PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (err) {
        // A cut-off body is the cause, even when aborting the multipart upload failed as well.
        if (bodyError) throw bodyError;
        // The store failed first: stop reading the body.
        body.destroy();
        throw err;
      }
      await piped;
      return bytes;
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: prefix + key }));
        if (!(res.Body instanceof Readable)) throw new Error(`S3 GetObject gave no stream for ${key}`);
        return res.Body;
      } catch (err) {
        if (isMissing(err)) throw new FileMissingError(key);
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: prefix + key }));
    },
  };
}
