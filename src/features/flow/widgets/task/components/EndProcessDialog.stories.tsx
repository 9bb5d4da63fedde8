import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { EndProcessDialog } from "./EndProcessDialog";

/** Ending a process asks for the reason. */
const meta = {
  title: "Widgets/FlowTask/EndProcessDialog",
  component: EndProcessDialog,
  args: { isOpen: true, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof EndProcessDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AskReason: Story = {};
