import type { FilePreviewAnswer } from "../../../api/contract/files";
import { type FakeHandler, pathOf } from "../../../api/testing/fakeAdapter";
import type { PdfDocumentHandle, PdfLoader } from "./pdfDocument";
import { textPdf } from "./textPdf";

/*
 * Fixtures of the preview for stories and component tests: the server's answers (spec 3 §4 types), a
 * fake onlinePreview endpoint, a tiny real PDF, and a stub PDF loader (pdfjs does not run in jsdom).
 */

const FILES = "http://api.test/file/onlinePreviewController/v1";

/** What onlinePreview answers for each preview type of the fixtures' files. */
export const previewAnswers = {
  pdf: {
    type: "pdf",
    fileId: "f-pdf",
    name: "请假制度.pdf",
    size: 2048,
    url: `${FILES}/getFileById_f-pdf?sig=a`,
  },
  picture: { type: "picture", fileId: "f-png", name: "现场照片.png", size: 4096, url: "/favicon.svg" },
  txt: { type: "txt", fileId: "f-txt", name: "说明.txt", size: 64, url: `${FILES}/getFileById_f-txt?sig=b` },
  html: {
    type: "html",
    fileId: "f-html",
    name: "通知.html",
    size: 256,
    url: `${FILES}/getFileById_f-html?sig=c`,
  },
  compress: {
    type: "compress",
    fileId: "f-zip",
    name: "资料.zip",
    size: 10_240,
    downloadUrl: "http://api.test/system/file/v1/downloadFile?fileId=f-zip&sig=d",
  },
  media: {
    type: "media",
    fileId: "f-mp4",
    name: "培训.mp4",
    size: 20_480,
    downloadUrl: "http://api.test/system/file/v1/downloadFile?fileId=f-mp4&sig=e",
  },
  fileNotSupported: {
    type: "fileNotSupported",
    fileId: "f-exe",
    name: "工具.dwg",
    size: 1024,
    downloadUrl: "http://api.test/system/file/v1/downloadFile?fileId=f-exe&sig=f",
  },
  error: { type: "error", fileId: "f-bad", name: "损坏.docx", size: 512, message: "文档转换超时" },
} satisfies Record<string, FilePreviewAnswer>;

/** The file each answer is about, as openFilePreview gets it. */
export function fileOf(answer: FilePreviewAnswer): { id: string; name: string; size: number } {
  return { id: answer.fileId, name: answer.name, size: answer.size };
}

/** The text and HTML the txt and html fixtures hold (the HTML carries a script and an onerror to strip). */
export const PREVIEW_TXT = "第一行 <b>不是标签</b>\n第二行";
export const PREVIEW_HTML =
  '<h2>放假通知</h2><p onclick="steal()">国庆放假七天。</p><script>alert(1)</script><img src="x" onerror="alert(2)">';

/**
 * Answers onlinePreview from `answers` (by fileId; an unknown id is 404 with the server's message) and the
 * txt/html content URLs; every request is recorded in `seen`.
 */
export function previewHandler(
  answers: readonly FilePreviewAnswer[] = Object.values(previewAnswers),
  seen: { path: string; query: Record<string, string> }[] = [],
): FakeHandler {
  return (config) => {
    const path = pathOf(config);
    const query = {
      ...Object.fromEntries(new URL(config.url ?? "", "http://api.test").searchParams),
      ...((config.params ?? {}) as Record<string, string>),
    };
    seen.push({ path, query });
    if (path.endsWith("/onlinePreview")) {
      const answer = answers.find((a) => a.fileId === query.fileId);
      return answer ? { data: answer } : { status: 404, data: { state: false, message: "附件已被删除" } };
    }
    if (path.endsWith("/getFileById_f-txt")) return { data: PREVIEW_TXT };
    if (path.endsWith("/getFileById_f-html")) return { data: PREVIEW_HTML };
    return undefined;
  };
}

/** A small valid PDF with one page per entry of `pages` (the one generator: ./textPdf.ts). */
export const tinyPdfBytes = (pages: readonly string[] = ["Tessera preview: page one"]) => textPdf(pages);

/**
 * A PDF loader without pdfjs: a document of `pages` whose pages "render" their text into the text layer
 * (420×200 at scale 1); it records the URLs opened and the pages drawn. `fail` rejects the open instead.
 */
export function stubPdfLoader(
  pages: readonly string[] = ["第一页的文字", "第二页的文字"],
  record: { opened: string[]; drawn: { page: number; scale: number }[]; destroyed: number } = {
    opened: [],
    drawn: [],
    destroyed: 0,
  },
  fail?: string,
): PdfLoader {
  return async (url) => {
    record.opened.push(url);
    if (fail) throw new Error(fail);
    const doc: PdfDocumentHandle = {
      numPages: pages.length,
      async renderPage(page, target, scale) {
        record.drawn.push({ page, scale });
        const span = document.createElement("span");
        span.textContent = pages[page - 1] ?? "";
        target.textLayer.replaceChildren(span);
        return { width: 420 * scale, height: 200 * scale };
      },
      destroy() {
        record.destroyed += 1;
      },
    };
    return doc;
  };
}
