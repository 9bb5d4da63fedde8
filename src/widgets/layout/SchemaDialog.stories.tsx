import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { createEngine } from "../../engine";
import type { WidgetComponent } from "../../engine/react";
import { recordingHost, stubFetcher } from "../../engine/testing";
import i18n from "../../i18n";
import { layoutDataChartWidgets } from "../register";
import { SchemaDialog } from "./SchemaDialog";

/** A story's own engine: the layout (dialog included), data and chart widgets, a recording host, no server. */
const engine = createEngine<WidgetComponent>({
  host: recordingHost().host,
  fetcher: stubFetcher(() => ({ status: 200, data: { rows: [], total: 0, page: 1, pageSize: 10 } })).fetcher,
  translate: (key, params) => i18n.t(key, params),
  widgets: layoutDataChartWidgets(),
});

/** A modal whose body is an engine document; OK hands back the page scope's values. */
const meta = {
  title: "Widgets/Dialog/SchemaDialog",
  component: SchemaDialog,
  args: {
    engine,
    isOpen: true,
    title: "报销说明",
    onOk: fn(),
    onCancel: fn(),
    document: {
      type: "page",
      version: 3,
      data: { applicant: "钱七", amount: "1,280.00" },
      body: [
        {
          type: "template",
          template: "<p><b>{{applicant}}</b> 提交了 {{amount}} 元的差旅费报销，确认后进入财务审核。</p>",
        },
        { type: "status", kind: "empty", title: "暂无附件" },
      ],
    },
  },
} satisfies Meta<typeof SchemaDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Custom button texts and no Cancel. */
export const OkOnly: Story = { args: { okText: "我知道了", showCancel: false } };

/** A document with mistakes: every load error with its JSON path. */
export const LoadErrors: Story = {
  args: { document: { type: "page", version: 3, body: [{ type: "grid", colums: [] }, { type: "nope" }] } },
};
