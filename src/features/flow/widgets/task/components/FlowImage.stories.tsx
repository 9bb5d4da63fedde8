import type { Meta, StoryObj } from "@storybook/react-vite";
import { flowSvg } from "../fixtures";
import { FlowImage } from "./FlowImage";

/** The diagram, an SVG shown through an image. */
const meta = {
  title: "Widgets/FlowTask/FlowImage",
  component: FlowImage,
  args: { svg: flowSvg },
} satisfies Meta<typeof FlowImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Diagram: Story = {};
