import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { withFakeHttp } from "../../../../.storybook/httpFixtures";
import { type FakeHandler, fakeAdapter } from "../../../api/testing/fakeAdapter";
import { FilePreviewDialog } from "./FilePreviewDialog";
import { fileOf, previewAnswers, previewHandler, tinyPdfBytes } from "./fixtures";
import type { PdfLoader } from "./pdfDocument";

const withPreview = (handler: FakeHandler = previewHandler()) => withFakeHttp(() => fakeAdapter(handler));

/** The real pdfjs path on a tiny real PDF (two pages), whatever address the answer gives. */
const tinyPdfLoader: PdfLoader = async () => {
  const bytes = tinyPdfBytes(["Tessera preview: page one", "Tessera preview: page two"]);
  const url = URL.createObjectURL(new Blob([bytes.slice().buffer], { type: "application/pdf" }));
  const { openPdfDocument } = await import("./pdfjsDocument");
  return openPdfDocument(url);
};

const meta = {
  title: "Files/FilePreviewDialog",
  component: FilePreviewDialog,
  decorators: [withPreview()],
  args: { file: fileOf(previewAnswers.pdf), onClose: fn(), onDownload: fn(), pdfLoader: tinyPdfLoader },
} satisfies Meta<typeof FilePreviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A PDF (a tiny real one, drawn by pdfjs-dist in its own chunk): pages, zoom, selectable text. */
export const Pdf: Story = {};

/** The server has not answered yet. */
export const Loading: Story = { decorators: [withPreview(() => new Promise(() => {}))] };

/** The attachment is gone: the server's message. */
export const NotFound: Story = { args: { file: { id: "f-gone", name: "旧文件.pdf", size: 10 } } };

/** The server failed without a message: 加载预览附件出错. */
export const ErrorWithoutMessage: Story = {
  decorators: [withPreview(() => ({ status: 500, data: "" }))],
};

/** A picture in the image viewer. */
export const Picture: Story = { args: { file: fileOf(previewAnswers.picture) } };

/** A text file, shown as text in a sandboxed frame. */
export const Txt: Story = { args: { file: fileOf(previewAnswers.txt) } };

/** An HTML file, sanitised (no script, no handlers) in a sandboxed frame. */
export const Html: Story = { args: { file: fileOf(previewAnswers.html) } };

/** A zip: 压缩文件不支持在线预览, and the download starts. */
export const Compress: Story = { args: { file: fileOf(previewAnswers.compress) } };

/** A video: 视频不支持在线播放, and the download starts. */
export const Media: Story = { args: { file: fileOf(previewAnswers.media) } };

/** Over 52428800 bytes: refused before any call. */
export const TooLarge: Story = { args: { file: { id: "f-big", name: "录像.mp4", size: 52_428_801 } } };

/** A format the server does not preview: 当前附件格式不支持预览, with the download. */
export const NotSupported: Story = { args: { file: fileOf(previewAnswers.fileNotSupported) } };

/** The server's error answer (a conversion that timed out). */
export const ErrorAnswer: Story = { args: { file: fileOf(previewAnswers.error) } };

/** On a phone (390 px wide). */
export const Phone: Story = {
  args: { file: fileOf(previewAnswers.picture) },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
