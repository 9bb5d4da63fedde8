import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { LeaderPicker } from "./LeaderPicker";

function Stateful({ leaders }: { leaders: { id: string; name: string }[] }) {
  const [chosen, setChosen] = useState<string | null>(null);
  return <LeaderPicker leaders={leaders} chosen={chosen} onChoose={setChosen} />;
}

/** Who to start a flow for: myself or a leader. */
const meta = {
  title: "Widgets/FlowTask/LeaderPicker",
  component: Stateful,
  args: {
    leaders: [
      { id: "u-zhaoliu", name: "赵六" },
      { id: "u-lisi", name: "李四" },
    ],
  },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoLeaders: Story = {};
