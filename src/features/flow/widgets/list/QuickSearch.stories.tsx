import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { QuickSearch } from "./QuickSearch";

/** The quick search of a flow list: one box over subject and flow name; 搜索, Enter, or clearing searches. */
const meta = {
  title: "Widgets/FlowList/QuickSearch",
  component: QuickSearch,
  args: { onSearch: fn() },
} satisfies Meta<typeof QuickSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A search restored from the session's list query. */
export const Restored: Story = { args: { keyword: "请假" } };

export const Disabled: Story = { args: { disabled: true } };
