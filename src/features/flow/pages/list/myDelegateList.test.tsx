import { act, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { AppEngineProvider, createAppEngine } from "../../../../app/setup";
import { sampleUser } from "../../../../app/shell/layoutFixtures";
import type { DataRequest, FetchResponse } from "../../../../engine";
import { recordingHost, stubFetcher } from "../../../../engine/testing";
import i18n from "../../../../i18n";
import { currentUserAtom } from "../../../../platform/session/atoms";
import { flowFixtureAnswer } from "../../widgets/list/fixtures";
import { FlowListPage } from "./FlowListPage";

// Lazy widget chunks load on first use; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 4000 });

/* v-myDelegate (我的转办, spec 2 §2.1): the list document over getDelegate fixtures, 收回 through revokeTrans. */

async function renderDelegates(
  path = "/v-flow/v-myDelegate",
  pattern = "/v-flow/v-myDelegate",
  options: { answer?: (r: DataRequest) => FetchResponse; confirmAnswers?: boolean[] } = {},
) {
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
              <Route path={pattern} element={<FlowListPage list="myDelegate" />} />
            </Routes>
          </MemoryRouter>
        </AppEngineProvider>
      </Provider>,
    );
  });
  return { calls: host.calls, requests };
}

const rowOf = (subject: string) => screen.getByText(subject).closest("tr") as HTMLElement;
const delegateCalls = (requests: DataRequest[]) =>
  requests.filter((r) => r.path === "/runtime/task/v1/getDelegate");

describe("v-myDelegate (我的转办)", () => {
  it("lists getDelegate's rows: subject, node, kind, delegate, state, time", async () => {
    const { requests } = await renderDelegates();
    await screen.findByText("张三的请假申请（1 天）");
    expect(delegateCalls(requests)[0]).toMatchObject({
      host: "bpmRunTime",
      method: "POST",
      body: { pageBean: { page: 1, pageSize: 10, showTotal: true }, querys: [] },
    });
    expect(
      within(screen.getByRole("table"))
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["标题", "当前节点", "类型", "转办/流转给", "状态", "转办时间", "操作"]);
    expect(within(rowOf("张三的请假申请（1 天）")).getByText("转办中")).toBeInTheDocument();
    expect(within(rowOf("张三的请假申请（1 天）")).getByText("赵六")).toBeInTheDocument();
    expect(within(rowOf("王五的请假申请（2 天）")).getByText("已办理")).toBeInTheDocument();
    expect(within(rowOf("钱七的费用报销")).getByText("已收回")).toBeInTheDocument();
    expect(within(rowOf("研发部服务器采购")).getByText("流转")).toBeInTheDocument();
  });

  it("narrows to one flow on /v-myDelegate/{defKey}", async () => {
    const { requests } = await renderDelegates("/v-flow/v-myDelegate/leave", "/v-flow/v-myDelegate/:defKey");
    await screen.findByText("张三的请假申请（1 天）");
    expect(delegateCalls(requests)[0]?.body).toMatchObject({ params: { defKey: "leave" } });
  });

  it("opens a row in the instance view", async () => {
    const { calls } = await renderDelegates();
    const link = await screen.findByRole("link", { name: "王五的请假申请（2 天）" });
    fireEvent.click(link);
    await waitFor(() =>
      expect(calls).toContainEqual({ kind: "navigate", to: "/inst/i-22", options: expect.anything() }),
    );
  });

  it("offers 收回 only on a revocable delegation; it asks, calls revokeTrans {taskId} and reloads", async () => {
    const { calls, requests } = await renderDelegates();
    await screen.findByText("张三的请假申请（1 天）");
    for (const other of ["王五的请假申请（2 天）", "钱七的费用报销", "研发部服务器采购"])
      expect(within(rowOf(other)).queryByRole("button", { name: "收回" })).toBeNull();
    fireEvent.click(within(rowOf("张三的请假申请（1 天）")).getByRole("button", { name: "收回" }));
    await waitFor(() =>
      expect(calls).toContainEqual({ kind: "toast", message: "收回成功", intent: "success" }),
    );
    expect(calls[0]).toEqual({
      kind: "confirm",
      message: "确定收回转办给赵六的“张三的请假申请（1 天）”吗？",
      title: undefined,
    });
    expect(requests.find((r) => r.path === "/runtime/instance/v1/revokeTrans")).toMatchObject({
      method: "POST",
      body: { taskId: "t-21" },
    });
    await waitFor(() => expect(delegateCalls(requests)).toHaveLength(2));
  });

  it("does nothing when the question is answered no", async () => {
    const declined = await renderDelegates(undefined, undefined, { confirmAnswers: [false] });
    await screen.findByText("张三的请假申请（1 天）");
    fireEvent.click(within(rowOf("张三的请假申请（1 天）")).getByRole("button", { name: "收回" }));
    await act(async () => {});
    expect(declined.requests.some((r) => r.path.endsWith("/revokeTrans"))).toBe(false);
  });

  it("shows the server's message when taking back is refused", async () => {
    const { calls } = await renderDelegates(undefined, undefined, {
      answer: (r) =>
        r.path.endsWith("/revokeTrans")
          ? { status: 409, data: { state: false, message: "转办任务已被处理或已变更，不能收回" } }
          : flowFixtureAnswer(r),
    });
    await screen.findByText("张三的请假申请（1 天）");
    fireEvent.click(within(rowOf("张三的请假申请（1 天）")).getByRole("button", { name: "收回" }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        kind: "toast",
        message: "转办任务已被处理或已变更，不能收回",
        intent: "danger",
      }),
    );
  });

  it("has its texts in English too", async () => {
    await act(async () => {
      await i18n.changeLanguage("en-US");
    });
    try {
      await renderDelegates();
      expect(await screen.findByText("Taken back")).toBeInTheDocument();
      expect(screen.getAllByText("Delegated")).toHaveLength(2);
      expect(screen.getAllByRole("button", { name: "Take back" })).toHaveLength(1);
    } finally {
      await act(async () => {
        await i18n.changeLanguage("zh-CN");
      });
    }
  });
});
