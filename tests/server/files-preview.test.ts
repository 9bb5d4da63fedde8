import { execFile, execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  classifyPreview,
  type OfficeDocument,
  previewMessage,
  previewPdfOf,
} from "../../server/services/files/preview";
import { officeConversionsRun } from "../../server/services/files/preview/office";
import { insertSmallFile } from "../../server/services/files/smallFile";
import type { FileStore } from "../../server/services/files/store";
import { fileStoreOf } from "../../server/services/files/stores";
import { PREVIEW_SIZE_LIMIT } from "../../src/api/contract/files";
import { PNG, sha256, upload } from "./filesHelpers";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

/* The online preview (issue 15 §2 onlinePreview, §3 office documents; spec 3 §4, §8, §9) on the real file
   service: files enter through the upload route (or, when the upload refuses them on purpose, the server's
   own insertSmallFile), the read rule decides who sees them, the answers carry signed URLs that open the
   bytes without a token, and office documents are converted to PDF by the real LibreOffice once per
   content (cached by sha-256 in sys_file_preview). */

const run = promisify(execFile);
const API = "/file/onlinePreviewController/v1";

let t: TestApp;
let store: FileStore;
let zhangsan: string;
let lisi: string;
let acme: string;
let tenantId: string;
let work: string;
/** The test's files by short name: id, name, size and bytes. */
const files = new Map<string, { id: string; name: string; size: number; data: Buffer }>();
const idOf = (key: string) => files.get(key)?.id as string;
const fileOf = (key: string) => files.get(key) as { id: string; name: string; size: number; data: Buffer };

/** Uploads a file as zhangsan through POST /system/file/v1/upload. */
async function uploaded(key: string, name: string, data: Buffer): Promise<void> {
  const res = await upload(t.app, zhangsan, "/system/file/v1/upload", "file", [{ name, data }]);
  expect(res.statusCode, res.body).toBe(200);
  files.set(key, { id: res.json().fileId, name, size: data.length, data });
}

/** Stores a file the upload refuses on purpose (its type, its size) as zhangsan's, with the server's helper. */
async function inserted(key: string, name: string, mime: string, data: Buffer, size?: number): Promise<void> {
  const id = `f-${key}-${randomUUID().slice(0, 8)}`;
  await insertSmallFile(t.db, { id, tenantId, name, mime, uploaderId: "u-zhangsan" }, data);
  if (size !== undefined) await t.db.updateTable("sys_file").set({ size }).where("id", "=", id).execute();
  files.set(key, { id, name, size: size ?? data.length, data });
}

/** A local HTTP server that counts the requests it gets (a document's external picture points at it). */
const fetched: string[] = [];
const outside = createServer((req, res) => {
  fetched.push(req.url ?? "");
  res.writeHead(404).end();
});

/** The documents LibreOffice makes for the test: a docx, an xlsx and a pptx with known text, an odt linking an outside picture. */
async function makeOfficeDocuments(port: number): Promise<void> {
  writeFileSync(
    path.join(work, "linked.fodt"),
    `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">
<office:body><office:text><text:p>Linked picture<draw:frame draw:name="i1" text:anchor-type="as-char" svg:width="2cm" svg:height="2cm"><draw:image xlink:href="http://127.0.0.1:${port}/pic.png" xlink:type="simple" xlink:show="embed" xlink:actuate="onLoad"/></draw:frame></text:p></office:text></office:body></office:document>`,
  );
  writeFileSync(path.join(work, "letter.txt"), "Hello Tessera docx\nSecond line\n");
  writeFileSync(path.join(work, "budget.csv"), "item,amount\nTesseraSheet,1234\n");
  writeFileSync(
    path.join(work, "deck.fodp"),
    `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.presentation">
<office:body><office:presentation><draw:page draw:name="p1"><draw:frame svg:x="2cm" svg:y="2cm" svg:width="20cm" svg:height="3cm"><draw:text-box><text:p>Tessera Slide Plan</text:p></draw:text-box></draw:frame></draw:page></office:presentation></office:body></office:document>`,
  );
  const profile = `-env:UserInstallation=file://${path.join(work, "make-profile")}`;
  for (const [source, target] of [
    ["letter.txt", "docx"],
    ["budget.csv", "xlsx"],
    ["deck.fodp", "pptx"],
    ["linked.fodt", "odt"],
  ]) {
    await run("soffice", [
      profile,
      "--headless",
      "--norestore",
      "--convert-to",
      target as string,
      "--outdir",
      work,
      path.join(work, source as string),
    ]);
  }
}

/** The text of every page of a PDF (pdfjs-dist in Node). */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  let text = "";
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
  }
  await pdf.destroy();
  return text;
}

const made = (name: string) => readFileSync(path.join(work, name));

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "tessera-preview-test-"));
  await new Promise<void>((resolve) => outside.listen(0, "127.0.0.1", resolve));
  const documents = makeOfficeDocuments((outside.address() as AddressInfo).port);
  t = await createTestApp();
  store = fileStoreOf(t.config.files, t.db);
  zhangsan = await tokenOf(t.app, "zhangsan");
  lisi = await tokenOf(t.app, "lisi");
  acme = await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme");
  tenantId = JSON.parse(Buffer.from(zhangsan.split(".")[1] as string, "base64url").toString()).tenantId;
  await uploaded("png", "照片.png", PNG);
  await uploaded("pdf", "report.pdf", Buffer.from("%PDF-1.4\n%%EOF\n"));
  await uploaded("txt", "notes.txt", Buffer.from("plain notes"));
  await uploaded("zip", "bundle.zip", Buffer.from("PK\u0003\u0004"));
  await uploaded("mp4", "clip.mp4", Buffer.from("\0\0\0\u0018ftypisom\0\0\0\0isomiso2avc1mp41", "latin1"));
  // The upload refuses these on purpose: HTML, SVG and executables are not uploadable types.
  await inserted("html", "page.html", "text/html", Buffer.from("<h1>Hi</h1><script>alert(1)</script>"));
  await inserted(
    "svg",
    "logo.svg",
    "application/octet-stream",
    Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
  );
  await inserted("exe", "setup.exe", "application/x-msdownload", Buffer.from("MZ"));
  // A file over the 50 MB preview limit: its metadata says so (its bytes need not be that big).
  await inserted("big", "huge.pdf", "application/pdf", Buffer.from("%PDF"), PREVIEW_SIZE_LIMIT + 1);
  await documents;
  await uploaded("docx", "letter.docx", made("letter.docx"));
  await uploaded("xlsx", "budget.xlsx", made("budget.xlsx"));
  await uploaded("pptx", "deck.pptx", made("deck.pptx"));
  await inserted("odt", "linked.odt", "application/vnd.oasis.opendocument.text", made("linked.odt"));
}, 180_000);

afterAll(async () => {
  await t?.close();
  outside.close();
  rmSync(work, { recursive: true, force: true });
});

const preview = (key: string, token = zhangsan, lang = "zh-CN") =>
  t.app.inject({
    url: `${API}/onlinePreview?fileId=${files.get(key)?.id ?? key}&_t=1`,
    headers: { ...bearer(token), "accept-language": lang },
  });
/** getFileById_ with a Bearer token (the read rule). */
const bytes = (key: string, token = zhangsan) =>
  t.app.inject({ url: `${API}/getFileById_${idOf(key)}`, headers: bearer(token) });
/** A signed URL opened without any token, as an <img>, a frame or a link does. */
const unsigned = (url: string) => t.app.inject({ url });
/** The signed "show" URL a preview answers for a file. */
const showUrl = (id: string) =>
  expect.stringMatching(
    new RegExp(`^${API}/getFileById_${id}\\?fileId=${id}&expires=\\d+&signature=[\\w-]+$`),
  );
const downloadUrl = (id: string) =>
  expect.stringMatching(
    new RegExp(`^/system/file/v1/downloadFile\\?fileId=${id}&expires=\\d+&signature=[\\w-]+$`),
  );
const cacheRows = async () =>
  Number(
    (
      await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM sys_file_preview WHERE tenant_id = ${tenantId}`.execute(t.db)
    ).rows[0]?.n,
  );
const clearCache = () => sql`DELETE FROM sys_file_preview WHERE tenant_id = ${tenantId}`.execute(t.db);
/** The original document of a stored file, as previewPdfOf reads it. */
const documentOf = (key: string): OfficeDocument => ({
  tenantId,
  sha256: sha256(fileOf(key).data),
  name: fileOf(key).name,
  open: async () => {
    const row = await t.db
      .selectFrom("sys_file")
      .select("storage_key")
      .where("id", "=", idOf(key))
      .executeTakeFirstOrThrow();
    return store.get(row.storage_key);
  },
});

describe("onlinePreview answers", () => {
  it("answers picture, pdf, txt and html with a signed show URL that opens the original without a token", async () => {
    for (const [key, type] of [
      ["png", "picture"],
      ["pdf", "pdf"],
      ["txt", "txt"],
      ["html", "html"],
      ["svg", "picture"],
    ] as const) {
      const { id, name, size, data } = fileOf(key);
      for (const lang of ["zh-CN", "en-US"]) {
        const res = await preview(key, zhangsan, lang);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ type, fileId: id, name, size, url: showUrl(id) });
      }
      const shown = await unsigned((await preview(key)).json().url);
      expect(shown.statusCode, `${key}: ${shown.body}`).toBe(200);
      expect(shown.rawPayload.equals(data), key).toBe(true);
    }
  });

  it("starts a download for archives and video, with the spec's warnings in zh-CN and en-US", async () => {
    const zip = (await preview("zip")).json();
    expect(zip).toMatchObject({
      type: "compress",
      downloadUrl: downloadUrl(idOf("zip")),
      message: "压缩文件不支持在线预览",
    });
    expect((await preview("zip", zhangsan, "en-US")).json().message).toBe(
      "Compressed files do not support online preview",
    );
    const down = await unsigned(zip.downloadUrl);
    expect(down.statusCode).toBe(200);
    expect(down.headers["content-disposition"]).toMatch(/^attachment; /);
    expect(down.rawPayload.equals(fileOf("zip").data)).toBe(true);
    const mp4 = (await preview("mp4")).json();
    expect(mp4).toMatchObject({
      type: "media",
      downloadUrl: downloadUrl(idOf("mp4")),
      message: "视频不支持在线播放",
    });
    expect((await preview("mp4", zhangsan, "en-US")).json()).toMatchObject({
      type: "media",
      message: "Video does not support online playing",
    });
    expect((await unsigned(mp4.downloadUrl)).rawPayload.equals(fileOf("mp4").data)).toBe(true);
  });

  it("answers fileNotSupported for an unknown format and for a file over 52428800 bytes", async () => {
    expect((await preview("exe")).json()).toMatchObject({
      type: "fileNotSupported",
      message: "当前附件格式不支持预览",
    });
    expect((await preview("exe", zhangsan, "en-US")).json()).toMatchObject({
      type: "fileNotSupported",
      message: "The current attachment format does not support preview",
    });
    expect((await preview("big")).json()).toMatchObject({
      type: "fileNotSupported",
      size: PREVIEW_SIZE_LIMIT + 1,
      message: "文件过大，不支持预览",
    });
    expect((await preview("big", zhangsan, "en-US")).json()).toMatchObject({
      type: "fileNotSupported",
      message: "The file is too large to preview",
    });
    expect(classifyPreview("huge.pdf", "application/pdf", PREVIEW_SIZE_LIMIT).kind).toBe("pdf");
    expect(classifyPreview("huge.pdf", "application/pdf", PREVIEW_SIZE_LIMIT + 1)).toEqual({
      kind: "fileNotSupported",
      message: "previewTooLarge",
    });
  });
});

describe("who may see a preview", () => {
  it("answers 404 for an unknown file, another tenant's file and an unrelated user's, 401 without a token, 400 for a bad id", async () => {
    expect((await preview("nope")).statusCode).toBe(404);
    expect((await preview("png", acme)).statusCode).toBe(404);
    expect((await bytes("png", acme)).statusCode).toBe(404);
    expect((await preview("png", lisi)).statusCode).toBe(404);
    expect((await bytes("png", lisi)).statusCode).toBe(404);
    expect((await preview("docx", lisi)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${API}/onlinePreview?fileId=${idOf("png")}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${API}/getFileById_${idOf("png")}` })).statusCode).toBe(401);
    expect((await preview("a%20b")).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${API}/onlinePreview`, headers: bearer(zhangsan) })).statusCode).toBe(
      400,
    );
  });

  it("refuses a tampered signature, a show URL used on another file and a download URL used to show (401)", async () => {
    const url: string = (await preview("png")).json().url;
    const signature = new URL(url, "http://x").searchParams.get("signature") as string;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    expect((await unsigned(url.replace(signature, flipped))).statusCode).toBe(401);
    const other = url.replace(`getFileById_${idOf("png")}`, `getFileById_${idOf("pdf")}`);
    expect((await unsigned(other)).statusCode).toBe(401);
    const zipDownload = new URL((await preview("zip")).json().downloadUrl, "http://x");
    expect((await unsigned(`${API}/getFileById_${idOf("zip")}${zipDownload.search}`)).statusCode).toBe(401);
    expect((await unsigned(url)).statusCode).toBe(200);
  });
});

describe("getFileById bytes", () => {
  it("serves HTML and SVG under a sandboxing CSP with nosniff, text as text/plain", async () => {
    const html = await unsigned((await preview("html")).json().url);
    expect(html.statusCode).toBe(200);
    expect(html.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(html.headers["content-security-policy"]).toMatch(/^sandbox; default-src 'none'/);
    expect(html.headers["x-content-type-options"]).toBe("nosniff");
    expect(html.body).toContain("<h1>Hi</h1>");
    const svg = await unsigned((await preview("svg")).json().url);
    expect(svg.headers["content-type"]).toBe("image/svg+xml");
    expect(svg.headers["content-security-policy"]).toMatch(/^sandbox/);
    const txt = await unsigned((await preview("txt")).json().url);
    expect(txt.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(txt.headers["content-security-policy"]).not.toMatch(/sandbox/);
    expect(txt.body).toBe("plain notes");
    const pdf = await unsigned((await preview("pdf")).json().url);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
  });

  it("names a Chinese file inline with its UTF-8 name, and has nothing to show of an unsupported file", async () => {
    const png = await unsigned((await preview("png")).json().url);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.headers["content-disposition"]).toContain(
      `filename*=UTF-8''${encodeURIComponent("照片.png")}`,
    );
    expect((await bytes("png")).rawPayload.equals(PNG)).toBe(true);
    expect((await bytes("exe")).statusCode).toBe(404);
  });
});

describe("office documents through LibreOffice", () => {
  it("converts a docx once: answers pdf, its show URL serves the PDF with the text, the second preview hits the cache", async () => {
    const before = officeConversionsRun();
    const first = await preview("docx");
    const { id, size } = fileOf("docx");
    expect(first.json()).toEqual({ type: "pdf", fileId: id, name: "letter.docx", size, url: showUrl(id) });
    expect(officeConversionsRun()).toBe(before + 1);
    const pdf = await unsigned(first.json().url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toMatch(/^inline; .*letter\.docx\.pdf/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await pdfText(pdf.rawPayload)).toContain("Hello Tessera docx");
    expect((await preview("docx", zhangsan, "en-US")).json().type).toBe("pdf");
    expect(officeConversionsRun()).toBe(before + 1);
    expect(await cacheRows()).toBe(1);
  });

  it("converts an xlsx and a pptx with their text", async () => {
    const sheet = await unsigned((await preview("xlsx")).json().url);
    expect(sheet.statusCode).toBe(200);
    expect(await pdfText(sheet.rawPayload)).toContain("TesseraSheet");
    const slides = await bytes("pptx");
    expect(slides.headers["content-type"]).toBe("application/pdf");
    expect(await pdfText(slides.rawPayload)).toContain("Tessera Slide Plan");
    expect(await cacheRows()).toBe(3);
  });

  it("converts a document linking an outside picture without fetching it (no network, no link updates)", async () => {
    fetched.length = 0;
    const pdf = await bytes("odt");
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain("Linked picture");
    expect(fetched).toEqual([]);
  });

  it("shares one conversion between concurrent previews of the same content", async () => {
    await uploaded("xlsx-copy", "copy.xlsx", made("budget.xlsx"));
    await clearCache();
    const before = officeConversionsRun();
    const answers = await Promise.all([preview("xlsx"), preview("xlsx-copy"), preview("xlsx")]);
    expect(answers.map((a) => a.json().type)).toEqual(["pdf", "pdf", "pdf"]);
    expect(officeConversionsRun()).toBe(before + 1);
    expect(await cacheRows()).toBe(1);
  });

  it("converts again when the cached PDF's bytes are gone", async () => {
    await clearCache();
    await bytes("docx");
    const [row] = (
      await sql<{
        file_key: string;
      }>`SELECT file_key FROM sys_file_preview WHERE tenant_id = ${tenantId}`.execute(t.db)
    ).rows;
    await store.remove(row?.file_key as string);
    const before = officeConversionsRun();
    const pdf = await unsigned((await preview("docx")).json().url);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain("Hello Tessera docx");
    expect(officeConversionsRun()).toBe(before + 1);
  });

  it("lets a second server's record win: previewPdfOf returns the key already recorded", async () => {
    await clearCache();
    const document = documentOf("pptx");
    await sql`INSERT INTO sys_file_preview (tenant_id, sha256, kind, store, file_key, size)
      VALUES (${tenantId}, ${document.sha256}, 'pdf', ${store.kind}, 'preview/elsewhere.pdf', 1)`.execute(
      t.db,
    );
    const before = officeConversionsRun();
    expect(await previewPdfOf({ db: t.db, store }, document)).toEqual({ key: "preview/elsewhere.pdf" });
    expect(officeConversionsRun()).toBe(before);
  });

  it("answers the timeout message when the conversion outlives its timeout, leaving no process", async () => {
    await clearCache();
    const pdf = await previewPdfOf({ db: t.db, store, office: { timeoutMs: 1 } }, documentOf("docx"));
    expect(pdf).toEqual({ failed: "previewConvertTimeout" });
    expect(previewMessage("previewConvertTimeout", "zh-CN")).toBe("文档转换超时，请下载后查看");
    expect(await cacheRows()).toBe(0);
    await expect
      .poll(() =>
        execFileSync("ps", ["-eo", "stat,args"])
          .toString()
          .split("\n")
          .filter((l) => l.includes("tessera-office-")),
      )
      .toEqual([]);
  });

  it("answers fileNotSupported past the conversion's size cap and when LibreOffice is not installed", async () => {
    await clearCache();
    const pdf = await previewPdfOf({ db: t.db, store, office: { maxBytes: 100 } }, documentOf("docx"));
    expect(pdf).toEqual({ unsupported: "previewTooLarge" });
    expect(previewMessage("previewTooLarge", "zh-CN")).toBe("文件过大，不支持预览");
    const saved = process.env.SOFFICE_PATH;
    process.env.SOFFICE_PATH = path.join(work, "no-such-soffice");
    try {
      expect((await preview("docx", zhangsan, "en-US")).json()).toMatchObject({
        type: "fileNotSupported",
        message: expect.stringContaining("LibreOffice is not installed"),
      });
      expect((await preview("docx")).json().message).toBe("服务器未安装文档转换组件，当前附件格式不支持预览");
      expect((await bytes("docx")).statusCode).toBe(404);
    } finally {
      if (saved === undefined) delete process.env.SOFFICE_PATH;
      else process.env.SOFFICE_PATH = saved;
    }
    expect(await cacheRows()).toBe(0);
  });
});
