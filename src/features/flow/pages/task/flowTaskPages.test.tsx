import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, matchRoutes, Route, Routes, useParams } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { recordingHost } from "../../../../engine/testing";
import "../../../../i18n";
import { appRoutes } from "../../../../app/routes";
import { AppEngineProvider, createAppEngine } from "../../../../app/setup";
import type { RouteHandle } from "../../../../platform/routeMeta";
import { isShellHidden } from "../../../../platform/shellRoutes";
import instDocument from "../../schemas/task/inst.json";
import startDocument from "../../schemas/task/start.json";
import taskDocument from "../../schemas/task/task.json";
import { FreshQueries } from "../../testQueries";
import { flowFixtureFetcher, taskDetail } from "../../widgets/task/fixtures";
import { FlowInstPage, FlowStartPage, FlowTaskPage } from "./FlowScreenPages";
import { screenData } from "./screenData";

const matchOf = (path: string) => matchRoutes(appRoutes, path) ?? [];
const handleOf = (path: string) => matchOf(path).at(-1)?.route.handle as RouteHandle | undefined;
const paramsOf = (path: string) => matchOf(path).at(-1)?.params;
const hidden = (path: string) =>
  isShellHidden(
    matchOf(path).map((m) => ({
      ...m,
      id: "",
      data: undefined,
      loaderData: undefined,
      handle: m.route.handle,
    })),
  );

describe("flow task routes (spec 2 §2.2)", () => {
  it("open the start screen from /agentStart, /agentStartByKey (single) and /start", () => {
    expect(handleOf("/agentStart/def-1/0")).toEqual({ name: "agentStart" });
    expect(paramsOf("/agentStart/def-1/u-9/inst-5")).toMatchObject({
      defId: "def-1",
      leaderId: "u-9",
      copyInstId: "inst-5",
    });
    expect(handleOf("/agentStartByKey/leave")).toEqual({ name: "agentStartByKey", single: true });
    expect(paramsOf("/start/def-1/inst-5")).toMatchObject({ defId: "def-1", instId: "inst-5" });
  });

  it("open the task screen from every /task form and /taskFromOtherPage", () => {
    expect(paramsOf("/task/t-1")).toMatchObject({ taskId: "t-1" });
    expect(paramsOf("/task/t-1/0")).toMatchObject({ taskId: "t-1", leaderId: "0" });
    expect(paramsOf("/task/t-1/0/1")).toMatchObject({ isTypeReject: "1" });
    expect(handleOf("/task/t-1/0/1/0")).toEqual({ name: "task", single: true });
    expect(paramsOf("/taskFromOtherPage/t-1/0/v-leader")).toMatchObject({ from: "v-leader" });
  });

  it("open the instance view from /inst…, /instRead and /doneReadOnly (single)", () => {
    expect(paramsOf("/inst/i-1")).toMatchObject({ instId: "i-1" });
    expect(paramsOf("/inst/i-1/done/r-1")).toMatchObject({ type: "done", readId: "r-1" });
    expect(paramsOf("/inst/i-1/read/notice/d-1")).toMatchObject({ readType: "notice", readDoneId: "d-1" });
    expect(paramsOf("/instRead/i-1/agent")).toMatchObject({ myReadType: "agent" });
    expect(handleOf("/doneReadOnly/i-1")).toEqual({ name: "doneReadOnly", single: true });
  });

  it("hide the header and menus on task, inst, instStart, instRead and doneReadOnly; keep them on agentStart", () => {
    for (const path of [
      "/task/t-1/0",
      "/inst/i-1",
      "/start/d/i",
      "/instRead/i-1/agent",
      "/doneReadOnly/i-1",
      "/agentStartByKey/leave",
    ])
      expect([path, hidden(path)]).toEqual([path, true]);
    expect(hidden("/agentStart/def-1/0")).toBe(false);
    expect(hidden("/taskFromOtherPage/t-1/0/v-todo")).toBe(false);
  });

  it("put the route parameters into the page scope with defaults", () => {
    expect(screenData("task", { taskId: "t-1" })).toEqual({
      taskId: "t-1",
      leaderId: "0",
      from: "",
      isTypeReject: "",
      noSingle: "",
    });
    expect(screenData("start", { defKey: "leave" })).toMatchObject({
      defKey: "leave",
      defId: "",
      leaderId: "0",
    });
  });

  it("the three documents load in the app's engine without errors", () => {
    const engine = createAppEngine();
    for (const document of [taskDocument, startDocument, instDocument]) {
      const result = engine.load(document);
      expect(result.ok ? [] : result.errors).toEqual([]);
    }
  });
});

async function renderAt(
  path: string,
  pattern: string,
  page: React.ReactElement,
  overrides: Parameters<typeof flowFixtureFetcher>[0] = {},
) {
  const { fetcher, requests } = flowFixtureFetcher({ canLock: { status: 200, data: "3" }, ...overrides });
  const engine = createAppEngine({ fetcher, host: recordingHost().host });
  await act(async () => {
    render(
      <AppEngineProvider engine={engine}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={page} />
            <Route path="/v-flow/:list" element={<ListPlaceholder />} />
          </Routes>
        </MemoryRouter>
      </AppEngineProvider>,
      { wrapper: FreshQueries },
    );
  });
  return requests;
}

function ListPlaceholder() {
  return <h1>{`list ${useParams().list}`}</h1>;
}

describe("flow screen pages", { timeout: 30_000 }, () => {
  it("a task opened directly offers 返回 to its list: the leaders' to-do for a task handled for a leader", async () => {
    await renderAt("/task/task-1001/u-lisi", "task/:taskId/:leaderId", <FlowTaskPage />);
    const back = await screen.findByRole("button", { name: "返回" });
    await act(async () => back.click());
    expect(await screen.findByRole("heading", { name: "list v-leader" })).toBeInTheDocument();
  });

  it("another candidate, after a colleague signed for the task, sees it read-only with who holds it", async () => {
    const requests = await renderAt("/task/task-1001/0", "task/:taskId/:leaderId", <FlowTaskPage />, {
      taskDetail: {
        status: 200,
        data: {
          ...taskDetail,
          canAct: false,
          buttons: [],
          bpmTask: { ...taskDetail.bpmTask, assigneeId: "u-qianqi", assigneeName: "钱七" },
        },
      },
      getButtonsBytaskId: { status: 403, data: { state: false, message: "您不是该任务的处理人" } },
    });
    expect(
      await screen.findByText("该任务由 钱七 办理，您只能查看", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText("数据加载失败")).toBeNull();
    expect(requests.some((r) => r.path.endsWith("getButtonsBytaskId"))).toBe(false);
    expect(screen.getByRole("button", { name: "返回" })).toBeInTheDocument();
  });

  it("offers 打印 on a task and an instance (window.print, every tab panel kept for paper), not on a start", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    try {
      await renderAt("/task/task-1001/0", "task/:taskId/:leaderId", <FlowTaskPage />);
      await screen.findByText("当前节点：部门经理审批", {}, { timeout: 5000 });
      await act(async () => screen.getByRole("button", { name: "打印" }).click());
      expect(print).toHaveBeenCalledTimes(1);
      // The history and the diagram are both in the page (the print CSS shows the hidden panel).
      await waitFor(() =>
        expect(document.querySelectorAll(".tessera-flow-page .bp6-tab-panel")).toHaveLength(2),
      );
      cleanup();
      await renderAt("/doneReadOnly/inst-2001", "doneReadOnly/:instId", <FlowInstPage />);
      await act(async () => (await screen.findByRole("button", { name: "打印" })).click());
      expect(print).toHaveBeenCalledTimes(2);
      cleanup();
      await renderAt("/agentStartByKey/leave", "agentStartByKey/:defKey", <FlowStartPage />);
      await screen.findByRole("button", { name: "启动" }, { timeout: 5000 });
      expect(screen.queryByRole("button", { name: "打印" })).toBeNull();
    } finally {
      print.mockRestore();
    }
  });

  it("/task/:taskId/:leaderId renders task.json for that task", async () => {
    const requests = await renderAt("/task/task-1001/0", "task/:taskId/:leaderId", <FlowTaskPage />);
    expect(await screen.findByText("当前节点：部门经理审批", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(requests.find((r) => r.path.endsWith("taskDetail"))?.query).toEqual({
      taskId: "task-1001",
      leaderId: "0",
    });
  });

  it("/agentStartByKey/:defKey renders start.json by key", async () => {
    const requests = await renderAt("/agentStartByKey/leave", "agentStartByKey/:defKey", <FlowStartPage />);
    expect(await screen.findByRole("button", { name: "启动" }, { timeout: 5000 })).toBeInTheDocument();
    expect(requests.find((r) => r.path.endsWith("getFormAndBO"))?.body).toEqual({ defKey: "leave" });
  });

  it("/doneReadOnly/:instId renders inst.json read-only", async () => {
    const requests = await renderAt("/doneReadOnly/inst-2001", "doneReadOnly/:instId", <FlowInstPage />);
    await waitFor(() => expect(screen.getByText("审批中")).toBeInTheDocument(), { timeout: 5000 });
    expect(requests.find((r) => r.path.endsWith("getInstFormAndBO"))?.query).toEqual({
      proInstId: "inst-2001",
    });
  });
});
