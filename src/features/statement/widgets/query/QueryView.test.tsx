import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DataRequest, FetchResponse } from "../../../../engine";
import i18n from "../../../../i18n";
import { queryFixtureFetcher } from "./fixtures";
import { QueryView } from "./QueryView";

const main = () => document.querySelector(".bp6-table-quadrant-main") as HTMLElement;
const column = (index: number) =>
  [...main().querySelectorAll(`.bp6-table-quadrant-body-container .bp6-table-cell-col-${index}`)].map(
    (c) => c.textContent,
  );

function recording(fetcher = queryFixtureFetcher()) {
  const requests: DataRequest[] = [];
  return {
    requests,
    fetcher: async (request: DataRequest) => {
      requests.push(request);
      return fetcher(request);
    },
  };
}

/** The blobs saved through object URLs, by the test's stubs. */
let saved: { blob: Blob; name: string }[] = [];

beforeEach(() => {
  saved = [];
  let lastBlob: Blob | undefined;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    lastBlob = blob;
    return "blob:export";
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) saved.push({ blob: lastBlob, name: this.download });
  });
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  await i18n.changeLanguage("zh-CN");
});

describe("QueryView", () => {
  it("loads the definition by alias (raw-text body) and shows the result with comments as titles", async () => {
    const { requests, fetcher } = recording();
    render(<QueryView alias="expenseQuery" fetcher={fetcher} />);
    await waitFor(() => expect(column(0)[0]).toBe("BX20260001"));
    expect(requests[0]).toMatchObject({
      host: "form",
      method: "POST",
      path: "/form/customQuery/v1/getByAlias",
      body: "expenseQuery",
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
    });
    expect(requests[1]).toMatchObject({
      path: "/form/customQuery/v1/doQuery",
      query: { alias: "expenseQuery", page: 1 },
      body: [],
    });
    for (const title of ["单号", "申请人", "部门"])
      expect(within(main()).getByText(title)).toBeInTheDocument();
    expect(screen.getByText("共 23 条")).toBeInTheDocument();
  });

  it("builds the search form from conditionfield and sends [{key, value}], dates from 00:00:00 to 23:59:59", async () => {
    const { requests, fetcher } = recording();
    render(<QueryView alias="expenseQuery" fetcher={fetcher} />);
    await waitFor(() => expect(column(0)[0]).toBe("BX20260001"));
    fireEvent.change(screen.getByLabelText("申请人"), { target: { value: "钱" } });
    fireEvent.change(screen.getByRole("textbox", { name: "申请日期 开始日期" }), {
      target: { value: "2026-03-01" },
    });
    fireEvent.change(screen.getByRole("textbox", { name: "申请日期 结束日期" }), {
      target: { value: "2026-03-31" },
    });
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2].body).toEqual([
      { key: "applicant", value: "钱" },
      { key: "apply_date", value: "2026-03-01 00:00:00|2026-03-31 23:59:59" },
    ]);
  });

  it("pages on the server when needPage, 10 a page as the definition says", async () => {
    const { requests, fetcher } = recording();
    render(<QueryView alias="expenseQuery" fetcher={fetcher} />);
    await waitFor(() => expect(column(0)[0]).toBe("BX20260001"));
    expect(screen.queryByRole("combobox", { name: "每页条数" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "第 3 页" }));
    await waitFor(() => expect(column(0)[0]).toBe("BX20260021"));
    expect(requests[2].query).toEqual({ alias: "expenseQuery", page: 3 });
    expect(column(0)).toHaveLength(3);
  });

  it("pages an unpaged result on the client with the page sizes", async () => {
    render(<QueryView alias="expenseByDept" fetcher={queryFixtureFetcher()} />);
    await waitFor(() => expect(column(0)).toEqual(["总经办", "研发部", "财务部"]));
    expect(screen.getByRole("combobox", { name: "每页条数" })).toBeInTheDocument();
    expect(within(main()).getByText("金额合计")).toBeInTheDocument();
  });

  it("exports ALL matching rows (every page, not just the one shown) as CSV with a UTF-8 BOM, the titles first", async () => {
    const { requests, fetcher } = recording();
    render(<QueryView alias="expenseQuery" fetcher={fetcher} />);
    await waitFor(() => expect(column(0)[0]).toBe("BX20260001"));
    fireEvent.click(screen.getByRole("button", { name: "导出" }));
    fireEvent.click(await screen.findByText("导出 CSV"));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(
      requests.filter((r) => r.path === "/form/customQuery/v1/doQuery").map((r) => r.query?.page),
    ).toEqual([1, 1, 2, 3]);
    expect(saved[0].name).toMatch(/^费用报销查询_\d{14}\.csv$/);
    expect(saved[0].blob.type).toBe("text/csv;charset=utf-8");
    const bytes = new Uint8Array(await saved[0].blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toBe("单号,申请人,部门,金额,申请日期");
    expect(lines[1]).toBe("BX20260001,张三,研发部,300,2026-01-01");
    // 23 rows, the header and the empty string after the last CRLF.
    expect(lines).toHaveLength(25);
  });

  it("exports a real .xlsx of every row, titled with the configured column titles", {
    timeout: 30_000,
  }, async () => {
    render(<QueryView alias="expenseQuery" fetcher={queryFixtureFetcher()} />);
    await waitFor(() => expect(column(0)[0]).toBe("BX20260001"));
    fireEvent.click(screen.getByRole("button", { name: "导出" }));
    fireEvent.click(await screen.findByText("导出 Excel (.xlsx)"));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 8000 });
    expect(saved[0].name).toMatch(/^费用报销查询_\d{14}\.xlsx$/);
    const ExcelJS = (await import("exceljs")).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await saved[0].blob.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, "单号", "申请人", "部门", "金额", "申请日期"]);
    expect(sheet.rowCount).toBe(24);
    expect(sheet.getRow(2).getCell(1).value).toBe("BX20260001");
  });

  it("shows the empty state and disables the export when nothing matches", async () => {
    render(<QueryView alias="expenseQuery" fetcher={queryFixtureFetcher({ rows: [] })} />);
    expect(await screen.findByText("暂无数据")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "导出" })).toBeDisabled();
  });

  it("shows a failed query's message and log id, with a retry", async () => {
    render(
      <QueryView
        alias="expenseQuery"
        fetcher={queryFixtureFetcher({
          fail: { status: 400, message: "查询条件 apply_date 的值不正确", logId: "L-7" },
        })}
      />,
    );
    expect(await screen.findByText(/查询条件 apply_date 的值不正确/)).toHaveTextContent("【日志ID：L-7】");
    expect(screen.getByRole("button", { name: "重试" })).toBeInTheDocument();
  });

  it("says 'no related query found with the alias' in both languages", async () => {
    const { unmount } = render(<QueryView alias="nothing" fetcher={queryFixtureFetcher()} />);
    expect(await screen.findByText("未找到与别名 nothing 相关的查询")).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage("en-US");
    render(<QueryView alias="nothing" fetcher={queryFixtureFetcher()} />);
    expect(await screen.findByText("No related query found with the alias nothing")).toBeInTheDocument();
  });

  it("abandons the query when its alias is not found within 15 s", async () => {
    vi.useFakeTimers();
    const fetcher = (_request: DataRequest) => new Promise<FetchResponse>(() => {});
    render(<QueryView alias="expenseQuery" fetcher={fetcher} />);
    expect(screen.getByRole("status")).toHaveTextContent("加载中");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(screen.getByText("超过 15 秒仍未找到别名 expenseQuery 的查询定义，已放弃")).toBeInTheDocument();
  });

  it("reads REST answers at the definition's keys and names a missing array", async () => {
    const definition = {
      alias: "rest",
      dsType: "restful",
      url: "https://api.example.com/claims",
      requestType: "GET",
      listKey: "data.items",
      resultfield: '[{"field":"code","comment":"单号"}]',
    };
    const fetcher = async (request: DataRequest): Promise<FetchResponse> =>
      request.path.endsWith("getByAlias")
        ? { status: 200, data: definition }
        : { status: 200, data: { data: {} } };
    render(<QueryView alias="rest" fetcher={fetcher} />);
    expect(await screen.findByText("无法从返回结果中提取数组")).toBeInTheDocument();
  });
});
