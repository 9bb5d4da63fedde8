// biome-ignore-all lint/suspicious/noTemplateCurlyInString: "${portal}" is the hosts' own placeholder syntax
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import type { InternalAxiosRequestConfig } from "axios";
import { MemoryRouter, useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../../../../i18n";
import type { SysIndexColumn } from "../../../../api/contract";
import { setRuntimeContext } from "../../../../api/hosts";
import { http } from "../../../../api/http";
import { setBrowserRedirect } from "../../../../api/navigation";
import { type FakeAnswer, fakeAdapter, pathOf, TEST_CONTEXT } from "../../../../api/testing/fakeAdapter";
import { AppEngineProvider, createAppEngine } from "../../../../app/setup";
import { getDatasByAlias } from "../../api";
import { ColumnLoaderProvider } from "./ColumnLoaderContext";
import { createColumnLoader } from "./columnLoader";
import { b64, homeColumn } from "./fixtures";
import { HomeColumn, HomeColumnView } from "./HomeColumn";
import { refreshPeriodMs } from "./HomeColumnRefresh";

/* Column auto-refresh (supportRefesh / refeshTime), driven with fake timers. */

const NEWS = "/portal/messageNews/v1/list";

/** A request-data column that lists news titles, refreshing every `refeshTime` seconds. */
const refreshing = (patch: Partial<SysIndexColumn> = {}) =>
  homeColumn("news", {
    name: "新闻动态",
    dataMode: 3,
    dataFrom: `\${portal}${NEWS}`,
    templateHtml: b64("<ul>{{#rows}}<li>{{fbt}}</li>{{/rows}}</ul>"),
    supportRefesh: 1,
    refeshTime: 30,
    ...patch,
  });

let newsCalls = 0;
let definitionCalls = 0;
/** What the n-th news call answers (1-based); default: one row "第 n 次". */
let answerOf: (n: number) => FakeAnswer | Promise<FakeAnswer>;
const original = http.defaults.adapter;
let visibility: DocumentVisibilityState = "visible";

beforeEach(() => {
  vi.useFakeTimers();
  newsCalls = 0;
  definitionCalls = 0;
  answerOf = (n) => ({ data: { rows: [{ fbt: `第 ${n} 次` }], total: 1, page: 1, pageSize: 10 } });
  setRuntimeContext({ ...TEST_CONTEXT });
  http.defaults.adapter = fakeAdapter((config: InternalAxiosRequestConfig) => {
    const path = pathOf(config);
    if (path === NEWS) return answerOf(++newsCalls);
    if (path === "/portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias") {
      definitionCalls++;
      return { data: [refreshing()] };
    }
    return undefined;
  });
  visibility = "visible";
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
});

afterEach(() => {
  vi.useRealTimers();
  http.defaults.adapter = original;
  setRuntimeContext(null);
  Reflect.deleteProperty(document, "visibilityState");
});

async function showColumn(column: SysIndexColumn) {
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <AppEngineProvider engine={createAppEngine()}>
        <MemoryRouter>
          <HomeColumnView column={column} />
        </MemoryRouter>
      </AppEngineProvider>,
    );
  });
  await settle();
  return view as ReturnType<typeof render>;
}

/** Lets pending answers arrive without moving the clock. */
const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));
/** Moves the clock by whole seconds. */
const pass = (seconds: number) => act(async () => vi.advanceTimersByTimeAsync(seconds * 1000));
function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  act(() => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
}
const spinner = () => screen.queryByRole("status", { name: "正在刷新" });

describe("refreshPeriodMs", () => {
  it("is refeshTime seconds when supportRefesh is 1, at least 10 s, else none", () => {
    expect(refreshPeriodMs({ supportRefesh: 1, refeshTime: 30 })).toBe(30_000);
    expect(refreshPeriodMs({ supportRefesh: 1, refeshTime: 3 })).toBe(10_000);
    expect(refreshPeriodMs({ supportRefesh: 0, refeshTime: 30 })).toBeNull();
    expect(refreshPeriodMs({ supportRefesh: 1, refeshTime: 0 })).toBeNull();
    expect(refreshPeriodMs({ supportRefesh: 1 })).toBeNull();
  });
});

describe("HomeColumn auto-refresh", () => {
  it("reloads its data every refeshTime seconds, keeping the old content with a spinner in the header", async () => {
    let release: (() => void) | undefined;
    answerOf = (n) => {
      const answer = { data: { rows: [{ fbt: `第 ${n} 次` }], total: 1, page: 1, pageSize: 10 } };
      if (n !== 2) return answer;
      return new Promise((resolve) => {
        release = () => resolve(answer);
      });
    };
    await showColumn(refreshing());
    expect(screen.getByText("第 1 次")).toBeInTheDocument();
    await pass(29);
    expect(newsCalls).toBe(1);
    await pass(1);
    expect(newsCalls).toBe(2);
    // Reloading: the old rows stay (no loading state) and the header shows a spinner.
    expect(screen.getByText("第 1 次")).toBeInTheDocument();
    const header = document.querySelector(".tessera-home-column .tessera-card-header") as HTMLElement;
    expect(within(header).getByRole("status", { name: "正在刷新" })).toBeInTheDocument();
    await act(async () => release?.());
    await settle();
    expect(screen.getByText("第 2 次")).toBeInTheDocument();
    expect(screen.queryByText("第 1 次")).toBeNull();
    expect(spinner()).toBeNull();
    await pass(30);
    expect(newsCalls).toBe(3);
    expect(screen.getByText("第 3 次")).toBeInTheDocument();
  });

  it("never reloads more often than every 10 seconds", async () => {
    await showColumn(refreshing({ refeshTime: 3 }));
    await pass(9);
    expect(newsCalls).toBe(1);
    await pass(1);
    expect(newsCalls).toBe(2);
  });

  it("does not reload without supportRefesh, or with refeshTime 0", async () => {
    await showColumn(refreshing({ supportRefesh: 0 as const }));
    await pass(120);
    expect(newsCalls).toBe(1);
    await showColumn(refreshing({ alias: "other", refeshTime: 0 }));
    await pass(120);
    expect(newsCalls).toBe(2);
  });

  it("pauses while the tab is hidden and reloads at once when it is visible again after a period", async () => {
    await showColumn(refreshing());
    await pass(5);
    setVisibility("hidden");
    await pass(100);
    expect(newsCalls).toBe(1);
    setVisibility("visible");
    await settle();
    expect(newsCalls).toBe(2);
    expect(screen.getByText("第 2 次")).toBeInTheDocument();
    await pass(29);
    expect(newsCalls).toBe(2);
    await pass(1);
    expect(newsCalls).toBe(3);
  });

  it("resumes the period where it was when the tab comes back before it ends", async () => {
    await showColumn(refreshing());
    await pass(5);
    setVisibility("hidden");
    await pass(15);
    setVisibility("visible");
    await settle();
    expect(newsCalls).toBe(1);
    await pass(9);
    expect(newsCalls).toBe(1);
    await pass(1);
    expect(newsCalls).toBe(2);
  });

  it("keeps the old content when a refresh fails, shows the error in red with a retry, and retries", async () => {
    answerOf = (n) =>
      n === 2
        ? { status: 500, data: { state: false, message: "栏目数据源不可用", logId: "L-7" } }
        : { data: { rows: [{ fbt: `第 ${n} 次` }], total: 1, page: 1, pageSize: 10 } };
    await showColumn(refreshing());
    await pass(30);
    expect(newsCalls).toBe(2);
    expect(screen.getByText("第 1 次")).toBeInTheDocument();
    const error = screen.getByText("刷新失败：栏目数据源不可用");
    expect(error).toHaveStyle({ color: "#cd4246" });
    expect(spinner()).toBeNull();
    const alert = error.closest("[role=alert]") as HTMLElement;
    await act(async () => fireEvent.click(within(alert).getByRole("button", { name: "重试" })));
    await settle();
    expect(newsCalls).toBe(3);
    expect(screen.getByText("第 3 次")).toBeInTheDocument();
    expect(screen.queryByText("刷新失败：栏目数据源不可用")).toBeNull();
  });

  it("stops on unmount", async () => {
    const view = await showColumn(refreshing());
    await pass(30);
    expect(newsCalls).toBe(2);
    view.unmount();
    await pass(300);
    expect(newsCalls).toBe(2);
  });

  it("reloads the data, not the definition, of a column placed by alias", async () => {
    await act(async () => {
      render(
        <AppEngineProvider engine={createAppEngine()}>
          <MemoryRouter>
            <ColumnLoaderProvider loader={createColumnLoader(getDatasByAlias)}>
              <HomeColumn alias="news" />
            </ColumnLoaderProvider>
          </MemoryRouter>
        </AppEngineProvider>,
      );
    });
    await pass(1);
    expect(screen.getByText("第 1 次")).toBeInTheDocument();
    await pass(30);
    await pass(30);
    expect(newsCalls).toBe(3);
    expect(definitionCalls).toBe(1);
    expect(screen.getByText("第 3 次")).toBeInTheDocument();
  });
});

describe("a template that does not parse", () => {
  it("says so in the column in the user's language, with the parser's detail, in place of the content", async () => {
    answerOf = () => ({ data: { rows: [{ fbt: "新闻" }], total: 1, page: 1, pageSize: 10 } });
    await showColumn(
      refreshing({ supportRefesh: 0, templateHtml: b64("<ul>{{#rows}}<li>{{fbt}}</li></ul>") }),
    );
    const text = document.querySelector(".tessera-home-column-error-text");
    expect(text?.textContent).toMatch(/^栏目模板有误：.*Unclosed section/i);
    expect(screen.getByText("新闻动态")).toBeInTheDocument();
  });
});

describe("the more link and the data source follow the app's link and token rules", () => {
  it("opens nothing for javascript://%0a…, //host or a host that is not allowed, and opens app paths", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const redirect = vi.fn();
    setBrowserRedirect(redirect);
    for (const colUrl of [
      "javascript://%0aalert(1)",
      "JaVaScRiPt://%0Aalert(1)",
      "//evil.test/x",
      "https://evil.test/",
    ]) {
      for (const newWindow of [true, false]) {
        const view = await showColumn(refreshing({ supportRefesh: 0, colUrl, newWindow }));
        fireEvent.click(screen.getByRole("button", { name: /更多/ }));
        view.unmount();
      }
    }
    expect(open).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
    await showColumn(refreshing({ supportRefesh: 0, colUrl: "/v-flow/v-todo", newWindow: true }));
    fireEvent.click(screen.getByRole("button", { name: /更多/ }));
    expect(open).toHaveBeenCalledWith("/fvue/v-flow/v-todo", "_blank", "noopener,noreferrer");
    open.mockRestore();
  });

  it("sends the viewer's token to its own service host, never to a dataFrom on another origin", async () => {
    localStorage.setItem(
      "currentUser",
      JSON.stringify({ token: "t1", loginTime: Date.now(), expiration: 86400 }),
    );
    const seen: (string | null)[] = [];
    http.defaults.adapter = fakeAdapter((config: InternalAxiosRequestConfig) => {
      seen.push(config.headers.get("Authorization")?.toString() ?? null);
      return { data: { rows: [{ fbt: "行" }], total: 1, page: 1, pageSize: 10 } };
    });
    const own = await showColumn(refreshing({ supportRefesh: 0 as const }));
    own.unmount();
    await showColumn(refreshing({ supportRefesh: 0, dataFrom: "https://evil.test/data" }));
    expect(seen).toEqual(["Bearer t1", null]);
  });
});

describe("HomeColumn card (the kit Card and its one link rule)", () => {
  it("is the kit Card: a javascript: or foreign more link does nothing, an allowed one opens with noopener", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const external = { colUrl: "https://evil.example/x", newWindow: 1 as const, supportRefesh: 0 as const };
    const view = await showColumn(refreshing(external));
    expect(document.querySelector(".tessera-card.tessera-home-column")).toHaveAttribute("data-alias", "news");
    fireEvent.click(screen.getByRole("button", { name: "查看更多：新闻动态" }));
    view.unmount();
    const script = await showColumn(refreshing({ colUrl: "javascript:alert(1)", supportRefesh: 0 as const }));
    fireEvent.click(screen.getByRole("button", { name: "查看更多：新闻动态" }));
    expect(open).not.toHaveBeenCalled();
    script.unmount();
    await showColumn(refreshing({ colUrl: "/v-message/notice", newWindow: 1, supportRefesh: 0 as const }));
    fireEvent.click(screen.getByRole("button", { name: "查看更多：新闻动态" }));
    expect(open).toHaveBeenCalledWith("/fvue/v-message/notice", "_blank", "noopener,noreferrer");
    open.mockRestore();
  });
});

describe("links in configured HTML", () => {
  function Where() {
    return <p data-testid="where">{useLocation().pathname}</p>;
  }

  it("resolve under /fvue and open inside the app (the router, no page load); http(s) ones in a new tab", async () => {
    const quickLinks = homeColumn("quickLinks", {
      name: "快捷入口",
      dataMode: 4,
      templateHtml: b64(
        '<div class="home-quick-links"><a href="/v-flow/v-todo">待办事项</a> <a href="/meetingList/0">会议列表</a> <a href="http://api.test/help">帮助</a></div>',
      ),
    });
    await act(async () => {
      render(
        <AppEngineProvider engine={createAppEngine()}>
          <MemoryRouter initialEntries={["/home"]}>
            <HomeColumnView column={quickLinks} />
            <Where />
          </MemoryRouter>
        </AppEngineProvider>,
      );
    });
    await settle();
    const todo = screen.getByRole("link", { name: "待办事项" });
    expect(todo).toHaveAttribute("href", "/fvue/v-flow/v-todo");
    expect(screen.getByRole("link", { name: "会议列表" })).toHaveAttribute("href", "/fvue/meetingList/0");
    expect(fireEvent.click(todo)).toBe(false);
    expect(screen.getByTestId("where")).toHaveTextContent("/v-flow/v-todo");
    fireEvent.click(screen.getByRole("link", { name: "会议列表" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/meetingList/0");
    const help = screen.getByRole("link", { name: "帮助" });
    expect(help).toHaveAttribute("target", "_blank");
    expect(help).toHaveAttribute("rel", "noopener noreferrer");
  });
});
