import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepOrphanChunks } from "../../server/services/files/dbStore";
import { BOUNDARY, PNG, partHead, pdfOf, sha256, unzip, upload } from "./filesHelpers";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

/* The file service's uploads and downloads (issue 15 §1, §2) on the database store. */

let t: TestApp;
let zhangsan: string;
beforeAll(async () => {
  t = await createTestApp({ files: { ...(await defaults()), maxBytes: 8 * 1024 * 1024 } });
  zhangsan = await tokenOf(t.app, "zhangsan");
});
afterAll(() => t.close());

async function defaults() {
  const { loadConfig } = await import("../../server/config");
  return loadConfig({ JWT_SECRET: "x", DATA_DIR: "/tmp/unused" }).files;
}

const count = async (table: "sys_file" | "sys_file_chunk") =>
  Number((await t.db.selectFrom(table).select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow()).n);

describe("upload and download", () => {
  it("round-trips a file of several MB (several chunks) byte for byte, checked by sha-256", async () => {
    const data = pdfOf(3 * 1024 * 1024 + 12345);
    const res = await upload(t.app, zhangsan, "/system/file/v1/upload?flowKey=leave", "file", [
      { name: "年度报告.pdf", data },
    ]);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ fileName: "年度报告.pdf", size: data.length, type: "application/pdf" });
    const row = await t.db
      .selectFrom("sys_file")
      .selectAll()
      .where("id", "=", answer.fileId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      sha256: sha256(data),
      uploader_id: "u-zhangsan",
      flow_key: "leave",
      store: "db",
    });
    const chunks = await t.db
      .selectFrom("sys_file_chunk")
      .select("seq")
      .where("storage_key", "=", row.storage_key)
      .execute();
    expect(chunks.length).toBe(4);

    const down = await t.app.inject({
      url: `/system/file/v1/downloadFile?fileId=${answer.fileId}`,
      headers: bearer(zhangsan),
    });
    expect(down.statusCode).toBe(200);
    expect(sha256(down.rawPayload)).toBe(sha256(data));
    expect(down.headers["content-type"]).toBe("application/pdf");
    expect(down.headers["content-disposition"]).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent("年度报告.pdf")}`,
    );
    const inline = await t.app.inject({
      url: `/system/file/v1/preview?fileId=${answer.fileId}`,
      headers: bearer(zhangsan),
    });
    expect(inline.headers["content-disposition"]).toMatch(/^inline; /);
    expect(sha256(inline.rawPayload)).toBe(sha256(data));
  });

  it("uploads several files at once under `files` and zips them with unique names", async () => {
    const a = Buffer.from("第一行\nsecond line\n", "utf8");
    const b = PNG;
    const res = await upload(t.app, zhangsan, "/system/file/v1/fileUpload", "files", [
      { name: "说明.txt", data: a },
      { name: "logo.png", data: b },
      { name: "说明.txt", data: Buffer.from("another", "utf8") },
    ]);
    expect(res.statusCode).toBe(200);
    const answers = res.json() as { fileId: string; type: string }[];
    expect(answers.map((x) => x.type)).toEqual(["text/plain", "image/png", "text/plain"]);
    const zip = await t.app.inject({
      url: `/system/file/v1/downloadAllFile?fileIds=${answers.map((x) => x.fileId).join(",")}`,
      headers: bearer(zhangsan),
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zip.headers["content-disposition"]).toMatch(
      /filename\*=UTF-8''%E9%99%84%E4%BB%B6_\d{4}-\d\d-\d\d\.zip$/,
    );
    const entries = unzip(zip.rawPayload);
    expect(entries.map((e) => e.name)).toEqual(["说明.txt", "logo.png", "说明 (2).txt"]);
    expect(entries[0]?.data.equals(a)).toBe(true);
    expect(entries[1]?.data.equals(b)).toBe(true);
    expect(entries[2]?.data.toString()).toBe("another");
    const en = await t.app.inject({
      url: `/system/file/v1/downloadAllFile?fileIds=${answers[0]?.fileId}`,
      headers: { ...bearer(zhangsan), "accept-language": "en-US" },
    });
    expect(en.headers["content-disposition"]).toMatch(/filename="files-\d{4}-\d\d-\d\d\.zip"/);
  });

  it("refuses more than 100 ids in one zip", async () => {
    const ids = Array.from({ length: 101 }, (_, i) => `f${i}`).join(",");
    const res = await t.app.inject({
      url: `/system/file/v1/downloadAllFile?fileIds=${ids}`,
      headers: bearer(zhangsan),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("一次最多下载100个附件");
  });
});

describe("refusals store nothing", () => {
  it("refuses a renamed executable (ELF or PE named a.pdf) with 上传的附件只能是 {list}格式!", async () => {
    const before = [await count("sys_file"), await count("sys_file_chunk")];
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 1)]);
    const pe = Buffer.concat([
      Buffer.from("MZ"),
      Buffer.alloc(58),
      Buffer.from([0x80, 0, 0, 0]),
      Buffer.alloc(64),
      Buffer.from("PE\0\0"),
      Buffer.alloc(2048, 2),
    ]);
    for (const data of [elf, pe]) {
      const res = await upload(t.app, zhangsan, "/system/file/v1/upload", "file", [{ name: "a.pdf", data }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^上传的附件只能是 doc,docx,.*pdf.*格式!$/);
    }
    const en = await upload(
      t.app,
      zhangsan,
      "/system/file/v1/upload",
      "file",
      [{ name: "a.pdf", data: elf }],
      "en-US",
    );
    expect(en.json().message).toMatch(/^Attachments may only be of the types doc,docx,/);
    const exe = await upload(t.app, zhangsan, "/system/file/v1/upload", "file", [
      { name: "tool.exe", data: pe },
    ]);
    expect(exe.statusCode).toBe(400);
    const binaryText = await upload(t.app, zhangsan, "/system/file/v1/upload", "file", [
      { name: "a.txt", data: Buffer.from([0xff, 0xfe, 0, 1]) },
    ]);
    expect(binaryText.statusCode).toBe(400);
    // A field narrowed to png (logo, picture) names only png.
    const narrowed = await upload(t.app, zhangsan, "/system/file/v1/upload?accept=png", "file", [
      { name: "a.pdf", data: pdfOf(10) },
    ]);
    expect(narrowed.json().message).toBe("上传的附件只能是 png格式!");
    expect([await count("sys_file"), await count("sys_file_chunk")]).toEqual(before);
  });

  it("answers 413 over the size limit (server's and the field's maxSize) and keeps no chunk", async () => {
    const before = [await count("sys_file"), await count("sys_file_chunk")];
    const big = await upload(t.app, zhangsan, "/system/file/v1/upload", "file", [
      { name: "big.pdf", data: pdfOf(8 * 1024 * 1024) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe("上传的附件不能超过8 MB，请压缩后重试");
    const field = await upload(t.app, zhangsan, `/system/file/v1/upload?maxSize=${1024 * 1024}`, "file", [
      { name: "b.pdf", data: pdfOf(2 * 1024 * 1024) },
    ]);
    expect(field.statusCode).toBe(413);
    expect(field.json().message).toBe("上传的附件不能超过1 MB，请压缩后重试");
    expect([await count("sys_file"), await count("sys_file_chunk")]).toEqual(before);
  });

  it("refuses more files than the limit (10 by default, ?limit up to 9999) and keeps the ones before", async () => {
    const before = [await count("sys_file"), await count("sys_file_chunk")];
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      name: `n${i}.txt`,
      data: Buffer.from(`file ${i}`),
    }));
    const res = await upload(t.app, zhangsan, "/system/file/v1/fileUpload", "files", eleven);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("一次最多上传10个附件");
    const two = await upload(
      t.app,
      zhangsan,
      "/system/file/v1/fileUpload?limit=1",
      "files",
      eleven.slice(0, 2),
    );
    expect(two.statusCode).toBe(400);
    expect([await count("sys_file"), await count("sys_file_chunk")]).toEqual(before);
    const many = await upload(t.app, zhangsan, "/system/file/v1/fileUpload?limit=9999", "files", eleven);
    expect(many.statusCode).toBe(200);
    expect(many.json()).toHaveLength(11);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/system/file/v1/fileUpload?limit=10000",
          headers: bearer(zhangsan),
        })
      ).statusCode,
    ).toBe(400);
  });

  it("refuses a request that is not multipart, has no file, or sends the wrong field", async () => {
    const plain = await t.app.inject({
      method: "POST",
      url: "/system/file/v1/upload",
      headers: bearer(zhangsan),
      payload: {},
    });
    expect(plain.statusCode).toBe(400);
    const wrong = await upload(t.app, zhangsan, "/system/file/v1/upload", "files", [
      { name: "a.txt", data: Buffer.from("x") },
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("上传的附件字段应为 file");
  });

  it("keeps no row and no chunk of an upload cut off mid-body", async () => {
    const before = [await count("sys_file"), await count("sys_file_chunk")];
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const head = partHead("file", { name: "cut.pdf", data: Buffer.alloc(0) });
    let written = 0;
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/system/file/v1/upload",
        headers: {
          ...bearer(zhangsan),
          "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
          "content-length": String(head.length + 6 * 1024 * 1024),
        },
      });
      req.on("error", () => resolve());
      req.write(head);
      req.write(pdfOf(3 * 1024 * 1024), async () => {
        // Wait until the server has stored chunks of it (it streams), then cut the connection.
        for (let i = 0; i < 100 && (await count("sys_file_chunk")) <= (before[1] as number); i++)
          await new Promise((r) => setTimeout(r, 50));
        written = await count("sys_file_chunk");
        req.destroy();
        resolve();
      });
    });
    expect(written).toBeGreaterThan(before[1] as number);
    // The server notices the cut and deletes what it wrote.
    let now = [0, 0];
    for (let i = 0; i < 50; i++) {
      now = [await count("sys_file"), await count("sys_file_chunk")];
      if (now[0] === before[0] && now[1] === before[1]) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(now).toEqual(before);
  });

  it("sweeps chunks that no metadata row names once they are an hour old", async () => {
    await t.db
      .insertInto("sys_file_chunk")
      .values({ storage_key: "orphan-1", seq: 0, data: Buffer.from("x") })
      .execute();
    expect(await sweepOrphanChunks(t.db)).toBe(0);
    expect(await sweepOrphanChunks(t.db, new Date(Date.now() + 61 * 60 * 1000))).toBe(1);
    const left = await t.db
      .selectFrom("sys_file_chunk")
      .select("seq")
      .where("storage_key", "=", "orphan-1")
      .execute();
    expect(left).toEqual([]);
    // Files with a metadata row are never swept.
    const files = await count("sys_file_chunk");
    await sweepOrphanChunks(t.db, new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(await count("sys_file_chunk")).toBe(files);
  });
});
