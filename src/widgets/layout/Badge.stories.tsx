import { Button } from "@blueprintjs/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "./Badge";

/** A count on its child (hidden at 0, "99+" above 99). */
const meta = {
  title: "Widgets/Layout/Badge",
  component: Badge,
  args: { count: 5, children: <Button text="待办" /> },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};

export const Overflow: Story = { args: { count: 120 } };

/** 0: nothing is shown. */
export const Zero: Story = { args: { count: 0 } };

export const Dot: Story = { args: { dot: true } };

export const Standalone: Story = { args: { children: undefined, count: 12 } };
