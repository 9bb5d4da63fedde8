import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setRuntimeContext } from "../../../api/hosts";
import { http } from "../../../api/http";
import { findInDialog } from "../../../api/testing/dialogs";
import { type FakeHandler, fakeAdapter, TEST_CONTEXT } from "../../../api/testing/fakeAdapter";
import { AppEngineProvider, createAppEngine } from "../../../app/setup";
import "../../../i18n";
import { FilePreviewHost, setFilePreviewOpener } from "../../files";
import { contentHandler, MEETINGS } from "../fixtures";
import { contentRoutes } from "./contentRoutes";
import { MeetingListPage } from "./MeetingListPage";
import { NewsDetailPage } from "./NewsDetailPage";
import { NewsListPage } from "./NewsListPage";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

async function renderPage(path: string, handler: FakeHandler = contentHandler(), withPreview = false) {
  http.defaults.adapter = fakeAdapter(handler);
  const engine = createAppEngine();
  await act(async () => {
    render(
      <AppEngineProvider engine={engine}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="newsList/:type" element={<NewsListPage />} />
            <Route path="news/:newsId" element={<NewsDetailPage />} />
            <Route path="meetingList/:type" element={<MeetingListPage />} />
          </Routes>
          <Where />
          {withPreview && <FilePreviewHost />}
        </MemoryRouter>
      </AppEngineProvider>,
    );
  });
}

const failing: FakeHandler = () => ({
  status: 500,
  data: { state: false, message: "数据库连接失败", logId: "a1b2c3" },
});

beforeEach(() => {
  setRuntimeContext({ ...TEST_CONTEXT });
});

describe("content routes", () => {
  it("are the paths spec 3 names", () => {
    expect(contentRoutes.map((r) => r.path)).toEqual([
      "newsList/:type",
      "news/:newsId",
      "meetingList/:type",
      "v-system",
      "v-system/:ruleId",
    ]);
  });
});

describe("NewsListPage", () => {
  it("lists the notices of /newsList/1, each a link to its detail", async () => {
    await renderPage("/newsList/1");
    expect(await screen.findByRole("heading", { name: "通知公告" })).toBeInTheDocument();
    const link = await screen.findByRole("link", { name: "关于元旦放假安排的通知" });
    expect(link).toHaveAttribute("href", "/news/n1");
    expect(screen.getByText("行政部")).toBeInTheDocument();
    expect(screen.getByText("2026-11-20")).toBeInTheDocument();
    fireEvent.click(link);
    expect(await screen.findByRole("heading", { name: "关于元旦放假安排的通知" })).toBeInTheDocument();
  });

  it("lists the news of /newsList/0", async () => {
    await renderPage("/newsList/0");
    expect(await screen.findByRole("heading", { name: "新闻动态" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "公司荣获年度优秀雇主奖" })).toBeInTheDocument();
  });

  it("says so when there are none", async () => {
    await renderPage("/newsList/0", () => ({ data: { rows: [], total: 0 } }));
    expect(await screen.findByText("暂无新闻")).toBeInTheDocument();
  });

  it("shows a failed load with the server's message", async () => {
    await renderPage("/newsList/1", failing);
    expect(await screen.findByText(/数据库连接失败/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "重试" })).toBeInTheDocument();
  });

  it("shows an unknown type as a status page with a way home", async () => {
    await renderPage("/newsList/7");
    expect(screen.getByText("没有这一类新闻公告")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "返回首页" })).toHaveAttribute("href", "/home");
  });
});

describe("NewsDetailPage", () => {
  it("shows title, author, dates and the sanitised body; app links follow the router", async () => {
    await renderPage("/news/n1");
    expect(await screen.findByRole("heading", { name: "关于元旦放假安排的通知" })).toBeInTheDocument();
    expect(screen.getByText("作者：行政部")).toBeInTheDocument();
    expect(screen.getByText("发布时间：2026-11-20 09:00")).toBeInTheDocument();
    expect(screen.getByText("截止日期：2027-01-03")).toBeInTheDocument();
    expect(screen.getByText("元旦放假三天。")).toBeInTheDocument();
    expect(document.querySelector("script")).toBeNull();
    const external = screen.getByRole("link", { name: "外部" });
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
    const inApp = screen.getByRole("link", { name: "待办事项" });
    expect(inApp).toHaveAttribute("href", "/fvue/v-flow/v-todo");
    fireEvent.click(inApp);
    expect(screen.getByTestId("where")).toHaveTextContent("/v-flow/v-todo");
  });

  it("shows the item's attachments with preview and download", async () => {
    const opened = vi.fn();
    const unregister = setFilePreviewOpener(opened);
    const seen: { path: string; data?: unknown }[] = [];
    const base = contentHandler(seen);
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.href);
    });
    try {
      await renderPage("/news/n1", (config) =>
        config.url?.includes("/fileGet")
          ? {
              data: {
                id: "f-notice-1",
                name: "放假安排.pdf",
                size: 10,
                downloadUrl: "/system/file/v1/downloadFile?fileId=f-notice-1&sig=s1",
                inlineUrl: "/system/file/v1/preview?fileId=f-notice-1&sig=s2",
              },
            }
          : base(config),
      );
      const part = await screen.findByRole("region", { name: "附件" });
      expect(within(part).getByText("放假安排.pdf")).toBeInTheDocument();
      fireEvent.click(within(part).getByRole("button", { name: "预览 放假安排.pdf" }));
      expect(opened).toHaveBeenCalledWith({ id: "f-notice-1", name: "放假安排.pdf", size: 0 });
      await act(async () => {
        fireEvent.click(within(part).getByRole("button", { name: "下载 放假安排.pdf" }));
      });
      expect(clicked).toEqual(["http://api.test/system/file/v1/downloadFile?fileId=f-notice-1&sig=s1"]);
      expect(within(part).queryByRole("button", { name: /删除/ })).toBeNull();
    } finally {
      click.mockRestore();
      unregister();
    }
  });

  it("reads the attachments of an answer that has only ffj (the list as JSON text)", async () => {
    await renderPage("/news/w1");
    const part = await screen.findByRole("region", { name: "附件" });
    expect(within(part).getByText("颁奖照片.pdf")).toBeInTheDocument();
  });

  it("shows the message of an attachment that fails to open", async () => {
    const base = contentHandler();
    await renderPage(
      "/news/w1",
      (config) =>
        config.url?.includes("/onlinePreview")
          ? { status: 404, data: { state: false, message: "附件已被删除" } }
          : base(config),
      true,
    );
    fireEvent.click(await screen.findByRole("button", { name: "预览 颁奖照片.pdf" }));
    expect(await findInDialog("附件预览：颁奖照片.pdf", /附件已被删除/)).toBeInTheDocument();
  });

  it("says 暂无附件 for an item without files", async () => {
    const base = contentHandler();
    await renderPage("/news/n1", (config) =>
      config.url?.includes("/getJson")
        ? { data: { id: "n9", fbt: "无附件的通知", content: "<p>正文</p>", file: [], ffj: "[]" } }
        : base(config),
    );
    const part = await screen.findByRole("region", { name: "附件" });
    expect(within(part).getByText("暂无附件")).toBeInTheDocument();
  });

  it("shows the loading state while the item is on its way", async () => {
    await renderPage("/news/n1", () => new Promise(() => {}));
    expect(screen.getByRole("status")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "附件" })).toBeNull();
  });

  it("links back to the list it belongs to", async () => {
    await renderPage("/news/n1");
    expect(await screen.findByRole("link", { name: "返回列表" })).toHaveAttribute("href", "/newsList/1");
  });

  it("shows a missing item as a status page, not the bare not-found page", async () => {
    await renderPage("/news/gone");
    expect(await screen.findByText("该新闻公告不存在或已删除")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "返回首页" })).toBeInTheDocument();
  });

  it("shows a failed load with a retry", async () => {
    await renderPage("/news/n1", failing);
    expect(await screen.findByText(/数据库连接失败/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "重试" })).toBeInTheDocument();
  });
});

describe("MeetingListPage", () => {
  it("lists the meetings read-only: name, start, end, room; pages through them", async () => {
    const seen: { path: string; data?: unknown }[] = [];
    await renderPage("/meetingList/0", contentHandler(seen));
    expect(await screen.findByRole("heading", { name: "会议列表" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "会议列表" });
    expect(within(table).getByText("研发部周例会")).toBeInTheDocument();
    expect(within(table).getAllByText("301 会议室")).toHaveLength(20);
    expect(within(table).getAllByText("2026-11-22 09:30")).toHaveLength(20);
    expect(screen.getByText("第 1 / 2 页，共 25 条")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "下一页" }));
    expect(await screen.findByText(MEETINGS[24].hymc)).toBeInTheDocument();
    expect(seen.at(-1)?.path).toBe("/portal/meetingRoomAppointment/v1/listJson");
    expect(JSON.parse(String(seen.at(-1)?.data)).pageBean).toMatchObject({ page: 2, pageSize: 20 });
  });

  it("says 暂无会议 when there are none", async () => {
    await renderPage("/meetingList/0", () => ({ data: { rows: [], total: 0 } }));
    expect(await screen.findByText("暂无会议")).toBeInTheDocument();
  });

  it("shows a failed load with the server's message", async () => {
    await renderPage("/meetingList/0", failing);
    expect(await screen.findByText(/数据库连接失败/)).toBeInTheDocument();
  });
});
