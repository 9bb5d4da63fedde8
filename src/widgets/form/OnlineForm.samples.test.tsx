import "../../i18n";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIXTURE_NAMES, FIXTURES } from "./fixtures";
import { OnlineForm } from "./OnlineForm";

/** Notifications on screen before an action (toasts of earlier tests may still be fading out). */
let seen = new Set<Element>();
const noticeSelector = ".tessera-form-error-notice";
function rememberNotices(): void {
  seen = new Set(document.querySelectorAll(noticeSelector));
}

/** The error notification that appeared since rememberNotices(). */
async function latestNotice(): Promise<HTMLElement> {
  return waitFor(() => {
    const fresh = [...document.querySelectorAll<HTMLElement>(noticeSelector)].filter((n) => !seen.has(n));
    expect(fresh).toHaveLength(1);
    return fresh[0];
  });
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

  it("names oneOf options in the UI language (oneOf.json: 选项 1, 选项 2)", () => {
    const { schema } = FIXTURES["oneOf.json"];
    render(<OnlineForm schema={schema} />);
    expect(screen.getByRole("option", { name: "选项 1" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "选项 2" })).toBeInTheDocument();
  });

  it("changes the form's shape with the data (schemaDependencies.json: a pet's age appears for Yes: One)", async () => {
    const { schema, uiSchema, formData } = FIXTURES["schemaDependencies.json"];
    const { container } = render(<OnlineForm schema={schema} uiSchema={uiSchema} formData={formData} />);
    const select = container.querySelector(
      "#root_conditional_Do\\ you\\ have\\ any\\ pets\\?",
    ) as HTMLSelectElement;
    const petAge = () => container.querySelector("[id='root_conditional_How old is your pet?']");
    expect(petAge()).toBeNull();
    await act(async () => {
      fireEvent.change(select, { target: { value: "1" } });
    });
    await waitFor(() => expect(petAge()).not.toBeNull());
  });

  it("lists the failures of errors.json on submit, each once, under 错误提示 / 请正确的填写以下表单内容", async () => {
    const { schema, uiSchema, formData } = FIXTURES["errors.json"];
    const onSubmit = vi.fn();
    render(<OnlineForm schema={schema} uiSchema={uiSchema} formData={formData} onSubmit={onSubmit} />);
    await act(async () => {
      rememberNotices();
      fireEvent.click(screen.getByRole("button", { name: "提交" }));
    });
    const notice = await latestNotice();
    expect(within(notice).getByText("错误提示")).toBeInTheDocument();
    expect(within(notice).getByText("请正确的填写以下表单内容")).toBeInTheDocument();
    const items = within(notice).getAllByRole("listitem");
    // firstName: minLength and pattern; active: type; skills.1: minLength; the list: maxItems.
    expect(items.map((item) => item.getAttribute("data-field"))).toEqual(
      expect.arrayContaining(["firstName", "active", "skills.1", "multipleChoicesList"]),
    );
    expect(within(notice).getByText("不能少于8个字符")).toBeInTheDocument();
    expect(screen.getAllByText("不能少于8个字符")).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("checks validation.json as its playground does: matching passwords (customValidate) and the age message (transformErrors)", async () => {
    const { schema, uiSchema } = FIXTURES["validation.json"];
    render(
      <OnlineForm
        schema={schema}
        uiSchema={uiSchema}
        formData={{ pass1: "abcd", pass2: "abce", age: 12 }}
        customValidate={(data, handler) => {
          const { pass1, pass2 } = data as { pass1?: string; pass2?: string };
          if (pass1 !== pass2)
            (handler as unknown as Record<string, { addError(m: string): void }>).pass2.addError(
              "Passwords don't match.",
            );
          return handler;
        }}
        transformErrors={(list) =>
          list.map((error) =>
            error.name === "minimum" && error.property === ".age"
              ? { ...error, message: "You need to be 18 because of some legal thing" }
              : error,
          )
        }
      />,
    );
    await act(async () => {
      rememberNotices();
      fireEvent.click(screen.getByRole("button", { name: "提交" }));
    });
    const notice = await latestNotice();
    expect(
      within(notice)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Repeat password：Passwords don't match.",
      "Age：You need to be 18 because of some legal thing",
    ]);
  });

  it("renders and validates every sample with Function replaced by a throwing stub (CSP without unsafe-eval)", async () => {
    const original = globalThis.Function;
    const refused = vi.fn();
    globalThis.Function = function refusedFunction() {
      refused();
      throw new EvalError("Refused to evaluate a string as JavaScript (CSP script-src 'self')");
    } as unknown as FunctionConstructor;
    try {
      for (const file of FIXTURE_NAMES) {
        const { schema, uiSchema, formData } = FIXTURES[file];
        const onSubmit = vi.fn();
        const onError = vi.fn();
        const { unmount } = render(
          <OnlineForm
            schema={schema}
            uiSchema={uiSchema}
            formData={formData}
            onSubmit={onSubmit}
            onError={onError}
          />,
        );
        await act(async () => {
          rememberNotices();
          fireEvent.click(screen.getByRole("button", { name: "提交" }));
        });
        await waitFor(() => expect(onSubmit.mock.calls.length + onError.mock.calls.length).toBe(1));
        unmount();
      }
      expect(refused).not.toHaveBeenCalled();
    } finally {
      globalThis.Function = original;
    }
    expect(errors).not.toHaveBeenCalled();
  });
});
