import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import "../../../../../i18n";
import { CallFailure } from "../../../../../api/errors";
import { InstanceFilesButton } from "./InstanceFilesButton";

const files = [
  {
    id: "field:attachments",
    originName: "附件",
    childList: [
      { id: "f-1", originName: "receipt.pdf", size: 1200 },
      { id: "f-2", originName: "photo.png", size: 300 },
    ],
  },
  {
    id: "opinion:o-1",
    originName: "部门经理审批（李四）",
    childList: [{ id: "f-3", originName: "意见.docx" }],
  },
];
const toasts = () => document.querySelector(".tessera-toaster") as HTMLElement;

describe("InstanceFilesButton", () => {
  it("counts the files, opens the tree with every folder open, downloads one and zips the checked ones", async () => {
    const user = userEvent.setup();
    const download = vi.fn(async () => {});
    const downloadZip = vi.fn(async () => {});
    render(<InstanceFilesButton files={files} download={download} downloadZip={downloadZip} />);
    await user.click(screen.getByRole("button", { name: "附件（3）" }));
    // The tree loads on its first opening (its own chunk), under the same title.
    await screen.findByRole("button", { name: "下载 意见.docx" });
    const dialog = screen.getByRole("dialog", { name: "流程附件" });
    await user.click(within(dialog).getByRole("button", { name: "下载 意见.docx" }));
    expect(download).toHaveBeenCalledWith({ id: "f-3", originName: "意见.docx" });
    await user.click(within(dialog).getByRole("checkbox", { name: "选择 附件" }));
    await user.click(within(dialog).getByRole("button", { name: "打包下载" }));
    expect(downloadZip).toHaveBeenCalledWith(["f-1", "f-2"]);
  });

  it("is disabled, saying the flow has none, when there is no file", () => {
    render(<InstanceFilesButton files={[]} />);
    const button = screen.getByRole("button", { name: "附件（0）" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("title", "本流程暂无附件");
  });

  it("opens while the history loads, showing the tree's loading state", async () => {
    render(<InstanceFilesButton files={[]} loading />);
    await userEvent.click(screen.getByRole("button", { name: "附件（0）" }));
    expect(within(screen.getByRole("dialog")).getByRole("progressbar")).toBeInTheDocument();
  });

  it("shows why the zip was refused, with the log id", async () => {
    const user = userEvent.setup();
    const downloadZip = vi.fn(async () => {
      throw new CallFailure("文件不存在", { serverMessage: "文件不存在", logId: "L3", status: 404 });
    });
    render(<InstanceFilesButton files={files} downloadZip={downloadZip} />);
    await user.click(screen.getByRole("button", { name: "附件（3）" }));
    await user.click(screen.getByRole("checkbox", { name: "选择 receipt.pdf" }));
    await user.click(screen.getByRole("button", { name: "打包下载" }));
    await waitFor(() => expect(within(toasts()).getByText(/文件不存在/)).toBeInTheDocument());
    expect(within(toasts()).getByText(/L3/)).toBeInTheDocument();
  });
});
