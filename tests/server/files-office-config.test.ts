import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { inConversionSlot, OFFICE_TIMEOUT_MS } from "../../server/services/files/preview/office";
import { insertSmallFile } from "../../server/services/files/smallFile";
import { PREVIEW_SIZE_LIMIT } from "../../src/api/contract/files";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

/* The limits of the preview's LibreOffice conversions come from the environment (OFFICE_CONVERT_TIMEOUT_MS,
   OFFICE_CONVERT_MAX_BYTES, OFFICE_CONVERT_CONCURRENCY; docs/files.md): checked at start, and what the
   preview answers follows them (spec 3 §4, §8). */

const base = { DATA_DIR: "/tmp/tessera-unused", JWT_SECRET: "x" };
const officeOf = (env: Record<string, string>) => loadConfig({ ...base, ...env }).files.office;

describe("OFFICE_CONVERT_* settings", () => {
  it("default to a 120 s timeout, the 50 MB preview limit and one conversion at a time", () => {
    expect(officeOf({})).toEqual({
      timeoutMs: OFFICE_TIMEOUT_MS,
      maxBytes: PREVIEW_SIZE_LIMIT,
      concurrency: 1,
    });
    expect(OFFICE_TIMEOUT_MS).toBe(120_000);
  });

  it("read positive integers within their bounds", () => {
    expect(
      officeOf({
        OFFICE_CONVERT_TIMEOUT_MS: "30000",
        OFFICE_CONVERT_MAX_BYTES: "10485760",
        OFFICE_CONVERT_CONCURRENCY: "2",
      }),
    ).toEqual({ timeoutMs: 30_000, maxBytes: 10_485_760, concurrency: 2 });
    expect(officeOf({ OFFICE_CONVERT_MAX_BYTES: String(PREVIEW_SIZE_LIMIT) }).maxBytes).toBe(
      PREVIEW_SIZE_LIMIT,
    );
  });

  it("stop the start with the variable's name for anything else", () => {
    for (const [name, value] of [
      ["OFFICE_CONVERT_TIMEOUT_MS", "0"],
      ["OFFICE_CONVERT_TIMEOUT_MS", "two minutes"],
      ["OFFICE_CONVERT_TIMEOUT_MS", "1.5"],
      ["OFFICE_CONVERT_TIMEOUT_MS", "3600001"],
      ["OFFICE_CONVERT_MAX_BYTES", "-1"],
      ["OFFICE_CONVERT_MAX_BYTES", String(PREVIEW_SIZE_LIMIT + 1)],
      ["OFFICE_CONVERT_CONCURRENCY", "17"],
      ["OFFICE_CONVERT_CONCURRENCY", "0"],
    ]) {
      expect(() => officeOf({ [name as string]: value as string }), `${name}=${value}`).toThrow(
        new RegExp(`^${name} must be a positive integer.*"${value}"`),
      );
    }
    expect(() => officeOf({ OFFICE_CONVERT_MAX_BYTES: "52428801" })).toThrow(/of at most 52428800/);
  });
});

describe("conversion slots", () => {
  it("run at most `concurrency` conversions at once; the next starts when one ends, in order", async () => {
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const conversion = (n: number) =>
      inConversionSlot(2, async () => {
        started.push(n);
        await new Promise<void>((resolve) => {
          finish[n] = resolve;
        });
        return n;
      });
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    const all = [1, 2, 3, 4].map(conversion);
    await settle();
    expect(started).toEqual([1, 2]);
    finish[2]?.();
    await settle();
    expect(started).toEqual([1, 2, 3]);
    finish[1]?.();
    await settle();
    expect(started).toEqual([1, 2, 3, 4]);
    finish[3]?.();
    finish[4]?.();
    expect(await Promise.all(all)).toEqual([1, 2, 3, 4]);
    // A failed conversion frees its slot too.
    await expect(inConversionSlot(1, async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await inConversionSlot(1, async () => "next")).toBe("next");
  });
});

describe("a server with smaller conversion limits", () => {
  let t: TestApp;
  let zhangsan: string;
  let tenantId: string;

  beforeAll(async () => {
    const files = loadConfig({
      ...base,
      OFFICE_CONVERT_MAX_BYTES: "1000",
      OFFICE_CONVERT_TIMEOUT_MS: "1",
    }).files;
    t = await createTestApp({ files });
    zhangsan = await tokenOf(t.app, "zhangsan");
    tenantId = JSON.parse(Buffer.from(zhangsan.split(".")[1] as string, "base64url").toString()).tenantId;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A document of `bytes` bytes stored as zhangsan's letter.docx; its onlinePreview answer. */
  async function previewOf(bytes: number, lang: string) {
    const id = `f-office-${randomBytes(4).toString("hex")}`;
    const docx = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
    await insertSmallFile(
      t.db,
      { id, tenantId, name: "letter.docx", mime: docx, uploaderId: "u-zhangsan" },
      Buffer.concat([Buffer.from("PK\u0003\u0004"), randomBytes(bytes - 4)]),
    );
    const res = await t.app.inject({
      url: `/file/onlinePreviewController/v1/onlinePreview?fileId=${id}`,
      headers: { ...bearer(zhangsan), "accept-language": lang },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it("answers fileNotSupported 文件过大，不支持预览 for a document over OFFICE_CONVERT_MAX_BYTES", async () => {
    expect(await previewOf(1001, "zh-CN")).toMatchObject({
      type: "fileNotSupported",
      message: "文件过大，不支持预览",
    });
    expect(await previewOf(1002, "en-US")).toMatchObject({
      type: "fileNotSupported",
      message: "The file is too large to preview",
    });
  });

  it("answers error 文档转换超时，请下载后查看 when a conversion outlives OFFICE_CONVERT_TIMEOUT_MS", async () => {
    expect(await previewOf(999, "zh-CN")).toMatchObject({
      type: "error",
      message: "文档转换超时，请下载后查看",
    });
  });
});
