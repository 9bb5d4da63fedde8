import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { SearchBar } from "./SearchBar";

/** Search conditions that emit a QueryFilter `querys` array (see the Actions panel). */
const meta = {
  title: "Widgets/Data/SearchBar",
  component: SearchBar,
  args: {
    onSearch: fn(),
    fields: [
      { field: "bt.subject_", label: "标题" },
      { field: "apply_date", label: "申请日期", type: "date" },
      {
        field: "status",
        label: "状态",
        type: "select",
        options: [
          { label: "审批中", value: "running" },
          { label: "已通过", value: "end" },
        ],
      },
      { field: "amount", label: "金额", type: "number", operation: "BETWEEN" },
    ],
  },
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conditions: Story = {};

export const WithDefaultRange: Story = {
  args: {
    fields: [
      { field: "apply_date", label: "申请日期", type: "date", defaultValue: ["2026-11-01", "2026-11-30"] },
    ],
  },
};

export const Disabled: Story = { args: { disabled: true } };
