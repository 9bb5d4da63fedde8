import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn, userEvent, within } from "storybook/test";
import type { FileRef, UploadOptions } from "../../form/types";
import { AttachmentField, type AttachmentFieldProps } from "./AttachmentField";
import { manyFiles, storedFiles } from "./fixtures";

/** An upload that reports 45 % and then waits forever (the uploading state). */
const stalledUpload = (_file: File, options: UploadOptions) =>
  new Promise<FileRef>(() => {
    options.onProgress?.(0.45);
  });

/** An upload the server refuses with its message (the failed state, with retry). */
const refusedUpload = async (): Promise<FileRef> => {
  throw new Error("上传的附件只能是 .pdf,.docx格式!");
};

/** An upload that climbs to 100 % in a second and is stored. */
const quickUpload = (file: File, options: UploadOptions) =>
  new Promise<FileRef>((resolve) => {
    let sent = 0;
    const timer = setInterval(() => {
      sent += 0.25;
      options.onProgress?.(Math.min(sent, 1));
      if (sent >= 1) {
        clearInterval(timer);
        resolve({ id: `s-${file.name}`, name: file.name, size: file.size });
      }
    }, 250);
  });

/** The field with its own state, as a form holds it. */
function StatefulField(props: AttachmentFieldProps) {
  const [files, setFiles] = useState(props.files);
  return (
    <AttachmentField
      {...props}
      files={files}
      onChange={(next) => {
        setFiles(next);
        props.onChange(next);
      }}
    />
  );
}

/** Picks a sample PDF in the story's field. */
async function pickPdf(canvasElement: HTMLElement) {
  const input = within(canvasElement).getByLabelText("附件", { selector: "input[type=file]" });
  await userEvent.upload(input as HTMLInputElement, new File(["%PDF-1.7"], "季度报告.pdf"));
}

/**
 * The attachment field (spec 3 §3 Attachment): drop or pick files, a progress bar per file with cancel and
 * retry; permission w uploads and deletes (确定要删除吗?), r only previews and downloads.
 */
const meta = {
  title: "Widgets/Fields/AttachmentField",
  component: AttachmentField,
  render: (args) => <StatefulField {...args} />,
  args: {
    id: "attachment",
    label: "附件",
    files: [],
    onChange: fn(),
    upload: quickUpload,
    preview: fn(),
    download: fn(),
    limits: { limit: 10, accept: ".pdf,.docx,.xlsx,.png" },
  },
} satisfies Meta<typeof AttachmentField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing uploaded yet: the drop zone with the allowed types and the count. */
export const Empty: Story = {};

/** Stored files with permission w: preview, download, delete. */
export const Writable: Story = { args: { files: storedFiles } };

/** A file on its way: the progress bar at 45 % with its cancel button. */
export const Uploading: Story = {
  args: { upload: stalledUpload },
  play: ({ canvasElement }) => pickPdf(canvasElement),
};

/** The server refused the file: its message and the retry button. */
export const Failed: Story = {
  args: { upload: refusedUpload },
  play: ({ canvasElement }) => pickPdf(canvasElement),
};

/** Permission r: preview and download only, no drop zone. */
export const ReadOnly: Story = { args: { files: storedFiles, permission: "r" } };

/** Two or more stored files and the zip service: 全部下载 saves them as one zip. */
export const DownloadAll: Story = { args: { files: storedFiles, downloadAll: fn(async () => {}) } };

/** Permission r offers 全部下载 too (a history, a read-only form). */
export const ReadOnlyDownloadAll: Story = {
  args: { files: manyFiles.slice(0, 4), permission: "r", downloadAll: fn(async () => {}) },
};

/** A zip that takes a while: 全部下载 spins until it is saved. */
export const SlowZip: Story = {
  args: {
    files: storedFiles,
    downloadAll: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 3000))),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "全部下载" }));
  },
};

/** Permission r with nothing stored. */
export const ReadOnlyEmpty: Story = { args: { permission: "r" } };

/** Many files (long names are cut with a tooltip). */
export const ManyFiles: Story = { args: { files: manyFiles, limits: {} } };

/** On a 390 px phone: nothing scrolls sideways. */
export const Phone: Story = {
  args: { files: manyFiles.slice(0, 3), upload: stalledUpload },
  decorators: [
    (Story) => (
      <div style={{ width: 390, border: "1px dashed #ccc", padding: 8, boxSizing: "border-box" }}>
        <Story />
      </div>
    ),
  ],
  play: ({ canvasElement }) => pickPdf(canvasElement),
};
