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

/** With a zip download: each node has a checkbox (a folder checks its files) and 打包下载 in the footer. */
export const Selectable: Story = {
  args: { downloadUrl: undefined, onDownload: fn(), onDownloadSelected: fn() },
};

/** Every folder open from the start (a small tree such as one flow's attachments). */
export const Expanded: Story = {
  args: { downloadUrl: undefined, onDownload: fn(), onDownloadSelected: fn(), defaultExpanded: true },
};

/** The selectable tree on a 390 px phone (the dialog keeps inside the screen). */
export const Phone: Story = {
  args: { downloadUrl: undefined, onDownload: fn(), onDownloadSelected: fn() },
  globals: { viewport: { value: "mobile2", isRotated: false } },
};
