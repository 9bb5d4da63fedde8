import type { Meta, StoryObj } from "@storybook/react-vite";
import { opinions } from "../fixtures";
import { OpinionHistory } from "./OpinionHistory";

/** The approval history: a pending step and a submitted one; empty. */
const meta = {
  title: "Widgets/FlowTask/OpinionHistory",
  component: OpinionHistory,
  args: { opinions },
} satisfies Meta<typeof OpinionHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const History: Story = {};
export const Empty: Story = { args: { opinions: [] } };
