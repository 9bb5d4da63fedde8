// biome-ignore-all lint/suspicious/noTemplateCurlyInString: "${portal}" is the hosts' own placeholder syntax
import { act, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { InternalAxiosRequestConfig } from "axios";
import { createStore, Provider } from "jotai";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import type { HomeLayout, SysIndexColumn } from "../../../api/contract";
import { setRuntimeContext } from "../../../api/hosts";
import { http } from "../../../api/http";
import { fakeAdapter, pathOf, TEST_CONTEXT } from "../../../api/testing/fakeAdapter";
import { restoreHttpAfterEach } from "../../../api/testing/httpReset";
import { AppEngineProvider, createAppEngine } from "../../../app/setup";
import { sampleUser } from "../../../app/shell/layoutFixtures";
import { currentUserAtom } from "../../../platform/session/atoms";
import { b64, HOME_COLUMNS, homeColumn, homeFixtureAnswer } from "../widgets/column/fixtures";
import { HomePage } from "./HomePage";

// Lazy widget chunks (engine documents) load on first use; a busy machine needs more than a second.
configure({ asyncUtilTimeout: 4000 });

let calls: InternalAxiosRequestConfig[] = [];

beforeEach(() => {
  calls = [];
  setRuntimeContext({ ...TEST_CONTEXT });
});
restoreHttpAfterEach();
afterEach(() => {
  vi.restoreAllMocks();
});

interface Setup {
  layout?: HomeLayout | null;
  columns?: Record<string, SysIndexColumn>;
  /** Load the reminders from the (fake) server instead of none. */
  reminders?: boolean;
  /** Sign in as a short-link guest. */
  guest?: boolean;
}

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

async function renderHome({ layout, columns, reminders, guest }: Setup = {}) {
  http.defaults.adapter = fakeAdapter((config) => {
    calls.push(config);
    return homeFixtureAnswer(config, { layout, columns });
  });
  const store = createStore();
  store.set(
    currentUserAtom,
    guest ? { ...sampleUser, userAttrs: { ...sampleUser.userAttrs, guest: true } } : sampleUser,
  );
  await act(async () => {
    render(
      <Provider store={store}>
        <AppEngineProvider engine={createAppEngine()}>
          <MemoryRouter initialEntries={["/home"]}>
            <Routes>
              <Route
                path="/home"
                element={
                  <HomePage
                    reminders={reminders ? undefined : { load: async () => [] }}
                    welcome={{ loadCounts: async () => ({}) }}
                  />
                }
              />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </AppEngineProvider>
      </Provider>,
    );
  });
}

const callsTo = (path: string) => calls.filter((c) => pathOf(c) === path);
const columnOf = (name: string) => screen.getByText(name).closest(".tessera-home-column") as HTMLElement;

describe("the home page layout (issue 5 §1)", () => {
  it("asks for every column of the layout in ONE getDatasByAlias with a raw text body", async () => {
    await renderHome();
    await screen.findByText("公告栏");
    const batch = callsTo("/portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias");
    expect(batch).toHaveLength(1);
    expect(batch[0].method).toBe("post");
    expect(typeof batch[0].data).toBe("string");
    expect(String(batch[0].headers?.["Content-Type"])).toMatch(/^text\/plain/);
    expect(String(batch[0].data).split(",").sort()).toEqual(
      [
        "staticNotice",
        "secret",
        "requestNews",
        "pagedPost",
        "failing",
        "reportChart",
        "dialogUsers",
        "templateDoc",
      ].sort(),
    );
  });

  it("shows the welcome overview when the layout is empty", async () => {
    await renderHome({ layout: null });
    expect(await screen.findByText("我的应用")).toBeInTheDocument();
    expect(callsTo("/portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias")).toHaveLength(0);
  });

  it("loads the user's reminders from getFormRemindDataByUser on load", async () => {
    await renderHome({ reminders: true });
    expect(await screen.findByText("合同到期提醒")).toBeInTheDocument();
    expect(callsTo("/form/formRemindData/v1/getFormRemindDataByUser")).toHaveLength(1);
  });

  it("asks no reminders for a short-link guest (a guest has none and may not ask)", async () => {
    await renderHome({ reminders: true, guest: true });
    await screen.findByText("公告栏");
    expect(callsTo("/form/formRemindData/v1/getFormRemindDataByUser")).toHaveLength(0);
  });

  it("hides a column whose displayRights is false", async () => {
    await renderHome();
    await screen.findByText("公告栏");
    expect(screen.queryByText("保密栏目")).not.toBeInTheDocument();
  });

  it("gives grid cells their spans per breakpoint", async () => {
    await renderHome();
    await screen.findByText("公告栏");
    const cells = document.querySelectorAll<HTMLElement>(".tessera-home-cell");
    expect(cells[0].dataset.spans).toBe("24/12/12/12/12");
    expect(cells[1].dataset.spans).toBe("24/24/24/24/8");
    expect(cells[1].style.getPropertyValue("--tessera-span-xl")).toBe("8");
  });

  it("cuts tab labels over 10 characters and keeps the whole label as a tooltip", async () => {
    await renderHome();
    const tab = await screen.findByText("各子公司项目进度一览…");
    expect(tab).toHaveAttribute("title", "各子公司项目进度一览表格");
    expect(screen.getByText("督办")).toBeInTheDocument();
    // A named tab container shows its name above the tabs.
    const group = screen.getByRole("region", { name: "工作进展" });
    expect(within(group).getByRole("heading", { name: "工作进展" })).toBeInTheDocument();
    expect(within(group).getByText("督办")).toBeInTheDocument();
  });

  it("shows a column's header with a more button: a route opens in the app, newWindow in a new window", async () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    // The column's more link is on another site: the link rule follows it only to an allowed host.
    setRuntimeContext({ ...TEST_CONTEXT, trustedLinkHosts: ["https://example.com"] });
    await renderHome();
    fireEvent.click(
      within(await screen.findByText("新闻动态").then(() => columnOf("新闻动态"))).getByRole("button", {
        name: /新闻动态/,
      }),
    );
    expect(open).toHaveBeenCalledWith("https://example.com/news", "_blank", "noopener,noreferrer");
    fireEvent.click(within(columnOf("公告栏")).getByRole("button", { name: /公告栏/ }));
    expect((await screen.findByTestId("where")).textContent).toBe("/v-message/notice");
  });

  it("gives every column its colHeight, 300 by default", async () => {
    await renderHome();
    await screen.findByText("通讯录");
    const body = (name: string) => columnOf(name).querySelector<HTMLElement>(".tessera-card-body");
    expect(body("通讯录")?.style.height).toBe("240px");
    expect(body("公告栏")?.style.height).toBe("300px");
  });
});

describe("column data modes (issue 5 §1)", () => {
  it("shows static html sanitised", async () => {
    await renderHome();
    const text = await screen.findByText("欢迎使用 Tessera");
    expect(text).toHaveClass("notice");
    expect(columnOf("公告栏").querySelector("script")).toBeNull();
  });

  it("GETs request data with dataParam as the query and renders the mustache template", async () => {
    await renderHome();
    expect(await screen.findByText("公司年会通知")).toBeInTheDocument();
    expect(within(columnOf("新闻动态")).getByText("共 2 条")).toBeInTheDocument();
    const [call] = callsTo("/portal/messageNews/v1/list");
    expect(call.method).toBe("get");
    expect(call.params).toEqual({ rows: "5" });
  });

  it("POSTs request data with dataParam values JSON-parsed plus pageBean and querys, and reads the page back", async () => {
    await renderHome();
    expect(await screen.findByText("季度预算复核")).toBeInTheDocument();
    expect(within(columnOf("督办事项")).getByText("第 1 页，共 11 条")).toBeInTheDocument();
    const [call] = callsTo("/form/supervise/v1/list");
    expect(call.method).toBe("post");
    expect(JSON.parse(call.data)).toEqual({
      status: "open",
      filter: { level: 2 },
      pageBean: { page: 1, pageSize: 10, showTotal: true },
      querys: [],
    });
  });

  it("shows a custom dialog's rows (dataMode 1) under the definition's display fields", async () => {
    await renderHome();
    expect(await screen.findByText("张三")).toBeInTheDocument();
    const column = columnOf("通讯录");
    expect(within(column).getByRole("columnheader", { name: "姓名" })).toBeInTheDocument();
    expect(within(column).getByText("lisi")).toBeInTheDocument();
    expect(callsTo("/form/customDialog/v1/getByAlias")[0].params).toEqual({ alias: "userSelector" });
    expect(callsTo("/form/customDialog/v1/getListData")[0].params).toMatchObject({ alias: "userSelector" });
  });

  it("renders a template by alias (dataMode 4) that is an engine document with {data, column, height} in scope", async () => {
    await renderHome();
    expect(await screen.findByText("引擎文档 高 300")).toBeInTheDocument();
  });

  it("renders a static column (dataMode 0) whose template is an engine document, as the seeded widget columns are", async () => {
    const columns = {
      ...HOME_COLUMNS,
      staticNotice: {
        ...HOME_COLUMNS.staticNotice,
        templateHtml: HOME_COLUMNS.templateDoc.templateHtml,
      },
    };
    await renderHome({ columns });
    expect((await screen.findAllByText(/^公告栏 高 \d+$/)).length).toBeGreaterThan(0);
    expect(screen.queryByText(/"type":"page"/)).toBeNull();
  });

  it("renders a mustache template of a dialog column with the page of rows as data", async () => {
    const columns = {
      ...HOME_COLUMNS,
      dialogUsers: {
        ...HOME_COLUMNS.dialogUsers,
        templateHtml: b64("{{#rows}}<b>{{fullname}}</b>{{/rows}}<i>{{data.total}} 人</i>"),
      },
    };
    await renderHome({ columns });
    expect(await screen.findByText("李四")).toBeInTheDocument();
    expect(screen.getByText("李四").tagName).toBe("B");
    expect(screen.getByText("2 人")).toBeInTheDocument();
  });

  it("loads a report chart's data from getEchartsData when its tab opens", async () => {
    await renderHome();
    fireEvent.click(await screen.findByText("各子公司项目进度一览…"));
    await waitFor(() => expect(callsTo("/runtime/report/v1/getEchartsData")).toHaveLength(1));
    expect(callsTo("/runtime/report/v1/getEchartsData")[0].params).toEqual({ reportId: "projectCost" });
    expect(callsTo("/portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias")).toHaveLength(1);
  });

  it("renders a custom chart column (chartType 2) through the custom-chart widget", async () => {
    const layout: HomeLayout = { list: [{ alias: "sales" }] };
    const columns = {
      sales: homeColumn("sales", {
        name: "销售趋势",
        colType: 4,
        dataParam: JSON.stringify({ chartType: 2, id: "salesTrend" }),
      }),
    };
    await renderHome({ layout, columns });
    await screen.findByText("销售趋势");
    await waitFor(() => expect(callsTo("/form/customChart/v1/get/salesTrend")).toHaveLength(1));
  });

  it("shows a failing column's error text in red inside the column while the others render", async () => {
    await renderHome();
    const error = await within(await waitFor(() => columnOf("出错的栏目"))).findByText(/栏目数据源不可用/);
    expect(error).toHaveClass("tessera-home-column-error-text");
    expect(getComputedStyle(error).color).toBe("rgb(205, 66, 70)");
    expect(await screen.findByText("季度预算复核")).toBeInTheDocument();
    expect(screen.getByText("公司年会通知")).toBeInTheDocument();
  });
});
