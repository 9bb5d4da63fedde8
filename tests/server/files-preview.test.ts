import { execFile, execFileSync } from "node:child_process";
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { unlink } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { sql } from "kysely";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAuth } from "../../server/http/auth";
import { type PreviewFile, previewPdfOf } from "../../server/services/files/preview";
import { officeConversionsRun } from "../../server/services/files/preview/office";
import { filePreviewRoutes } from "../../server/services/files/preview/routes";
import { FileMissingError, type FileStore } from "../../server/services/files/store";
import { TokenService } from "../../server/services/uc/tokens";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

/* The online preview (issue 15 §2 onlinePreview, §3 office documents; spec 3 §4, §8, §9): the answer per
   kind with its messages, the inline bytes with safe headers, and office documents converted to PDF by the
   real LibreOffice once per content (cached by sha-256 in sys_file_preview). */

const run = promisify(execFile);

/**
 * A FileStore over a temporary directory, standing in until the file service's database store is merged
 * into this branch (then this test uses the real store).
 */
function tempDirStore(): FileStore & { destroy(): void } {
  const root = mkdtempSync(path.join(tmpdir(), "tessera-preview-store-"));
  const fileOf = (key: string) => path.join(root, encodeURIComponent(key));
  return {
    kind: "db",
    async put(key: string, body: Readable) {
      let size = 0;
      body.on("data", (chunk: Buffer) => {
        size += chunk.length;
      });
      await pipeline(body, createWriteStream(fileOf(key)));
      return size;
    },
    async get(key: string) {
      if (!existsSync(fileOf(key))) throw new FileMissingError(key);
      return createReadStream(fileOf(key));
    },
    async remove(key: string) {
      await unlink(fileOf(key)).catch(() => undefined);
    },
    destroy: () => rmSync(root, { recursive: true, force: true }),
  };
}
const API = "/file/onlinePreviewController/v1";

let t: TestApp;
let zhangsan: string;
let acme: string;
let tenantId: string;
let work: string;
const store = tempDirStore();
const files = new Map<string, PreviewFile["meta"] & { path: string }>();
const office: { timeoutMs?: number; maxBytes?: number } = {};

/** Registers a stored file of the signed-in tenant (what the file service's openFile will find). */
function addFile(id: string, name: string, mime: string, content: Buffer | string, size?: number) {
  const file = path.join(work, `${id}.bin`);
  writeFileSync(file, content);
  const sha256 = execFileSync("sha256sum", [file]).toString().split(" ")[0] as string;
  files.set(id, { id, name, mime, sha256, tenantId, size: size ?? statSync(file).size, path: file });
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
      target,
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

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "tessera-preview-test-"));
  await new Promise<void>((resolve) => outside.listen(0, "127.0.0.1", resolve));
  const made = makeOfficeDocuments((outside.address() as AddressInfo).port);
  t = await createTestApp();
  const tokens = new TokenService(t.config.jwtSecret as string, t.config.jwtExpiration, {
    absoluteSeconds: t.config.sessionAbsoluteSeconds,
    refreshGraceSeconds: t.config.refreshGraceSeconds,
  });
  // Until the file service's routes are merged, the preview routes get its openFile from this test: the
  // file when the caller's tenant holds it (the real one also checks read rights).
  await t.app.register(async (api) => {
    registerAuth(api, t.db, tokens);
    filePreviewRoutes(api, {
      db: t.db,
      store,
      office,
      openFile: async (caller, fileId) => {
        const meta = files.get(fileId);
        if (!meta || meta.tenantId !== caller.tenantId) return undefined;
        return { meta, stream: async () => createReadStream(meta.path) };
      },
      signedUrl: (tenant, fileId, disposition, variant) =>
        `/signed/${tenant}/${fileId}?disposition=${disposition}${variant ? `&variant=${variant}` : ""}`,
    });
  });
  zhangsan = await tokenOf(t.app, "zhangsan");
  acme = await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme");
  tenantId = JSON.parse(Buffer.from(zhangsan.split(".")[1] as string, "base64url").toString()).tenantId;
  await made;
  addFile("f-png", "照片.png", "image/png", Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"));
  addFile("f-pdf", "report.pdf", "application/pdf", "%PDF-1.4\n%%EOF\n");
  addFile("f-txt", "notes.txt", "text/plain", "plain notes");
  addFile("f-html", "page.html", "text/html", "<h1>Hi</h1><script>alert(1)</script>");
  addFile("f-svg", "logo.svg", "application/octet-stream", "<svg xmlns='http://www.w3.org/2000/svg'/>");
  addFile("f-zip", "bundle.zip", "application/zip", "PK\u0003\u0004");
  addFile("f-mp4", "clip.mp4", "video/mp4", "....ftypisom");
  addFile("f-exe", "setup.exe", "application/x-msdownload", "MZ");
  addFile("f-big", "huge.pdf", "application/pdf", "%PDF", 52_428_801);
  addFile("f-docx", "letter.docx", "application/zip", readFileSync(path.join(work, "letter.docx")));
  addFile("f-xlsx", "budget.xlsx", "application/zip", readFileSync(path.join(work, "budget.xlsx")));
  addFile("f-pptx", "deck.pptx", "application/zip", readFileSync(path.join(work, "deck.pptx")));
  addFile(
    "f-odt",
    "linked.odt",
    "application/vnd.oasis.opendocument.text",
    readFileSync(path.join(work, "linked.odt")),
  );
}, 180_000);

afterAll(async () => {
  await t?.close();
  outside.close();
  store.destroy();
  rmSync(work, { recursive: true, force: true });
});

const preview = (id: string, token = zhangsan, lang = "zh-CN") =>
  t.app.inject({
    url: `${API}/onlinePreview?fileId=${id}&_t=1`,
    headers: { ...bearer(token), "accept-language": lang },
  });
const bytes = (id: string, token = zhangsan) =>
  t.app.inject({ url: `${API}/getFileById_${id}`, headers: bearer(token) });
const cacheRows = async () =>
  Number(
    (
      await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM sys_file_preview WHERE tenant_id = ${tenantId}`.execute(t.db)
    ).rows[0]?.n,
  );

describe("onlinePreview answers", () => {
  it("answers picture, pdf, txt and html with the signed inline URL of the file", async () => {
    for (const [id, type] of [
      ["f-png", "picture"],
      ["f-pdf", "pdf"],
      ["f-txt", "txt"],
      ["f-html", "html"],
      ["f-svg", "picture"],
    ]) {
      const res = await preview(id as string);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        type,
        fileId: id,
        name: files.get(id as string)?.name,
        size: files.get(id as string)?.size,
        url: `/signed/${tenantId}/${id}?disposition=inline`,
      });
    }
  });

  it("starts a download for archives and video, with the spec's warnings in zh-CN and en-US", async () => {
    expect((await preview("f-zip")).json()).toMatchObject({
      type: "compress",
      downloadUrl: `/signed/${tenantId}/f-zip?disposition=attachment`,
      message: "压缩文件不支持在线预览",
    });
    expect((await preview("f-mp4")).json()).toMatchObject({ type: "media", message: "视频不支持在线播放" });
    expect((await preview("f-mp4", zhangsan, "en-US")).json()).toMatchObject({
      type: "media",
      message: "Video does not support online playing",
    });
  });

  it("answers fileNotSupported for an unknown format and for a file over 52428800 bytes", async () => {
    expect((await preview("f-exe")).json()).toMatchObject({
      type: "fileNotSupported",
      message: "当前附件格式不支持预览",
    });
    expect((await preview("f-big", zhangsan, "en-US")).json()).toMatchObject({
      type: "fileNotSupported",
      message: "The file is too large to preview",
    });
  });

  it("answers 404 for an unknown file and for another tenant's file, 401 without a token, 400 for a bad id", async () => {
    expect((await preview("nope")).statusCode).toBe(404);
    expect((await preview("f-png", acme)).statusCode).toBe(404);
    expect((await bytes("f-png", acme)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${API}/onlinePreview?fileId=f-png` })).statusCode).toBe(401);
    expect((await preview("a%20b")).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${API}/onlinePreview`, headers: bearer(zhangsan) })).statusCode).toBe(
      400,
    );
  });
});

describe("getFileById bytes", () => {
  it("serves HTML and SVG under a sandboxing CSP with nosniff, text as text/plain", async () => {
    const html = await bytes("f-html");
    expect(html.statusCode).toBe(200);
    expect(html.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(html.headers["content-security-policy"]).toMatch(/^sandbox; default-src 'none'/);
    expect(html.headers["x-content-type-options"]).toBe("nosniff");
    expect(html.body).toContain("<h1>Hi</h1>");
    const svg = await bytes("f-svg");
    expect(svg.headers["content-type"]).toBe("image/svg+xml");
    expect(svg.headers["content-security-policy"]).toMatch(/^sandbox/);
    const txt = await bytes("f-txt");
    expect(txt.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(txt.headers["content-security-policy"]).not.toMatch(/sandbox/);
    expect(txt.body).toBe("plain notes");
  });

  it("names a Chinese file inline with its UTF-8 name, and has nothing to show of an unsupported file", async () => {
    const png = await bytes("f-png");
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.headers["content-disposition"]).toContain(
      `filename*=UTF-8''${encodeURIComponent("照片.png")}`,
    );
    expect((await bytes("f-exe")).statusCode).toBe(404);
  });
});

describe("office documents through LibreOffice", () => {
  it("converts a docx once: answers pdf, serves its PDF with the text, and the second preview hits the cache", async () => {
    const before = officeConversionsRun();
    const first = await preview("f-docx");
    expect(first.json()).toEqual({
      type: "pdf",
      fileId: "f-docx",
      name: "letter.docx",
      size: files.get("f-docx")?.size,
      url: `/signed/${tenantId}/f-docx?disposition=inline&variant=pdf`,
    });
    expect(officeConversionsRun()).toBe(before + 1);
    const pdf = await bytes("f-docx");
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await pdfText(pdf.rawPayload)).toContain("Hello Tessera docx");
    expect((await preview("f-docx")).json().type).toBe("pdf");
    expect(officeConversionsRun()).toBe(before + 1);
    expect(await cacheRows()).toBe(1);
  });

  it("converts an xlsx and a pptx with their text", async () => {
    const sheet = await bytes("f-xlsx");
    expect(sheet.statusCode).toBe(200);
    expect(await pdfText(sheet.rawPayload)).toContain("TesseraSheet");
    const slides = await bytes("f-pptx");
    expect(await pdfText(slides.rawPayload)).toContain("Tessera Slide Plan");
    expect(await cacheRows()).toBe(3);
  });

  it("converts a document linking an outside picture without fetching it (no network, no link updates)", async () => {
    fetched.length = 0;
    const pdf = await bytes("f-odt");
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain("Linked picture");
    expect(fetched).toEqual([]);
  });

  it("shares one conversion between concurrent previews of the same content", async () => {
    addFile("f-docx-copy", "copy.docx", "application/zip", readFileSync(path.join(work, "budget.xlsx")));
    files.set("f-docx-copy", {
      ...(files.get("f-docx-copy") as PreviewFile["meta"] & { path: string }),
      name: "copy.xlsx",
    });
    await sql`DELETE FROM sys_file_preview WHERE tenant_id = ${tenantId}`.execute(t.db);
    const before = officeConversionsRun();
    const answers = await Promise.all([preview("f-xlsx"), preview("f-docx-copy"), preview("f-xlsx")]);
    expect(answers.map((a) => a.json().type)).toEqual(["pdf", "pdf", "pdf"]);
    expect(officeConversionsRun()).toBe(before + 1);
    expect(await cacheRows()).toBe(1);
  });

  it("converts again when the cached PDF's bytes are gone", async () => {
    await sql`DELETE FROM sys_file_preview WHERE tenant_id = ${tenantId}`.execute(t.db);
    await bytes("f-docx");
    const [row] = (
      await sql<{
        file_key: string;
      }>`SELECT file_key FROM sys_file_preview WHERE tenant_id = ${tenantId}`.execute(t.db)
    ).rows;
    await store.remove(row?.file_key as string);
    const before = officeConversionsRun();
    const pdf = await bytes("f-docx");
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain("Hello Tessera docx");
    expect(officeConversionsRun()).toBe(before + 1);
  });

  it("lets a second server's record win: previewPdfOf returns the key already recorded", async () => {
    await sql`DELETE FROM sys_file_preview WHERE tenant_id = ${tenantId}`.execute(t.db);
    const meta = files.get("f-pptx") as PreviewFile["meta"] & { path: string };
    await sql`INSERT INTO sys_file_preview (tenant_id, sha256, kind, store, file_key, size)
      VALUES (${tenantId}, ${meta.sha256}, 'pdf', ${store.kind}, 'preview/elsewhere.pdf', 1)`.execute(t.db);
    const before = officeConversionsRun();
    const open = async () => createReadStream(meta.path);
    expect(await previewPdfOf({ db: t.db, store }, { ...meta, open })).toEqual({
      key: "preview/elsewhere.pdf",
    });
    expect(officeConversionsRun()).toBe(before);
  });

  it("answers error with the timeout message when the conversion outlives its timeout, leaving no process", async () => {
    await sql`DELETE FROM sys_file_preview WHERE tenant_id = ${tenantId}`.execute(t.db);
    office.timeoutMs = 1;
    try {
      const res = await preview("f-docx");
      expect(res.json()).toMatchObject({ type: "error", message: "文档转换超时，请下载后查看" });
    } finally {
      delete office.timeoutMs;
    }
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
    office.maxBytes = 100;
    try {
      expect((await preview("f-docx")).json()).toMatchObject({
        type: "fileNotSupported",
        message: "文件过大，不支持预览",
      });
    } finally {
      delete office.maxBytes;
    }
    const saved = process.env.SOFFICE_PATH;
    process.env.SOFFICE_PATH = path.join(work, "no-such-soffice");
    try {
      expect((await preview("f-docx", zhangsan, "en-US")).json()).toMatchObject({
        type: "fileNotSupported",
        message: expect.stringContaining("LibreOffice is not installed"),
      });
    } finally {
      if (saved === undefined) delete process.env.SOFFICE_PATH;
      else process.env.SOFFICE_PATH = saved;
    }
    expect(await cacheRows()).toBe(0);
  });
});
