import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { CallFailure } from "../../../../../api/errors";
import { rejectOptions } from "../fixtures";
import { RejectDialog } from "./RejectDialog";

/** The reject dialog: all choices, the start only, nothing allowed, a failed load. */
const meta = {
  title: "Widgets/FlowTask/RejectDialog",
  component: RejectDialog,
  args: {
    isOpen: true,
    mode: "reject",
    load: async () => rejectOptions,
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof RejectDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllChoices: Story = {};
export const BackToStart: Story = { args: { mode: "backToStart" } };
export const NotAllowed: Story = {
  args: {
    load: async () => ({
      ...rejectOptions,
      canRejectPreAct: false,
      canRejectToStart: false,
      allowNormalNode: [],
    }),
  },
};
export const LoadFailed: Story = {
  args: {
    load: async () => {
      throw new CallFailure("任务不存在", { logId: "e1" });
    },
  },
};
