import type { Meta, StoryObj } from "@storybook/react-vite";
import { withFakeHttp } from "../../../../.storybook/httpFixtures";
import { type FakeHandler, fakeAdapter } from "../../../api/testing/fakeAdapter";
import { FilePreviewHost } from "../../files";
import { contentHandler } from "../fixtures";
import { RuleDetailPage } from "./RuleDetailPage";
import { RuleListPage } from "./RuleListPage";

/** The read-only rules and regulations pages (/v-system, /v-system/{id}) over the fixtures. */
const meta = {
  title: "Content/RulePages",
  component: RuleListPage,
  decorators: [withFakeHttp(() => fakeAdapter(contentHandler()))],
  parameters: { router: { path: "/v-system", initialEntries: ["/v-system"] } },
} satisfies Meta<typeof RuleListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The content fixtures, with the preview of any file answering 404 附件已被删除 (a file that is gone). */
const fileGone: FakeHandler = (config) =>
  config.url?.includes("/onlinePreview")
    ? { status: 404, data: { state: false, message: "附件已被删除" } }
    : contentHandler()(config);

/**
 * The list: search, index, title link, the attachment column (file names opening the preview, no
 * download), publisher, publish time, status and the pagination bar.
 */
export const List: Story = {};

/** The list while its first page is on its way. */
export const ListLoading: Story = {
  decorators: [withFakeHttp(() => fakeAdapter(() => new Promise(() => {})))],
};

/** A file name of the list opens the preview dialog; this file is gone, so the dialog says 附件已被删除. */
export const ListFileFails: Story = {
  render: () => (
    <>
      <RuleListPage />
      <FilePreviewHost />
    </>
  ),
  decorators: [withFakeHttp(() => fakeAdapter(fileGone))],
};

/** No rule published yet. */
export const ListEmpty: Story = {
  decorators: [withFakeHttp(() => fakeAdapter(() => ({ data: { rows: [], total: 0 } })))],
};

/** The list's call failed: the server's message with a retry. */
export const ListError: Story = {
  decorators: [
    withFakeHttp(() =>
      fakeAdapter(() => ({
        status: 500,
        data: { state: false, message: "数据库连接失败", logId: "a1b2c3" },
      })),
    ),
  ],
};

/** One rule, read-only, with its file (preview only). */
export const Detail: Story = {
  render: () => <RuleDetailPage />,
  parameters: { router: { path: "/v-system/:ruleId", initialEntries: ["/v-system/r2"] } },
};

/** A rule without files: 暂无附件. */
export const DetailNoFiles: Story = {
  render: () => <RuleDetailPage />,
  parameters: { router: { path: "/v-system/:ruleId", initialEntries: ["/v-system/r3"] } },
};

/** The rule's page while it loads. */
export const DetailLoading: Story = {
  render: () => <RuleDetailPage />,
  decorators: [withFakeHttp(() => fakeAdapter(() => new Promise(() => {})))],
  parameters: { router: { path: "/v-system/:ruleId", initialEntries: ["/v-system/r2"] } },
};

/** The rule's load failed: the server's message with a retry. */
export const DetailError: Story = {
  render: () => <RuleDetailPage />,
  decorators: [
    withFakeHttp(() =>
      fakeAdapter(() => ({
        status: 500,
        data: { state: false, message: "数据库连接失败", logId: "a1b2c3" },
      })),
    ),
  ],
  parameters: { router: { path: "/v-system/:ruleId", initialEntries: ["/v-system/r2"] } },
};

/** A missing or unpublished rule: the not-found status page with a way back to the list. */
export const DetailNotFound: Story = {
  render: () => <RuleDetailPage />,
  parameters: { router: { path: "/v-system/:ruleId", initialEntries: ["/v-system/nothing"] } },
};
