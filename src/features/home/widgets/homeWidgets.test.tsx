import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setRuntimeContext } from "../../../api/hosts";
import type { DataRequest, FetchResponse } from "../../../engine";
import { SchemaRenderer } from "../../../engine/react";
import i18n from "../../../i18n";
import { currentUserAtom, userDetailAtom } from "../../../platform/session/atoms";
import { appStore } from "../../../platform/session/store";
import { oftenFlows } from "../../flow";
import { salesTrend, userRows } from "../../statement";
import { homeFixtureAnswer, meetingRows } from "./fixtures";
import { homeDocument, homeEngine, renderHomeWidget } from "./testEngine";

// echarts needs a canvas; the chart's own tests cover drawing, so the host is a stub here.
vi.mock("../../../widgets/chart/EChart", () => ({
  default: ({ option }: { option: { series: { type: string }[] } }) => (
    <div data-testid="echart">{option.series.map((s) => s.type).join(",")}</div>
  ),
}));

const bpm = vi.hoisted(() => ({
  getMyOftenFlow: vi.fn(),
  saveMyOftenFlow: vi.fn(),
  newProcess: vi.fn(),
}));
vi.mock("../../flow/api/bpmLists", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...bpm,
}));

const bodyOf = (request: DataRequest) => request.body as { pageBean: { pageSize: number } };
const failing =
  (path: string, answer: FetchResponse) =>
  (request: DataRequest): FetchResponse =>
    request.path.endsWith(path) ? answer : homeFixtureAnswer(request);
const never = () => new Promise<FetchResponse>(() => {});
const serverError: FetchResponse = {
  status: 500,
  data: { state: false, message: "数据库连接失败", logId: "a1b2c3" },
};

beforeAll(async () => {
  // The widgets load lazily; loading the chunk once up front keeps each test's waits short.
  await Promise.all([import("./flowWidgets"), import("./contentWidgets"), import("./dataWidgets")]);
}, 30_000);

beforeEach(() => {
  appStore.set(currentUserAtom, {
    userId: "u-zhangsan",
    account: "zhangsan",
    username: "张三",
    token: "t",
    expiration: 3600,
    loginTime: Date.now(),
  } as never);
  appStore.set(userDetailAtom, {
    org: [
      { orgId: "o-x", orgName: "兼职部门", orgCode: "x", pathName: "x", isMaster: 0 },
      { orgId: "o-rd", orgName: "研发部", orgCode: "rd", pathName: "研发部", isMaster: 1 },
    ],
  } as never);
});

afterEach(() => {
  appStore.set(currentUserAtom, null);
  appStore.set(userDetailAtom, null);
});

describe("home widget definitions", () => {
  it("registers the nine widgets of the shared decisions", () => {
    const { engine } = homeEngine();
    for (const type of [
      "home-todo",
      "home-meetings",
      "home-often-flows",
      "home-news",
      "home-rules",
      "home-carousel",
      "home-often-systems",
      "home-custom-chart",
      "home-dialog-table",
      "home-done-list",
    ]) {
      expect(engine.widgets.has(type), type).toBe(true);
    }
  });

  it("refuses misspelt props, a missing news kind and a missing alias at load", () => {
    const { engine } = homeEngine();
    const load = (node: Record<string, unknown>) => engine.load(homeDocument(node));
    expect(load({ type: "home-todo", pageSize: 8, refreshSize: 7 }).ok).toBe(true);
    expect(load({ type: "home-todo", pagesize: 8 }).ok).toBe(false);
    expect(load({ type: "home-news" }).ok).toBe(false);
    expect(load({ type: "home-news", kind: "blog" }).ok).toBe(false);
    expect(load({ type: "home-custom-chart" }).ok).toBe(false);
    expect(load({ type: "home-dialog-table", alias: "userSelector" }).ok).toBe(true);
  });
});

describe("home-todo (spec 2 §9: first load 8 rows, refresh 7)", () => {
  it("loads the first 8 to-do rows, shows the total as a badge and refreshes with 7", async () => {
    const { requests } = await renderHomeWidget({ type: "home-todo" });
    expect(await screen.findByText("张三的请假申请（3 天）")).toBeInTheDocument();
    expect(requests[0].path).toBe("/runtime/task/v1/getTodoList");
    expect(bodyOf(requests[0]).pageBean.pageSize).toBe(8);
    const list = screen.getByRole("list", { name: "待办事项" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(8);
    expect(screen.getByText("12")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "刷新" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(7));
    expect(bodyOf(requests[1]).pageBean.pageSize).toBe(7);
    fireEvent.click(screen.getByRole("button", { name: "刷新" }));
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(bodyOf(requests[2]).pageBean.pageSize).toBe(7);
  });

  it("leads the heading to the to-do list of the master org", async () => {
    const { calls } = await renderHomeWidget({ type: "home-todo" });
    fireEvent.click(await screen.findByRole("button", { name: "待办事项" }));
    expect(calls).toContainEqual(
      expect.objectContaining({
        kind: "navigate",
        to: `/v-flow/v-todo/${encodeURIComponent("研发部")}/o-rd`,
      }),
    );
  });

  it("opens rows by the to-do rule; a task shared by two leaders asks which leader first", async () => {
    const { calls } = await renderHomeWidget({ type: "home-todo" });
    fireEvent.click(await screen.findByRole("button", { name: "张三的请假申请（3 天）" }));
    expect(calls).toContainEqual(expect.objectContaining({ kind: "navigate", to: "/task/t-1/0" }));
    fireEvent.click(screen.getByRole("button", { name: "委托给李四的合同审批" }));
    expect(calls).toContainEqual(expect.objectContaining({ kind: "navigate", to: "/instRead/i-t-5/agent" }));

    fireEvent.click(screen.getByRole("button", { name: "市场部年度预算" }));
    // The choice loads on its first opening (its own chunk), under the same title.
    await screen.findByRole("radio", { name: "赵六" });
    const dialog = screen.getByRole("dialog", { name: /请选择一个领导代为审批/ });
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    expect(calls).toContainEqual({ kind: "toast", message: "请选择代为审批的领导", intent: "warning" });
    fireEvent.click(within(dialog).getByRole("radio", { name: "赵六" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    expect(calls).toContainEqual(expect.objectContaining({ kind: "navigate", to: "/task/t-4/u-zhaoliu" }));
  });

  it("shows 加载中… while the first page is on its way", async () => {
    await renderHomeWidget({ type: "home-todo" }, never);
    expect(await screen.findByText("加载中…")).toBeInTheDocument();
  });

  it("says 暂无待办事项 when there is nothing to do", async () => {
    await renderHomeWidget({ type: "home-todo" }, () => ({
      status: 200,
      data: { rows: [], total: 0, page: 1, pageSize: 8 },
    }));
    expect(await screen.findByText("暂无待办事项")).toBeInTheDocument();
  });

  it("shows the server's message and log id, and retries", async () => {
    let fail = true;
    await renderHomeWidget({ type: "home-todo" }, (request) =>
      fail ? serverError : homeFixtureAnswer(request),
    );
    expect(await screen.findByText("数据库连接失败 【日志ID：a1b2c3】")).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByText("张三的请假申请（3 天）")).toBeInTheDocument();
  });
});

describe("home-meetings", () => {
  it("shows today's first 3 meetings with their start time and leads to /meetingList/0", async () => {
    const { requests, calls } = await renderHomeWidget({ type: "home-meetings" });
    expect(await screen.findByText("研发部周例会")).toBeInTheDocument();
    expect(screen.getByText("2026-11-22 09:30")).toBeInTheDocument();
    expect(screen.queryByText(meetingRows[3].hymc)).not.toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      host: "portal",
      path: "/portal/meetingRoomAppointment/v1/pendingJson",
      method: "GET",
      query: { rows: 3 },
    });
    fireEvent.click(screen.getByRole("button", { name: "今日会议" }));
    expect(calls).toContainEqual(expect.objectContaining({ kind: "navigate", to: "/meetingList/0" }));
  });

  it("says 今日暂无会议 when there are none", async () => {
    await renderHomeWidget({ type: "home-meetings" }, () => ({ status: 200, data: { rows: [], total: 0 } }));
    expect(await screen.findByText("今日暂无会议")).toBeInTheDocument();
  });

  it("shows a failed load in the widget", async () => {
    await renderHomeWidget({ type: "home-meetings" }, failing("/pendingJson", serverError));
    expect(await screen.findByText("数据库连接失败 【日志ID：a1b2c3】")).toBeInTheDocument();
  });
});

describe("home-rules (issue 13 §1: 规章制度 rows open the rule)", () => {
  it("lists the published rules from getRulesAndControlList, first page of `rows`, with their dates", async () => {
    const { requests } = await renderHomeWidget({ type: "home-rules", rows: 2 });
    expect(await screen.findByText("员工手册（2026版）")).toBeInTheDocument();
    expect(screen.getByText("2026-11-24")).toBeInTheDocument();
    expect(screen.queryByText("信息安全管理规定")).not.toBeInTheDocument();
    expect(requests[0].path).toBe("/portalRulesAndControl/v1/getRulesAndControlList");
    expect(bodyOf(requests[0]).pageBean).toMatchObject({ page: 1, pageSize: 2 });
  });

  it("makes each rule a link to /v-system/{id} under the app base, followed through the host", async () => {
    const { calls } = await renderHomeWidget({ type: "home-rules" });
    const link = await screen.findByRole("link", { name: "差旅费报销管理办法" });
    expect(link).toHaveAttribute("href", "/fvue/v-system/rc-2");
    expect(fireEvent.click(link)).toBe(false);
    expect(calls).toContainEqual(expect.objectContaining({ kind: "navigate", to: "/v-system/rc-2" }));
  });

  it("says 暂无规章制度 when there are none", async () => {
    await renderHomeWidget({ type: "home-rules" }, () => ({ status: 200, data: { rows: [], total: 0 } }));
    expect(await screen.findByText("暂无规章制度")).toBeInTheDocument();
  });
});

describe("home-news", () => {
  it("lists notices from listNotice with title, author and date", async () => {
    const { requests } = await renderHomeWidget({ type: "home-news", kind: "notice" });
    expect(await screen.findByText("关于元旦放假安排的通知")).toBeInTheDocument();
    expect(screen.getByText("行政部")).toBeInTheDocument();
    expect(screen.getByText("2026-11-20")).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ path: "/portal/messageNews/v1/listNotice", query: { rows: 5 } });
  });

  it("makes each row a link to its detail under the app base, followed through the host", async () => {
    const { calls } = await renderHomeWidget({ type: "home-news", kind: "notice" });
    const link = await screen.findByRole("link", { name: "关于元旦放假安排的通知" });
    expect(link.getAttribute("href")).toMatch(/^\/fvue\/news\/[^/]+$/);
    const path = link.getAttribute("href")?.slice("/fvue".length);
    expect(fireEvent.click(link)).toBe(false);
    expect(calls).toContainEqual(expect.objectContaining({ kind: "navigate", to: path }));
  });

  it("lists news from list, no more than `rows`", async () => {
    const { requests } = await renderHomeWidget({ type: "home-news", kind: "news", rows: 2 });
    expect(await screen.findByText("公司荣获年度优秀雇主奖")).toBeInTheDocument();
    expect(screen.queryByText("秋季运动会圆满落幕")).not.toBeInTheDocument();
    expect(requests[0]).toMatchObject({ path: "/portal/messageNews/v1/list", query: { rows: 2 } });
  });

  it("says 暂无通知公告 when there are none", async () => {
    await renderHomeWidget({ type: "home-news", kind: "notice" }, () => ({ status: 200, data: [] }));
    expect(await screen.findByText("暂无通知公告")).toBeInTheDocument();
  });

  it("shows a 200 answer with state false as a failure", async () => {
    await renderHomeWidget({ type: "home-news", kind: "news" }, () => ({
      status: 200,
      data: { state: false, message: "无权查看新闻" },
    }));
    expect(await screen.findByText("无权查看新闻")).toBeInTheDocument();
  });
});

describe("home-done-list", () => {
  it("POSTs getDoneInstList with page size 7 and opens /inst/{id}", async () => {
    const { requests, calls } = await renderHomeWidget({ type: "home-done-list" });
    fireEvent.click(await screen.findByRole("button", { name: "张三的费用报销" }));
    expect(requests[0]).toMatchObject({ path: "/runtime/instance/v1/getDoneInstList", method: "POST" });
    expect(bodyOf(requests[0]).pageBean.pageSize).toBe(7);
    expect(calls).toContainEqual(expect.objectContaining({ kind: "navigate", to: "/inst/i-22" }));
  });

  it("says 暂无已办流程 when there are none", async () => {
    await renderHomeWidget({ type: "home-done-list" }, () => ({ status: 200, data: { rows: [], total: 0 } }));
    expect(await screen.findByText("暂无已办流程")).toBeInTheDocument();
  });
});

const SAME_SITE_HOSTS = { portal: "", uc: "", form: "", bpmModel: "", bpmRunTime: "", front: "" };

describe("home-often-systems", () => {
  it("opens a system in a new window; a javascript: address is disabled", async () => {
    setRuntimeContext({ ...SAME_SITE_HOSTS, trustedLinkHosts: ["https://mail.example.com"] });
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    await renderHomeWidget({ type: "home-often-systems" });
    fireEvent.click(await screen.findByRole("button", { name: /邮件系统/ }));
    expect(open).toHaveBeenCalledWith("https://mail.example.com/", "_blank", "noopener,noreferrer");
    fireEvent.click(screen.getByRole("button", { name: /知识库/ }));
    expect(open).toHaveBeenCalledWith("/statement/wiki", "_blank", "noopener,noreferrer");
    const unsafe = screen.getByRole("button", { name: /旧报表/ });
    expect(unsafe).toBeDisabled();
    fireEvent.click(unsafe);
    expect(open).toHaveBeenCalledTimes(2);
    open.mockRestore();
    setRuntimeContext(null);
  });

  it("says 暂无常用系统 when there are none", async () => {
    await renderHomeWidget({ type: "home-often-systems" }, () => ({ status: 200, data: [] }));
    expect(await screen.findByText("暂无常用系统")).toBeInTheDocument();
  });
});

describe("home-carousel", () => {
  it("shows the images written in the node without calling the server", async () => {
    const { requests } = await renderHomeWidget({
      type: "home-carousel",
      images: [
        { src: "/a.png", title: "年度战略发布会" },
        { src: "/b.png", title: "优秀团队表彰" },
      ],
      interval: 5000,
    });
    expect(await screen.findByAltText("年度战略发布会")).toBeInTheDocument();
    expect(screen.getByAltText("优秀团队表彰")).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("reads the press releases of a type from the server", async () => {
    const { requests } = await renderHomeWidget({ type: "home-carousel", pressType: "home" });
    expect(await screen.findByAltText("年度战略发布会")).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ path: "/portal/pressRelease/v1/getByType", query: { type: "home" } });
  });

  it("shows a failed read of the press releases with its log id", async () => {
    await renderHomeWidget({ type: "home-carousel", pressType: "home" }, failing("/getByType", serverError));
    expect(await screen.findByText("数据库连接失败 【日志ID：a1b2c3】")).toBeInTheDocument();
  });
});

describe("home-custom-chart", () => {
  it("fits its column (scope height 300): the chart is drawn below the tabs and the search bar (issue 13 §3)", async () => {
    const { engine } = homeEngine((request) =>
      request.path.endsWith("/getListData") ? never() : homeFixtureAnswer(request),
    );
    await act(async () => {
      render(
        <SchemaRenderer
          engine={engine}
          document={homeDocument({ type: "home-custom-chart", alias: "salesTrend", conditions: true })}
          data={{ height: 300 }}
        />,
      );
    });
    // The chart comes in its own chunk (the statement area's lazy CustomChart): its first import in a test
    // run transforms the table and the search bar, so this waits longer than the default second.
    const loading = await waitFor(
      () => {
        const state = document.querySelector<HTMLElement>(".tessera-custom-chart .tessera-widget-state");
        expect(state).not.toBeNull();
        return state as HTMLElement;
      },
      { timeout: 15_000 },
    );
    expect(loading.style.minHeight).toBe("224px");
  });

  it("reads the chart by alias, then conf.maxLength rows, with the chart/data tabs", async () => {
    const { requests } = await renderHomeWidget({ type: "home-custom-chart", alias: "salesTrend" });
    expect(await screen.findByTestId("echart")).toHaveTextContent("line");
    expect(requests[0]).toMatchObject({ host: "form", path: "/form/customChart/v1/get/salesTrend" });
    expect(requests[1]).toMatchObject({
      path: "/form/customChart/v1/getListData",
      method: "POST",
      query: { alias: "salesTrend" },
    });
    expect(bodyOf(requests[1]).pageBean.pageSize).toBe(100);
    expect(screen.getByRole("tab", { name: "数据" })).toBeInTheDocument();
  });

  it("with conditions, searches by the chart's conditions and reads the rows again", async () => {
    const withConditions = {
      ...salesTrend,
      conditionfield: JSON.stringify([
        {
          field: "month",
          comment: "月份",
          condition: "EQ",
          dbType: "varchar",
          defaultType: "1",
          defaultValue: "",
        },
      ]),
    };
    const { requests } = await renderHomeWidget(
      { type: "home-custom-chart", alias: "salesTrend", conditions: true },
      (request) =>
        request.path.endsWith("/get/salesTrend")
          ? { status: 200, data: withConditions }
          : homeFixtureAnswer(request),
    );
    fireEvent.change(await screen.findByLabelText("月份"), { target: { value: "2024-03" } });
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    await waitFor(() => expect(requests.filter((r) => r.path.endsWith("/getListData"))).toHaveLength(2));
    const last = requests.filter((r) => r.path.endsWith("/getListData"))[1];
    expect((last.body as { querys: unknown[] }).querys).toEqual([
      expect.objectContaining({ property: "month", value: "2024-03", operation: "EQUAL" }),
    ]);
  });

  it("shows a definition that cannot be read as an error", async () => {
    await renderHomeWidget(
      { type: "home-custom-chart", alias: "nope" },
      failing("/get/nope", { status: 404, data: { state: false, message: "图表不存在" } }),
    );
    expect(await screen.findByText("图表不存在")).toBeInTheDocument();
  });
});

describe("home-dialog-table", () => {
  it("shows the dialog's rows 7 a page", async () => {
    const { requests } = await renderHomeWidget({ type: "home-dialog-table", alias: "userSelector" });
    expect(await screen.findByText("共 26 条")).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      path: "/form/customDialog/v1/getByAlias",
      query: { alias: "userSelector" },
    });
    const rows = requests.find((r) => r.path.endsWith("/getListData"));
    expect(rows && bodyOf(rows).pageBean.pageSize).toBe(7);
    const main = document.querySelector(".bp6-table-quadrant-main") as HTMLElement;
    expect(within(main).getByText(String(userRows[0].fullname))).toBeInTheDocument();
    expect(within(main).queryByText(String(userRows[7].fullname))).not.toBeInTheDocument();
  });
});

describe("home-often-flows", () => {
  beforeEach(() => {
    bpm.getMyOftenFlow.mockResolvedValue(oftenFlows);
    bpm.newProcess.mockResolvedValue({ rows: [], total: 0, page: 1, pageSize: 1000 });
    bpm.saveMyOftenFlow.mockResolvedValue({ state: true });
  });

  it("starts a flow at once, or after choosing who starts it when the flow has leaders", async () => {
    const { calls } = await renderHomeWidget({ type: "home-often-flows" });
    fireEvent.click(await screen.findByRole("button", { name: /请假申请/ }));
    expect(calls).toContainEqual(expect.objectContaining({ kind: "navigate", to: "/agentStart/d-leave/0" }));
    fireEvent.click(screen.getByRole("button", { name: /费用报销/ }));
    await screen.findByRole("radio", { name: "李四" });
    const dialog = screen.getByRole("dialog", { name: /请选择一个发起人/ });
    fireEvent.click(within(dialog).getByRole("radio", { name: "李四" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    expect(calls).toContainEqual(
      expect.objectContaining({ kind: "navigate", to: "/agentStart/d-expense/u-lisi" }),
    );
  });

  it("shows a failed load of the often-used flows", async () => {
    bpm.getMyOftenFlow.mockRejectedValue({ message: "服务器内部错误", logId: "9f2c1a" });
    await renderHomeWidget({ type: "home-often-flows" });
    expect(await screen.findByText("服务器内部错误 【日志ID：9f2c1a】")).toBeInTheDocument();
  });

  it("opens the settings dialog with the startable flows", async () => {
    await renderHomeWidget({ type: "home-often-flows" });
    await act(async () => {
      fireEvent.click(await screen.findByRole("button", { name: "设置" }));
    });
    expect(bpm.newProcess).toHaveBeenCalledTimes(1);
  });
});

describe("texts in en-US", () => {
  afterEach(async () => {
    await i18n.changeLanguage("zh-CN");
  });

  it("shows the widgets' own texts in English", async () => {
    await i18n.changeLanguage("en-US");
    await renderHomeWidget({ type: "home-news", kind: "news" }, () => ({ status: 200, data: [] }));
    expect(await screen.findByText("No news")).toBeInTheDocument();
  });
});
