import { Button } from "@blueprintjs/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { sampleImages } from "./fixtures";
import { ImageViewer, type ImageViewerProps } from "./ImageViewer";

function Opener(props: ImageViewerProps) {
  const [open, setOpen] = useState(props.isOpen);
  return (
    <>
      <Button text="查看图片" onClick={() => setOpen(true)} />
      <ImageViewer {...props} isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Image viewer: zoom, rotate, previous/next; keys ← → + − R 0 Esc. */
const meta = {
  title: "Widgets/Layout/ImageViewer",
  component: ImageViewer,
  args: { images: sampleImages, isOpen: true, onClose: fn() },
  render: (args) => <Opener {...args} />,
} satisfies Meta<typeof ImageViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {};

export const SingleImage: Story = { args: { images: sampleImages.slice(0, 1) } };

export const StartsAtSecond: Story = { args: { defaultIndex: 1 } };
