import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import type { FileRef, UploadOptions } from "../../../../../widgets/form/types";
import { OpinionBox } from "./OpinionBox";

/** An upload of the stories: progress over two seconds, then the file as stored. */
function slowUpload(file: File, options: UploadOptions): Promise<FileRef> {
  return new Promise((resolve, reject) => {
    let step = 0;
    const timer = setInterval(() => {
      step += 1;
      options.onProgress?.(step / 10);
      if (step === 10) {
        clearInterval(timer);
        resolve({ id: `story-${file.name}`, name: file.name, size: file.size });
      }
    }, 200);
    options.signal?.addEventListener("abort", () => {
      clearInterval(timer);
      reject(new DOMException("aborted", "AbortError"));
    });
  });
}

function Stateful({ stockOpinions, files: initial }: { stockOpinions: string[]; files?: FileRef[] }) {
  const [value, setValue] = useState("");
  const [files, setFiles] = useState<FileRef[]>(initial ?? []);
  return (
    <OpinionBox
      value={value}
      onChange={setValue}
      stockOpinions={stockOpinions}
      attachments={initial ? { files, onChange: setFiles, upload: slowUpload } : undefined}
    />
  );
}

/** The opinion box with and without stock opinions; with its attachments (a task screen). */
const meta = {
  title: "Widgets/FlowTask/OpinionBox",
  component: Stateful,
  args: { stockOpinions: ["同意", "情况属实，同意请假", "请补充材料后再提交"] },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithStockOpinions: Story = {};
export const NoStockOpinions: Story = { args: { stockOpinions: [] } };

/** A task's box with two attachments already uploaded (pick or drop more; at most 10). */
export const WithAttachments: Story = {
  args: {
    files: [
      { id: "f-1", name: "审核意见（终稿）.pdf", size: 1_250_000 },
      { id: "f-2", name: "预算表.xlsx", size: 48_200 },
    ],
  },
};

/** The box on a 390 px phone. */
export const WithAttachmentsPhone: Story = {
  ...WithAttachments,
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
};
