import { randomUUID } from "node:crypto";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { createDbFileStore } from "../../server/services/files/dbStore";
import { createS3Client } from "../../server/services/files/s3Store";
import { describeFileStore } from "./fileStoreContract";
import { pdfOf, sha256, upload } from "./filesHelpers";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";
import { type RunningS3, startS3Server } from "./s3Server";

/*
 * Both FileStore backends under the same contract (fileStoreContract.ts), and the whole file service on
 * S3 (FILE_STORE=s3 against a real s3rver): an upload lands in the bucket, not in the database, and
 * downloads and zips read it back byte for byte.
 */

describeFileStore("database", async () => {
  const t = await createTestApp();
  return { store: createDbFileStore(t.db), close: () => t.close() };
});

describe("the file service with FILE_STORE=s3", () => {
  let s3: RunningS3;
  let t: TestApp;
  let zhangsan: string;

  beforeAll(async () => {
    s3 = await startS3Server(`tessera-${randomUUID().slice(0, 8)}`);
    const { options } = s3;
    const files = loadConfig({
      JWT_SECRET: "unused-here-0123456789-0123456789",
      FILE_STORE: "s3",
      S3_ENDPOINT: options.endpoint,
      S3_BUCKET: options.bucket,
      S3_ACCESS_KEY_ID: options.accessKeyId,
      S3_SECRET_ACCESS_KEY: options.secretAccessKey,
      S3_PREFIX: "files/",
    }).files;
    t = await createTestApp({ files });
    zhangsan = await tokenOf(t.app, "zhangsan");
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it("stores an upload in the bucket and serves it back byte for byte", async () => {
    const data = pdfOf(3 * 1024 * 1024);
    const res = await upload(t.app, zhangsan, "/system/file/v1/upload", "file", [
      { name: "季度报告.pdf", data },
    ]);
    expect(res.statusCode).toBe(200);
    const { fileId } = res.json() as { fileId: string };
    const row = await t.db
      .selectFrom("sys_file")
      .select(["store", "storage_key", "sha256", "size"])
      .where("id", "=", fileId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ store: "s3", sha256: sha256(data), size: data.length });
    const chunks = await t.db
      .selectFrom("sys_file_chunk")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("storage_key", "=", row.storage_key)
      .executeTakeFirstOrThrow();
    expect(Number(chunks.n)).toBe(0);
    const listed = await createS3Client(s3.options).send(
      new ListObjectsV2Command({ Bucket: s3.options.bucket, Prefix: "files/" }),
    );
    expect(listed.Contents?.map((o) => [o.Key, o.Size])).toContainEqual([
      `files/${row.storage_key}`,
      data.length,
    ]);

    const download = await t.app.inject({
      url: `/system/file/v1/downloadFile?fileId=${fileId}`,
      headers: bearer(zhangsan),
    });
    expect(download.statusCode).toBe(200);
    expect(sha256(download.rawPayload)).toBe(sha256(data));
    expect(download.headers["content-disposition"]).toContain(encodeURIComponent("季度报告.pdf"));
  });
});
