import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CallFailure } from "../../api/errors";
import "../../i18n";
import { FileTreeDownloadDialog } from "./FileTreeDownloadDialog";

const files = [
  { id: "d-1", originName: "合同", childList: [{ id: "f-1", originName: "采购合同.pdf", size: 2_000_000 }] },
  { id: "f-2", originName: "报价单.xlsx", size: 9_000 },
];
const toasts = () => document.querySelector(".tessera-toaster") as HTMLElement;

describe("FileTreeDownloadDialog", () => {
  it("downloads one file and the checked ones as a zip through the file service", async () => {
    const user = userEvent.setup();
    const download = vi.fn(async () => {});
    const downloadZip = vi.fn(async () => {});
    render(
      <FileTreeDownloadDialog
        isOpen
        onClose={() => {}}
        files={files}
        download={download}
        downloadZip={downloadZip}
      />,
    );
    await user.click(screen.getByRole("button", { name: "下载 报价单.xlsx" }));
    expect(download).toHaveBeenCalledWith(files[1]);
    await user.click(screen.getByRole("checkbox", { name: "选择 合同" }));
    await user.click(screen.getByRole("checkbox", { name: "选择 报价单.xlsx" }));
    await user.click(screen.getByRole("button", { name: "打包下载" }));
    expect(downloadZip).toHaveBeenCalledWith(["f-1", "f-2"]);
  });

  it("shows the server's message and log id when the zip is refused", async () => {
    const user = userEvent.setup();
    const downloadZip = vi.fn(async () => {
      throw new CallFailure("文件不存在", { serverMessage: "文件不存在", logId: "L9", status: 404 });
    });
    render(<FileTreeDownloadDialog isOpen onClose={() => {}} files={files} downloadZip={downloadZip} />);
    await user.click(screen.getByRole("checkbox", { name: "选择 报价单.xlsx" }));
    await user.click(screen.getByRole("button", { name: "打包下载" }));
    await waitFor(() => expect(within(toasts()).getByText(/文件不存在/)).toBeInTheDocument());
    expect(within(toasts()).getByText(/L9/)).toBeInTheDocument();
  });
});
