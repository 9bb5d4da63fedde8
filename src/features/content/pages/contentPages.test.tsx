import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { beforeEach, describe, expect, it } from "vitest";
import { setRuntimeContext } from "../../../api/hosts";
import { http } from "../../../api/http";
import { type FakeHandler, fakeAdapter, TEST_CONTEXT } from "../../../api/testing/fakeAdapter";
import { AppEngineProvider, createAppEngine } from "../../../app/setup";
import "../../../i18n";
import { contentHandler, MEETINGS } from "../fixtures";
import { contentRoutes } from "./contentRoutes";
import { MeetingListPage } from "./MeetingListPage";
import { NewsDetailPage } from "./NewsDetailPage";
import { NewsListPage } from "./NewsListPage";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

async function renderPage(path: string, handler: FakeHandler = contentHandler()) {
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
