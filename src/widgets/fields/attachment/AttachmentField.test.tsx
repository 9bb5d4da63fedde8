import "../../../i18n";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { CallFailure } from "../../../api/errors";
import type { FileRef, UploadOptions } from "../../form/types";
import { AttachmentField, type AttachmentFieldProps } from "./AttachmentField";
import { storedFiles } from "./fixtures";

const toasts = () => document.querySelector(".tessera-toaster") as HTMLElement;

/** A controllable upload: each call waits until the test resolves or rejects it. */
function pendingUploads() {
  const calls: {
    file: File;
    options: UploadOptions;
    resolve: (ref: FileRef) => void;
    reject: (error: Error) => void;
  }[] = [];
  const upload = vi.fn(
    (file: File, options: UploadOptions) =>
      new Promise<FileRef>((resolve, reject) => calls.push({ file, options, resolve, reject })),
  );
  return { upload, calls };
}

/** The field with its own state, reporting every change. */
function Field(props: Partial<AttachmentFieldProps> & { onValue?: (files: FileRef[]) => void }) {
  const [files, setFiles] = useState<FileRef[]>(props.files ?? []);
  return (
    <AttachmentField
      id="att"
      label="附件"
      {...props}
      files={files}
      onChange={(next) => {
        setFiles(next);
        props.onValue?.(next);
      }}
    />
  );
}

const pdf = (name = "报告.pdf", size = 5) => new File(["x".repeat(size)], name, { type: "application/pdf" });

describe("AttachmentField", () => {
  it("uploads a dropped file with a progress bar and adds it to the list", async () => {
    const { upload, calls } = pendingUploads();
    const onValue = vi.fn();
    render(<Field upload={upload} onValue={onValue} />);
    const zone = document.querySelector(".tessera-attach-drop") as HTMLElement;
    const file = pdf();
    await act(async () => {
      zone.dispatchEvent(
        Object.assign(new Event("drop", { bubbles: true }), { dataTransfer: { files: [file] } }),
      );
    });
    expect(upload).toHaveBeenCalledTimes(1);
    act(() => calls[0].options.onProgress?.(0.4));
    expect(screen.getByRole("progressbar", { name: "报告.pdf 上传进度" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );
    await act(async () => calls[0].resolve({ id: "f-9", name: "报告.pdf", size: 5 }));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(onValue).toHaveBeenLastCalledWith([{ id: "f-9", name: "报告.pdf", size: 5 }]);
  });

  it("opens the picker from a keyboard-reachable button and uploads the picked files", async () => {
    const user = userEvent.setup();
    const { upload } = pendingUploads();
    render(<Field upload={upload} />);
    const input = screen.getByLabelText("附件", { selector: "input[type=file]" });
    const click = vi.spyOn(input, "click");
    await user.tab();
    expect(screen.getByRole("button", { name: "选择文件" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(click).toHaveBeenCalled();
    await user.upload(input as HTMLInputElement, [pdf("a.pdf"), pdf("b.pdf")]);
    expect(upload.mock.calls.map(([file]) => file.name)).toEqual(["a.pdf", "b.pdf"]);
  });

  it("cancels a running upload: the request is aborted and the row goes", async () => {
    const user = userEvent.setup();
    const { upload, calls } = pendingUploads();
    const onValue = vi.fn();
    render(<Field upload={upload} onValue={onValue} />);
    await user.upload(
      screen.getByLabelText("附件", { selector: "input[type=file]" }) as HTMLInputElement,
      pdf(),
    );
    await user.click(screen.getByRole("button", { name: "取消上传 报告.pdf" }));
    expect(calls[0].options.signal?.aborted).toBe(true);
    expect(screen.queryByText("报告.pdf")).toBeNull();
    await act(async () => calls[0].resolve({ id: "late", name: "报告.pdf", size: 5 }));
    expect(onValue).not.toHaveBeenCalled();
  });

  it("shows the server's refusal beside the file and uploads it again on retry", async () => {
    const user = userEvent.setup();
    const { upload, calls } = pendingUploads();
    const onValue = vi.fn();
    render(<Field upload={upload} onValue={onValue} />);
    await user.upload(
      screen.getByLabelText("附件", { selector: "input[type=file]" }) as HTMLInputElement,
      pdf(),
    );
    await act(async () => calls[0].reject(new Error("上传的附件只能是 .pdf格式!")));
    expect(screen.getByRole("alert")).toHaveTextContent("上传的附件只能是 .pdf格式!");
    await user.click(screen.getByRole("button", { name: "重新上传 报告.pdf" }));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(calls[1].file).toBe(calls[0].file);
    expect(screen.queryByRole("alert")).toBeNull();
    await act(async () => calls[1].resolve({ id: "f-2", name: "报告.pdf", size: 5 }));
    expect(onValue).toHaveBeenLastCalledWith([{ id: "f-2", name: "报告.pdf", size: 5 }]);
  });

  it("asks 确定要删除吗? before deleting a stored file, and keeps it on 取消", async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Field files={storedFiles} onValue={onValue} />);
    await user.click(screen.getByRole("button", { name: "删除 a.txt" }));
    const alert = await screen.findByRole("alertdialog");
    expect(alert).toHaveTextContent("确定要删除吗?");
    await user.click(within(alert).getByRole("button", { name: "取消" }));
    expect(onValue).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "删除 a.txt" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确定" }));
    expect(onValue).toHaveBeenLastCalledWith([storedFiles[0]]);
  });

  it("says 请稍后再试！ when previewing or downloading before the upload finished", async () => {
    const user = userEvent.setup();
    const { upload } = pendingUploads();
    const preview = vi.fn();
    const download = vi.fn();
    render(<Field upload={upload} preview={preview} download={download} />);
    await user.upload(
      screen.getByLabelText("附件", { selector: "input[type=file]" }) as HTMLInputElement,
      pdf(),
    );
    await user.click(screen.getByRole("button", { name: "预览 报告.pdf" }));
    await user.click(screen.getByRole("button", { name: "下载 报告.pdf" }));
    await waitFor(() => expect(within(toasts()).getAllByText("请稍后再试！").length).toBeGreaterThan(0));
    expect(preview).not.toHaveBeenCalled();
    expect(download).not.toHaveBeenCalled();
  });

  it("refuses a wrong extension with 上传的附件只能是 {list}格式! and sends nothing", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { upload } = pendingUploads();
    render(<Field upload={upload} limits={{ accept: ".pdf,.docx" }} />);
    await user.upload(
      screen.getByLabelText("附件", { selector: "input[type=file]" }) as HTMLInputElement,
      new File(["MZ"], "setup.exe"),
    );
    await waitFor(() =>
      expect(within(toasts()).getByText("上传的附件只能是 .pdf,.docx格式!")).toBeInTheDocument(),
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it("uploads no more than the count limit and nothing over the size limit", async () => {
    const user = userEvent.setup();
    const { upload } = pendingUploads();
    render(<Field upload={upload} files={[storedFiles[0]]} limits={{ limit: 2, maxSize: 10 }} />);
    const input = screen.getByLabelText("附件", { selector: "input[type=file]" }) as HTMLInputElement;
    await user.upload(input, [pdf("big.pdf", 11), pdf("a.pdf"), pdf("b.pdf")]);
    expect(upload.mock.calls.map(([file]) => file.name)).toEqual(["a.pdf"]);
    await waitFor(() => expect(within(toasts()).getByText("最多只能上传 2 个附件")).toBeInTheDocument());
    expect(within(toasts()).getByText(/big\.pdf 超过了大小限制/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "选择文件" })).toBeDisabled();
  });

  it("shows names over 5 characters with a tooltip and sizes in M above 1 MB, else K", () => {
    render(<Field files={storedFiles} />);
    expect(screen.getByText("员工手册（2026 版）.pdf")).toHaveAttribute("title", "员工手册（2026 版）.pdf");
    expect(screen.getByText("a.txt")).not.toHaveAttribute("title");
    expect(screen.getByText("3.10M")).toBeInTheDocument();
    expect(screen.getByText("47.07K")).toBeInTheDocument();
  });

  it("with permission r offers only preview and download", async () => {
    const user = userEvent.setup();
    const preview = vi.fn();
    const download = vi.fn();
    render(<Field files={storedFiles} permission="r" preview={preview} download={download} />);
    expect(screen.queryByLabelText("附件", { selector: "input[type=file]" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^删除/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "预览 a.txt" }));
    await user.click(screen.getByRole("button", { name: "下载 a.txt" }));
    expect(preview).toHaveBeenCalledWith(storedFiles[1]);
    expect(download).toHaveBeenCalledWith(storedFiles[1]);
  });

  it.each(["w", "r"] as const)(
    "with permission %s offers 全部下载 for two or more stored files and zips them",
    async (permission) => {
      const user = userEvent.setup();
      const downloadAll = vi.fn(async () => {});
      render(<Field files={storedFiles} permission={permission} downloadAll={downloadAll} />);
      await user.click(screen.getByRole("button", { name: "全部下载" }));
      expect(downloadAll).toHaveBeenCalledWith(storedFiles);
    },
  );

  it("offers no 全部下载 for one stored file, nor counts a file still uploading", async () => {
    const { upload } = pendingUploads();
    render(<Field files={storedFiles.slice(0, 1)} upload={upload} downloadAll={vi.fn()} />);
    expect(screen.queryByRole("button", { name: "全部下载" })).toBeNull();
    await userEvent.upload(screen.getByLabelText("附件", { selector: "input[type=file]" }), pdf());
    expect(screen.getByRole("progressbar", { name: "报告.pdf 上传进度" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "全部下载" })).toBeNull();
  });

  it("offers no 全部下载 without the zip service", () => {
    render(<Field files={storedFiles} />);
    expect(screen.queryByRole("button", { name: "全部下载" })).toBeNull();
  });

  it("keeps 全部下载 busy while the zip downloads and shows why it failed, with the log id", async () => {
    const user = userEvent.setup();
    let fail: (error: Error) => void = () => {};
    const downloadAll = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          fail = reject;
        }),
    );
    render(<Field files={storedFiles} downloadAll={downloadAll} />);
    const button = screen.getByRole("button", { name: "全部下载" });
    await user.click(button);
    await waitFor(() => expect(button.querySelector(".bp6-spinner")).not.toBeNull());
    await user.click(button);
    expect(downloadAll).toHaveBeenCalledTimes(1);
    await act(async () => {
      fail(new CallFailure("无权下载该文件", { serverMessage: "无权下载该文件", logId: "L7", status: 403 }));
    });
    await waitFor(() => expect(within(toasts()).getByText(/无权下载该文件/)).toBeInTheDocument());
    expect(within(toasts()).getByText(/L7/)).toBeInTheDocument();
    expect(button.querySelector(".bp6-spinner")).toBeNull();
  });
});
