import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { LeaderChoiceDialog } from "./LeaderChoiceDialog";

/** Choosing the leader to act for: a shared task (请选择一个领导代为审批) or starting a flow (请选择一个发起人). */
const meta = {
  title: "Widgets/FlowList/LeaderChoiceDialog",
  component: LeaderChoiceDialog,
  args: {
    isOpen: true,
    title: "请选择一个领导代为审批",
    leaders: [
      { id: "u-lisi", name: "李四" },
      { id: "u-zhaoliu", name: "赵六" },
    ],
    onConfirm: fn(),
    onNoChoice: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof LeaderChoiceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SharedTask: Story = {};

export const StartForLeader: Story = {
  args: {
    title: "请选择一个发起人",
    leaders: [
      { id: "0", name: "本人" },
      { id: "u-lisi", name: "李四" },
    ],
  },
};
