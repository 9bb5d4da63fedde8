import type { Meta, StoryObj } from "@storybook/react-vite";
import { withFakeHttp } from "../../../../.storybook/httpFixtures";
import { type FakeHandler, fakeAdapter } from "../../../api/testing/fakeAdapter";
import { FilePreviewHost } from "../../files";
import { contentHandler } from "../fixtures";
import { MeetingListPage } from "./MeetingListPage";
import { NewsDetailPage } from "./NewsDetailPage";
import { NewsListPage } from "./NewsListPage";

/** The content pages answer from the content fixtures (notices, news, 25 meetings). */
const withContent = (handler: FakeHandler = contentHandler()) => withFakeHttp(() => fakeAdapter(handler));

/** Every call fails the way the portal service reports a failure. */
const failing: FakeHandler = () => ({
  status: 500,
  data: { state: false, message: "数据库连接失败", logId: "a1b2c3" },
});

/** No rows at all. */
const empty: FakeHandler = () => ({ data: { rows: [], total: 0 } });

const meta = {
  title: "Content/Pages",
  decorators: [withContent()],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** /newsList/1: the notices, each subject a link to its detail, with author and time. */
export const NoticeList: Story = {
  render: () => <NewsListPage />,
  parameters: { router: { path: "/newsList/:type", initialEntries: ["/newsList/1"] } },
};

/** /newsList/0: the news. */
export const NewsList: Story = {
  render: () => <NewsListPage />,
  parameters: { router: { path: "/newsList/:type", initialEntries: ["/newsList/0"] } },
};

/** A list whose load failed: the message and the log id, with a retry. */
export const ListFailed: Story = {
  render: () => <NewsListPage />,
  decorators: [withContent(failing)],
  parameters: { router: { path: "/newsList/:type", initialEntries: ["/newsList/1"] } },
};

/** An empty list. */
export const ListEmpty: Story = {
  render: () => <NewsListPage />,
  decorators: [withContent(empty)],
  parameters: { router: { path: "/newsList/:type", initialEntries: ["/newsList/1"] } },
};

/** A notice's detail: sanitised content (the script is gone), the same-app link stays in the app, its attachment (preview and download). */
export const NoticeDetail: Story = {
  render: () => <NewsDetailPage />,
  parameters: { router: { path: "/news/:newsId", initialEntries: ["/news/n1"] } },
};

/** A news item whose attachment list came as ffj text; its file is gone, so its preview says 附件已被删除. */
export const NewsDetailFileFails: Story = {
  render: () => (
    <>
      <NewsDetailPage />
      <FilePreviewHost />
    </>
  ),
  decorators: [
    withContent((config) =>
      config.url?.includes("/onlinePreview")
        ? { status: 404, data: { state: false, message: "附件已被删除" } }
        : contentHandler()(config),
    ),
  ],
  parameters: { router: { path: "/news/:newsId", initialEntries: ["/news/w1"] } },
};

/** A news item without attachments: 暂无附件. */
export const NewsDetailNoFiles: Story = {
  render: () => <NewsDetailPage />,
  decorators: [
    withContent(() => ({
      data: { id: "n9", fbt: "无附件的通知", content: "<p>正文</p>", file: [], ffj: "[]" },
    })),
  ],
  parameters: { router: { path: "/news/:newsId", initialEntries: ["/news/n9"] } },
};

/** A detail while it loads. */
export const DetailLoading: Story = {
  render: () => <NewsDetailPage />,
  decorators: [withContent(() => new Promise(() => {}))],
  parameters: { router: { path: "/news/:newsId", initialEntries: ["/news/n1"] } },
};

/** A detail whose load failed: the message with a retry. */
export const DetailFailed: Story = {
  render: () => <NewsDetailPage />,
  decorators: [withContent(failing)],
  parameters: { router: { path: "/news/:newsId", initialEntries: ["/news/n1"] } },
};

/** A detail that does not exist. */
export const DetailNotFound: Story = {
  render: () => <NewsDetailPage />,
  parameters: { router: { path: "/news/:newsId", initialEntries: ["/news/missing"] } },
};

/** /meetingList/0: today's meetings, read-only, paged (25 rows). */
export const Meetings: Story = {
  render: () => <MeetingListPage />,
  parameters: { router: { path: "/meetingList/:type", initialEntries: ["/meetingList/0"] } },
};
