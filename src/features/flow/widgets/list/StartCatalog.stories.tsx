import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { flowTypes, startableFlows } from "./fixtures";
import { StartCatalog } from "./StartCatalog";

/** The startable flows by FLOW_TYPE category, with a name filter; a tile starts its flow. */
const meta = {
  title: "Widgets/FlowList/StartCatalog",
  component: StartCatalog,
  args: { flows: startableFlows, types: flowTypes, onStart: fn() },
} satisfies Meta<typeof StartCatalog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByCategory: Story = {};

/** Without categories (getTypesByKey failed or empty): every flow is uncategorised. */
export const NoCategories: Story = { args: { types: [] } };

export const Loading: Story = { args: { flows: [], loading: true } };

export const Empty: Story = { args: { flows: [] } };

export const ErrorState: Story = {
  name: "Error",
  args: { flows: [], error: { message: "无启动权限，请联系管理员" }, onRetry: fn() },
};
