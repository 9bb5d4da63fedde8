import "../../i18n";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIXTURE_NAMES, FIXTURES } from "./fixtures";
import { OnlineForm } from "./OnlineForm";

/** The open toasts (the error notification is one). */
function toasts(): HTMLElement {
  return document.querySelector(".tessera-toaster") as HTMLElement;
}

describe("OnlineForm with the 20 rjsf playground samples", () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, "error");
  });
  afterEach(() => {
    errors.mockRestore();
  });

  it("has all 20 samples", () => {
    expect(FIXTURE_NAMES).toHaveLength(20);
  });

  it.each(FIXTURE_NAMES)("renders %s without errors", (file) => {
    const { schema, uiSchema, formData } = FIXTURES[file];
    const { container } = render(<OnlineForm schema={schema} uiSchema={uiSchema} formData={formData} />);
    expect(container.querySelector(".tessera-online-form")).not.toBeNull();
    expect(container.querySelector(".tessera-form-load-error")).toBeNull();
    expect(screen.getByRole("button", { name: "提交" })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it("shows the sample data in the fields (simple.json)", () => {
    const { schema, uiSchema, formData } = FIXTURES["simple.json"];
    render(<OnlineForm schema={schema} uiSchema={uiSchema} formData={formData} />);
    expect(screen.getByLabelText(/First name/)).toHaveValue("Chuck");
    expect(screen.getByLabelText(/Last name/)).toHaveValue("Norris");
  });

  it("lists the failures of errors.json on submit, each once, under 错误提示 / 请正确的填写以下表单内容", async () => {
    const { schema, uiSchema, formData } = FIXTURES["errors.json"];
    const onSubmit = vi.fn();
    render(<OnlineForm schema={schema} uiSchema={uiSchema} formData={formData} onSubmit={onSubmit} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "提交" }));
    });
    const notice = await waitFor(() => within(toasts()).getByText("请正确的填写以下表单内容"));
    expect(within(toasts()).getByText("错误提示")).toBeInTheDocument();
    const items = within(notice.parentElement as HTMLElement).getAllByRole("listitem");
    // firstName: minLength and pattern; active: type; skills.1: minLength; the list: maxItems.
    expect(items.map((item) => item.getAttribute("data-field"))).toEqual(
      expect.arrayContaining(["firstName", "active", "skills.1", "multipleChoicesList"]),
    );
    expect(within(notice.parentElement as HTMLElement).getByText("不能少于8个字符")).toBeInTheDocument();
    expect(screen.getAllByText("不能少于8个字符")).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
