import type { Meta, StoryObj } from "@storybook/react-vite";
import { inquiryOpinions, opinions, opinionsWithFiles } from "../fixtures";
import { OpinionHistory } from "./OpinionHistory";

/**
 * The approval history: a pending step and a submitted one; a secretary's step for a leader; empty; an
 * inquiry and a communication with their answers nested below.
 */
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

/** 李四 asked 钱七 and 王五 (征询: one reply, one pending) and 赵六 (沟通, answered): answers nested. */
export const InquiryAndCommunication: Story = { args: { opinions: inquiryOpinions } };

/** Opinions with attachments (several with 全部下载; an old row's ids string). */
export const WithAttachments: Story = { args: { opinions: opinionsWithFiles } };

/** The history with attachments on a 390 px phone. */
export const WithAttachmentsPhone: Story = {
  args: { opinions: opinionsWithFiles },
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
};
