// biome-ignore-all lint/suspicious/noTemplateCurlyInString: "${portal}" is the hosts' own placeholder syntax
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { AxiosAdapter } from "axios";
import { withFakeHttp } from "../../../../../.storybook/httpFixtures";
import { fakeAdapter } from "../../../../api/testing/fakeAdapter";
import { b64, homeColumn } from "./fixtures";
import { HomeColumnView } from "./HomeColumn";

/** How long each story answer takes: long enough to see the header's spinner during a refresh. */
const ANSWER_MS = 1200;

/**
 * An adapter for the stories' news source: the n-th answer lists when it was made; with `failEvery`, every
 * such answer fails (500) so the failed-refresh state shows. Answers take ANSWER_MS.
 */
function newsAdapter(failEvery?: number): AxiosAdapter {
  let calls = 0;
  return fakeAdapter(async () => {
    const n = ++calls;
    await new Promise((resolve) => setTimeout(resolve, ANSWER_MS));
    if (failEvery !== undefined && n % failEvery === 0)
      return { status: 500, data: { state: false, message: "栏目数据源不可用", logId: `L-${n}` } };
    return {
      data: {
        rows: [
          { fbt: `第 ${n} 次加载`, at: new Date().toLocaleTimeString("zh-CN") },
          { fbt: "公司年会通知", at: "—" },
        ],
        total: 2,
        page: 1,
        pageSize: 10,
      },
    };
  });
}

/** Installs the news adapter (and a runtime context when there is none) for the story. */
const withNews = (failEvery?: number) => withFakeHttp(() => newsAdapter(failEvery));

/** A request-data column that reloads its data every 10 seconds (supportRefesh 1, refeshTime 10). */
const refreshingNews = homeColumn("refreshingNews", {
  name: "新闻动态（每 10 秒刷新）",
  dataMode: 3,
  dataFrom: "${portal}/portal/messageNews/v1/list",
  templateHtml: b64("<ul>{{#rows}}<li>{{fbt}} <small>{{at}}</small></li>{{/rows}}</ul>"),
  colHeight: 160,
  supportRefesh: 1,
  refeshTime: 10,
});

const meta = {
  title: "Home/HomeColumn",
  component: HomeColumnView,
  args: { column: refreshingNews },
  decorators: [withNews()],
} satisfies Meta<typeof HomeColumnView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An auto-refreshing column: every 10 s it loads its data again, keeping the old rows and showing a
 * small spinner in the header until the answer comes (hide the tab to pause it).
 */
export const Refreshing: Story = {};

/** Every second load fails: the old rows stay, with the error in red and a retry above them. */
export const RefreshFailing: Story = {
  decorators: [withNews(2)],
};
