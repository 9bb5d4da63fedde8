import type { Meta, StoryObj } from "@storybook/react-vite";
import { BlockingOverlay } from "./BlockingOverlay";

/** The blocking overlay of a long action, with each text of spec 2 §8. */
const meta = {
  title: "Widgets/FlowTask/BlockingOverlay",
  component: BlockingOverlay,
  args: { text: "任务处理中" },
  argTypes: {
    text: {
      control: "select",
      options: ["正在处理中，请耐心等待...", "任务处理中", "流程启动中", "保存草稿中", "正在获取下一个任务"],
    },
  },
} satisfies Meta<typeof BlockingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Task: Story = {};
export const Starting: Story = { args: { text: "流程启动中" } };
export const NextTask: Story = { args: { text: "正在获取下一个任务" } };
