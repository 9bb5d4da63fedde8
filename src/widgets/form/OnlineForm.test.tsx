import "../../i18n";
import { Classes } from "@blueprintjs/core";
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { READ_ONLY_CLASS } from "../fields/readOnly";
import { OnlineForm } from "./OnlineForm";

/** The toast container (the error notification and warnings appear there). */
const toasts = () => document.querySelector(".tessera-toaster") as HTMLElement;

const submit = async () => {
  await act(async () => {
    rememberNotices();
    fireEvent.click(screen.getByRole("button", { name: "提交" }));
  });
};

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** The FormGroup around an input (its label turns red with the group's danger intent). */
const groupOf = (input: HTMLElement) => input.closest(`.${Classes.FORM_GROUP}`) as HTMLElement;

const person: RJSFSchema = {
  type: "object",
  title: "人员",
  required: ["name", "code"],
  properties: {
    name: { type: "string", title: "姓名" },
    code: { type: "string", title: "编号" },
    email: { type: "string", title: "邮箱" },
    note: { type: "string", title: "备注" },
  },
};

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

describe("OnlineForm: submit and the error notification", () => {
  it("lists each failure with its message under 错误提示 / 请正确的填写以下表单内容 and turns the labels red", async () => {
    const onSubmit = vi.fn();
    const onError = vi.fn();
    render(
      <OnlineForm
        schema={person}
        uiSchema={{ email: { "ui:rules": "email" } }}
        formData={{ email: "not-an-address" }}
        onSubmit={onSubmit}
        onError={onError}
      />,
    );
    await submit();
    const notice = await latestNotice();
    expect(within(notice).getByText("错误提示")).toBeInTheDocument();
    expect(within(notice).getByText("请正确的填写以下表单内容")).toBeInTheDocument();
    const items = within(notice).getAllByRole("listitem");
    // In the order of the form.
    expect(items.map((item) => item.textContent)).toEqual([
      "姓名：必填",
      "编号：必填",
      "邮箱：不是有效的邮箱地址",
    ]);
    // Each message appears once in the UI: in the list, not again under the field.
    expect(screen.getAllByText("不是有效的邮箱地址")).toHaveLength(1);
    expect(groupOf(screen.getByLabelText(/姓名/))).toHaveClass(Classes.INTENT_DANGER);
    expect(groupOf(screen.getByLabelText(/备注/))).not.toHaveClass(Classes.INTENT_DANGER);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(
      expect.arrayContaining([{ key: "name", label: "姓名", message: "必填" }]),
    );
  });

  it("keeps the notification until it is closed (timeout 0) and submits once the fields are right", async () => {
    const onSubmit = vi.fn();
    render(<OnlineForm schema={person} onSubmit={onSubmit} />);
    await submit();
    expect(within(await latestNotice()).getByText("请正确的填写以下表单内容")).toBeInTheDocument();
    type(screen.getByLabelText(/姓名/), "张三");
    type(screen.getByLabelText(/编号/), "A001");
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ formData: { name: "张三", code: "A001" } });
    expect(groupOf(screen.getByLabelText(/姓名/))).not.toHaveClass(Classes.INTENT_DANGER);
  });

  it("clears a field's red label as soon as its value is right (after a submit, fields check as they change)", async () => {
    render(<OnlineForm schema={person} />);
    await submit();
    const name = screen.getByLabelText(/姓名/);
    expect(groupOf(name)).toHaveClass(Classes.INTENT_DANGER);
    type(name, "张三");
    expect(groupOf(name)).not.toHaveClass(Classes.INTENT_DANGER);
    type(name, "");
    expect(groupOf(name)).toHaveClass(Classes.INTENT_DANGER);
  });

  it("warns 请正确的填写表单内容 when the failures have no detail to list", async () => {
    render(<OnlineForm schema={person} errorDetail={false} />);
    await submit();
    await waitFor(() =>
      expect(within(toasts()).getAllByText("请正确的填写表单内容").length).toBeGreaterThan(0),
    );
  });
});

describe("OnlineForm: field errors before the submit", () => {
  const leave: RJSFSchema = {
    type: "object",
    properties: {
      a: { type: "number", title: "A" },
      b: { type: "number", title: "B" },
      days: { type: "number", title: "天数" },
      email: { type: "string", title: "邮箱" },
      name: { type: "string", title: "姓名" },
    },
  };
  const ui: UiSchema = {
    days: { "ui:calc": { "-": ["b", "a"] }, "ui:rules": "minValue:0.5" },
    email: { "ui:rules": "email" },
    name: { "ui:rules": "required" },
  };

  it("shows a computed field's error at once when its inputs make it invalid (a negative day count)", async () => {
    render(<OnlineForm schema={leave} uiSchema={ui} />);
    type(screen.getByLabelText(/^A/), "5");
    type(screen.getByLabelText(/^B/), "3");
    expect(screen.getByLabelText(/^天数/)).toHaveValue("-2");
    await waitFor(() => expect(groupOf(screen.getByLabelText(/^天数/))).toHaveTextContent("必须为0.5或更多"));
    type(screen.getByLabelText(/^B/), "8");
    await waitFor(() =>
      expect(groupOf(screen.getByLabelText(/^天数/))).not.toHaveTextContent("必须为0.5或更多"),
    );
  });

  it("checks a typed value when the field is left, then at each change; an empty field waits for the submit", async () => {
    render(<OnlineForm schema={leave} uiSchema={ui} />);
    const email = screen.getByLabelText(/^邮箱/);
    type(email, "not-an");
    expect(groupOf(email)).not.toHaveTextContent("不是有效的邮箱地址");
    fireEvent.blur(email);
    await waitFor(() => expect(groupOf(email)).toHaveTextContent("不是有效的邮箱地址"));
    type(email, "a@example.com");
    await waitFor(() => expect(groupOf(email)).not.toHaveTextContent("不是有效的邮箱地址"));
    const name = screen.getByLabelText(/^姓名/);
    fireEvent.focus(name);
    fireEvent.blur(name);
    expect(groupOf(name)).not.toHaveTextContent("必填");
  });
});

describe("OnlineForm: its own data", () => {
  it("keeps the user's edits when the parent re-renders with the same definition written inline", () => {
    function Page() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount(count + 1)}>
            again {count}
          </button>
          <OnlineForm schema={{ ...person }} uiSchema={{}} formData={{ name: "李四" }} />
        </>
      );
    }
    render(<Page />);
    type(screen.getByLabelText(/编号/), "B002");
    fireEvent.click(screen.getByRole("button", { name: /again/ }));
    expect(screen.getByLabelText(/编号/)).toHaveValue("B002");
    expect(screen.getByLabelText(/姓名/)).toHaveValue("李四");
  });

  it("starts over when the parent loads another record", () => {
    const { rerender } = render(<OnlineForm schema={person} formData={{ name: "李四" }} />);
    type(screen.getByLabelText(/编号/), "B002");
    rerender(<OnlineForm schema={person} formData={{ name: "王五" }} />);
    expect(screen.getByLabelText(/姓名/)).toHaveValue("王五");
    expect(screen.getByLabelText(/编号/)).toHaveValue("");
  });
});

describe("OnlineForm: field modes", () => {
  const schema: RJSFSchema = {
    type: "object",
    required: ["readOnlyField", "hiddenField"],
    properties: {
      requiredField: { type: "string", title: "必填字段" },
      writable: { type: "string", title: "可写字段" },
      readOnlyField: { type: "string", title: "只读字段" },
      hiddenField: { type: "string", title: "隐藏字段" },
    },
  };
  const modes = { requiredField: "b", writable: "w", readOnlyField: "r", hiddenField: "n" } as const;

  it("b is required, w writable, r read-only and not required, n neither rendered nor validated", async () => {
    const onSubmit = vi.fn();
    render(
      <OnlineForm
        schema={schema}
        fieldModes={modes}
        formData={{ hiddenField: "kept" }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.queryByLabelText(/隐藏字段/)).toBeNull();
    expect(screen.getByLabelText(/只读字段/)).toHaveAttribute("readonly");
    expect(screen.getByLabelText(/可写字段/)).not.toHaveAttribute("readonly");
    await submit();
    const notice = await latestNotice();
    expect(
      within(notice as HTMLElement)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["必填字段：必填"]);
    type(screen.getByLabelText(/必填字段/), "x");
    await submit();
    // The hidden field's data travels on untouched.
    expect(onSubmit).toHaveBeenCalledWith({ formData: { requiredField: "x", hiddenField: "kept" } });
  });

  it("gives read-only text, text areas, numbers and dates one read-only look (issue 13 §3)", async () => {
    const fields: RJSFSchema = {
      type: "object",
      properties: {
        reason: { type: "string", title: "请假事由" },
        days: { type: "number", title: "请假天数" },
        start: { type: "string", format: "date", title: "开始日期" },
        note: { type: "string", title: "可写说明" },
      },
    };
    render(
      <OnlineForm
        schema={fields}
        uiSchema={{ reason: { "ui:widget": "textarea" } }}
        fieldModes={{ reason: "r", days: "r", start: "r", note: "w" }}
        formData={{ reason: "家中有事", days: 2, start: "2026-11-20" }}
      />,
    );
    // The date widget loads in its own chunk (widgets/LazyDateWidgets.tsx).
    await screen.findByLabelText(/开始日期/, undefined, { timeout: 10_000 });
    const reason = screen.getByLabelText(/请假事由/);
    expect(reason.tagName).toBe("TEXTAREA");
    for (const label of [/请假事由/, /请假天数/, /开始日期/])
      expect(screen.getByLabelText(label)).toHaveClass(READ_ONLY_CLASS);
    expect(screen.getByLabelText(/可写说明/)).not.toHaveClass(READ_ONLY_CLASS);
  });

  it("takes modes from ui:mode too, and a read-only form has no submit button", () => {
    const { unmount } = render(<OnlineForm schema={schema} uiSchema={{ writable: { "ui:mode": "n" } }} />);
    expect(screen.queryByLabelText(/可写字段/)).toBeNull();
    unmount();
    render(<OnlineForm schema={schema} readonly />);
    expect(screen.getByLabelText(/必填字段/)).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "提交" })).toBeNull();
  });
});

describe("OnlineForm: computed fields and sub-tables", () => {
  const order: RJSFSchema = {
    type: "object",
    properties: {
      a: { type: "number", title: "A" },
      b: { type: "number", title: "B" },
      total: { type: "number", title: "合计" },
      sub_items: {
        type: "array",
        title: "明细",
        items: {
          type: "object",
          properties: {
            price: { type: "number", title: "单价" },
            qty: { type: "number", title: "数量" },
            amount: { type: "number", title: "金额" },
          },
        },
      },
      itemsTotal: { type: "number", title: "明细合计" },
    },
  };
  const ui: UiSchema = {
    total: { "ui:calc": { SUM: ["a", "b"] } },
    sub_items: { items: { amount: { "ui:calc": { "*": ["item.price", "item.qty"] } } } },
    itemsTotal: { "ui:calc": { SUM: ["sub_items.amount"] } },
  };

  it("recomputes a computed field when its inputs change (decimal-exact)", () => {
    render(<OnlineForm schema={order} uiSchema={ui} formData={{ a: 0.1 }} />);
    const total = screen.getByLabelText(/^合计/);
    expect(total).toHaveValue("0.1");
    expect(total).toHaveAttribute("readonly");
    type(screen.getByLabelText(/^B/), "0.2");
    expect(total).toHaveValue("0.3");
  });

  it("computes item.<field> formulas per row and sums the column; added rows compute too", () => {
    render(<OnlineForm schema={order} uiSchema={ui} formData={{ sub_items: [{ price: 2, qty: 3 }] }} />);
    const table = screen.getByRole("table");
    const row = within(table).getAllByRole("row")[1];
    const [price, qty, amount] = within(row).getAllByRole("spinbutton");
    expect(amount).toHaveValue("6");
    type(qty, "4");
    expect(amount).toHaveValue("8");
    expect(price).toHaveValue("2");
    expect(screen.getByLabelText(/明细合计/)).toHaveValue("8");
    fireEvent.click(screen.getByRole("button", { name: "添加" }));
    const added = within(table).getAllByRole("row")[2];
    const [price2, qty2, amount2] = within(added).getAllByRole("spinbutton");
    type(price2, "1.5");
    type(qty2, "2");
    expect(amount2).toHaveValue("3");
    expect(screen.getByLabelText(/明细合计/)).toHaveValue("11");
    // The first row kept its edit through the structural change.
    expect(within(within(table).getAllByRole("row")[1]).getAllByRole("spinbutton")[1]).toHaveValue("4");
  });

  it("refuses a sub-table formula that is not item.<field>, naming its JSON path", () => {
    const bad: UiSchema = { sub_items: { items: { amount: { "ui:calc": { "*": ["price", "item.qty"] } } } } };
    render(<OnlineForm schema={order} uiSchema={bad} />);
    expect(screen.getByText("表单定义有误")).toBeInTheDocument();
    expect(screen.getByText("/uiSchema/sub_items/items/amount/ui:calc/*/0")).toBeInTheDocument();
    expect(screen.getByText(/can only use item.<field>/)).toBeInTheDocument();
  });

  it("shows the Chinese capital amount under a currency field", () => {
    render(
      <OnlineForm
        schema={{ type: "object", properties: { money: { type: "number", title: "金额" } } }}
        uiSchema={{ money: { "ui:widget": "currency" } }}
        formData={{ money: 1409.5 }}
      />,
    );
    expect(screen.getByText("大写：壹仟肆佰零玖元伍角")).toBeInTheDocument();
    type(screen.getByLabelText(/金额/), "16409.02");
    expect(screen.getByText("大写：壹万陆仟肆佰零玖元零贰分")).toBeInTheDocument();
  });
});

describe("OnlineForm: asynchronous checks", () => {
  it("shows a pending check, cancels it on a newer keystroke, and holds the submit until the check settles", async () => {
    const calls: { value: unknown; signal?: AbortSignal; answer: (ok: boolean) => void }[] = [];
    const postCheck = vi.fn(
      (_url: string, value: unknown, signal?: AbortSignal) =>
        new Promise<{ ok: boolean }>((resolve) => {
          calls.push({ value, signal, answer: (ok) => resolve({ ok }) });
        }),
    );
    const onSubmit = vi.fn();
    render(
      <OnlineForm
        schema={{ type: "object", properties: { account: { type: "string", title: "账号" } } }}
        uiSchema={{ account: { "ui:rules": "alreadyExists:/uc/api/user/v1/isAccountExist" } }}
        services={{ postCheck }}
        onSubmit={onSubmit}
      />,
    );
    const input = screen.getByLabelText(/账号/);
    type(input, "adm");
    expect(screen.getByRole("status", { name: "校验中" })).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    type(input, "admin");
    expect(calls[0].signal?.aborted).toBe(true);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].value).toBe("admin");
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("status", { name: "校验中" })).toBeInTheDocument();
    await act(async () => calls[1].answer(true));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ formData: { account: "admin" } }));
    expect(screen.queryByRole("status", { name: "校验中" })).toBeNull();
  });

  it("lists 输入已存在 when the already-exists check refuses the value", async () => {
    const postCheck = vi.fn(async () => ({ ok: false }));
    render(
      <OnlineForm
        schema={{ type: "object", properties: { account: { type: "string", title: "账号" } } }}
        uiSchema={{ account: { "ui:rules": "alreadyExists:/uc/api/user/v1/isAccountExist" } }}
        services={{ postCheck }}
      />,
    );
    type(screen.getByLabelText(/账号/), "admin");
    await submit();
    const notice = await latestNotice();
    expect(within(notice).getByText("输入已存在")).toBeInTheDocument();
  });
});
