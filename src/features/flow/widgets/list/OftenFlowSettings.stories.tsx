import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { manyFlows, oftenFlows, startableFlows } from "./fixtures";
import { OftenFlowSettings } from "./OftenFlowSettings";
import { toOftenFlow } from "./startFlows";

/** The often-used flow settings: up to 20 flows, each with its icon and colour; saving none asks first. */
const meta = {
  title: "Widgets/FlowList/OftenFlowSettings",
  component: OftenFlowSettings,
  args: {
    isOpen: true,
    candidates: startableFlows,
    current: oftenFlows,
    onSave: fn(async () => true),
    confirm: fn(async () => true),
    warn: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof OftenFlowSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chosen: Story = {};

/** Nothing chosen yet (the panel shows the system's defaults). */
export const NoneChosen: Story = { args: { current: [] } };

/** Twenty chosen: ticking one more warns 最多可添加20个常用流程. */
export const AtTheLimit: Story = {
  args: { candidates: manyFlows(24), current: manyFlows(20).map((flow, i) => toOftenFlow(flow, i)) },
};
