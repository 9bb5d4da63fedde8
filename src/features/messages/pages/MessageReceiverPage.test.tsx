import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { beforeEach, describe, expect, it } from "vitest";
import { setRuntimeContext } from "../../../api/hosts";
import { http } from "../../../api/http";
import { fakeAdapter, TEST_CONTEXT } from "../../../api/testing/fakeAdapter";
import { AppEngineProvider, createAppEngine } from "../../../app/setup";
import "../../../i18n";
import type { MessageRow } from "../api";
import { messagesHandler, sampleMessages } from "../fixtures";
import { MessageReceiverPage } from "./MessageReceiverPage";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

let messages: MessageRow[];
let seen: { path: string; query?: unknown }[];

async function renderPage(path = "/v-personal/v-messageReceiver") {
  http.defaults.adapter = fakeAdapter(messagesHandler(messages, seen));
  await act(async () => {
    render(
      <AppEngineProvider engine={createAppEngine()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="v-personal/v-messageReceiver" element={<MessageReceiverPage />} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <Where />
        </MemoryRouter>
      </AppEngineProvider>,
    );
  });
}

const table = () => screen.getByRole("table", { name: "站内消息" });
const subjects = () =>
  within(table())
    .getAllByRole("row")
    .slice(1)
    .map((r) => within(r).getByRole("button").textContent);

beforeEach(() => {
  setRuntimeContext({ ...TEST_CONTEXT });
  messages = sampleMessages();
  seen = [];
});

describe("MessageReceiverPage", () => {
  it("lists unread messages first, marked unread, newest first", async () => {
    await renderPage();
    await screen.findByText("待办提醒：张三的请假申请");
    expect(subjects()).toEqual([
      "未读待办提醒：张三的请假申请",
      "未读流程已办结：差旅报销",
      "流程已退回：采购申请",
    ]);
  });

  it("opens a message: its text, a link to the task, and it is marked read", async () => {
    await renderPage();
    fireEvent.click(await screen.findByRole("button", { name: /待办提醒：张三的请假申请/ }));
    const detail = await screen.findByRole("article", { name: "待办提醒：张三的请假申请" });
    expect(within(detail).getByText(/已到达「部门经理审批」/)).toBeInTheDocument();
    expect(within(detail).getByRole("link", { name: "去办理" })).toHaveAttribute("href", "/task/t-1");
    await waitFor(() =>
      expect(seen.find((s) => s.path.endsWith("/mark"))?.query).toMatchObject({ ids: "3" }),
    );
    await waitFor(() => expect(messages.find((m) => m.id === "3")?.isRead).toBe(1));
  });

  it("deletes the ticked messages only after the question is answered", async () => {
    await renderPage();
    await screen.findByText("流程已办结：差旅报销");
    fireEvent.click(screen.getByRole("checkbox", { name: "选择消息：流程已办结：差旅报销" }));
    fireEvent.click(screen.getByRole("button", { name: "删除" }));
    const alert = await screen.findByRole("alertdialog");
    expect(within(alert).getByText(/确定删除选中的 1 条消息吗/)).toBeInTheDocument();
    expect(seen.some((s) => s.path.endsWith("/remove"))).toBe(false);
    fireEvent.click(within(alert).getByRole("button", { name: "删除" }));
    await waitFor(() => expect(screen.queryByText("流程已办结：差旅报销")).not.toBeInTheDocument());
    expect(seen.find((s) => s.path.endsWith("/remove"))?.query).toMatchObject({ ids: "2" });
    expect(messages.map((m) => m.id)).toEqual(["3", "1"]);
  });

  it("searches titles with the search in the URL, and says when nothing matches", async () => {
    await renderPage();
    await screen.findByText("流程已退回：采购申请");
    fireEvent.change(screen.getByRole("searchbox", { name: "搜索消息标题" }), { target: { value: "采购" } });
    fireEvent.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(subjects()).toEqual(["流程已退回：采购申请"]));
    expect(screen.getByTestId("where").textContent).toBe(
      "/v-personal/v-messageReceiver?q=%E9%87%87%E8%B4%AD",
    );
    fireEvent.change(screen.getByRole("searchbox", { name: "搜索消息标题" }), { target: { value: "没有" } });
    fireEvent.click(screen.getByRole("button", { name: "查询" }));
    expect(await screen.findByText("没有符合条件的消息")).toBeInTheDocument();
  });

  it("opens at the search and page of a shared link", async () => {
    await renderPage("/v-personal/v-messageReceiver?q=%E5%B7%AE%E6%97%85");
    await waitFor(() => expect(subjects()).toEqual(["未读流程已办结：差旅报销"]));
    expect(screen.getByRole("searchbox", { name: "搜索消息标题" })).toHaveValue("差旅");
  });
});
