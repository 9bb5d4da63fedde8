// biome-ignore-all lint/suspicious/noTemplateCurlyInString: "${form}" is the hosts' own placeholder syntax
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { type AxiosAdapter, AxiosError, type InternalAxiosRequestConfig } from "axios";
import { Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setRuntimeContext } from "../../api/hosts";
import { createHttp } from "../../api/http";
import { showToast, toastError } from "../../api/toaster";
import type { DataRequest } from "../../engine";
import { type ReactEngine, SchemaRenderer, useEngine } from "../../engine/react";
import { stubFetcher } from "../../engine/testing";
import "../../i18n";
import { CallFailure } from "../../api/errors";
import { AppEngineProvider } from "./AppEngineProvider";
import { createAppFetcher, requestUrl } from "./appFetcher";
import { createAppHost, downloadFileName } from "./appHost";
import { confirmWithAlert } from "./confirmAlert";
import { appWidgetDefinitions, createAppEngine } from "./createAppEngine";

vi.mock("../../api/toaster", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../api/toaster")>()),
  showToast: vi.fn(async () => "key"),
  toastError: vi.fn(async () => "key"),
}));

const CONTEXT = {
  portal: "http://portal.test",
  uc: "http://uc.test",
  form: "http://form.test",
  bpmModel: "http://model.test",
  bpmRunTime: "http://runtime.test",
  front: "http://front.test/fvue",
};

type Answer = { status?: number; data?: unknown; headers?: Record<string, string> };

/** An axios client whose adapter answers from a handler (2xx resolve, else an AxiosError). */
function client(handler: (config: InternalAxiosRequestConfig) => Answer) {
  const calls: InternalAxiosRequestConfig[] = [];
  const instance = createHttp();
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const answer = handler(config);
    const status = answer.status ?? 200;
    const response = {
      status,
      statusText: "",
      data: answer.data,
      headers: answer.headers ?? {},
      config,
      request: {},
    };
    if (status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      "ERR_BAD_RESPONSE",
      config,
      {},
      response,
    );
  };
  instance.defaults.adapter = adapter;
  return { instance, calls };
}

beforeEach(() => {
  setRuntimeContext({ ...CONTEXT });
  vi.mocked(showToast).mockClear();
  vi.mocked(toastError).mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the app fetcher", () => {
  it("calls service host + path with the method, params, body and headers, silently", async () => {
    const { instance, calls } = client(() => ({ data: { rows: [], total: 0 } }));
    const fetcher = createAppFetcher(instance);
    const response = await fetcher({
      host: "form",
      path: "/form/customDialog/v1/getListData",
      method: "POST",
      query: { alias: "userSelector" },
      body: { pageBean: { page: 1 } },
      headers: { "X-Test": "1" },
    });
    expect(response).toMatchObject({ status: 200, data: { rows: [], total: 0 } });
    expect(calls[0]).toMatchObject({
      url: "http://form.test/form/customDialog/v1/getListData",
      method: "post",
      params: { alias: "userSelector" },
      silent: true,
    });
    expect(JSON.parse(String(calls[0].data))).toEqual({ pageBean: { page: 1 } });
    expect(calls[0].headers.get("X-Test")).toBe("1");
  });

  it("rejects a failed call with the status, body, server message and log id, and no toast", async () => {
    const { instance } = client(() => ({
      status: 404,
      data: { state: false, message: "未找到别名为 x 的相关查询", logId: "L-9" },
    }));
    const failure = await createAppFetcher(instance)({ host: "form", path: "/x", method: "GET" }).catch(
      (e) => e,
    );
    expect(failure).toBeInstanceOf(CallFailure);
    expect(failure).toMatchObject({ status: 404, message: "未找到别名为 x 的相关查询", logId: "L-9" });
    expect(failure.data).toMatchObject({ logId: "L-9" });
    expect(toastError).not.toHaveBeenCalled();
  });

  it("sends no Bearer token to a REST definition's foreign url, but does to the service hosts", async () => {
    localStorage.setItem(
      "currentUser",
      JSON.stringify({ token: "t1", loginTime: Date.now(), expiration: 86_400, account: "zhangsan" }),
    );
    const { instance, calls } = client(() => ({ data: [] }));
    const fetcher = createAppFetcher(instance);
    await fetcher({ host: "", path: "https://api.example.com/users", method: "GET" });
    await fetcher({
      host: "",
      path: "https://api.example.com/users",
      method: "GET",
      headers: { Authorization: "Key k1" },
    });
    await fetcher({ host: "", path: "http://form.test/form/x", method: "GET" });
    await fetcher({ host: "form", path: "/form/x", method: "GET" });
    expect(calls[0].headers.toJSON()).not.toHaveProperty("Authorization");
    expect(calls[1].headers.get("Authorization")).toBe("Key k1");
    expect(calls[2].headers.get("Authorization")).toBe("Bearer t1");
    expect(calls[3].headers.get("Authorization")).toBe("Bearer t1");
  });

  it("uses a path without host as written, expanding ${form}; an unknown host is an error", () => {
    expect(requestUrl({ host: "", path: "${form}/form/check" })).toBe("http://form.test/form/check");
    expect(requestUrl({ host: "", path: "https://api.example.com/u" })).toBe("https://api.example.com/u");
    expect(() => requestUrl({ host: "mail", path: "/x" })).toThrow(/Unknown service host "mail"/);
  });

  it("gives the engine data sources their failures with message and log id", async () => {
    const { instance } = client(() => ({
      status: 500,
      data: { state: false, message: "服务器错误", logId: "L-1" },
    }));
    const engine = createAppEngine({ fetcher: createAppFetcher(instance) });
    const loaded = engine.loadOrThrow({
      type: "page",
      version: 3,
      body: [{ type: "html", html: "x" }],
    });
    const { createRuntime } = await import("../../engine");
    const runtime = createRuntime(engine, loaded);
    const result = await runtime.fetch({ host: "portal", path: "/p", method: "GET" }, runtime.rootScopeId);
    expect(result).toEqual({
      ok: false,
      error: { kind: "http", message: "服务器错误", status: 500, logId: "L-1" },
    });
  });
});

describe("the app host", () => {
  it("navigates through the router, or opens a new window under /fvue", () => {
    const navigate = vi.fn();
    const openWindow = vi.fn();
    const host = createAppHost({ navigate, openWindow });
    void host.navigate("/statement/template/preview/salesDashboard", { replace: true });
    expect(navigate).toHaveBeenCalledWith("/statement/template/preview/salesDashboard", { replace: true });
    void host.navigate("/home", { newWindow: true });
    expect(openWindow).toHaveBeenCalledWith("/fvue/home");
  });

  it("toasts through the app toaster, success for 1.5 s", () => {
    createAppHost().toast("已保存", { intent: "success" });
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ message: "已保存", intent: "success", timeout: 1500 }),
    );
  });

  it("reports unhandled failures as an error toast with the log id", () => {
    createAppHost().reportError?.({ message: "操作失败", logId: "L-3" }, []);
    expect(toastError).toHaveBeenCalledWith("操作失败", "L-3");
  });

  it("downloads through the HTTP client as a blob saved under the content-disposition name", async () => {
    const { instance, calls } = client(() => ({
      data: new Blob(["a,b"]),
      headers: { "content-disposition": "attachment; filename*=UTF-8''%E6%8A%A5%E8%A1%A8.csv" },
    }));
    const save = vi.fn();
    await createAppHost({ client: instance, save }).download(
      { host: "form", path: "/form/dataTemplate/v1/export", method: "GET", query: { id: "1" } },
      {},
    );
    expect(calls[0]).toMatchObject({
      url: "http://form.test/form/dataTemplate/v1/export",
      responseType: "blob",
    });
    expect(save).toHaveBeenCalledWith(expect.any(Blob), "报表.csv");
  });

  it("reads the JSON error body of a failed download", async () => {
    const { instance } = client(() => ({
      status: 404,
      data: new Blob([JSON.stringify({ state: false, message: "文件不存在", logId: "L-5" })]),
    }));
    const failure = await createAppHost({ client: instance, save: vi.fn() })
      .download({ host: "portal", path: "/system/file/v1/downloadFile", method: "GET" }, {})
      .catch((e) => e);
    expect(failure).toMatchObject({ message: "文件不存在", logId: "L-5", status: 404 });
  });

  it("names downloads from content-disposition, the given name or the path", () => {
    expect(downloadFileName('attachment; filename="a b.pdf"', "x", "/p")).toBe("a b.pdf");
    expect(downloadFileName(undefined, "given.txt", "/p")).toBe("given.txt");
    expect(downloadFileName(undefined, undefined, "/files/report.xlsx?x=1")).toBe("report.xlsx");
  });

  it("confirms with a Blueprint Alert: OK resolves true, Cancel false", async () => {
    const yes = confirmWithAlert({ message: "确定删除吗？" });
    fireEvent.click(await screen.findByRole("button", { name: "确定" }));
    await expect(yes).resolves.toBe(true);
    const no = confirmWithAlert({ message: "再问一次", title: "提示" });
    await screen.findByText("再问一次");
    fireEvent.click(screen.getAllByRole("button", { name: "取消" }).at(-1) as HTMLElement);
    await expect(no).resolves.toBe(false);
  });
});

describe("createAppEngine", () => {
  it("registers every widget family", () => {
    const engine = createAppEngine();
    for (const type of ["page", "grid", "card", "table", "search-bar", "custom-chart", "chart"])
      expect(engine.widgets.has(type)).toBe(true);
    for (const type of ["dialog", "custom-dialog", "custom-dialog-button", "query-view"])
      expect(engine.widgets.has(type)).toBe(true);
  });

  it("gets every widget whole from its family's definitions: a component or a loader, never both", () => {
    const definitions = appWidgetDefinitions();
    const without = definitions.filter((d) => !!d.component === !!d.load).map((d) => d.type);
    expect(without).toEqual([]);
    expect(new Set(definitions.map((d) => d.type)).size).toBe(definitions.length);
  });

  it("has the rules catalogue, whose backend checks post through the app's fetcher", async () => {
    const { fetcher, requests } = stubFetcher(() => ({
      status: 200,
      data: { state: false, message: "工号已被占用" },
    }));
    const engine = createAppEngine({ fetcher });
    expect(engine.calculations.has("ROUND")).toBe(true);
    const backend = engine.validators.require("backend");
    await expect(
      backend.check("A001", ["${form}/form/check/v1/code"], { lang: "zh-CN", values: {} }),
    ).resolves.toBe("工号已被占用");
    expect(requests[0]).toMatchObject({
      host: "form",
      path: "/form/check/v1/code",
      method: "POST",
      body: { value: "A001" },
    });
  });

  it("checks i18n keys at load and translates with i18next", () => {
    const engine = createAppEngine();
    const bad = engine.load({ type: "page", version: 3, title: { i18n: "query.nope" }, body: [] });
    expect(bad.ok).toBe(false);
    expect(engine.text({ i18n: "query.view.export" })).toBe("导出");
  });

  it("is one engine per app provider, built on first use, unless the provider is given one", async () => {
    const seen: ReactEngine[] = [];
    function Probe() {
      seen.push(useEngine());
      return <span>engine</span>;
    }
    await act(async () => {
      render(
        <AppEngineProvider>
          <Suspense fallback="loading">
            <Probe />
            <Probe />
          </Suspense>
        </AppEngineProvider>,
      );
    });
    await screen.findAllByText("engine", {}, { timeout: 5000 });
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(1);
    expect(seen[0].widgets.has("flow-task")).toBe(true);
    expect(seen[0].actions.has("flow.complete")).toBe(true);
    const own = createAppEngine();
    seen.length = 0;
    render(
      <AppEngineProvider engine={own}>
        <Probe />
      </AppEngineProvider>,
    );
    expect(seen).toEqual([own]);
  });

  it("renders documents with the app's widgets", async () => {
    const { fetcher } = stubFetcher((request: DataRequest) => ({ status: 200, data: request.path }));
    const engine = createAppEngine({ fetcher });
    render(
      <SchemaRenderer
        engine={engine}
        document={{
          type: "page",
          version: 3,
          title: "报表",
          body: [{ type: "html", html: "<b>内容</b>" }],
        }}
      />,
    );
    expect(await screen.findByText("内容")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("报表")).toBeInTheDocument());
  });
});
