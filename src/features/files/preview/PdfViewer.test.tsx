import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../i18n";
import { stubPdfLoader } from "./fixtures";
import { PdfViewer } from "./PdfViewer";
import type { PdfLoader } from "./pdfDocument";

const newRecord = () => ({
  opened: [] as string[],
  drawn: [] as { page: number; scale: number }[],
  destroyed: 0,
});

describe("PdfViewer (with a stub document loader; the pdfjs path runs in the e2e)", () => {
  it("shows the loading state until the document opens, then page 1 with its text", async () => {
    let open: (() => void) | undefined;
    const record = newRecord();
    const stub = stubPdfLoader(["第一页", "第二页"], record);
    const slow: PdfLoader = (url) => new Promise((resolve) => (open = () => resolve(stub(url))));
    render(<PdfViewer url="/f.pdf" name="制度.pdf" loader={slow} />);
    expect(screen.getByRole("status")).toBeTruthy();
    expect(screen.getByRole("button", { name: "下一页" })).toHaveProperty("disabled", true);
    await act(async () => open?.());
    expect(await screen.findByText("第一页")).toBeTruthy();
    expect(screen.getByRole("region", { name: "PDF 阅读器：制度.pdf" })).toBeTruthy();
    expect(screen.getByRole("document", { name: "第 1 页" })).toBeTruthy();
    expect(screen.getByText("共 2 页")).toBeTruthy();
    expect(record.opened).toEqual(["/f.pdf"]);
  });

  it("goes to the next and previous page, and to a typed page number (kept within the document)", async () => {
    const record = newRecord();
    render(<PdfViewer url="/f.pdf" name="制度.pdf" loader={stubPdfLoader(["一", "二", "三"], record)} />);
    await screen.findByText("一");
    fireEvent.click(screen.getByRole("button", { name: "下一页" }));
    expect(await screen.findByText("二")).toBeTruthy();
    const input = screen.getByRole("textbox", { name: "页码" });
    fireEvent.change(input, { target: { value: "9" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(await screen.findByText("三")).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe("3");
    expect(screen.getByRole("button", { name: "下一页" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("button", { name: "上一页" }));
    expect(await screen.findByText("二")).toBeTruthy();
    expect(record.drawn.map((d) => d.page)).toEqual([1, 2, 3, 2]);
  });

  it("zooms in and out by steps and redraws the page at the new scale", async () => {
    const record = newRecord();
    render(<PdfViewer url="/f.pdf" name="制度.pdf" loader={stubPdfLoader(["一"], record)} />);
    await screen.findByText("一");
    expect(screen.getByText("缩放 100%")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "放大" }));
    await waitFor(() => expect(screen.getByText("缩放 125%")).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "缩小" }));
    fireEvent.click(screen.getByRole("button", { name: "缩小" }));
    await waitFor(() => expect(screen.getByText("缩放 75%")).toBeTruthy());
    await waitFor(() => expect(record.drawn.at(-1)?.scale).toBe(0.75));
  });

  it("shows the loader's failure", async () => {
    render(
      <PdfViewer
        url="/f.pdf"
        name="制度.pdf"
        loader={stubPdfLoader([], newRecord(), "Invalid PDF structure")}
      />,
    );
    expect(await screen.findByText(/PDF 加载失败：Invalid PDF structure/)).toBeTruthy();
  });

  it("frees the document when it goes away", async () => {
    const record = newRecord();
    const view = render(<PdfViewer url="/f.pdf" name="制度.pdf" loader={stubPdfLoader(["一"], record)} />);
    await screen.findByText("一");
    view.unmount();
    expect(record.destroyed).toBe(1);
  });
});
