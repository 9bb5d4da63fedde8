import Form from "@rjsf/core";
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import ajvValidator from "@rjsf/validator-ajv8";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { bigForm, subTableForm } from "./bigFormFixture";
import { FIXTURE_NAMES, FIXTURES } from "./fixtures";
import { OnlineForm } from "./OnlineForm";
import type { FileRef, FormServices, OnlineFormProps } from "./types";

/** A leave request as the portal's online forms look: modes, rules, a date range, a money field. */
const leaveSchema: RJSFSchema = {
  type: "object",
  title: "请假申请",
  required: ["applicant"],
  properties: {
    applicant: { type: "string", title: "申请人" },
    department: { type: "string", title: "部门" },
    kind: { type: "string", title: "请假类型", enum: ["年假", "事假", "病假"] },
    start: { type: "string", format: "date", title: "开始日期" },
    end: { type: "string", format: "date", title: "结束日期" },
    days: { type: "number", title: "天数" },
    allowance: { type: "number", title: "补贴金额" },
    phone: { type: "string", title: "联系电话" },
    reason: { type: "string", title: "事由" },
    attachment: { type: "string", title: "附件" },
  },
};

const leaveUi: UiSchema = {
  "ui:order": [
    "applicant",
    "department",
    "kind",
    "start",
    "end",
    "days",
    "allowance",
    "phone",
    "reason",
    "attachment",
  ],
  department: { "ui:mode": "r" },
  kind: { "ui:mode": "b" },
  start: { "ui:mode": "b" },
  end: { "ui:rules": "dateRangeStart:start" },
  days: { "ui:calc": { DAYS_BETWEEN: ["start", "end"] } },
  allowance: { "ui:widget": "currency" },
  phone: { "ui:rules": "phone" },
  reason: { "ui:widget": "textarea", "ui:rules": "required|max:200" },
  attachment: { "ui:widget": "upload" },
};

const filledLeave = {
  applicant: "张三",
  department: "研发部",
  kind: "年假",
  start: "2024-05-06",
  end: "2024-05-08",
  allowance: 1409.5,
  phone: "13800138000",
  reason: "回家探亲",
  attachment: "file-001",
};

/** An expense claim with a sub-table: amount = price × qty per row, the total sums the column. */
const expenseSchema: RJSFSchema = {
  type: "object",
  title: "报销单",
  properties: {
    title: { type: "string", title: "标题" },
    sub_items: {
      type: "array",
      title: "报销明细",
      items: {
        type: "object",
        required: ["name"],
        properties: {
          name: { type: "string", title: "项目" },
          price: { type: "number", title: "单价" },
          qty: { type: "integer", title: "数量" },
          amount: { type: "number", title: "金额" },
        },
      },
    },
    total: { type: "number", title: "合计" },
  },
};

const expenseUi: UiSchema = {
  sub_items: { items: { amount: { "ui:calc": { "*": ["item.price", "item.qty"] } } } },
  total: { "ui:widget": "currency", "ui:calc": { ROUND: [{ SUM: ["sub_items.amount"] }, 2] } },
};

/** An upload that takes two seconds, reporting progress. */
const slowServices: FormServices = {
  upload: (file) =>
    new Promise<FileRef>((resolve) =>
      setTimeout(() => resolve({ id: `id-${file.name}`, name: file.name, size: file.size }), 2000),
    ),
  download: (file) => window.alert(`download ${file.id}`),
  preview: (file) => window.alert(`preview ${file.id}`),
};

const meta = {
  title: "Widgets/Form/OnlineForm",
  component: OnlineForm,
  args: { schema: leaveSchema, uiSchema: leaveUi, services: slowServices },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { router: { disable: true } },
} satisfies Meta<OnlineFormProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new leave request: 部门 read-only (r), 请假类型 and 开始日期 required (b), 天数 computed. */
export const Empty: Story = {};

/** A filled request: 天数 computed from the dates, 补贴金额 with its capital amount (大写). */
export const Filled: Story = { args: { formData: filledLeave } };

/** Submitted empty: the notification 错误提示 lists each failure; the labels turn red. */
export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "提交" }));
    await expect(await within(document.body).findByText("请正确的填写以下表单内容")).toBeInTheDocument();
  },
};

/** The whole form read-only (as when viewing an instance): no submit button. */
export const ReadOnly: Story = { args: { formData: filledLeave, readonly: true } };

/** Read-only text, numbers and dates look alike (grey, no resize handle) beside writable fields. */
export const ReadOnlyFields: Story = {
  args: { formData: filledLeave, fieldModes: { reason: "r", start: "r", end: "r", allowance: "r" } },
};

/** An expense claim: the sub-table adds and removes rows; 金额 = 单价 × 数量; 合计 sums the column. */
export const WithSubTable: Story = {
  args: {
    schema: expenseSchema,
    uiSchema: expenseUi,
    formData: {
      title: "差旅",
      sub_items: [
        { name: "火车票", price: 553.5, qty: 2 },
        { name: "住宿", price: 380, qty: 3 },
      ],
    },
  },
};

/** Computed fields: 合计 = SUM(A, B), 平均 = AVERAGE(A, B), 取整 = ROUND(合计 / 3, 2). */
export const WithComputedFields: Story = {
  args: {
    schema: {
      type: "object",
      properties: {
        a: { type: "number", title: "A" },
        b: { type: "number", title: "B" },
        sum: { type: "number", title: "合计" },
        average: { type: "number", title: "平均" },
        third: { type: "number", title: "取整" },
      },
    },
    uiSchema: {
      sum: { "ui:calc": { SUM: ["a", "b"] } },
      average: { "ui:calc": { AVERAGE: ["a", "b"] } },
      third: { "ui:calc": { ROUND: [{ "/": ["sum", 3] }, 2] } },
    },
    formData: { a: 0.1, b: 0.2 },
  },
};

/** An already-exists check that never answers: the field spins and the submit waits. */
export const AsyncPending: Story = {
  args: {
    schema: { type: "object", properties: { account: { type: "string", title: "账号" } } },
    uiSchema: { account: { "ui:rules": "required|alreadyExists:/uc/api/user/v1/isAccountExist" } },
    services: { postCheck: () => new Promise(() => undefined) },
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByLabelText(/账号/), "admin");
    await expect(await within(canvasElement).findByRole("status", { name: "校验中" })).toBeInTheDocument();
  },
};

/** A definition error: a sub-table formula that is not item.<field> is refused with its JSON path. */
export const LoadError: Story = {
  args: {
    schema: expenseSchema,
    uiSchema: { sub_items: { items: { amount: { "ui:calc": { "*": ["price", "item.qty"] } } } } },
  },
};

/** The 200-field form of the keystroke benchmark (20 computed totals). */
export const BigForm: Story = {
  args: (() => {
    const big = bigForm();
    return { schema: big.schema, uiSchema: big.uiSchema, formData: big.formData };
  })(),
};

/** The same 200 fields in stock @rjsf/core with validator-ajv8, to compare typing (not the portal's form). */
export const BigFormStockRjsf: Story = {
  render: () => {
    const big = bigForm();
    return <Form schema={big.schema} formData={big.formData} validator={ajvValidator} noHtml5Validate />;
  },
};

/** A 500-row × 10-column sub-table: it scrolls in a view of 15 rows and renders only the rows there. */
export const LongSubTable: Story = {
  args: (() => {
    const sub = subTableForm({ rows: 500, columns: 10 });
    return { schema: sub.schema, uiSchema: sub.uiSchema, formData: sub.formData };
  })(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue("r1c1")).toBeInTheDocument();
    await expect(canvas.queryByDisplayValue("r500c1")).toBeNull();
  },
};

/** Any of the 20 rjsf playground samples (shared/fixtures/rjsf-samples, copied into ./fixtures). */
export const Samples: StoryObj<OnlineFormProps & { sample: string }> = {
  argTypes: { sample: { control: "select", options: FIXTURE_NAMES } },
  args: { sample: "simple.json" },
  render: ({ sample }) => {
    const { schema, uiSchema, formData } = FIXTURES[sample] ?? FIXTURES["simple.json"];
    return <OnlineForm key={sample} schema={schema} uiSchema={uiSchema} formData={formData} />;
  },
};
