import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agreeingType } from "../../server/services/files/fileTypes";
import { insertSmallFile } from "../../server/services/files/smallFile";
import { sniffTextEncoding, utf8TextOf } from "../../server/services/files/textEncoding";
import { upload } from "./filesHelpers";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

/* Text previews in the encoding they were saved in (issue 15 §3): a .txt or .html saved in GBK/GB18030 or
   UTF-16 is shown as its Chinese text, not as mojibake. The server decodes and answers UTF-8. */

const API = "/file/onlinePreviewController/v1";
/** "中文" and "你好" in GBK (the same bytes in GB18030). */
const GBK_ZHONGWEN = Buffer.from([0xd6, 0xd0, 0xce, 0xc4]);
const GBK_NIHAO = Buffer.from([0xc4, 0xe3, 0xba, 0xc3]);
const gbkNotes = Buffer.concat([
  Buffer.from("Title: "),
  GBK_ZHONGWEN,
  Buffer.from("\r\nGreeting: "),
  GBK_NIHAO,
  Buffer.from("\r\n"),
]);

/** Everything a Readable gives, as one Buffer. */
async function drained(stream: Readable): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}
/** A stream giving `bytes` in pieces of `size` bytes (so characters are cut between pieces). */
const inPieces = (bytes: Buffer, size: number) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
      bytes.subarray(i * size, (i + 1) * size),
    ),
    { objectMode: false },
  );
const textOf = async (bytes: Buffer, pieceSize = 3, sniffBytes?: number) =>
  (await drained(utf8TextOf(inPieces(bytes, pieceSize), sniffBytes))).toString("utf8");

describe("the encoding of a text", () => {
  it("follows a byte order mark: UTF-8, UTF-16 LE, UTF-16 BE", () => {
    expect(sniffTextEncoding(Buffer.from([0xef, 0xbb, 0xbf, 0xd6, 0xd0]))).toBe("utf-8");
    expect(sniffTextEncoding(Buffer.from([0xff, 0xfe, 0x2d, 0x4e]))).toBe("utf-16le");
    expect(sniffTextEncoding(Buffer.from([0xfe, 0xff, 0x4e, 0x2d]))).toBe("utf-16be");
  });

  it("is UTF-8 when the bytes are valid UTF-8 (a character cut at the end included), else GB18030", () => {
    expect(sniffTextEncoding(Buffer.from("plain ascii"))).toBe("utf-8");
    expect(sniffTextEncoding(Buffer.from("中文"))).toBe("utf-8");
    expect(sniffTextEncoding(Buffer.from("中文").subarray(0, 4))).toBe("utf-8");
    expect(sniffTextEncoding(GBK_ZHONGWEN)).toBe("gb18030");
    expect(sniffTextEncoding(Buffer.alloc(0))).toBe("utf-8");
  });
});

describe("uploading text", () => {
  it("takes GBK text as text/plain and still refuses bytes that are no text in any encoding", async () => {
    expect(await agreeingType(gbkNotes, "txt")).toBe("text/plain");
    expect(await agreeingType(Buffer.concat([Buffer.from("a,b\n"), GBK_ZHONGWEN]), "csv")).toBe("text/csv");
    expect(await agreeingType(Buffer.from([0xc3, 0x28]), "txt")).toBeUndefined();
    expect(await agreeingType(Buffer.from([0xd6, 0xd0, 0x81, 0x20]), "txt")).toBeUndefined();
    expect(await agreeingType(Buffer.from([0xff, 0xfe, 0, 1]), "txt")).toBeUndefined();
  });
});

describe("utf8TextOf", () => {
  it("decodes GBK to UTF-8, a character cut between two pieces included", async () => {
    expect(await textOf(gbkNotes, 3)).toBe("Title: 中文\r\nGreeting: 你好\r\n");
    expect(await textOf(gbkNotes, 1)).toBe("Title: 中文\r\nGreeting: 你好\r\n");
  });

  it("decodes UTF-16 LE and BE by their BOM and leaves the BOM out", async () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("中文 ok", "utf16le")]);
    expect(await textOf(le)).toBe("中文 ok");
    const be = Buffer.from(le.subarray(2)).swap16();
    expect(await textOf(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toBe("中文 ok");
  });

  it("passes UTF-8 through without its BOM, and an empty text as empty", async () => {
    expect(await textOf(Buffer.from("\ufeff中文 ok"))).toBe("中文 ok");
    expect(await textOf(Buffer.from("ｆｕｌｌ"))).toBe("ｆｕｌｌ");
    expect(await textOf(Buffer.alloc(0))).toBe("");
  });

  it("decides from the first bytes only: GBK after a UTF-8-valid head stays UTF-8 (replacement characters)", async () => {
    const late = Buffer.concat([Buffer.from("a".repeat(16)), GBK_ZHONGWEN]);
    expect(await textOf(late, 4, 16)).toBe(`${"a".repeat(16)}${Buffer.from(GBK_ZHONGWEN).toString("utf8")}`);
    expect(await textOf(late, 4, 64)).toBe(`${"a".repeat(16)}中文`);
  });
});

describe("text previews over HTTP", () => {
  let t: TestApp;
  let zhangsan: string;

  beforeAll(async () => {
    t = await createTestApp();
    zhangsan = await tokenOf(t.app, "zhangsan");
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The onlinePreview answer of a file and the bytes its show URL serves. */
  async function shown(fileId: string) {
    const answer = await t.app.inject({
      url: `${API}/onlinePreview?fileId=${fileId}`,
      headers: bearer(zhangsan),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return { answer: answer.json(), bytes: await t.app.inject({ url: answer.json().url }) };
  }

  it("shows a GBK .txt uploaded by a user as its Chinese text, answered as UTF-8", async () => {
    const up = await upload(t.app, zhangsan, "/system/file/v1/upload", "file", [
      { name: "说明.txt", data: gbkNotes, type: "text/plain" },
    ]);
    expect(up.statusCode, up.body).toBe(200);
    const { answer, bytes } = await shown(up.json().fileId);
    expect(answer.type).toBe("txt");
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(bytes.body).toBe("Title: 中文\r\nGreeting: 你好\r\n");
    // The download still gives the bytes as they were saved.
    const download = await t.app.inject({
      url: `/system/file/v1/downloadFile?fileId=${up.json().fileId}`,
      headers: bearer(zhangsan),
    });
    expect(download.rawPayload.equals(gbkNotes)).toBe(true);
  });

  it("shows a GBK .html page as UTF-8 under its sandboxing CSP", async () => {
    const tenantId = JSON.parse(
      Buffer.from(zhangsan.split(".")[1] as string, "base64url").toString(),
    ).tenantId;
    const id = `f-gbk-html-${randomUUID().slice(0, 8)}`;
    const page = Buffer.concat([Buffer.from("<h1>"), GBK_ZHONGWEN, Buffer.from("</h1>")]);
    await insertSmallFile(
      t.db,
      { id, tenantId, name: "page.html", mime: "text/html", uploaderId: "u-zhangsan" },
      page,
    );
    const { answer, bytes } = await shown(id);
    expect(answer.type).toBe("html");
    expect(bytes.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(bytes.headers["content-security-policy"]).toMatch(/^sandbox/);
    expect(bytes.body).toBe("<h1>中文</h1>");
  });
});
