import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { MemoryRouter, matchRoutes, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import "../../../../i18n";
import { appRoutes } from "../../../../app/routes";
import { AppEngineProvider, createAppEngine } from "../../../../app/setup";
import { sampleUser } from "../../../../app/shell/layoutFixtures";
import type { DataRequest } from "../../../../engine";
import { recordingHost } from "../../../../engine/testing";
import type { RouteHandle } from "../../../../platform/routeMeta";
import { currentUserAtom } from "../../../../platform/session/atoms";
import { isShellHidden } from "../../../../platform/shellRoutes";
import type { NoticeView } from "../../api/bpmNotice";
import { copyToNotice, flowFixtureFetcher } from "../../widgets/task/fixtures";
import { FlowMyReadPage, FlowNoticePage } from "./FlowScreenPages";
import { FLOW_MENU_COUNTS_KEY } from "./NoticePanel";

const notice = copyToNotice;

const handleOf = (path: string) =>
  matchRoutes(appRoutes, path)?.at(-1)?.route.handle as RouteHandle | undefined;

async function renderNotice(
  path: string,
  pattern: string,
  page: React.ReactElement,
  view: NoticeView = notice,
) {
  const { fetcher, requests } = flowFixtureFetcher({
    getNotice: { status: 200, data: view },
    addReadRecord: { status: 200, data: { state: true, message: "已阅" } },
    doNextCopyto: { status: 200, data: { state: true, message: "回复成功" } },
  });
  const engine = createAppEngine({ fetcher, host: recordingHost().host });
  const store = createStore();
  store.set(currentUserAtom, sampleUser);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(FLOW_MENU_COUNTS_KEY, { "v-todoRead": 1 });
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <Provider store={store}>
          <AppEngineProvider engine={engine}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={pattern} element={page} />
              </Routes>
            </MemoryRouter>
          </AppEngineProvider>
        </Provider>
      </QueryClientProvider>,
    );
  });
  return { requests, client };
}

const calls = (requests: DataRequest[], name: string) => requests.filter((r) => r.path.endsWith(name));

describe("notice routes (spec 2 §2.2)", () => {
  it("/taskRead/:taskId/:taskState and /myRead/:instId/:readId/:myReadType open the notice views; myRead hides the shell", () => {
    expect(handleOf("/taskRead/n-1/COPYTO")).toEqual({ name: "taskRead" });
    expect(handleOf("/myRead/i-1/n-1/COPYTO")).toEqual({ name: "myRead-type" });
    const matches = (matchRoutes(appRoutes, "/myRead/i-1/n-1/COPYTO") ?? []).map((m) => ({
      ...m,
      id: "",
      data: undefined,
      loaderData: undefined,
      handle: m.route.handle,
    }));
    expect(isShellHidden(matches)).toBe(true);
  });
});

describe("/taskRead (the receiver)", { timeout: 30_000 }, () => {
  it("shows the sender and message above the instance, records the read once and reloads the menu counts", async () => {
    const { requests, client } = await renderNotice(
      "/taskRead/n-1/COPYTO",
      "taskRead/:taskId/:taskState",
      <FlowNoticePage />,
    );
    expect(await screen.findByText("李四")).toBeInTheDocument();
    expect(screen.getByText("请知悉")).toBeInTheDocument();
    expect(calls(requests, "getNotice")[0]?.query).toEqual({ id: "n-1" });
    await waitFor(() => expect(calls(requests, "addReadRecord")).toHaveLength(1));
    expect(calls(requests, "addReadRecord")[0]?.body).toEqual({ id: "n-1" });
    await waitFor(() => expect(client.getQueryState(FLOW_MENU_COUNTS_KEY)?.isInvalidated).toBe(true));
    // The instance view of the notice's instance, read-only.
    await waitFor(() =>
      expect(calls(requests, "getInstFormAndBO")[0]?.query).toEqual({ proInstId: "inst-2001" }),
    );
  });

  it("replies to a copy-to with 回复 (doNextCopyto) and shows the server's message", async () => {
    const { requests } = await renderNotice(
      "/taskRead/n-1/COPYTO",
      "taskRead/:taskId/:taskState",
      <FlowNoticePage />,
    );
    const box = await screen.findByLabelText("回复内容");
    const button = screen.getByRole("button", { name: "回复" });
    expect(button).toBeDisabled();
    fireEvent.change(box, { target: { value: "收到" } });
    await act(async () => button.click());
    expect(await screen.findByText("回复成功")).toBeInTheDocument();
    expect(calls(requests, "doNextCopyto")[0]?.body).toEqual({ id: "n-1", opinion: "收到" });
  });

  it("a read 传阅 notice is not read again and takes no reply", async () => {
    const { requests } = await renderNotice(
      "/taskRead/n-1/COPYTO",
      "taskRead/:taskId/:taskState",
      <FlowNoticePage />,
      { ...notice, copyType: "1", isRead: 1, readTime: "2025-01-06 10:00:00" },
    );
    expect(await screen.findByText("传阅")).toBeInTheDocument();
    await waitFor(() => expect(calls(requests, "getInstFormAndBO").length).toBeGreaterThan(0));
    expect(calls(requests, "addReadRecord")).toEqual([]);
    expect(screen.queryByRole("button", { name: "回复" })).toBeNull();
  });
});

describe("/myRead (the sender)", { timeout: 30_000 }, () => {
  it("shows the notice by readId with its read state, without recording a read or offering a reply", async () => {
    const { requests } = await renderNotice(
      "/myRead/inst-2001/n-1/COPYTO",
      "myRead/:instId/:readId/:myReadType",
      <FlowMyReadPage />,
      { ...notice, ownerId: "u-zhangsan", ownerName: "张三", assigneeId: "u-wangwu", assigneeName: "王五" },
    );
    expect(await screen.findByText("王五")).toBeInTheDocument();
    expect(screen.getByText("未阅")).toBeInTheDocument();
    expect(calls(requests, "getNotice")[0]?.query).toEqual({ id: "n-1" });
    await waitFor(() => expect(calls(requests, "getInstFormAndBO").length).toBeGreaterThan(0));
    expect(calls(requests, "addReadRecord")).toEqual([]);
    expect(screen.queryByRole("button", { name: "回复" })).toBeNull();
  });
});
