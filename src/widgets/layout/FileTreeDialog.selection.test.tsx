import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import "../../i18n";
import { FileTreeDialog, fileIdsOf } from "./FileTreeDialog";
import { sampleFiles } from "./fixtures";

describe("FileTreeDialog with a zip download of the checked files", () => {
  it("lists the files under a folder, the folder's own id excluded", () => {
    expect(fileIdsOf(sampleFiles[0])).toEqual(["f-1", "f-2", "f-3"]);
  });

  it("checks a folder's files with its box and downloads the checked ones as one zip", async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onDownloadSelected = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <FileTreeDialog
        isOpen
        onClose={() => {}}
        files={sampleFiles}
        onDownload={vi.fn()}
        onDownloadSelected={onDownloadSelected}
      />,
    );
    const zip = screen.getByRole("button", { name: "打包下载" });
    expect(zip).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: "选择 规章制度" }));
    // Checking the folder did not open or close it: its files stay hidden.
    expect(screen.queryByText("考勤管理办法.docx")).toBeNull();
    expect(screen.getByText("已选 3 个文件")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "选择 通讯录.xlsx" }));
    await user.click(zip);
    expect(onDownloadSelected).toHaveBeenCalledWith(["f-1", "f-2", "f-3", "f-4"]);
    expect(zip.querySelector(".bp6-spinner")).not.toBeNull();
    finish();
    await vi.waitFor(() => expect(zip.querySelector(".bp6-spinner")).toBeNull());
  });

  it("shows a folder as partly checked when some of its files are", async () => {
    const user = userEvent.setup();
    render(
      <FileTreeDialog
        isOpen
        onClose={() => {}}
        files={sampleFiles}
        onDownload={vi.fn()}
        onDownloadSelected={vi.fn()}
      />,
    );
    await user.click(screen.getByText("规章制度"));
    await user.click(screen.getByRole("checkbox", { name: "选择 考勤管理办法.docx" }));
    const folder = screen.getByRole("checkbox", { name: "选择 规章制度" }) as HTMLInputElement;
    expect(folder.indeterminate).toBe(true);
    expect(folder.checked).toBe(false);
    await user.click(folder);
    expect(folder.checked).toBe(true);
    expect(screen.getByText("已选 3 个文件")).toBeInTheDocument();
    await user.click(folder);
    expect(screen.getByText("已选 0 个文件")).toBeInTheDocument();
  });

  it("offers no boxes without a zip download", () => {
    render(<FileTreeDialog isOpen onClose={() => {}} files={sampleFiles} onDownload={vi.fn()} />);
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "打包下载" })).toBeNull();
  });
});
