import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { dialogFixtureFetcher } from "../../../../statement";
import { CollaborationDialog } from "./CollaborationDialog";

/** The collaboration dialogs: 转办, 流转, 征询, 沟通, 传阅 (the server refuses an empty choice), 回复. */
const meta = {
  title: "Widgets/FlowTask/CollaborationDialog",
  component: CollaborationDialog,
  args: {
    kind: "delegate",
    target: { taskId: "task-1001", instId: "inst-2001", status: "NORMAL" },
    fetcher: dialogFixtureFetcher(),
    onSubmit: fn(async (): Promise<string | null> => null),
    onClose: fn(),
  },
} satisfies Meta<typeof CollaborationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Delegate: Story = {};
export const Transfer: Story = { args: { kind: "startTrans" } };
export const Inquiry: Story = { args: { kind: "inqu" } };
export const Communicate: Story = { args: { kind: "startCommu" } };
export const CopyTo: Story = {
  args: { kind: "instanceTrans", onSubmit: fn(async (): Promise<string | null> => "请选择要传阅的人员！") },
};
export const Reply: Story = {
  args: { kind: "reply", target: { taskId: "task-1101", instId: "inst-2001", status: "TRANSFORMEDINQU" } },
};
