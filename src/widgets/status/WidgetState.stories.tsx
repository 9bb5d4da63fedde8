import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { WidgetState } from "./WidgetState";

/** The loading / error / empty states shared by the data widgets. */
const meta = {
  title: "Widgets/Layout/WidgetState",
  component: WidgetState,
  args: { children: <p>内容</p> },
} satisfies Meta<typeof WidgetState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { empty: true } };

export const ErrorState: Story = {
  name: "Error",
  args: { error: { message: "请求失败（502）", logId: "c0ffee" }, onRetry: fn() },
};
