import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import "../../../../../i18n";
import type { FileRef, UploadOptions } from "../../../../../widgets/form/types";
import { opinionFilesValue } from "../../../model/opinionFiles";
import { opinions, opinionsWithFiles } from "../fixtures";
import { OpinionBox } from "./OpinionBox";
import type { OpinionFileActions } from "./OpinionFiles";
import { OpinionHistory } from "./OpinionHistory";

const actions = () => ({
  preview: vi.fn<OpinionFileActions["preview"]>(),
  download: vi.fn<OpinionFileActions["download"]>(),
  downloadAll: vi.fn<OpinionFileActions["downloadAll"]>(async () => {}),
});

describe("OpinionHistory: attachments", () => {
  it("lists each opinion's files and body document with size, preview and download; 全部下载 for several", async () => {
    const fileActions = actions();
    render(<OpinionHistory opinions={opinionsWithFiles} fileActions={fileActions} />);
    const rows = screen.getAllByRole("row").slice(1);
    const first = within(rows[0]);
    expect(first.getByText("审核意见（终稿）.pdf")).toBeInTheDocument();
    expect(first.getByText("预算表.xlsx")).toBeInTheDocument();
    expect(first.getByText("正文.docx")).toBeInTheDocument();
    expect(first.getByText("1.19M")).toBeInTheDocument();
    // Read-only: no upload, no delete.
    expect(first.queryByRole("button", { name: "选择文件" })).toBeNull();
    expect(first.queryByRole("button", { name: /删除/ })).toBeNull();
    await userEvent.click(first.getByRole("button", { name: "预览 预算表.xlsx" }));
    expect(fileActions.preview).toHaveBeenCalledWith({ id: "file-b", name: "预算表.xlsx", size: 48_200 });
    await userEvent.click(first.getByRole("button", { name: "下载 审核意见（终稿）.pdf" }));
    expect(fileActions.download).toHaveBeenCalledWith(expect.objectContaining({ id: "file-a" }));
    await userEvent.click(first.getByRole("button", { name: "全部下载" }));
    expect(fileActions.downloadAll).toHaveBeenCalledWith(["file-a", "file-b", "file-c"]);
    // An old row's ids string: one file, named by its id, no 全部下载.
    const second = within(rows[1]);
    expect(second.getByText("file-old")).toBeInTheDocument();
    expect(second.queryByRole("button", { name: "全部下载" })).toBeNull();
  });

  it("shows nothing for opinions without files, or with unreadable files text", () => {
    render(<OpinionHistory opinions={[{ ...opinions[1], files: "[{oops" }]} fileActions={actions()} />);
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.getByText("请领导审批")).toBeInTheDocument();
  });

  it("says why 全部下载 failed", async () => {
    const fileActions = actions();
    fileActions.downloadAll.mockRejectedValueOnce(new Error("压缩失败"));
    render(<OpinionHistory opinions={opinionsWithFiles.slice(0, 1)} fileActions={fileActions} />);
    await userEvent.click(screen.getByRole("button", { name: "全部下载" }));
    const toaster = () => document.querySelector(".tessera-toaster") as HTMLElement;
    await waitFor(() => expect(within(toaster()).getByText(/压缩失败/)).toBeInTheDocument());
  });
});

/** The box with its own text and files, reporting the files sent. */
function Box({
  upload,
  onFiles,
}: {
  upload: (f: File, o: UploadOptions) => Promise<FileRef>;
  onFiles: (v: string) => void;
}) {
  const [value, setValue] = useState("");
  const [files, setFiles] = useState<FileRef[]>([]);
  return (
    <OpinionBox
      value={value}
      onChange={setValue}
      stockOpinions={[]}
      attachments={{
        files,
        onChange: (next) => {
          setFiles(next);
          onFiles(opinionFilesValue(next));
        },
        upload,
      }}
    />
  );
}

describe("OpinionBox: attachments", () => {
  it("uploads a chosen file and hands the action its files as JSON [{id, name, size}]", async () => {
    let finish: (ref: FileRef) => void = () => {};
    const upload = vi.fn(() => new Promise<FileRef>((resolve) => (finish = resolve)));
    const onFiles = vi.fn();
    render(<Box upload={upload} onFiles={onFiles} />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute("aria-label", "附件");
    expect(screen.getByText("最多 10 个文件")).toBeInTheDocument();
    const file = new File(["abc"], "说明.pdf", { type: "application/pdf" });
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    expect(upload).toHaveBeenCalledTimes(1);
    await act(async () => finish({ id: "up-1", name: "说明.pdf", size: 3 }));
    expect(onFiles).toHaveBeenLastCalledWith('[{"id":"up-1","name":"说明.pdf","size":3}]');
    expect(screen.getByText("说明.pdf")).toBeInTheDocument();
  });

  it("has no attachments field when the screen gives none", () => {
    render(<OpinionBox value="" onChange={() => {}} stockOpinions={[]} />);
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });
});
