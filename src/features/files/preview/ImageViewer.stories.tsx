import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ImageViewer } from "./ImageViewer";

/** A small picture drawn inline (the widget itself takes any image address). */
const picture = (label: string, color: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="${color}"/><text x="20" y="110" font-size="32" fill="#fff">${label}</text></svg>`,
  )}`;

const images = [
  { src: picture("1 现场", "#2d72d2"), name: "现场照片一.png" },
  { src: picture("2 票据", "#238551"), name: "报销票据.png" },
  { src: picture("3 合同", "#c87619"), name: "合同扫描.png" },
];

const meta = {
  title: "Files/ImageViewer",
  component: ImageViewer,
  args: { images, onClose: fn(), onIndexChange: fn() },
} satisfies Meta<typeof ImageViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three images: ← → change, + / - zoom, rotate, Esc closes. */
export const Several: Story = {};

/** One image: no previous/next. */
export const One: Story = { args: { images: images.slice(0, 1), onClose: undefined } };

/** Opened on the last image. */
export const FromTheLast: Story = { args: { initialIndex: 2 } };

/** Nothing to show. */
export const Empty: Story = { args: { images: [] } };
