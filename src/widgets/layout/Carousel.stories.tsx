import type { Meta, StoryObj } from "@storybook/react-vite";
import { Carousel } from "./Carousel";
import { sampleSlides } from "./fixtures";

/** Image carousel: every 3000 ms, paused on hover, with previous/next and dots. */
const meta = {
  title: "Widgets/Layout/Carousel",
  component: Carousel,
  args: { items: sampleSlides, height: 280 },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { items: [] } };

export const SingleImage: Story = { args: { items: sampleSlides.slice(0, 1) } };
