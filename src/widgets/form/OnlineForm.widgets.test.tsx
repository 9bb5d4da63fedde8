import "../../i18n";
import type { RJSFSchema } from "@rjsf/utils";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { OnlineForm } from "./OnlineForm";
import type { FileRef, UploadOptions } from "./types";

const toasts = () => document.querySelector(".tessera-toaster") as HTMLElement;

describe("OnlineForm widgets", () => {
  it("makes a number field a spin button whose step buttons control it", () => {
    render(
      <OnlineForm
        idPrefix="flow_leave"
        schema={{ type: "object", properties: { days: { type: "integer", title: "天数" } } }}
      />,
    );
    const box = screen.getByRole("spinbutton", { name: "天数" });
    expect(box.id).not.toBe("");
    const steps = box.closest(".bp6-numeric-input")?.querySelectorAll("button[aria-controls]") ?? [];
    expect(steps).toHaveLength(2);
    for (const step of steps) expect(step).toHaveAttribute("aria-controls", box.id);
  });

  it("uploads through the injected upload(), shows progress, and refuses download before it finishes with 请稍后再试！", async () => {
    let progress: ((fraction: number) => void) | undefined;
    let finish: ((ref: FileRef) => void) | undefined;
    const upload = vi.fn(
      (_file: File, options?: UploadOptions) =>
        new Promise<FileRef>((resolve) => {
          progress = options?.onProgress;
          finish = resolve;
        }),
    );
    const download = vi.fn();
    const onChange = vi.fn();
    render(
      <OnlineForm
        schema={{ type: "object", properties: { attachment: { type: "string", title: "附件" } } }}
        uiSchema={{ attachment: { "ui:widget": "upload" } }}
        services={{ upload, download }}
        onChange={onChange}
      />,
    );
    const file = new File(["hello"], "制度.pdf", { type: "application/pdf" });
    fireEvent.change(screen.getByLabelText("附件", { selector: "input[type=file]" }), {
      target: { files: [file] },
    });
    expect(upload).toHaveBeenCalledWith(file, expect.anything());
    act(() => progress?.(0.5));
    expect(screen.getByRole("progressbar", { name: "制度.pdf 上传进度" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "下载 制度.pdf" }));
    await waitFor(() => expect(within(toasts()).getAllByText("请稍后再试！").length).toBeGreaterThan(0));
    expect(download).not.toHaveBeenCalled();
    await act(async () => finish?.({ id: "f-1", name: "制度.pdf", size: 5 }));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith({ attachment: "f-1" });
    fireEvent.click(screen.getByRole("button", { name: "下载 f-1" }));
    expect(download).toHaveBeenCalledWith({ id: "f-1", name: "f-1", size: 0 });
  });

  it("keeps file objects {id, name, size} for an object field", async () => {
    const upload = vi.fn(async (file: File) => ({ id: "f-2", name: file.name, size: file.size }));
    const onSubmit = vi.fn();
    render(
      <OnlineForm
        schema={{
          type: "object",
          properties: {
            files: {
              type: "array",
              title: "附件",
              items: {
                type: "object",
                properties: { id: { type: "string" }, name: { type: "string" }, size: { type: "number" } },
              },
            },
          },
        }}
        uiSchema={{ files: { "ui:widget": "upload", "ui:options": { subTable: false } } }}
        services={{ upload }}
        onSubmit={onSubmit}
      />,
    );
    const file = new File(["abc"], "a.txt");
    await act(async () => {
      fireEvent.change(screen.getByLabelText("附件", { selector: "input[type=file]" }), {
        target: { files: [file] },
      });
    });
    expect(screen.getByText("a.txt")).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "提交" }));
    });
    expect(onSubmit).toHaveBeenCalledWith({ formData: { files: [{ id: "f-2", name: "a.txt", size: 3 }] } });
  });

  it("offers 全部下载 on an upload field with two stored files through the form's downloadAll service, read-only too", async () => {
    const downloadAll = vi.fn(async () => {});
    const stored = [
      { id: "f-1", name: "发票.pdf", size: 3 },
      { id: "f-2", name: "行程单.png", size: 4 },
    ];
    const schema: RJSFSchema = {
      type: "object",
      properties: {
        files: {
          type: "array",
          title: "附件",
          items: {
            type: "object",
            properties: { id: { type: "string" }, name: { type: "string" }, size: { type: "number" } },
          },
        },
      },
    };
    render(
      <OnlineForm
        schema={schema}
        uiSchema={{ files: { "ui:widget": "upload", "ui:options": { subTable: false } } }}
        formData={{ files: stored }}
        readonly
        services={{ downloadAll }}
      />,
    );
    fireEvent.click(await screen.findByRole("button", { name: "全部下载" }));
    expect(downloadAll).toHaveBeenCalledWith(stored);
  });

  it("stores dates strictly as YYYY-MM-DD and refuses an impossible date (2023-02-30)", async () => {
    const schema: RJSFSchema = {
      type: "object",
      properties: { day: { type: "string", format: "date", title: "日期" } },
    };
    const onChange = vi.fn();
    render(<OnlineForm schema={schema} formData={{ day: "2024-01-05" }} onChange={onChange} />);
    // The date widget loads in its own chunk (widgets/LazyDateWidgets.tsx).
    const input = await screen.findByLabelText(/日期/, undefined, { timeout: 10_000 });
    expect(input).toHaveValue("2024-01-05");
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "2024-03-09" } });
    expect(onChange).toHaveBeenLastCalledWith({ day: "2024-03-09" });
    fireEvent.change(input, { target: { value: "2023-02-30" } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith({ day: undefined });
  }, 20_000);

  it("renders select, radio, checkboxes and switch through Blueprint and stores the chosen values", async () => {
    const onSubmit = vi.fn();
    render(
      <OnlineForm
        schema={{
          type: "object",
          properties: {
            level: { type: "string", title: "级别", enum: ["A", "B"] },
            kind: { type: "string", title: "类型", enum: ["x", "y"] },
            tags: {
              type: "array",
              title: "标签",
              uniqueItems: true,
              items: { type: "string", enum: ["t1", "t2", "t3"] },
            },
            urgent: { type: "boolean", title: "紧急" },
          },
        }}
        uiSchema={{
          kind: { "ui:widget": "radio" },
          tags: { "ui:widget": "checkboxes" },
          urgent: { "ui:widget": "switch" },
        }}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.change(screen.getByLabelText(/级别/), { target: { value: "1" } });
    fireEvent.click(screen.getByLabelText("y"));
    fireEvent.click(screen.getByLabelText("t3"));
    fireEvent.click(screen.getByLabelText("t1"));
    fireEvent.click(screen.getByRole("checkbox", { name: "紧急" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "提交" }));
    });
    expect(onSubmit).toHaveBeenCalledWith({
      formData: { level: "B", kind: "y", tags: ["t1", "t3"], urgent: true },
    });
  });
});
