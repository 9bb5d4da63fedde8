import type { Meta, StoryObj } from "@storybook/react-vite";
import { createEngine } from "../../engine";
import { SchemaRenderer, type WidgetComponent } from "../../engine/react";
import { recordingHost, stubFetcher } from "../../engine/testing";
import i18n from "../../i18n";
import { fieldWidgetDefinitions } from "./definitions";

/** A story's own engine: the form/field/button widgets, a recording host, no server. */
const engine = createEngine<WidgetComponent>({
  host: recordingHost().host,
  fetcher: stubFetcher(() => ({ status: 200, data: {} })).fetcher,
  translate: (key, params) => i18n.t(key, params),
  widgets: fieldWidgetDefinitions,
});

/** A leave form: fields with rules, a computed total, and buttons that run actions. */
const leaveForm = {
  type: "form",
  version: 3,
  data: { applicant: "张三", days: 2, extra: 0.5 },
  computed: { total: { "+": [{ var: "days" }, { var: "extra" }] } },
  body: [
    { type: "input-text", name: "applicant", label: "申请人", rules: "required|max:20" },
    { type: "input-number", name: "days", label: "请假天数", min: 0, step: 0.5, rules: "required" },
    { type: "input-number", name: "extra", label: "调休天数", min: 0, step: 0.5 },
    { type: "text", name: "total", label: "合计天数" },
    {
      type: "actions",
      body: [
        {
          type: "button",
          label: "提交",
          intent: "primary",
          onClick: [{ action: "toast", message: "已提交" }],
        },
        { type: "button", label: "清空天数", onClick: [{ action: "setValue", name: "days", value: 0 }] },
      ],
    },
  ],
};

const meta = {
  title: "Widgets/Fields",
  component: SchemaRenderer,
  args: { engine, document: leaveForm },
} satisfies Meta<typeof SchemaRenderer>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Filled: typing in 请假天数 updates 合计天数. */
export const Filled: Story = {};

/** Empty: the required fields show their messages once touched. */
export const Empty: Story = {
  args: { document: { ...leaveForm, data: { applicant: "", days: null, extra: 0 } } },
};

/** A load error: a misspelt key is reported with its path instead of rendering. */
export const LoadError: Story = {
  args: { document: { ...leaveForm, body: [{ type: "input-text", name: "x", lable: "错" }] } },
};
