import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DataRequest, FetchResponse } from "../../../../engine";
import i18n from "../../../../i18n";
import { CustomDialog } from "./CustomDialog";
import { badPostSelector, DIALOG_FIXTURES, fixtureFetcher, userRows } from "./fixtures";

/** Blueprint Table renders a main quadrant and sticky copies; tests read the main one. */
const main = () => document.querySelector(".bp6-table-quadrant-main") as HTMLElement;
const firstColumn = () =>
  [...main().querySelectorAll(".bp6-table-quadrant-body-container .bp6-table-cell-col-1")].map(
    (c) => c.textContent,
  );

function recording(fetcher = fixtureFetcher()) {
  const requests: DataRequest[] = [];
  return {
    requests,
    fetcher: async (request: DataRequest) => {
      requests.push(request);
      return fetcher(request);
    },
  };
}

function open(
  alias: string,
  fetcher = fixtureFetcher(),
  extra: Partial<Parameters<typeof CustomDialog>[0]> = {},
) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <CustomDialog
      alias={alias}
      fetcher={fetcher}
      isOpen
      onConfirm={onConfirm}
      onClose={onClose}
      {...extra}
    />,
  );
  return { onConfirm, onClose };
}

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage("zh-CN");
});

describe("CustomDialog, list style", () => {
  it("loads the definition by alias, shows its display fields and 20 rows a page", async () => {
    const { requests, fetcher } = recording();
    open("userSelector", fetcher);
    expect(await screen.findByRole("dialog", { name: /用户选择器/ })).toBeInTheDocument();
    await waitFor(() => expect(firstColumn()[0]).toBe("张三"));
    expect(within(main()).getByText("账号")).toBeInTheDocument();
    expect(screen.getByText("共 26 条")).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      host: "form",
      path: "/form/customDialog/v1/getByAlias",
      query: { alias: "userSelector" },
    });
    expect(requests[1]).toMatchObject({
      method: "POST",
      path: "/form/customDialog/v1/getListData",
      query: { alias: "userSelector" },
      body: { pageBean: { page: 1, pageSize: 20 } },
    });
  });

  it("searches by the user conditions (LIKE on 姓名)", async () => {
    const { requests, fetcher } = recording();
    open("userSelector", fetcher);
    await waitFor(() => expect(firstColumn()[0]).toBe("张三"));
    fireEvent.change(screen.getByLabelText("姓名"), { target: { value: "李" } });
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2].body).toMatchObject({
      querys: [{ property: "fullname", operation: "LIKE", value: "李", relation: "AND" }],
      pageBean: { page: 1 },
    });
  });

  it("chooses several rows across pages, lists them as tags and returns them through resultfield", async () => {
    const { onConfirm } = open("userSelector");
    await waitFor(() => expect(firstColumn()[0]).toBe("张三"));
    const ok = screen.getByRole("button", { name: "确定" });
    expect(ok).toBeDisabled();
    fireEvent.click(within(main()).getByRole("checkbox", { name: "选择第 2 行" }));
    fireEvent.click(screen.getByRole("button", { name: "下一页" }));
    await waitFor(() => expect(firstColumn()[0]).toBe("同事15"));
    fireEvent.click(within(main()).getByRole("checkbox", { name: "选择第 1 行" }));
    expect(screen.getByText("已选择 2 项")).toBeInTheDocument();
    const tags = screen.getByRole("region", { name: "已选择的数据" });
    expect(within(tags).getByText("李四")).toBeInTheDocument();
    expect(within(tags).getByText("同事15")).toBeInTheDocument();
    fireEvent.click(ok);
    expect(onConfirm).toHaveBeenCalledWith(
      [
        { id: "u2", fullname: "李四", account: "lisi" },
        { id: "u21", fullname: "同事15", account: "staff15" },
      ],
      [expect.objectContaining({ email: "lisi@tessera.example" }), expect.objectContaining({ id: "u21" })],
    );
  });

  it("removes a chosen row with its tag", async () => {
    open("userSelector");
    await waitFor(() => expect(firstColumn()[0]).toBe("张三"));
    fireEvent.click(within(main()).getByRole("checkbox", { name: "选择第 1 行" }));
    fireEvent.click(within(main()).getByRole("checkbox", { name: "选择第 3 行" }));
    fireEvent.click(screen.getByRole("button", { name: "移除 张三" }));
    expect(screen.getByText("已选择 1 项")).toBeInTheDocument();
    expect(within(main()).getByRole("checkbox", { name: "选择第 1 行" })).not.toBeChecked();
  });

  it("chooses one row at a time with selectNum 1 and shows no tag list", async () => {
    const { onConfirm } = open("singleUserSelector");
    await waitFor(() => expect(firstColumn()[0]).toBe("张三"));
    fireEvent.click(within(main()).getByRole("radio", { name: "选择第 1 行" }));
    fireEvent.click(within(main()).getByRole("radio", { name: "选择第 3 行" }));
    expect(screen.queryByRole("region", { name: "已选择的数据" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    expect(onConfirm.mock.calls[0][0]).toEqual([{ id: "u3", fullname: "王五", account: "wangwu" }]);
  });

  it("cancels without a result", async () => {
    const { onConfirm, onClose } = open("userSelector");
    fireEvent.click(await screen.findByRole("button", { name: "取消" }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe("CustomDialog, tree style", () => {
  it("shows getTreeData's rows as a tree and chooses one node (selectNum 1)", async () => {
    const { requests, fetcher } = recording();
    const { onConfirm } = open("orgSelector", fetcher);
    const group = await screen.findByRole("treeitem", { name: "Tessera 集团" });
    expect(group).toHaveAttribute("aria-expanded", "true");
    expect(requests[1]).toMatchObject({ method: "GET", path: "/form/customDialog/v1/getTreeData" });
    fireEvent.click(screen.getByRole("treeitem", { name: "研发部" }));
    fireEvent.click(screen.getByRole("treeitem", { name: "财务部" }));
    expect(screen.getByRole("treeitem", { name: "财务部" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("treeitem", { name: "研发部" })).toHaveAttribute("aria-selected", "false");
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    expect(onConfirm.mock.calls[0][0]).toEqual([{ id: "o3", name: "财务部", code: "fin" }]);
  });

  it("toggles several nodes with multiple choice, children shown after expanding", async () => {
    const { onConfirm } = open("multiOrgSelector");
    await screen.findByRole("treeitem", { name: "研发部" });
    expect(screen.queryByRole("treeitem", { name: "前端组" })).not.toBeInTheDocument();
    const caret = screen
      .getByRole("treeitem", { name: "研发部" })
      .closest(".bp6-tree-node-content")
      ?.querySelector(".bp6-tree-node-caret");
    fireEvent.click(caret as Element);
    fireEvent.click(await screen.findByRole("treeitem", { name: "前端组" }));
    fireEvent.keyDown(screen.getByRole("treeitem", { name: "总经办" }), { key: "Enter" });
    expect(screen.getByText("已选择 2 项")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    expect(onConfirm.mock.calls[0][0].map((r: Record<string, unknown>) => r.name)).toEqual([
      "前端组",
      "总经办",
    ]);
  });

  it("loads the children of an isParent node lazily when the server sent only the roots", async () => {
    const requests: DataRequest[] = [];
    const fetcher = async (request: DataRequest): Promise<FetchResponse> => {
      requests.push(request);
      if (request.path.endsWith("getByAlias")) return { status: 200, data: DIALOG_FIXTURES.orgSelector };
      const mapParam = String(request.query?.mapParam ?? "");
      if (mapParam.includes('"parent_id":"o1"'))
        return { status: 200, data: [{ id: "o2", parent_id: "o1", name: "研发部", isParent: false }] };
      return { status: 200, data: [{ id: "o1", parent_id: "", name: "集团", isParent: true }] };
    };
    open("orgSelector", fetcher);
    const root = await screen.findByRole("treeitem", { name: "集团" });
    expect(requests).toHaveLength(3);
    expect(requests[2].query).toMatchObject({ mapParam: '"parent_id":"o1"' });
    expect(root).toBeInTheDocument();
    expect(await screen.findByRole("treeitem", { name: "研发部" })).toBeInTheDocument();
  });
});

describe("CustomDialog errors", () => {
  it("says 'no related query found with the alias' when getByAlias answers {}", async () => {
    open("ghostDialog");
    expect(await screen.findByText("未找到与别名 ghostDialog 相关的查询")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "确定" })).toBeDisabled();
  });

  it("says it in English too", async () => {
    await i18n.changeLanguage("en-US");
    open("ghostDialog");
    expect(await screen.findByText("No related query found with the alias ghostDialog")).toBeInTheDocument();
  });

  it("refuses a POST template that is not JSON: POST参数不是有效的JSON格式", async () => {
    expect(badPostSelector.dataParam).toBe("{type: staff}");
    open("badPostSelector");
    expect(await screen.findByText("POST参数不是有效的JSON格式")).toBeInTheDocument();
  });

  it("shows a failed call's server message with its log id", async () => {
    const fetcher = fixtureFetcher({ fail: { status: 500, message: "数据库连接失败", logId: "L-42" } });
    open("userSelector", fetcher);
    expect(await screen.findByText(/数据库连接失败/)).toHaveTextContent("【日志ID：L-42】");
  });

  it("abandons a definition that has not arrived within 15 s", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetcher = (request: DataRequest) => {
      signal = request.signal;
      return new Promise<FetchResponse>(() => {});
    };
    open("slowDialog", fetcher);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(14_999);
    });
    expect(screen.queryByText(/已放弃/)).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText("超过 15 秒仍未找到别名 slowDialog 的查询定义，已放弃")).toBeInTheDocument();
    expect(signal?.aborted).toBe(true);
  });

  it("loads nothing and keeps the rows when the list call fails, with a retry", async () => {
    let fail = true;
    const ok = fixtureFetcher();
    const failing = fixtureFetcher({ fail: { status: 502, message: "网关错误" } });
    open("userSelector", (request) => (fail ? failing(request) : ok(request)));
    const retry = await screen.findByRole("button", { name: "重试" });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(firstColumn()[0]).toBe(userRows[0].fullname));
  });
});
