import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Card } from "./Card";

/** A home column: header, more button (colUrl; newWindow opens a new window), body of fixed height. */
const meta = {
  title: "Widgets/Layout/Card",
  component: Card,
  args: { title: "待办事项", colUrl: "/v-flow/v-todo", onNavigate: fn(), height: 200, children: "列表内容" },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};

export const Loading: Story = { args: { loading: true } };

/** A failed data call is shown in red inside the column, with the log id. */
export const ErrorState: Story = {
  name: "Error",
  args: { error: { message: "服务器内部错误，请稍后重试", logId: "7f3e21" }, onRetry: fn() },
};

/** More opens in a new window. */
export const NewWindow: Story = { args: { title: "新闻动态", colUrl: "/news/list", newWindow: true } };

/** No colUrl: no more button. */
export const WithoutMore: Story = { args: { colUrl: undefined, title: "通知公告" } };
