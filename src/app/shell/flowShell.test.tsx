import { QueryClientProvider } from "@tanstack/react-query";
import { act, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { InternalAxiosRequestConfig } from "axios";
import { createStore, Provider } from "jotai";
import { createMemoryRouter, matchRoutes, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FlowMenuCounts, SysMenu } from "../../api/contract";
import { setRuntimeContext } from "../../api/hosts";
import { http } from "../../api/http";
import { type FakeAnswer, fakeAdapter, pathOf, TEST_CONTEXT } from "../../api/testing/fakeAdapter";
import "../../i18n";
import { flowListRoutes } from "../../features/flow/pages/list/flowListRoutes";
import { loadFlowMenuCounts } from "../../features/flow/pages/list/flowMenuCounts";
import { pageOf, todoRows } from "../../features/flow/widgets/list/fixtures";
import type { RouteHandle } from "../../platform/routeMeta";
import { currentUserAtom, menusAtom, userDetailAtom } from "../../platform/session/atoms";
import { AppEngineProvider } from "../setup/AppEngineProvider";
import { createAppEngine } from "../setup/createAppEngine";
import { createQueryClient } from "../setup/queryClient";
import { FlowShell } from "./FlowShell";
import { menu, sampleUser, sampleUserDetail } from "./layoutFixtures";

// Lazy widget chunks load on first use; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 4000 });

/** The seeded flow menu (server/seed/demo.json): v-flow and its children, paths /v-flow/<alias>. */
const flowMenus: SysMenu[] = [
  menu("home", "首页", 1, { path: "/home" }),
  menu("v-flow", "流程中心", 10, {
    menuIcon: "flows",
    children: [
      menu("v-todo", "待办事项", 1, { path: "/v-flow/v-todo" }),
      menu("v-done", "已办事项", 2, { path: "/v-flow/v-done" }),
      menu("v-todoRead", "待阅", 6, { path: "/v-flow/v-todoRead" }),
      menu("v-leader", "领导待办", 7, { path: "/v-flow/v-leader" }),
    ],
  }),
];

let calls: InternalAxiosRequestConfig[] = [];
let todoTotal = 3;
let secretaries: FakeAnswer = { status: 404, data: { state: false, message: "not found" } };
const menuCounts = (todo: number): FlowMenuCounts => ({
  "v-todo": todo,
  "v-todoRead": 0,
  "v-doneRead": 2,
  "v-myRead": 0,
  "v-myDelegate": 1,
  "v-leader": 4,
});

beforeEach(() => {
  calls = [];
  todoTotal = 3;
  secretaries = { status: 404, data: { state: false, message: "not found" } };
  setRuntimeContext({ ...TEST_CONTEXT });
  http.defaults.adapter = fakeAdapter((config) => {
    calls.push(config);
    switch (pathOf(config)) {
      case "/runtime/task/v1/getFlowMenuCounts":
        return { data: menuCounts(todoTotal) };
      case "/runtime/bpmSecretaryManage/v1/getSecretaryByUserId":
        return secretaries;
      case "/runtime/task/v1/getTodoList":
        return { data: pageOf(todoRows) };
      default:
        return undefined;
    }
  });
});

afterEach(() => setRuntimeContext(null));

function renderFlow(path: string) {
  const store = createStore();
  store.set(currentUserAtom, sampleUser);
  store.set(userDetailAtom, sampleUserDetail);
  store.set(menusAtom, flowMenus);
  const router = createMemoryRouter(
    [
      {
        element: <FlowShell />,
        children: [
          ...flowListRoutes,
          { path: "/home", element: <p>home page</p> },
          { path: "/task/:taskId/:leaderId", element: <p>task page</p>, handle: { name: "task" } },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <Provider store={store}>
        <AppEngineProvider engine={createAppEngine()}>
          <RouterProvider router={router} />
        </AppEngineProvider>
      </Provider>
    </QueryClientProvider>,
  );
  return router;
}

const countCalls = () => calls.filter((c) => pathOf(c) === "/runtime/task/v1/getFlowMenuCounts").length;
const sideItem = (name: RegExp) => screen.getByRole("menuitem", { name });

describe("/v-flow routes (spec 2 §2.1)", () => {
  it.each(["/v-flow", "/v-flow/"])("redirects %s to v-todo", async (path) => {
    const router = renderFlow(path);
    await waitFor(() => expect(router.state.location.pathname).toBe("/v-flow/v-todo"));
    // The first render loads the page and widget chunks: allow for it.
    expect(await screen.findByText("张三的请假申请（3 天）", {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("titles the lists with their menu; v-todo/{defKey} alone is a single route", () => {
    const handleOf = (path: string) => matchRoutes(flowListRoutes, path)?.at(-1)?.route.handle as RouteHandle;
    expect(handleOf("/v-flow/v-todo")).toMatchObject({ title: true });
    expect(handleOf("/v-flow/v-todo/研发部/o-rd")).toMatchObject({ title: true });
    expect(handleOf("/v-flow/v-todo/leave")).toMatchObject({ single: true });
    for (const alias of ["v-leader", "v-done", "v-request", "v-flowList", "v-myDraft", "v-todoRead"])
      expect(handleOf(`/v-flow/${alias}`)).toMatchObject({ title: true });
    for (const alias of ["v-done", "v-request", "v-todoRead"])
      expect(handleOf(`/v-flow/${alias}/leave`)).toMatchObject({ title: true });
  });
});

describe("flow menu badges (spec 2 §1)", () => {
  it("shows the total to-do count on v-todo and no badge on v-todoRead at 0", async () => {
    renderFlow("/v-flow/v-todo");
    await waitFor(() => expect(sideItem(/待办事项/)).toHaveTextContent("待办事项3"));
    expect(sideItem(/待阅/)).toHaveTextContent(/^待阅$/);
  });

  it("reloads the counts after returning from a task", async () => {
    const router = renderFlow("/v-flow/v-todo");
    await waitFor(() => expect(sideItem(/待办事项/)).toHaveTextContent("待办事项3"));
    const before = countCalls();
    await act(() => router.navigate("/task/t-1/0"));
    expect(screen.getByText("task page")).toBeInTheDocument();
    todoTotal = 2;
    await act(() => router.navigate("/v-flow/v-todo"));
    await waitFor(() => expect(sideItem(/待办事项/)).toHaveTextContent("待办事项2"));
    expect(countCalls()).toBe(before + 1);
  });

  it("reloads the counts when the page becomes visible again", async () => {
    renderFlow("/v-flow/v-done");
    await waitFor(() => expect(sideItem(/待办事项/)).toHaveTextContent("待办事项3"));
    todoTotal = 0;
    // As a browser does: at the document, bubbling up to the window.
    fireEvent(document, new Event("visibilitychange", { bubbles: true }));
    await waitFor(() => expect(sideItem(/待办事项/)).toHaveTextContent(/^待办事项$/));
  });

  it("reads every badge from one getFlowMenuCounts answer; a failed call fails the load", async () => {
    expect(await loadFlowMenuCounts()).toEqual(menuCounts(3));
    expect(calls.filter((c) => pathOf(c).endsWith("/getFlowMenuCounts"))).toHaveLength(1);
    http.defaults.adapter = fakeAdapter(() => ({ data: { "v-todo": 5, "v-todoRead": "x" } }));
    expect(await loadFlowMenuCounts()).toEqual({ "v-todo": 5 });
    http.defaults.adapter = fakeAdapter(() => ({ data: [3] }));
    expect(await loadFlowMenuCounts()).toEqual({});
    http.defaults.adapter = fakeAdapter(() => ({ status: 500, data: { state: false } }));
    await expect(loadFlowMenuCounts()).rejects.toBeTruthy();
  });
});

describe("the leaders' to-do entry (spec 2 §2.1, §6)", () => {
  it("is removed when the secretary endpoint fails or has no records", async () => {
    renderFlow("/v-flow/v-todo");
    await waitFor(() => expect(calls.some((c) => pathOf(c).endsWith("/getSecretaryByUserId"))).toBe(true));
    await screen.findByText("张三的请假申请（3 天）");
    expect(screen.queryByRole("menuitem", { name: /领导待办/ })).toBeNull();
  });

  it("shows for a leader's secretary", async () => {
    secretaries = { data: [{ id: "s-1", leaderId: "u-lisi", leaderName: "李四" }] };
    renderFlow("/v-flow/v-todo");
    expect(await screen.findByRole("menuitem", { name: /领导待办/ })).toBeInTheDocument();
  });
});
