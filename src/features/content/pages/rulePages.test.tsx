import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { beforeEach, describe, expect, it } from "vitest";
import { setRuntimeContext } from "../../../api/hosts";
import { http } from "../../../api/http";
import { type FakeHandler, fakeAdapter, TEST_CONTEXT } from "../../../api/testing/fakeAdapter";
import { AppEngineProvider, createAppEngine } from "../../../app/setup";
import "../../../i18n";
import { contentHandler } from "../fixtures";
import { RuleDetailPage } from "./RuleDetailPage";
import { RuleListPage } from "./RuleListPage";

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
            <Route path="v-system" element={<RuleListPage />} />
            <Route path="v-system/:ruleId" element={<RuleDetailPage />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </AppEngineProvider>,
    );
  });
}

beforeEach(() => {
  setRuntimeContext({ ...TEST_CONTEXT });
});

describe("RuleListPage (/v-system)", () => {
  it("lists the published rules with index, title link, publisher, time and status, 10 a page", async () => {
    await renderPage("/v-system");
    const table = await screen.findByRole("table", { name: "规章制度" });
    const link = await within(table).findByRole("link", { name: "员工手册（2026版）" });
    expect(link).toHaveAttribute("href", "/v-system/r1");
    const first = link.closest("tr") as HTMLElement;
    expect(within(first).getByText("1")).toBeInTheDocument();
    expect(within(first).getByText("人力资源部")).toBeInTheDocument();
    expect(within(first).getByText("2026-11-20 09:00")).toBeInTheDocument();
    expect(within(first).getByText("已发布")).toBeInTheDocument();
    expect(within(table).getAllByRole("row")).toHaveLength(11);
    expect(screen.getByText(/共 12 条/)).toBeInTheDocument();
    fireEvent.click(link);
    expect(await screen.findByRole("heading", { name: "员工手册（2026版）" })).toBeInTheDocument();
    expect(screen.getByTestId("where")).toHaveTextContent("/v-system/r1");
  });

  it("searches by title with TITLE_ LIKE and a publish date range in the time group", async () => {
    const seen: { path: string; data?: unknown }[] = [];
    await renderPage("/v-system", contentHandler(seen));
    await screen.findByRole("link", { name: "员工手册（2026版）" });
    fireEvent.change(screen.getByLabelText("制度标题"), { target: { value: "差旅" } });
    fireEvent.change(screen.getByLabelText("开始日期"), { target: { value: "2026-11-01" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    });
    expect(await screen.findByRole("link", { name: "差旅费报销管理办法" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "员工手册（2026版）" })).toBeNull();
    const last = JSON.parse(String(seen.at(-1)?.data));
    expect(last.querys).toEqual([
      { property: "TITLE_", operation: "LIKE", value: "差旅", relation: "AND" },
      {
        property: "PUBLISH_TIME_",
        operation: "GREAT_EQUAL",
        value: "2026-11-01 00:00:00",
        group: "time",
        relation: "AND",
      },
    ]);
  });

  it("pages on with the pagination bar", async () => {
    await renderPage("/v-system");
    await screen.findByRole("link", { name: "员工手册（2026版）" });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /第 2 页|2/ }));
    });
    expect(await screen.findByRole("link", { name: "管理制度 11" })).toBeInTheDocument();
    expect(screen.getByText("11")).toBeInTheDocument();
  });

  it("shows no attachment part (the files issue brings it)", async () => {
    await renderPage("/v-system");
    await screen.findByRole("link", { name: "员工手册（2026版）" });
    expect(screen.queryByText(/附件/)).toBeNull();
  });

  it("shows a failed load with the server's message and a retry", async () => {
    await renderPage("/v-system", () => ({
      status: 500,
      data: { state: false, message: "数据库连接失败", logId: "a1b2c3" },
    }));
    expect(await screen.findByText(/数据库连接失败/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "重试" })).toBeInTheDocument();
  });
});

describe("RuleDetailPage (/v-system/{id})", () => {
  it("shows the rule read-only with a way back to the list", async () => {
    await renderPage("/v-system/r2");
    expect(await screen.findByRole("heading", { name: "差旅费报销管理办法" })).toBeInTheDocument();
    expect(screen.getByText("综合办公室")).toBeInTheDocument();
    expect(screen.getByText("2026-11-19 09:00")).toBeInTheDocument();
    expect(screen.getByText("已发布")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).toBeNull();
    fireEvent.click(screen.getByRole("link", { name: "返回规章制度" }));
    expect(await screen.findByRole("table", { name: "规章制度" })).toBeInTheDocument();
  });

  it("is a not-found status page for a missing or unpublished rule", async () => {
    await renderPage("/v-system/nothing");
    expect(await screen.findByText("该规章制度不存在或未发布")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "返回规章制度" })).toHaveAttribute("href", "/v-system");
  });
});
