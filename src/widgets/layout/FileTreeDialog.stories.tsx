import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { FileTreeDialog } from "./FileTreeDialog";
import { sampleFiles } from "./fixtures";

/** A tree of folders and files with download links; sizes read M above 1 MB. */
const meta = {
  title: "Widgets/Layout/FileTreeDialog",
  component: FileTreeDialog,
  args: {
    isOpen: true,
    onClose: fn(),
    files: sampleFiles,
    downloadUrl: (id: string) => `#download-${id}`,
  },
} satisfies Meta<typeof FileTreeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};

export const Loading: Story = { args: { loading: true, files: [] } };

export const Empty: Story = { args: { files: [] } };

export const ErrorState: Story = {
  name: "Error",
  args: { files: [], error: { message: "文件服务不可用", logId: "9d1a" } },
};
