import type { Meta, StoryObj } from "@storybook/react-vite";
import { stubPdfLoader, tinyPdfBytes } from "./fixtures";
import { PdfViewer } from "./PdfViewer";
import type { PdfLoader } from "./pdfDocument";

/** The real pdfjs path on a tiny real PDF of three pages. */
const realLoader: PdfLoader = async () => {
  const bytes = tinyPdfBytes(["Page one", "Page two", "Page three"]);
  const url = URL.createObjectURL(new Blob([bytes.slice().buffer], { type: "application/pdf" }));
  const { openPdfDocument } = await import("./pdfjsDocument");
  return openPdfDocument(url);
};

const meta = {
  title: "Files/PdfViewer",
  component: PdfViewer,
  args: { url: "/tiny.pdf", name: "tiny.pdf", loader: realLoader },
} satisfies Meta<typeof PdfViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** pdfjs-dist draws the pages; the text layer makes the text selectable. */
export const ThreePages: Story = {};

/** Opening never ends. */
export const Loading: Story = { args: { loader: () => new Promise(() => {}) } };

/** A broken file. */
export const Broken: Story = { args: { loader: stubPdfLoader([], undefined, "Invalid PDF structure.") } };
