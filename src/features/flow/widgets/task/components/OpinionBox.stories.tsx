import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { OpinionBox } from "./OpinionBox";

function Stateful({ stockOpinions }: { stockOpinions: string[] }) {
  const [value, setValue] = useState("");
  return <OpinionBox value={value} onChange={setValue} stockOpinions={stockOpinions} />;
}

/** The opinion box with and without stock opinions. */
const meta = {
  title: "Widgets/FlowTask/OpinionBox",
  component: Stateful,
  args: { stockOpinions: ["同意", "情况属实，同意请假", "请补充材料后再提交"] },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithStockOpinions: Story = {};
export const NoStockOpinions: Story = { args: { stockOpinions: [] } };
