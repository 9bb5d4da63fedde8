import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { MemoryRouter, matchRoutes, Route, Routes } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import type { SysMenu } from "../../../api/contract";
import type { DataRequest, FetchResponse } from "../../../engine";
import { recordingHost } from "../../../engine/testing";
import "../../../i18n";
import { appRoutes } from "../../../app/routes";
import { AppEngineProvider, createAppEngine } from "../../../app/setup";
import type { RouteHandle } from "../../../platform/routeMeta";
import { menusAtom } from "../../../platform/session/atoms";
import salesDashboard from "../schemas/salesDashboard.json";
import { fixtureFetcher } from "../widgets/dialog/fixtures";
import { queryFixtureFetcher } from "../widgets/query/fixtures";
import { QueryViewPage } from "./QueryViewPage";
import { statementRoutes } from "./statementRoutes";
import { TemplateFormPage } from "./TemplateFormPage";
import { TemplatePreviewPage } from "./TemplatePreviewPage";
import { templateKeys } from "./templates";
// Gives src/platform the app's engine factory, as app/routes does in the app.
import "../../../app/setup/createAppEngine";

// echarts needs a canvas; the chart widgets have their own tests, so the drawing is a stub here.
vi.mock("../../../widgets/chart/EChart", () => ({
  default: ({ option }: { option: { series: { type: string }[] } }) => (
    <div data-testid="echart">{option.series.map((s) => s.type).join(",")}</div>
  ),
}));

const menu = (alias: string, name: string, path?: string, children: SysMenu[] = []): SysMenu => ({
  id: alias,
  parentId: "",
  alias,
  name,
  path,
  open: false,
  sn: 1,
  children,
});

const MENUS = [
  menu("statement", "报表中心", undefined, [
    menu("expense-query", "费用报销查询", "/statement/querySql/queryView/expenseQuery/expense-query"),
    menu("sales-dashboard", "销售分析", "/statement/template/preview/salesDashboard"),
  ]),
];

const main = () => document.querySelector(".bp6-table-quadrant-main") as HTMLElement;

async function renderAt(
  path: string,
  pattern: string,
  page: React.ReactElement,
  fetcher: (r: DataRequest) => Promise<FetchResponse>,
) {
  const host = recordingHost();
  const engine = createAppEngine({ fetcher, host: host.host });
  const store = createStore();
  store.set(menusAtom, MENUS);
  await act(async () => {
    render(
      <Provider store={store}>
        <AppEngineProvider engine={engine}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={pattern} element={page} />
            </Routes>
          </MemoryRouter>
        </AppEngineProvider>
      </Provider>,
    );
  });
  return host.calls;
}

describe("statement routes", () => {
  it("match the seeded menus' paths, titled with the menu name; /{single} hides the shell", () => {
    const handleOf = (path: string) => {
      const matches = matchRoutes(appRoutes, path) ?? [];
      return matches.at(-1)?.route.handle as RouteHandle | undefined;
    };
    expect(handleOf("/statement/querySql/queryView/expenseQuery/expense-query")).toEqual({
      name: "queryView",
      title: true,
    });
    expect(handleOf("/reports/querySql/queryView/expenseByDept/expense-by-dept")).toMatchObject({
      name: "queryView",
    });
    expect(handleOf("/statement/querySql/queryView/expenseQuery/expense-query/true")).toMatchObject({
      single: true,
    });
    expect(handleOf("/statement/template/preview/salesDashboard")).toEqual({
      name: "templatePreview",
      title: true,
    });
    expect(handleOf("/statement/template/preview/salesDashboard/1")).toMatchObject({ single: true });
    // A reminder's target (spec 1 §3): the read-only form, shown without header and menus.
    expect(handleOf("/statement/template/form/weekly/get/true")).toEqual({
      name: "templateFormSingle",
      single: true,
    });
    expect(handleOf("/statement/template/form/salesDashboard/get")).toEqual({
      name: "templateForm",
      title: true,
    });
    expect(statementRoutes).toHaveLength(6);
  });
});

describe("QueryViewPage", () => {
  it("shows the query of sqlAlias titled with the menu of alias, export in its title bar", async () => {
    await renderAt(
      "/statement/querySql/queryView/expenseQuery/expense-query/true",
      ":menuAlias/querySql/queryView/:sqlAlias/:alias/:single",
      <QueryViewPage />,
      queryFixtureFetcher(),
    );
    expect(screen.getByRole("heading", { name: "费用报销查询" })).toBeInTheDocument();
    await waitFor(() => expect(within(main()).getByText("BX20260001")).toBeInTheDocument());
    const titleBar = screen.getByRole("heading", { name: "费用报销查询" }).parentElement as HTMLElement;
    expect(within(titleBar).getByRole("button", { name: "导出" })).toBeEnabled();
  });
});

describe("TemplatePreviewPage", () => {
  it("bundles salesDashboard, which loads in the app's engine without errors", () => {
    expect(templateKeys()).toContain("salesDashboard");
    const result = createAppEngine().load(salesDashboard);
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it("renders the three seeded charts, each from getListData by alias", async () => {
    const requests: DataRequest[] = [];
    const charts = await import("../widgets/chart/fixtures");
    const fetcher = async (request: DataRequest): Promise<FetchResponse> => {
      requests.push(request);
      if (request.path.startsWith("/form/customChart/v1/get/"))
        return { status: 200, data: charts.salesTrend };
      return {
        status: 200,
        data: { rows: [{ MONTH: "2026-01", AMOUNT: 10 }], total: 1, page: 1, pageSize: 100 },
      };
    };
    await renderAt(
      "/statement/template/preview/salesDashboard",
      ":menuAlias/template/preview/:templateKey",
      <TemplatePreviewPage />,
      fetcher,
    );
    expect(await screen.findByText("月度销售趋势")).toBeInTheDocument();
    expect(screen.getByText("区域销售对比")).toBeInTheDocument();
    expect(screen.getByText("费用类别占比")).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId("echart")).toHaveLength(3));
    const aliases = requests
      .filter((r) => r.path === "/form/customChart/v1/getListData")
      .map((r) => r.query?.alias);
    expect(new Set(aliases)).toEqual(new Set(["salesTrend", "salesByRegion", "expenseByCategory"]));
    expect(requests.find((r) => r.query?.alias === "salesByRegion")).toMatchObject({
      method: "POST",
      host: "form",
    });
  });

  it("opens the user picker from its button and toasts the chosen names", async () => {
    const calls = await renderAt(
      "/statement/template/preview/salesDashboard",
      ":menuAlias/template/preview/:templateKey",
      <TemplatePreviewPage />,
      fixtureFetcher(),
    );
    fireEvent.click(await screen.findByRole("button", { name: "选择用户" }));
    const dialog = await screen.findByRole("dialog", { name: /用户选择器/ });
    await waitFor(() => expect(within(dialog).getByText("李四")).toBeInTheDocument());
    fireEvent.click(within(dialog).getAllByRole("checkbox", { name: "选择第 2 行" })[0]);
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(calls).toContainEqual({ kind: "toast", message: "已选择：李四", intent: "success" }),
    );
  });

  it("says so when no template has the key", async () => {
    await renderAt(
      "/statement/template/preview/nothing",
      ":menuAlias/template/preview/:templateKey",
      <TemplatePreviewPage />,
      fixtureFetcher(),
    );
    expect(await screen.findByText("未找到报表模板 nothing")).toBeInTheDocument();
  });
});

describe("TemplateFormPage", () => {
  it("shows a bundled template read-only, with the record id in its scope and a way home", async () => {
    await renderAt(
      "/statement/template/form/salesDashboard/get/true?id=w3&startFlow=false",
      ":menuAlias/template/form/:templateKey/:action/:single",
      <TemplateFormPage />,
      fixtureFetcher(),
    );
    expect(await screen.findByText("月度销售趋势")).toBeInTheDocument();
    expect(screen.getByText(/只读查看：salesDashboard/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "返回首页" })).toHaveAttribute("href", "/home");
    expect(document.querySelector("[data-readonly='true']")).not.toBeNull();
  });

  it("says the form is not available (never the bare not-found page) when no template has the key", async () => {
    await renderAt(
      "/statement/template/form/weekly/get/true?id=w3&startFlow=false",
      ":menuAlias/template/form/:templateKey/:action/:single",
      <TemplateFormPage />,
      fixtureFetcher(),
    );
    expect(await screen.findByText("该表单暂不可用")).toBeInTheDocument();
    expect(screen.getByText("表单 weekly 尚未在本系统中提供，请联系管理员。")).toBeInTheDocument();
    expect(screen.queryByText("页面不存在")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "返回首页" })).toHaveAttribute("href", "/home");
  });
});
