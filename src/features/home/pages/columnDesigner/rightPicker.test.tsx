import { act, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { InternalAxiosRequestConfig } from "axios";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../../../../i18n";
import { setRuntimeContext } from "../../../../api/hosts";
import { http } from "../../../../api/http";
import { fakeAdapter, pathOf, TEST_CONTEXT } from "../../../../api/testing/fakeAdapter";
import { AppEngineProvider, createAppEngine } from "../../../../app/setup";
import { recordingHost } from "../../../../engine/testing";
import { getRightOptions } from "../../api";
import { ColumnEditor } from "./ColumnEditorPage";
import { type FakeDesignerOptions, fakeDesignerApi, RIGHT_OPTIONS } from "./fixtures";
import { RIGHT_SEARCH_DEBOUNCE_MS, RightPicker } from "./RightPicker";

// The popover's list renders after the debounce and a round trip; a busy machine needs the margin.
configure({ asyncUtilTimeout: 4000 });

async function show(ui: ReactElement) {
  const engine = createAppEngine({
    fetcher: async () => ({ status: 200, data: {} }) as never,
    host: recordingHost().host,
  });
  await act(async () => {
    render(
      <AppEngineProvider engine={engine}>
        <MemoryRouter>{ui}</MemoryRouter>
      </AppEngineProvider>,
    );
  });
}

/** The editor of the sample column "news" (orgs o-rd; users u-zhangsan and the deleted u-gone). */
async function editNews(options: FakeDesignerOptions = {}) {
  const fake = fakeDesignerApi(undefined, options);
  await show(<ColumnEditor id="ic-news" api={fake.api} />);
  await waitFor(() => expect(screen.getByDisplayValue("新闻")).toBeInTheDocument());
  return fake;
}

const inputOf = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The form group of a field, to look for its tags. */
const groupOf = (label: string) => inputOf(label).closest(".bp6-form-group") as HTMLElement;
const tagOf = (label: string, text: string) =>
  within(groupOf(label)).getByText(text).closest(".bp6-tag") as HTMLElement;
/** Types into a picker as a user does: the box has the focus (the popover stays open only then). */
function typeIn(label: string, text: string) {
  const box = inputOf(label);
  act(() => box.focus());
  fireEvent.change(box, { target: { value: text } });
}
const searches = (calls: { rights: { kind: string; query?: string }[] }) =>
  calls.rights.filter((c) => c.query !== undefined);
const save = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "保存" })));

describe("Column designer: the display-right pickers", () => {
  it("shows the stored rights as tags with their names, asking once per kind through ids", async () => {
    const { calls } = await editNews();
    expect(await within(groupOf("组织")).findByText("研发部")).toBeInTheDocument();
    expect(await within(groupOf("用户")).findByText("张三")).toBeInTheDocument();
    expect(calls.rights).toEqual([
      { kind: "org", ids: ["o-rd"] },
      { kind: "user", ids: ["u-zhangsan", "u-gone"] },
    ]);
    expect(tagOf("组织", "研发部")).toHaveAttribute("title", "Tessera 集团/研发部");
  });

  it("keeps an id the server no longer knows as the raw id with a warning tag, and saves it unchanged", async () => {
    const { calls } = await editNews();
    await waitFor(() => expect(tagOf("用户", "u-gone")).toHaveClass("bp6-intent-warning"));
    expect(tagOf("用户", "u-gone")).toHaveAttribute("title", "未找到 u-gone（可能已被删除）");
    expect(tagOf("用户", "张三")).not.toHaveClass("bp6-intent-warning");
    await save();
    expect(await screen.findByText("保存成功")).toBeInTheDocument();
    expect(calls.saved[0].rights).toEqual({ roles: [], orgs: ["o-rd"], users: ["u-zhangsan", "u-gone"] });
  });

  it("removes a right with its tag's remove button", async () => {
    const { calls } = await editNews();
    const tag = await waitFor(() => tagOf("用户", "张三"));
    await act(async () => fireEvent.click(within(tag).getByRole("button")));
    expect(within(groupOf("用户")).queryByText("张三")).toBeNull();
    await save();
    expect(calls.saved[0].rights).toEqual({ roles: [], orgs: ["o-rd"], users: ["u-gone"] });
  });

  it("searches the server 250 ms after the last keystroke and adds the chosen option as a tag", async () => {
    const { calls } = await editNews();
    for (const text of ["财", "财务", "财务部"]) typeIn("组织", text);
    const option = await screen.findByRole("option", { name: /财务部/ });
    expect(option).toHaveTextContent("Tessera 集团/财务部");
    expect(searches(calls)).toEqual([{ kind: "org", query: "财务部" }]);
    await act(async () => fireEvent.click(within(option).getByText("财务部")));
    expect(tagOf("组织", "财务部")).toBeInTheDocument();
    await save();
    expect(calls.saved[0].rights?.orgs).toEqual(["o-rd", "o-fin"]);
  });

  it("lists the first options when the empty search box gets the focus, and marks the chosen ones", async () => {
    await show(<ColumnEditor api={fakeDesignerApi().api} />);
    act(() => inputOf("角色").focus());
    fireEvent.keyDown(inputOf("角色"), { key: "ArrowDown" });
    const list = await screen.findByRole("listbox", { name: "可选角色" });
    await waitFor(() => expect(within(list).getAllByRole("option")).toHaveLength(RIGHT_OPTIONS.role.length));
    const staff = within(list).getByRole("option", { name: /普通员工/ });
    await act(async () => fireEvent.click(within(staff).getByText("普通员工")));
    expect(tagOf("角色", "普通员工")).toBeInTheDocument();
    // The list stays open and marks the chosen option.
    expect(within(list).getByRole("option", { name: /普通员工/ })).toHaveAttribute("aria-selected", "true");
  });

  it("says 无匹配项 when nothing matches", async () => {
    await editNews();
    typeIn("用户", "没有这个人");
    expect(await screen.findByText("无匹配项")).toBeInTheDocument();
  });

  it("shows 正在搜索… while the server answers", async () => {
    await editNews({ rightsDelay: 1500 });
    typeIn("角色", "管理");
    expect(await screen.findByText("正在搜索…")).toBeInTheDocument();
    expect(await screen.findByRole("option", { name: /系统管理员/ })).toBeInTheDocument();
    expect(screen.queryByText("正在搜索…")).toBeNull();
  });

  it("shows a failed search's message in red", async () => {
    await editNews({ rightsSearchFailure: "没有访问该接口的权限" });
    typeIn("角色", "管理");
    const alert = await screen.findByText("搜索失败：没有访问该接口的权限");
    expect(alert).toHaveStyle({ color: "#cd4246" });
  });

  it("shows the stored ids as they are, with the error, when their names cannot be loaded", async () => {
    await editNews({ rightsResolveFailure: "服务器内部错误" });
    expect(await within(groupOf("组织")).findByText("名称加载失败：服务器内部错误")).toBeInTheDocument();
    expect(tagOf("组织", "o-rd")).not.toHaveClass("bp6-intent-warning");
  });

  it("clears a list with its clear button", async () => {
    const { calls } = await editNews();
    await act(async () => fireEvent.click(within(groupOf("用户")).getByRole("button", { name: "清空" })));
    await save();
    expect(calls.saved[0].rights?.users).toEqual([]);
  });
});

describe("Column designer: the refresh settings", () => {
  it("shows the refresh interval only when refreshing is on, and refuses less than 10 seconds", async () => {
    const { api, calls } = fakeDesignerApi();
    await show(<ColumnEditor id="ic-news" api={api} />);
    await waitFor(() => expect(inputOf("刷新间隔（秒）").value).toBe("60"));
    fireEvent.change(inputOf("刷新间隔（秒）"), { target: { value: "5" } });
    await save();
    expect(screen.getByText("刷新间隔须为 10 到 86400 之间的整数（秒）")).toBeInTheDocument();
    expect(calls.saved).toEqual([]);
    fireEvent.change(inputOf("刷新间隔（秒）"), { target: { value: "30" } });
    await save();
    expect(calls.saved[0]).toMatchObject({ supportRefesh: 1, refeshTime: 30 });
    await act(async () => fireEvent.click(screen.getByLabelText("定时刷新")));
    expect(screen.queryByLabelText("刷新间隔（秒）")).toBeNull();
    await save();
    expect(calls.saved[1]).toMatchObject({ supportRefesh: 0, refeshTime: 30 });
  });
});

describe("RightPicker: the debounce", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks nothing before 250 ms have passed since the last keystroke", async () => {
    const { api, calls } = fakeDesignerApi();
    await act(async () => {
      render(
        <RightPicker kind="user" inputId="u" values={[]} onChange={() => {}} search={api.rightOptions} />,
      );
    });
    const box = document.getElementById("u") as HTMLInputElement;
    fireEvent.change(box, { target: { value: "z" } });
    await act(async () => vi.advanceTimersByTime(RIGHT_SEARCH_DEBOUNCE_MS - 50));
    fireEvent.change(box, { target: { value: "zh" } });
    await act(async () => vi.advanceTimersByTime(RIGHT_SEARCH_DEBOUNCE_MS - 1));
    expect(calls.rights).toEqual([]);
    await act(async () => vi.advanceTimersByTime(1));
    expect(calls.rights).toEqual([{ kind: "user", query: "zh" }]);
  });
});

describe("getRightOptions: the call", () => {
  let asked: InternalAxiosRequestConfig[] = [];
  const original = http.defaults.adapter;
  beforeEach(() => {
    asked = [];
    setRuntimeContext({ ...TEST_CONTEXT });
    http.defaults.adapter = fakeAdapter((config) => {
      asked.push(config);
      if (pathOf(config) !== "/portal/sysIndexColumn/sysIndexColumn/v1/rightOptions") return undefined;
      const ids = String(config.params?.ids ?? "");
      return {
        data: { state: true, value: ids ? ids.split(",").map((id) => ({ id, name: id.toUpperCase() })) : [] },
      };
    });
  });
  afterEach(() => {
    http.defaults.adapter = original;
    setRuntimeContext(null);
  });

  it("sends the kind and the query", async () => {
    await getRightOptions("org", { query: "研发" });
    expect(asked.map((c) => c.params)).toEqual([{ kind: "org", query: "研发" }]);
  });

  it("resolves more than 200 ids in calls of at most 200", async () => {
    const ids = Array.from({ length: 450 }, (_, i) => `u${i}`);
    const found = await getRightOptions("user", { ids });
    expect(asked.map((c) => String(c.params.ids).split(",").length)).toEqual([200, 200, 50]);
    expect(found).toHaveLength(450);
    expect(found[449]).toEqual({ id: "u449", name: "U449" });
  });

  it("fails with the server's message on state false", async () => {
    http.defaults.adapter = fakeAdapter(() => ({ data: { state: false, message: "查询失败" } }));
    await expect(getRightOptions("role", {})).rejects.toThrow("查询失败");
  });
});
