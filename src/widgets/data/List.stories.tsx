import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { List } from "./List";

const notices = [
  { id: "n1", fbt: "关于 2026 年春节放假安排的通知", fkssj: "2026-01-20" },
  { id: "n2", fbt: "关于开展年度安全生产检查的通知", fkssj: "2026-01-18" },
  { id: "n3", fbt: "第四季度绩效考核结果公示", fkssj: "2026-01-15" },
  { id: "n4", fbt: "新版差旅费报销标准", fkssj: "2026-01-10" },
  { id: "n5", fbt: "信息中心机房搬迁通知", fkssj: "2026-01-08" },
  { id: "n6", fbt: "员工体检安排", fkssj: "2026-01-05" },
];

/** A simple list with an item template (notices: 5 items on the home page). */
const meta = {
  title: "Widgets/Data/List",
  component: List,
  args: {
    items: notices,
    maxItems: 5,
    itemTemplate: "{{fbt}} <small style='float:right;color:#738091'>{{fkssj}}</small>",
    onItemClick: fn(),
  },
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};

export const Loading: Story = { args: { items: [], loading: true } };

export const Empty: Story = { args: { items: [] } };

export const ErrorState: Story = {
  name: "Error",
  args: { items: [], error: { message: "网络异常，请检查网络连接" } },
};
