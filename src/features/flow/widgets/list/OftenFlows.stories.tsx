import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { oftenFlows } from "./fixtures";
import { OftenFlows } from "./OftenFlows";

/** The often-used flows as tiles, with the 设置 button. */
const meta = {
  title: "Widgets/FlowList/OftenFlows",
  component: OftenFlows,
  args: { flows: oftenFlows, onStart: fn(), onSettings: fn() },
} satisfies Meta<typeof OftenFlows>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Flows: Story = {};

export const Empty: Story = { args: { flows: [] } };

export const Loading: Story = { args: { flows: [], loading: true } };

export const ErrorState: Story = {
  name: "Error",
  args: { flows: [], error: { message: "服务器内部错误", logId: "9f2c1a" }, onRetry: fn() },
};
