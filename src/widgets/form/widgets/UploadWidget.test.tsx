import "../../../i18n";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { OnlineForm } from "../OnlineForm";
import { uploadLimits } from "./UploadWidget";

const toasts = () => document.querySelector(".tessera-toaster") as HTMLElement;

describe("the online form's upload widget", () => {
  it("reads limit, maxSize and accept from ui:options", () => {
    expect(uploadLimits({ limit: "10", maxSize: 1024, accept: ".pdf" })).toEqual({
      limit: 10,
      maxSize: 1024,
      accept: ".pdf",
    });
    expect(uploadLimits({ limit: "many", accept: 3 })).toEqual({
      limit: undefined,
      maxSize: undefined,
      accept: undefined,
    });
  });

  it("stores a data URL with the file's name in a data-url field without an upload service", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <OnlineForm
        schema={{
          type: "object",
          properties: { doc: { type: "string", format: "data-url", title: "文档" } },
        }}
        onChange={onChange}
      />,
    );
    await user.upload(
      screen.getByLabelText("文档", { selector: "input[type=file]" }) as HTMLInputElement,
      new File(["hi"], "说明.txt", { type: "text/plain" }),
    );
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const stored = onChange.mock.lastCall?.[0].doc as string;
    expect(stored.startsWith("data:text/plain;name=%E8%AF%B4%E6%98%8E.txt;base64,")).toBe(true);
    expect(screen.getByText("说明.txt")).toBeInTheDocument();
  });

  it("refuses a file outside the field's accept list with 上传的附件只能是 {list}格式!", async () => {
    const upload = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    render(
      <OnlineForm
        schema={{
          type: "object",
          properties: { files: { type: "array", title: "附件", items: { type: "string" } } },
        }}
        uiSchema={{ files: { "ui:widget": "upload", "ui:options": { accept: ".pdf,.docx", limit: 10 } } }}
        services={{ upload }}
      />,
    );
    await user.upload(
      screen.getByLabelText("附件", { selector: "input[type=file]" }) as HTMLInputElement,
      new File(["MZ"], "tool.exe"),
    );
    await waitFor(() =>
      expect(within(toasts()).getByText("上传的附件只能是 .pdf,.docx格式!")).toBeInTheDocument(),
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows a read-only field's files with preview and download only", async () => {
    const preview = vi.fn();
    render(
      <OnlineForm
        readonly
        schema={{
          type: "object",
          properties: { files: { type: "array", title: "附件", items: { type: "string" } } },
        }}
        uiSchema={{ files: { "ui:widget": "upload" } }}
        formData={{ files: ["f-1"] }}
        services={{ preview, download: vi.fn() }}
      />,
    );
    expect(screen.queryByLabelText("附件", { selector: "input[type=file]" })).toBeNull();
    expect(screen.queryByRole("button", { name: "删除 f-1" })).toBeNull();
    await act(async () => screen.getByRole("button", { name: "预览 f-1" }).click());
    expect(preview).toHaveBeenCalledWith({ id: "f-1", name: "f-1", size: 0 });
  });
});
