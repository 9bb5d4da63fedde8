import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import "../../../../i18n";
import { AppEngineProvider, createAppEngine } from "../../../../app/setup";
import { sampleUser } from "../../../../app/shell/layoutFixtures";
import type { DataRequest, FetchResponse } from "../../../../engine";
import { recordingHost, stubFetcher } from "../../../../engine/testing";
import { LIST_STATE_KEYS } from "../../../../platform/menus/menuSelection";
import { currentUserAtom } from "../../../../platform/session/atoms";
import { flowFixtureAnswer, pageOf, requestRows, todoRows } from "../../widgets/list/fixtures";
import { LIST_QUERY_KEY } from "../../widgets/list/listQuery";
import { FlowListPage } from "./FlowListPage";
import { FLOW_LISTS, type FlowListName } from "./flowDocuments";

// Lazy widget chunks load on first use; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 4000 });

interface Options {
  answer?: (request: DataRequest) => FetchResponse | Promise<FetchResponse>;
  confirmAnswers?: boolean[];
}

/** Shows the current location and offers the browser's back, as the URL tests read and use them. */
function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="location">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
    </>
  );
}

async function renderList(path: string, pattern: string, list: FlowListName, options: Options = {}) {
  const host = recordingHost({ confirmAnswers: options.confirmAnswers });
  const { fetcher, requests } = stubFetcher(options.answer ?? flowFixtureAnswer);
  const engine = createAppEngine({ fetcher, host: host.host });
  const store = createStore();
  store.set(currentUserAtom, sampleUser);
  await act(async () => {
    render(
      <Provider store={store}>
        <AppEngineProvider engine={engine}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={pattern} element={<FlowListPage list={list} />} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </AppEngineProvider>
      </Provider>,
    );
  });
  return { calls: host.calls, requests };
}

const listCalls = (requests: DataRequest[], path: string) => requests.filter((r) => r.path === path);
const table = () => screen.getByRole("table");
const rowOf = (subject: string) => screen.getByText(subject).closest("tr") as HTMLElement;

describe("flow list documents", () => {
  it.each(Object.keys(FLOW_LISTS) as FlowListName[])(
    "%s loads in the app's engine without errors",
    (name) => {
      const result = createAppEngine().load(FLOW_LISTS[name].document);
      expect(result.ok ? [] : result.errors).toEqual([]);
    },
  );

  it("keeps the saved query under the key the shell clears on a menu selection", () => {
    expect(LIST_STATE_KEYS).toContain(LIST_QUERY_KEY);
  });
});

describe("v-todo (spec 2 §2.1, §2.4)", () => {
  it("lists getTodoList's rows with status labels, 10 a page", async () => {
    const { requests } = await renderList("/v-flow/v-todo", "/v-flow/v-todo", "todo");
    expect(await screen.findByText("张三的请假申请（3 天）")).toBeInTheDocument();
    const [call] = listCalls(requests, "/runtime/task/v1/getTodoList");
    expect(call).toMatchObject({
      host: "bpmRunTime",
      method: "POST",
      body: { pageBean: { page: 1, pageSize: 10, showTotal: true }, querys: [] },
    });
    expect(within(rowOf("张三的请假申请（3 天）")).getByText("待办")).toBeInTheDocument();
    expect(within(rowOf("差旅费报销 1,280.00 元")).getByText("共享")).toBeInTheDocument();
    expect(within(rowOf("委托给李四的合同审批")).getByText("委托")).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["标题", "流程名称", "当前节点", "状态", "发起人", "创建时间", "到期时间"]);
  });

  it("cuts subjects longer than 20 characters and shows the full text in a tooltip and as the name", async () => {
    await renderList("/v-flow/v-todo", "/v-flow/v-todo", "todo");
    const long = "研发部 2026 年第一季度服务器采购申请及配套软件授权续费";
    const cut = await screen.findByRole("link", { name: long });
    expect(cut).toHaveTextContent(`${Array.from(long).slice(0, 20).join("")}…`);
    fireEvent.mouseEnter(cut);
    await waitFor(() => expect(screen.getAllByText(long)).toHaveLength(2));
  });

  it("searches subject and flow name with LIKE, relation OR, group quickSearch, from page 1", async () => {
    const { requests } = await renderList("/v-flow/v-todo", "/v-flow/v-todo", "todo");
    await screen.findByText("张三的请假申请（3 天）");
    fireEvent.change(screen.getByRole("searchbox", { name: "快速搜索" }), { target: { value: " 请假 " } });
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    await waitFor(() => expect(listCalls(requests, "/runtime/task/v1/getTodoList")).toHaveLength(2));
    expect(listCalls(requests, "/runtime/task/v1/getTodoList")[1].body).toMatchObject({
      pageBean: { page: 1 },
      querys: [
        { property: "bt.subject_", value: "请假", operation: "LIKE", relation: "OR", group: "quickSearch" },
        {
          property: "bt.proc_def_name_",
          value: "请假",
          operation: "LIKE",
          relation: "OR",
          group: "quickSearch",
        },
      ],
    });
  });

  it("pages on the server and keeps page and search as the session's list query", async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      ...todoRows[0],
      id: `t-${i}`,
      subject: `任务 ${i}`,
    }));
    const { requests } = await renderList("/v-flow/v-todo", "/v-flow/v-todo", "todo", {
      answer: (r) => ({ status: 200, data: pageOf(many, r) }),
    });
    await screen.findByText("任务 0");
    expect(screen.getByText("共 25 条")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "第 3 页" }));
    expect(await screen.findByText("任务 20")).toBeInTheDocument();
    expect(requests.at(-1)?.body).toMatchObject({ pageBean: { page: 3, pageSize: 10 } });
    expect(JSON.parse(sessionStorage.getItem(LIST_QUERY_KEY) ?? "{}")).toMatchObject({
      key: "v-todo",
      state: { page: 3, pageSize: 10 },
    });
  });

  it("comes back to the saved page and search of the same list", async () => {
    sessionStorage.setItem(
      LIST_QUERY_KEY,
      JSON.stringify({ key: "v-todo", state: { page: 2, pageSize: 20, keyword: "报销", querys: [] } }),
    );
    const { requests } = await renderList("/v-flow/v-todo", "/v-flow/v-todo", "todo");
    await waitFor(() => expect(listCalls(requests, "/runtime/task/v1/getTodoList")).toHaveLength(1));
    expect(requests[0].body).toMatchObject({ pageBean: { page: 2, pageSize: 20 } });
    expect(screen.getByRole("searchbox", { name: "快速搜索" })).toHaveValue("报销");
  });

  it("keeps page and search in the URL: a change pushes ?page=&q=, back restores the previous rows", async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      ...todoRows[0],
      id: `t-${i}`,
      subject: `任务 ${i}`,
    }));
    const { requests } = await renderList("/v-flow/v-todo", "/v-flow/v-todo", "todo", {
      answer: (r) => ({ status: 200, data: pageOf(many, r) }),
    });
    await screen.findByText("任务 0");
    const location = () => screen.getByRole("status", { name: "location" }).textContent;
    expect(location()).toBe("/v-flow/v-todo");
    fireEvent.click(screen.getByRole("button", { name: "第 2 页" }));
    expect(await screen.findByText("任务 10")).toBeInTheDocument();
    expect(location()).toBe("/v-flow/v-todo?page=2");
    fireEvent.change(screen.getByRole("searchbox", { name: "快速搜索" }), { target: { value: "任务" } });
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    await waitFor(() => expect(location()).toBe("/v-flow/v-todo?q=%E4%BB%BB%E5%8A%A1"));
    fireEvent.click(screen.getByRole("button", { name: "back" }));
    await waitFor(() => expect(location()).toBe("/v-flow/v-todo?page=2"));
    await waitFor(() => expect(requests.at(-1)?.body).toMatchObject({ pageBean: { page: 2 }, querys: [] }));
    expect(await screen.findByText("任务 10")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "快速搜索" })).toHaveValue("");
    fireEvent.click(screen.getByRole("button", { name: "back" }));
    await waitFor(() => expect(location()).toBe("/v-flow/v-todo"));
    expect(await screen.findByText("任务 0")).toBeInTheDocument();
  });

  it("opens on the page and search a shared link names, over the session's saved query", async () => {
    sessionStorage.setItem(LIST_QUERY_KEY, JSON.stringify({ key: "v-todo", state: { page: 3 } }));
    const { requests } = await renderList("/v-flow/v-todo?page=2&size=20&q=报销", "/v-flow/v-todo", "todo");
    await waitFor(() => expect(listCalls(requests, "/runtime/task/v1/getTodoList")).toHaveLength(1));
    expect(requests[0].body).toMatchObject({
      pageBean: { page: 2, pageSize: 20 },
      querys: [
        { property: "bt.subject_", value: "报销", operation: "LIKE" },
        { property: "bt.proc_def_name_" },
      ],
    });
    expect(screen.getByRole("searchbox", { name: "快速搜索" })).toHaveValue("报销");
  });

  it("ignores a saved query of another list", async () => {
    sessionStorage.setItem(LIST_QUERY_KEY, JSON.stringify({ key: "v-done", state: { page: 4 } }));
    const { requests } = await renderList("/v-flow/v-todo", "/v-flow/v-todo", "todo");
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].body).toMatchObject({ pageBean: { page: 1 } });
  });

  it("passes the organisation of v-todo/{orgName}/{orgId} in the QueryFilter params", async () => {
    const { requests } = await renderList(
      "/v-flow/v-todo/研发部/o-rd",
      "/v-flow/v-todo/:orgName/:orgId",
      "todo",
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].body).toMatchObject({ params: { orgId: "o-rd" } });
  });

  it("shows its own title on the single route v-todo/{defKey}, filtered by the key", async () => {
    const { requests } = await renderList("/v-flow/v-todo/leave", "/v-flow/v-todo/:defKey", "todo");
    expect(screen.getByRole("heading", { name: "待办事项" })).toBeInTheDocument();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].body).toMatchObject({ params: { defKey: "leave" } });
  });

  it("opens an ordinary row as /task/{id}/0 and FOLLOW as /taskRead/{id}/FOLLOW", async () => {
    const { calls } = await renderList("/v-flow/v-todo", "/v-flow/v-todo", "todo");
    fireEvent.click(await screen.findByRole("link", { name: "张三的请假申请（3 天）" }));
    fireEvent.click(screen.getByRole("link", { name: "跟踪：办公用品申领" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.kind === "navigate").map((c) => c.kind === "navigate" && c.to)).toEqual([
        "/task/t-1/0",
        "/taskRead/t-6/FOLLOW",
      ]),
    );
  });

  it("opens SHARE with one identity as /task/{id}/{identityId}; AGENT owned by me read-only", async () => {
    const { calls } = await renderList("/v-flow/v-todo", "/v-flow/v-todo", "todo");
    fireEvent.click(await screen.findByRole("link", { name: "差旅费报销 1,280.00 元" }));
    fireEvent.click(screen.getByRole("link", { name: "委托给李四的合同审批" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.kind === "navigate").map((c) => c.kind === "navigate" && c.to)).toEqual([
        "/task/t-3/u-lisi",
        "/instRead/i-t-5/agent",
      ]),
    );
  });

  it("asks 请选择一个领导代为审批 for SHARE with several leaders and warns 请选择代为审批的领导 when none is chosen", async () => {
    const { calls } = await renderList("/v-flow/v-todo", "/v-flow/v-todo", "todo");
    fireEvent.click(await screen.findByRole("button", { name: "市场部年度预算" }));
    // The choice loads on its first opening (its own chunk), under the same title.
    await screen.findByRole("radio", { name: "赵六" });
    const dialog = screen.getByRole("dialog", { name: /请选择一个领导代为审批/ });
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    expect(calls).toContainEqual({ kind: "toast", message: "请选择代为审批的领导", intent: "warning" });
    expect(calls.some((c) => c.kind === "navigate")).toBe(false);
    fireEvent.click(within(dialog).getByRole("radio", { name: "赵六" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        kind: "navigate",
        to: "/task/t-4/u-zhaoliu",
        options: expect.anything(),
      }),
    );
  });

  it("shows the server's message and log id when the list fails, with a retry", async () => {
    let fail = true;
    await renderList("/v-flow/v-todo", "/v-flow/v-todo", "todo", {
      answer: (r) =>
        fail
          ? { status: 500, data: { state: false, message: "数据库连接失败", logId: "a1b2" } }
          : { status: 200, data: pageOf(todoRows, r) },
    });
    expect(await screen.findByText(/数据库连接失败/)).toHaveTextContent("【日志ID：a1b2】");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByText("张三的请假申请（3 天）")).toBeInTheDocument();
  });
});

describe("v-done (spec 2 §2.1, §4)", () => {
  it("lists getDoneList?isCheckRevoke=true, searching the instance columns", async () => {
    const { requests } = await renderList("/v-flow/v-done", "/v-flow/v-done", "done");
    expect(await screen.findByText("王五的请假申请")).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      path: "/runtime/instance/v1/getDoneList",
      query: { isCheckRevoke: "true" },
    });
    fireEvent.change(screen.getByRole("searchbox", { name: "快速搜索" }), { target: { value: "报销" } });
    fireEvent.keyDown(screen.getByRole("searchbox", { name: "快速搜索" }), { key: "Enter" });
    await waitFor(() => expect(requests).toHaveLength(2));
    expect((requests[1].body as { querys: { property: string }[] }).querys.map((q) => q.property)).toEqual([
      "subject_",
      "proc_def_name_",
    ]);
  });

  it("offers 撤回 only on revocable rows; it asks, calls revokeInstance {instanceId, taskId} and reloads", async () => {
    const { calls, requests } = await renderList("/v-flow/v-done", "/v-flow/v-done", "done");
    await screen.findByText("王五的请假申请");
    expect(within(rowOf("钱七的费用报销")).queryByRole("button", { name: "撤回" })).toBeNull();
    fireEvent.click(within(rowOf("王五的请假申请")).getByRole("button", { name: "撤回" }));
    await waitFor(() =>
      expect(calls).toContainEqual({ kind: "toast", message: "撤回成功", intent: "success" }),
    );
    expect(calls[0]).toEqual({
      kind: "confirm",
      message: "确定撤回流程“王五的请假申请”吗？",
      title: undefined,
    });
    expect(requests.find((r) => r.path === "/runtime/instance/v1/revokeInstance")).toMatchObject({
      method: "POST",
      body: { instanceId: "i-11", taskId: "t-11" },
    });
    await waitFor(() => expect(listCalls(requests, "/runtime/instance/v1/getDoneList")).toHaveLength(2));
  });

  it("shows the server's message when revoking fails", async () => {
    const { calls } = await renderList("/v-flow/v-done", "/v-flow/v-done", "done", {
      answer: (r) =>
        r.path.endsWith("/revokeInstance")
          ? { status: 200, data: { state: false, message: "流程已结束，不能撤回" } }
          : flowFixtureAnswer(r),
    });
    await screen.findByText("王五的请假申请");
    fireEvent.click(within(rowOf("王五的请假申请")).getByRole("button", { name: "撤回" }));
    await waitFor(() =>
      expect(calls).toContainEqual({ kind: "toast", message: "流程已结束，不能撤回", intent: "danger" }),
    );
  });

  it("opens a done row in the instance view", async () => {
    const { calls } = await renderList("/v-flow/v-done", "/v-flow/v-done", "done");
    const link = await screen.findByRole("link", { name: "钱七的费用报销" });
    expect(link).toHaveAttribute("href", "/fvue/inst/i-12");
    fireEvent.click(link);
    await waitFor(() =>
      expect(calls).toContainEqual({ kind: "navigate", to: "/inst/i-12", options: expect.anything() }),
    );
  });

  it("shows the user's own decision and its time on each done row (rows of one instance differ)", async () => {
    await renderList("/v-flow/v-done", "/v-flow/v-done", "done");
    await screen.findByText("钱七的费用报销");
    expect(
      within(table())
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["标题", "流程名称", "办理节点", "我的操作", "状态", "发起人", "办理时间", "操作"]);
    expect(within(rowOf("钱七的费用报销")).getByText("反对")).toBeInTheDocument();
    expect(within(rowOf("钱七的费用报销")).getByText("2026-02-20 16:00:00")).toBeInTheDocument();
    expect(within(rowOf("王五的请假申请")).getByText("同意")).toBeInTheDocument();
  });
});

describe("export of a flow list (issue 13 §6)", () => {
  it("writes every matching row of 我的请求, page by page, with the titles and labels the list shows", async () => {
    const many = Array.from({ length: 250 }, (_, i) => ({
      ...requestRows[1],
      id: `i-${i}`,
      subject: `请求 ${i}`,
    }));
    let blob: Blob | undefined;
    let name = "";
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return "blob:export";
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      name = this.download;
    });
    const { requests } = await renderList("/v-flow/v-request?q=请求", "/v-flow/v-request", "request", {
      answer: (r) => ({ status: 200, data: pageOf(many, r) }),
    });
    await screen.findByText("请求 0");
    fireEvent.click(screen.getByRole("button", { name: "导出" }));
    fireEvent.click(await screen.findByText("导出 CSV"));
    await waitFor(() => expect(name).toMatch(/^我的请求_\d{14}\.csv$/));
    click.mockRestore();
    const exportCalls = listCalls(requests, "/runtime/instance/v1/myRequest").slice(1);
    expect(exportCalls.map((r) => (r.body as { pageBean: unknown }).pageBean)).toEqual([
      { page: 1, pageSize: 200, showTotal: true },
      { page: 2, pageSize: 200, showTotal: true },
    ]);
    // The export keeps the list's search.
    expect((exportCalls[0].body as { querys: { value: string }[] }).querys[0].value).toBe("请求");
    const lines = (await (blob as Blob).text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("标题,流程名称,当前节点,状态,结果,发起时间");
    expect(lines[1]).toBe("请求 0,费用报销,,已结束,反对,2026-03-01 08:30:00");
    expect(lines).toHaveLength(252);
  });
});

describe("v-request", () => {
  it("shows each request's status and offers 重新提交 on those sent back or revoked", async () => {
    const { calls } = await renderList("/v-flow/v-request", "/v-flow/v-request", "request");
    await screen.findByText("张三的请假申请");
    expect(within(rowOf("张三的请假申请")).getByText("审批中")).toBeInTheDocument();
    expect(within(rowOf("张三的费用报销")).getByText("已结束")).toBeInTheDocument();
    // 反对 ends a request like 同意 does: the outcome column tells them apart (issue 13 §2).
    expect(within(rowOf("张三的费用报销")).getByText("反对")).toBeInTheDocument();
    expect(within(rowOf("张三的采购申请")).getByText("驳回到发起人")).toBeInTheDocument();
    expect(within(rowOf("张三的采购申请")).getByText("驳回")).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["标题", "流程名称", "当前节点", "状态", "结果", "发起时间", "操作"]);
    expect(within(rowOf("张三的请假申请")).queryByRole("button", { name: "重新提交" })).toBeNull();
    expect(within(rowOf("张三的出差申请")).getByRole("button", { name: "重新提交" })).toBeInTheDocument();
    fireEvent.click(within(rowOf("张三的采购申请")).getByRole("button", { name: "重新提交" }));
    fireEvent.click(screen.getByRole("link", { name: "张三的费用报销" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.kind === "navigate").map((c) => c.kind === "navigate" && c.to)).toEqual([
        "/start/d-purchase/i-23",
        "/inst/i-22",
      ]),
    );
  });
});

describe("v-myDraft", () => {
  it("opens a draft on the start screen and deletes one after asking", async () => {
    const { calls, requests } = await renderList("/v-flow/v-myDraft", "/v-flow/v-myDraft", "myDraft");
    fireEvent.click(await screen.findByRole("link", { name: "请假申请（草稿）" }));
    fireEvent.click(within(rowOf("请假申请（草稿）")).getByRole("button", { name: "删除" }));
    await waitFor(() =>
      expect(calls).toContainEqual({ kind: "toast", message: "删除成功", intent: "success" }),
    );
    expect(calls).toContainEqual({ kind: "navigate", to: "/start/d-leave/i-31", options: expect.anything() });
    expect(calls).toContainEqual({
      kind: "confirm",
      message: "确定删除草稿“请假申请（草稿）”吗？",
      title: undefined,
    });
    expect(requests.find((r) => r.path === "/runtime/instance/v1/removeDraftById")).toMatchObject({
      method: "DELETE",
      query: { ids: "i-31" },
    });
  });

  it("keeps the draft when the question is answered no", async () => {
    const { requests } = await renderList("/v-flow/v-myDraft", "/v-flow/v-myDraft", "myDraft", {
      confirmAnswers: [false],
    });
    await screen.findByText("请假申请（草稿）");
    fireEvent.click(within(rowOf("请假申请（草稿）")).getByRole("button", { name: "删除" }));
    await act(async () => {});
    expect(requests.some((r) => r.path.endsWith("/removeDraftById"))).toBe(false);
  });
});

describe("v-todoRead and v-leader", () => {
  it("shows the empty state when there is nothing to read", async () => {
    const { requests } = await renderList("/v-flow/v-todoRead", "/v-flow/v-todoRead", "todoRead");
    expect(await screen.findByText("暂无待阅事项")).toBeInTheDocument();
    expect(requests[0].path).toBe("/runtime/task/v1/getNoticeTodoReadList");
  });

  it("opens a leader's to-do acting for that leader", async () => {
    const { calls } = await renderList("/v-flow/v-leader", "/v-flow/v-leader", "leader", {
      answer: (r) => ({
        status: 200,
        data: pageOf([{ ...todoRows[0], assigneeId: "u-lisi", assigneeName: "李四" }], r),
      }),
    });
    expect(await screen.findByText("李四")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("link", { name: "张三的请假申请（3 天）" }));
    await waitFor(() =>
      expect(calls).toContainEqual({ kind: "navigate", to: "/task/t-1/u-lisi", options: expect.anything() }),
    );
  });
});

describe("v-doneRead and v-myRead (spec 2 §2.1)", () => {
  const notice = {
    ...todoRows[0],
    id: "n-1",
    status: "COPYTO",
    ownerId: "u-lisi",
    ownerName: "李四",
    assigneeId: "u-wangwu",
    assigneeName: "王五",
    isRead: 1,
    isRevoke: 0,
    readTime: "2025-01-06 10:00:00",
  };

  it("v-doneRead lists the notices I read and opens one in its notice view", async () => {
    const { requests, calls } = await renderList("/v-flow/v-doneRead", "/v-flow/v-doneRead", "doneRead", {
      answer: (r) => ({ status: 200, data: pageOf([notice], r) }),
    });
    expect(await screen.findByText("李四")).toBeInTheDocument();
    expect(screen.getByText("阅读时间")).toBeInTheDocument();
    expect(requests[0].path).toBe("/runtime/task/v1/getNoticeDoneReadList");
    fireEvent.click(screen.getByRole("link", { name: "张三的请假申请（3 天）" }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        kind: "navigate",
        to: "/taskRead/n-1/COPYTO",
        options: expect.anything(),
      }),
    );
  });

  it("v-myRead lists the notices I sent with their receiver and opens /myRead/{instId}/{readId}/{status}", async () => {
    const { requests, calls } = await renderList("/v-flow/v-myRead", "/v-flow/v-myRead", "myRead", {
      answer: (r) => ({ status: 200, data: pageOf([notice], r) }),
    });
    expect(await screen.findByText("王五")).toBeInTheDocument();
    expect(requests[0].path).toBe("/runtime/task/v1/getMyNoticeReadList");
    fireEvent.click(screen.getByRole("link", { name: "张三的请假申请（3 天）" }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        kind: "navigate",
        to: `/myRead/${notice.procInstId}/n-1/COPYTO`,
        options: expect.anything(),
      }),
    );
  });

  it("each shows its own empty state", async () => {
    const empty = { answer: (r: DataRequest) => ({ status: 200, data: pageOf([], r) }) };
    await renderList("/v-flow/v-myRead", "/v-flow/v-myRead", "myRead", empty);
    expect(await screen.findByText("暂无传阅事项")).toBeInTheDocument();
    cleanup();
    await renderList("/v-flow/v-doneRead", "/v-flow/v-doneRead", "doneRead", empty);
    expect(await screen.findByText("暂无已阅事项")).toBeInTheDocument();
  });
});
