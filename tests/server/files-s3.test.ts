/**
 * The S3 backend of the file service (issue 15 §1) against a real S3-protocol server (s3rver): the FileStore
 * contract, what is left in the bucket after a cut-off upload, key prefixes, and the FILE_STORE=s3 settings.
 */
import { randomUUID } from "node:crypto";
import { HeadObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3ConfigError, s3OptionsFromEnv } from "../../server/services/files/s3Options";
import { createS3Client, createS3FileStore } from "../../server/services/files/s3Store";
import { FileMissingError } from "../../server/services/files/store";
import { cutOffStream, describeFileStore, digest, randomStream } from "./fileStoreContract";
import { type RunningS3, startS3Server } from "./s3Server";

const MB = 1024 * 1024;

describeFileStore("s3 (s3rver)", async () => {
  const s3 = await startS3Server();
  return { store: createS3FileStore(s3.options), close: () => s3.stop() };
});

describe("S3 file store in the bucket", () => {
  let s3: RunningS3;
  beforeAll(async () => {
    s3 = await startS3Server("tessera-bucket-check");
  });
  afterAll(async () => {
    await s3?.stop();
  });

  it("leaves no object and no unfinished multipart upload after a body cut off at 20 MB", async () => {
    const key = `cut/${randomUUID()}`;
    const store = createS3FileStore({ ...s3.options, prefix: "t1/" });
    await expect(store.put(key, cutOffStream(20 * MB))).rejects.toThrow("connection reset");
    const client = createS3Client(s3.options);
    await expect(
      client.send(new HeadObjectCommand({ Bucket: s3.options.bucket, Key: `t1/${key}` })),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: s3.options.bucket, Prefix: "t1/cut/" }),
    );
    expect(listed.KeyCount ?? 0).toBe(0);
    // The parts already sent (5 MB each) were dropped by AbortMultipartUpload.
    expect(s3.pendingUploads()).toEqual([]);
  });

  it("stores a 20 MB stream in parts and completes the upload (one object, nothing pending)", async () => {
    const store = createS3FileStore(s3.options);
    const key = `whole/${randomUUID()}`;
    const source = randomStream(20 * MB);
    await store.put(key, source.body);
    const client = createS3Client(s3.options);
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.options.bucket, Key: key }));
    expect(head.ContentLength).toBe(20 * MB);
    expect(s3.pendingUploads()).toEqual([]);
    expect((await digest(await store.get(key))).sha256).toBe(source.sha256());
  });

  it("keeps each store's keys under its prefix", async () => {
    const a = createS3FileStore({ ...s3.options, prefix: "tenant-a/" });
    const b = createS3FileStore({ ...s3.options, prefix: "tenant-b/" });
    await a.put("same-key", randomStream(1000).body);
    await expect(b.get("same-key")).rejects.toBeInstanceOf(FileMissingError);
    const listed = await createS3Client(s3.options).send(
      new ListObjectsV2Command({ Bucket: s3.options.bucket, Prefix: "tenant-a/" }),
    );
    expect(listed.Contents?.map((o) => o.Key)).toEqual(["tenant-a/same-key"]);
  });

  it("rejects a put when the bucket does not exist, and does not hang on the body", async () => {
    const store = createS3FileStore({ ...s3.options, bucket: "no-such-bucket" });
    await expect(store.put("k", randomStream(10 * MB).body)).rejects.toMatchObject({
      name: "NoSuchBucket",
    });
  });
});

describe("s3OptionsFromEnv", () => {
  const full = {
    FILE_STORE: "s3",
    S3_ENDPOINT: "http://minio:9000",
    S3_BUCKET: "files",
    S3_ACCESS_KEY_ID: "id",
    S3_SECRET_ACCESS_KEY: "secret",
  };

  it("is null unless FILE_STORE=s3", () => {
    expect(s3OptionsFromEnv({})).toBeNull();
    expect(s3OptionsFromEnv({ ...full, FILE_STORE: "db" })).toBeNull();
  });

  it("reads the settings with us-east-1 and path-style by default when an endpoint is set", () => {
    expect(s3OptionsFromEnv(full)).toEqual({
      endpoint: "http://minio:9000",
      bucket: "files",
      region: "us-east-1",
      accessKeyId: "id",
      secretAccessKey: "secret",
      forcePathStyle: true,
      prefix: undefined,
    });
    expect(
      s3OptionsFromEnv({ ...full, S3_REGION: "cn-north-1", S3_FORCE_PATH_STYLE: "false", S3_PREFIX: "p/" }),
    ).toMatchObject({ region: "cn-north-1", forcePathStyle: false, prefix: "p/" });
  });

  it("uses virtual-hosted buckets and the SDK's credential chain on AWS itself (no endpoint, no keys)", () => {
    expect(s3OptionsFromEnv({ FILE_STORE: "s3", S3_BUCKET: "files" })).toMatchObject({
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: undefined,
    });
  });

  it("names every missing setting", () => {
    expect(() => s3OptionsFromEnv({ FILE_STORE: "s3", S3_ENDPOINT: "http://minio:9000" })).toThrow(
      "FILE_STORE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY",
    );
    expect(() => s3OptionsFromEnv({ ...full, S3_BUCKET: " " })).toThrow(S3ConfigError);
  });

  it("refuses one key without the other, a malformed endpoint and a malformed path style", () => {
    expect(() => s3OptionsFromEnv({ FILE_STORE: "s3", S3_BUCKET: "b", S3_ACCESS_KEY_ID: "id" })).toThrow(
      "set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither",
    );
    expect(() => s3OptionsFromEnv({ ...full, S3_ENDPOINT: "minio:9000" })).toThrow(
      'S3_ENDPOINT must be an http(s) URL, got "minio:9000"',
    );
    expect(() => s3OptionsFromEnv({ ...full, S3_FORCE_PATH_STYLE: "yes" })).toThrow(S3ConfigError);
  });
});
