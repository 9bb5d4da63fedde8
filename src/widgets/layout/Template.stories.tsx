import type { Meta, StoryObj } from "@storybook/react-vite";
import { Template } from "./Template";

const LIST = `<ul>{{#rows}}<li>{{fbt}} <small>{{fkssj}}</small></li>{{/rows}}</ul>{{^rows}}<p>暂无数据</p>{{/rows}}`;

/** A logic-less (mustache) template rendered with data, then sanitised. */
const meta = {
  title: "Widgets/Layout/Template",
  component: Template,
  args: {
    template: LIST,
    data: {
      rows: [
        { fbt: "关于开展 2026 年度安全检查的通知", fkssj: "2026-11-20" },
        { fbt: "第四季度绩效考核安排", fkssj: "2026-11-18" },
      ],
    },
  },
} satisfies Meta<typeof Template>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};

export const Empty: Story = { args: { data: { rows: [] } } };

/** A triple-brace value carrying a script: escaped or not, it is sanitised. */
export const Hostile: Story = {
  args: { template: "<div>{{{body}}}</div>", data: { body: '<b>加粗</b><img src="x" onerror="alert(1)">' } },
};

/** A template that does not parse renders nothing. */
export const Broken: Story = { args: { template: "{{#rows}}未闭合" } };
