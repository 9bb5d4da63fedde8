import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import type { FollowState, UrgeState } from "../../../api/bpmTask";
import { InstCollabBar } from "./InstCollabBar";

/** The instance page's 催办 and 跟踪 buttons (issue 14 §1). */
export const urgeFixture: UrgeState = {
  instId: "inst-1",
  handlers: [
    { taskId: "t-1", nodeId: "managerApprove", nodeName: "部门经理审批", userId: "u-lisi", userName: "李四" },
  ],
  waitMinutes: 0,
  intervalMinutes: 30,
  mayUrge: true,
  canUrge: true,
};
export const followFixture: FollowState = {
  instId: "inst-1",
  follow: false,
  wholeInstance: false,
  nodeIds: [],
  nodes: [
    { id: "managerApprove", name: "部门经理审批" },
    { id: "gmApprove", name: "总经理审批" },
  ],
};

const meta = {
  title: "Widgets/FlowTask/InstCollabBar",
  component: InstCollabBar,
  args: {
    urge: urgeFixture,
    follow: followFixture,
    onUrge: fn(async () => ({ ok: true, message: "催办成功" })),
    onFollow: fn(async () => ({ ok: true, message: "跟踪成功" })),
  },
} satisfies Meta<typeof InstCollabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StarterOfRunningRequest: Story = {};
export const UrgedRecently: Story = {
  args: {
    urge: { ...urgeFixture, canUrge: false, waitMinutes: 12, lastUrgeTime: "2030-03-04 10:00:00" },
    onUrge: fn(async () => ({ ok: false, message: "已催办，请在12分钟后再试" })),
  },
};
export const FollowingNodes: Story = {
  args: {
    urge: { ...urgeFixture, mayUrge: false },
    follow: { ...followFixture, follow: true, nodeIds: ["gmApprove"] },
  },
};
