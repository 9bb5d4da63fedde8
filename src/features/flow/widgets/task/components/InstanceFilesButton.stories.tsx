import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { instanceFileTree } from "../../../model/instanceFiles";
import { opinionsWithFiles, taskDetailWithFiles } from "../fixtures";
import { InstanceFilesButton } from "./InstanceFilesButton";

/** The sample task's tree: its form's 附件 field, then the opinions that have files. */
const files = instanceFileTree({
  form: taskDetailWithFiles.form,
  formData: taskDetailWithFiles.data.leave ?? {},
  opinions: opinionsWithFiles,
  locale: "zh-CN",
  opinionFolder: (opinion) => `${opinion.taskName}（${opinion.auditorName || opinion.qualfiedNames}）`,
});

/**
 * 附件（n） of a flow screen and its file tree (issue 15, spec 1 §2): one folder per upload field of the
 * form and per opinion with files, every folder open; one file downloads, the checked ones as one zip.
 * The stories replace both downloads (no server).
 */
const meta = {
  title: "Widgets/FlowTask/InstanceFilesButton",
  component: InstanceFilesButton,
  args: {
    files,
    download: fn(async () => {}),
    downloadZip: fn(async () => {}),
  },
} satisfies Meta<typeof InstanceFilesButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button with the count; a click opens the tree. */
export const WithFiles: Story = {};

/** No file in the form nor in the history: the button stays, disabled (附件（0）). */
export const NoFiles: Story = { args: { files: [] } };

/** The history is still loading: the button already opens (the tree shows its loading state). */
export const LoadingHistory: Story = { args: { files: [], loading: true } };

/** On a 390 px phone. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile2", isRotated: false } },
};
