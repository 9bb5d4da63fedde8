import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { FileTreeDownloadDialog } from "./FileTreeDownloadDialog";

const files = [
  {
    id: "d-1",
    originName: "合同",
    childList: [
      { id: "f-1", originName: "采购合同（2026 年度框架协议）.pdf", size: 2_400_000 },
      { id: "f-2", originName: "补充协议.docx", size: 56_000 },
    ],
  },
  { id: "f-3", originName: "报价单.xlsx", size: 9_000 },
];

/**
 * The file-tree dialog wired to the file service: one file downloads through its signed URL, the checked
 * ones as one zip. The stories replace both calls (no server).
 */
const meta = {
  title: "Features/Files/FileTreeDownloadDialog",
  component: FileTreeDownloadDialog,
  args: {
    isOpen: true,
    onClose: fn(),
    files,
    download: fn(async () => {}),
    downloadZip: fn(async () => {}),
  },
} satisfies Meta<typeof FileTreeDownloadDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tree: Story = {};

/** A zip that takes a while: the button spins until it is saved. */
export const SlowZip: Story = {
  args: { downloadZip: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 3000))) },
};
