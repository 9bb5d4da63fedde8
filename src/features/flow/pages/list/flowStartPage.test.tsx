import { act, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import "../../../../i18n";
import { AppEngineProvider, createAppEngine } from "../../../../app/setup";
import { sampleUser } from "../../../../app/shell/layoutFixtures";
import type { DataRequest, FetchResponse } from "../../../../engine";
import { recordingHost, stubFetcher } from "../../../../engine/testing";
import { currentUserAtom } from "../../../../platform/session/atoms";
import { flowFixtureAnswer, manyFlows, pageOf, startableFlows } from "../../widgets/list/fixtures";
import { FlowListPage } from "./FlowListPage";

// Lazy widget chunks load on first use; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 4000 });

async function renderStart(
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
          <MemoryRouter initialEntries={["/v-flow/v-flowList"]}>
            <Routes>
              <Route path="/v-flow/v-flowList" element={<FlowListPage list="flowList" />} />
            </Routes>
          </MemoryRouter>
        </AppEngineProvider>
      </Provider>,
    );
  });
  // The page renders once its widgets' code has loaded (lazy chunks, loaded before the first render).
  await screen.findByText("全部流程", { selector: ".tessera-card-header *" });
  return { calls: host.calls, requests };
}

/** The page's two cards, by their titles. */
const card = (title: string) =>
  screen.getByText(title, { selector: ".tessera-card-header *" }).closest(".tessera-card") as HTMLElement;
const catalog = () => card("全部流程");
const often = () => card("常用流程");
const navigations = (calls: Awaited<ReturnType<typeof renderStart>>["calls"]) =>
  calls.flatMap((c) => (c.kind === "navigate" ? [c.to] : []));

describe("v-flowList: starting a flow (spec 2 §2.6)", () => {
  it("groups the startable flows by FLOW_TYPE category, with counts and a filter", async () => {
    const { requests } = await renderStart();
    expect(await within(catalog()).findByRole("region", { name: "人事" })).toBeInTheDocument();
    expect(requests.find((r) => r.path === "/sys/sysType/v1/getTypesByKey")?.query).toEqual({
      typeKey: "FLOW_TYPE",
    });
    expect(requests.find((r) => r.path === "/runtime/instance/v1/newProcess")).toMatchObject({
      method: "POST",
      body: { pageBean: { page: 1, pageSize: 1000 } },
    });
    const groups = within(catalog())
      .getAllByRole("region")
      .map((g) => g.getAttribute("aria-label"));
    expect(groups).toEqual(["人事", "财务", "行政", "未分类"]);
    fireEvent.click(within(catalog()).getByRole("button", { name: "财务 (1)" }));
    expect(within(catalog()).queryByRole("region", { name: "人事" })).toBeNull();
    expect(within(catalog()).getByRole("button", { name: "费用报销" })).toBeInTheDocument();
    fireEvent.click(within(catalog()).getByRole("button", { name: "全部" }));
    fireEvent.change(within(catalog()).getByRole("searchbox", { name: "请输入流程名称" }), {
      target: { value: "出差" },
    });
    expect(
      within(catalog())
        .getAllByRole("region")
        .map((g) => g.getAttribute("aria-label")),
    ).toEqual(["人事"]);
  });

  it("starts a flow without leaders at /agentStart/{defId}/0", async () => {
    const { calls } = await renderStart();
    fireEvent.click(await within(catalog()).findByRole("button", { name: "请假申请" }));
    await waitFor(() => expect(navigations(calls)).toEqual(["/agentStart/d-leave/0"]));
  });

  it("asks who starts a flow with leaders, warning 请选择一个发起人 when nobody is chosen", async () => {
    const { calls } = await renderStart();
    fireEvent.click(await within(catalog()).findByRole("button", { name: "费用报销" }));
    // The choice loads on its first opening (its own chunk), under the same title.
    await screen.findByRole("radio", { name: "李四" });
    const dialog = screen.getByRole("dialog", { name: /请选择一个发起人/ });
    expect(
      within(dialog)
        .getAllByRole("radio")
        .map((r) => r.closest("label")?.textContent),
    ).toEqual(["本人", "李四", "赵六"]);
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    expect(calls).toContainEqual({ kind: "toast", message: "请选择一个发起人", intent: "warning" });
    fireEvent.click(within(dialog).getByRole("radio", { name: "李四" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(navigations(calls)).toEqual(["/agentStart/d-expense/u-lisi"]));
  });

  it("offers only the leaders when the user may start the flow only for a leader (selfStart false)", async () => {
    const { calls } = await renderStart({
      answer: (r) =>
        r.path.endsWith("/newProcess")
          ? {
              status: 200,
              data: pageOf(
                [{ ...startableFlows[2], selfStart: false, leaders: [{ id: "u-lisi", name: "李四" }] }],
                r,
              ),
            }
          : flowFixtureAnswer(r),
    });
    fireEvent.click(await within(catalog()).findByRole("button", { name: "费用报销" }));
    // The choice loads on its first opening (its own chunk), under the same title.
    await screen.findByRole("radio", { name: "李四" });
    const dialog = screen.getByRole("dialog", { name: /请选择一个发起人/ });
    expect(
      within(dialog)
        .getAllByRole("radio")
        .map((r) => r.closest("label")?.textContent),
    ).toEqual(["李四"]);
    fireEvent.click(within(dialog).getByRole("radio", { name: "李四" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(navigations(calls)).toEqual(["/agentStart/d-expense/u-lisi"]));
  });

  it("shows the empty state when no flow can be started", async () => {
    await renderStart({
      answer: (r) =>
        r.path.endsWith("/newProcess") ? { status: 200, data: pageOf([], r) } : flowFixtureAnswer(r),
    });
    expect(await within(catalog()).findByText("暂无可发起的流程")).toBeInTheDocument();
  });
});

describe("v-flowList: often-used flows (spec 2 §2.6, §5, §8)", () => {
  it("shows the often-used flows; one with leaders asks who starts it", async () => {
    const { calls } = await renderStart();
    fireEvent.click(await within(often()).findByRole("button", { name: "请假申请" }));
    fireEvent.click(within(often()).getByRole("button", { name: "费用报销" }));
    // The choice loads on its first opening (its own chunk), under the same title.
    await screen.findByRole("radio", { name: "李四" });
    const dialog = screen.getByRole("dialog", { name: /请选择一个发起人/ });
    fireEvent.click(within(dialog).getByRole("radio", { name: "本人" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(navigations(calls)).toEqual(["/agentStart/d-leave/0", "/agentStart/d-expense/0"]),
    );
  });

  it("saves the chosen flows and says 保存常用流程成功, then reloads them", async () => {
    const { calls, requests } = await renderStart();
    fireEvent.click(await within(often()).findByRole("button", { name: "设置" }));
    // The settings load on their first opening (their own chunk), under the same title.
    await screen.findByRole("checkbox", { name: "出差申请" });
    const dialog = screen.getByRole("dialog", { name: /常用流程设置/ });
    expect(within(dialog).getByText("已选 2/20")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "出差申请" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "移除 请假申请" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(calls).toContainEqual({ kind: "toast", message: "保存常用流程成功", intent: "success" }),
    );
    const save = requests.find((r) => r.path === "/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow");
    expect(save).toMatchObject({ host: "bpmModel", method: "POST" });
    expect(((save?.body ?? []) as { defKey: string }[]).map((f) => f.defKey)).toEqual(["expense", "trip"]);
    await waitFor(() =>
      expect(requests.filter((r) => r.path === "/runtime/instance/v1/getMyOftenFlow")).toHaveLength(2),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the server's message when saving fails, else 保存失败", async () => {
    let message = "流程 trip 不可发起";
    const { calls } = await renderStart({
      answer: (r) =>
        r.path.endsWith("/saveMyOftenFlow")
          ? { status: 400, data: { state: false, message } }
          : flowFixtureAnswer(r),
    });
    fireEvent.click(await within(often()).findByRole("button", { name: "设置" }));
    // The settings load on their first opening (their own chunk), under the same title.
    await screen.findByRole("checkbox", { name: "出差申请" });
    const dialog = screen.getByRole("dialog", { name: /常用流程设置/ });
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(calls).toContainEqual({ kind: "toast", message: "流程 trip 不可发起", intent: "danger" }),
    );
    message = "";
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(calls).toContainEqual({ kind: "toast", message: "保存失败", intent: "danger" }),
    );
    expect(screen.getByRole("dialog", { name: /常用流程设置/ })).toBeInTheDocument();
  });

  it("refuses a 21st flow with 最多可添加20个常用流程", async () => {
    const { calls } = await renderStart({
      answer: (r) =>
        r.path.endsWith("/newProcess")
          ? { status: 200, data: pageOf(manyFlows(21), r) }
          : r.path.endsWith("/getMyOftenFlow")
            ? { status: 200, data: [] }
            : flowFixtureAnswer(r),
    });
    fireEvent.click(await within(often()).findByRole("button", { name: "设置" }));
    const dialog = await screen.findByRole("dialog", { name: /常用流程设置/ });
    await within(dialog).findByRole("checkbox", { name: "流程 21" });
    for (let i = 1; i <= 20; i += 1)
      fireEvent.click(within(dialog).getByRole("checkbox", { name: `流程 ${i}` }));
    expect(within(dialog).getByText("已选 20/20")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "流程 21" }));
    expect(calls).toContainEqual({ kind: "toast", message: "最多可添加20个常用流程", intent: "warning" });
    expect(within(dialog).getByRole("checkbox", { name: "流程 21" })).not.toBeChecked();
    expect(within(dialog).getByText("已选 20/20")).toBeInTheDocument();
  });

  it("asks before saving none, since that resets to the system's default flows", async () => {
    const { calls, requests } = await renderStart({ confirmAnswers: [false, true] });
    fireEvent.click(await within(often()).findByRole("button", { name: "设置" }));
    // The settings load on their first opening (their own chunk), under the same title.
    await screen.findByRole("checkbox", { name: "出差申请" });
    const dialog = screen.getByRole("dialog", { name: /常用流程设置/ });
    fireEvent.click(within(dialog).getByRole("button", { name: "移除 请假申请" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "移除 费用报销" }));
    expect(within(dialog).getByText("尚未选择常用流程")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        kind: "confirm",
        message: "未添加常用流程，保存后将重置为系统默认常用流程，是否确认保存？",
        title: undefined,
      }),
    );
    expect(requests.some((r) => r.path.endsWith("/saveMyOftenFlow"))).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(requests.find((r) => r.path.endsWith("/saveMyOftenFlow"))?.body).toEqual([]));
  });

  it("starts the settings with the system's default flows (isAdd false) ticked, as the tiles show them", async () => {
    await renderStart({
      answer: (r) =>
        r.path.endsWith("/getMyOftenFlow")
          ? { status: 200, data: [{ id: "d-leave", defKey: "leave", name: "请假申请", isAdd: false }] }
          : flowFixtureAnswer(r),
    });
    expect(await within(often()).findByRole("button", { name: "请假申请" })).toBeInTheDocument();
    fireEvent.click(within(often()).getByRole("button", { name: "设置" }));
    const dialog = await screen.findByRole("dialog", { name: /常用流程设置/ });
    expect(within(dialog).getByText("已选 1/20")).toBeInTheDocument();
    expect(within(dialog).getByRole("checkbox", { name: "请假申请" })).toBeChecked();
  });
});
