import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { FilePreviewAnswer } from "../../../api/contract/files";
import { setRuntimeContext } from "../../../api/hosts";
import { http } from "../../../api/http";
import { fakeAdapter, TEST_CONTEXT } from "../../../api/testing/fakeAdapter";
import { AppEngineProvider, createAppEngine } from "../../../app/setup";
import { setLanguage } from "../../../i18n";
import { FilePreviewDialog } from "./FilePreviewDialog";
import { FilePreviewHost } from "./FilePreviewHost";
import { fileOf, PREVIEW_TXT, previewAnswers, previewHandler, stubPdfLoader } from "./fixtures";
import { closeFilePreview, openFilePreview } from "./previewStore";

let seen: { path: string; query: Record<string, string> }[];

function renderDialog(file: { id: string; name: string; size: number }, onDownload = vi.fn()) {
  const record = { opened: [] as string[], drawn: [] as { page: number; scale: number }[], destroyed: 0 };
  render(
    <AppEngineProvider engine={createAppEngine()}>
      <FilePreviewDialog
        file={file}
        onClose={() => {}}
        pdfLoader={stubPdfLoader(undefined, record)}
        onDownload={onDownload}
      />
    </AppEngineProvider>,
  );
  return { record, onDownload };
}

const previewCalls = () => seen.filter((s) => s.path.endsWith("/onlinePreview"));

beforeEach(() => {
  setRuntimeContext({ ...TEST_CONTEXT });
  seen = [];
  http.defaults.adapter = fakeAdapter(previewHandler(undefined, seen));
});

describe("FilePreviewDialog", () => {
  it("shows the loading state, then the PDF viewer with the page text, asking onlinePreview with a reload timestamp", async () => {
    const { record } = renderDialog(fileOf(previewAnswers.pdf));
    expect(screen.getByRole("dialog", { name: "附件预览：请假制度.pdf" })).toBeTruthy();
    expect(screen.getByRole("status")).toBeTruthy();
    expect(await screen.findByText("第一页的文字")).toBeTruthy();
    expect(previewCalls()[0].query.fileId).toBe("f-pdf");
    expect(String(previewCalls()[0].query._t)).toMatch(/^\d+$/);
    expect(record.opened[0]).toMatch(/getFileById_f-pdf\?sig=a&_t=\d+$/);
  });

  it("refuses a file over 52428800 bytes with 文件过大，不支持预览 before calling the server", async () => {
    renderDialog({ id: "f-big", name: "大文件.pdf", size: 52_428_801 });
    expect(within(screen.getByRole("alert")).getByText("文件过大，不支持预览")).toBeTruthy();
    await act(async () => {});
    expect(previewCalls()).toEqual([]);
  });

  it("says it in en-US too: File too large, preview not supported", async () => {
    await setLanguage("en-US");
    try {
      renderDialog({ id: "f-big", name: "big.pdf", size: 52_428_801 });
      expect(screen.getByRole("dialog", { name: "Attachment preview: big.pdf" })).toBeTruthy();
      expect(screen.getByText("File too large, preview not supported")).toBeTruthy();
    } finally {
      await setLanguage("zh-CN");
    }
  });

  it("previews a file of exactly 52428800 bytes", async () => {
    renderDialog({ ...fileOf(previewAnswers.pdf), size: 52_428_800 });
    expect(await screen.findByText("第一页的文字")).toBeTruthy();
  });

  it("shows the server's message when the attachment is gone (404)", async () => {
    renderDialog({ id: "f-gone", name: "旧文件.pdf", size: 10 });
    expect(await screen.findByText(/附件已被删除/)).toBeTruthy();
  });

  it("says 预览的附件不存在 for a 404 without a message, and 加载预览附件出错 for another failure", async () => {
    http.defaults.adapter = fakeAdapter(() => ({ status: 404, data: "" }));
    renderDialog({ id: "f-gone", name: "旧文件.pdf", size: 10 });
    expect(await screen.findByText(/预览的附件不存在/)).toBeTruthy();
  });

  it("says 加载预览附件出错 when the server fails without a message", async () => {
    http.defaults.adapter = fakeAdapter(() => ({ status: 500, data: "" }));
    renderDialog({ id: "f-x", name: "x.pdf", size: 10 });
    expect(await screen.findByText(/加载预览附件出错/)).toBeTruthy();
  });

  it("shows an error answer's message", async () => {
    renderDialog(fileOf(previewAnswers.error));
    expect(await screen.findByText(/文档转换超时/)).toBeTruthy();
  });

  it("shows a picture in the image viewer with a reload timestamp", async () => {
    renderDialog(fileOf(previewAnswers.picture));
    const image = (await screen.findByRole("img", { name: "现场照片.png" })) as HTMLImageElement;
    expect(image.getAttribute("src")).toMatch(/^\/favicon\.svg\?_t=\d+$/);
    expect(screen.getByRole("button", { name: "放大" })).toBeTruthy();
  });

  it("shows txt as text in a sandboxed frame (never parsed as HTML)", async () => {
    renderDialog(fileOf(previewAnswers.txt));
    const frame = (await screen.findByTitle("附件内容：说明.txt")) as HTMLIFrameElement;
    expect(frame.getAttribute("sandbox")).toBe("");
    const doc = frame.getAttribute("srcdoc") ?? "";
    expect(doc).toContain("&lt;b&gt;不是标签&lt;/b&gt;");
    expect(doc).toContain("<pre>");
    expect(PREVIEW_TXT).toContain("<b>");
    expect(seen.find((s) => s.path.endsWith("getFileById_f-txt"))?.path).toBeTruthy();
    expect(String(seen.find((s) => s.path.endsWith("getFileById_f-txt"))?.query._t)).toMatch(/^\d+$/);
  });

  it("shows html sanitised in a frame without scripts or event handlers", async () => {
    renderDialog(fileOf(previewAnswers.html));
    const frame = (await screen.findByTitle("附件内容：通知.html")) as HTMLIFrameElement;
    const doc = frame.getAttribute("srcdoc") ?? "";
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(doc).toContain("<h2>放假通知</h2>");
    expect(doc).not.toMatch(/<script|onclick|onerror/);
  });

  it.each([
    ["compress", previewAnswers.compress, "压缩文件不支持在线预览"],
    ["media", previewAnswers.media, "视频不支持在线播放"],
  ] as const)(
    "starts the download of %s with its warning",
    async (_type, answer: FilePreviewAnswer, warning) => {
      const { onDownload } = renderDialog(fileOf(answer));
      const dialog = screen.getByRole("dialog");
      expect(await within(dialog).findByText(warning)).toBeTruthy();
      await waitFor(() => expect(onDownload).toHaveBeenCalledWith(answer.downloadUrl));
      expect(onDownload).toHaveBeenCalledTimes(1);
      expect(within(dialog).getByRole("button", { name: "下载附件" }).getAttribute("href")).toBe(
        answer.downloadUrl,
      );
    },
  );

  it("says 当前附件格式不支持预览 for fileNotSupported without a message, else the server's", async () => {
    renderDialog(fileOf(previewAnswers.fileNotSupported));
    expect(await screen.findByText("当前附件格式不支持预览")).toBeTruthy();
  });

  it("shows the server's message of fileNotSupported", async () => {
    const answer = { ...previewAnswers.fileNotSupported, message: "未安装文档转换组件" };
    http.defaults.adapter = fakeAdapter(previewHandler([answer], seen));
    renderDialog(fileOf(answer));
    expect(await screen.findByText("未安装文档转换组件")).toBeTruthy();
  });

  it("refuses an address that is not one of our files", async () => {
    const answer = { ...previewAnswers.picture, url: "https://evil.example/x.png" };
    http.defaults.adapter = fakeAdapter(previewHandler([answer], seen));
    renderDialog(fileOf(answer));
    expect(await screen.findByText(/加载预览附件出错/)).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });
});

describe("FilePreviewHost", () => {
  it("opens with openFilePreview(file) (the dialog's chunk loads on the first one) and closes with the close button", async () => {
    render(
      <AppEngineProvider engine={createAppEngine()}>
        <FilePreviewHost />
      </AppEngineProvider>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => openFilePreview({ id: "f-big", name: "大文件.zip", size: 60_000_000 }));
    // The same title while the chunk loads, then the preview.
    expect(screen.getByRole("dialog", { name: "附件预览：大文件.zip" })).toBeTruthy();
    await screen.findByText("文件过大，不支持预览");
    const dialog = screen.getByRole("dialog", { name: "附件预览：大文件.zip" });
    expect(within(dialog).getByText("文件过大，不支持预览")).toBeTruthy();
    // Blueprint's own close button (named 关闭 in the app by src/app/setup/blueprintStrings).
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    act(() => closeFilePreview());
  });
});
