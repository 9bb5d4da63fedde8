import type { Meta, StoryObj } from "@storybook/react-vite";
import { opinions } from "../fixtures";
import { OpinionHistory } from "./OpinionHistory";

/** The approval history: a pending step and a submitted one; a secretary's step for a leader; empty. */
const meta = {
  title: "Widgets/FlowTask/OpinionHistory",
  component: OpinionHistory,
  args: { opinions },
} satisfies Meta<typeof OpinionHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const History: Story = {};
export const Empty: Story = { args: { opinions: [] } };

/** A step a secretary completed for a leader: 王五 代 李四. */
export const ForALeader: Story = {
  args: {
    opinions: [
      {
        ...opinions[1],
        auditorName: "王五",
        postName: "部门秘书",
        agentLeaderId: "u-lisi",
        agentLeaderName: "李四",
        opinion: "代李四同意",
        status: "agree",
      },
    ],
  },
};
