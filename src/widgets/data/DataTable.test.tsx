import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../../i18n";
import { DataTable } from "./DataTable";
import { expenseColumns, expenseRows } from "./fixtures";

const rows = expenseRows(35);
/** Blueprint Table renders a main quadrant and a sticky copy of the header; tests read the main one. */
const main = (container: HTMLElement) => container.querySelector(".bp6-table-quadrant-main") as HTMLElement;
const cellTexts = (container: HTMLElement, column: number) =>
  [
    ...main(container).querySelectorAll(`.bp6-table-quadrant-body-container .bp6-table-cell-col-${column}`),
  ].map((cell) => cell.textContent);

describe("DataTable", () => {
  it("renders the columns of the spec with their formats", () => {
    const { container } = render(<DataTable columns={expenseColumns} rows={rows.slice(0, 3)} />);
    expect(within(main(container)).getByText("费用类别")).toBeInTheDocument();
    expect(cellTexts(container, 0)[0]).toBe("BX2026000001");
    expect(cellTexts(container, 3)[0]).toBe("12.50");
  });

  it("pages client-side: page change, page size change and the jumper", () => {
    const onChange = vi.fn();
    const { container } = render(
      <DataTable columns={expenseColumns} rows={rows} pagination={{ defaultPageSize: 10, onChange }} />,
    );
    expect(screen.getByText("共 35 条")).toBeInTheDocument();
    expect(cellTexts(container, 0)[0]).toBe("BX2026000001");
    fireEvent.click(screen.getByRole("button", { name: "第 2 页" }));
    expect(onChange).toHaveBeenLastCalledWith(2, 10);
    expect(cellTexts(container, 0)[0]).toBe("BX2026000011");
    fireEvent.click(screen.getByRole("button", { name: "下一页" }));
    expect(cellTexts(container, 0)[0]).toBe("BX2026000021");
    fireEvent.change(screen.getByRole("combobox", { name: "每页条数" }), { target: { value: "20" } });
    expect(onChange).toHaveBeenLastCalledWith(1, 20);
    expect(cellTexts(container, 0)[0]).toBe("BX2026000001");
    const jumper = screen.getByRole("textbox", { name: "跳转到页码" });
    fireEvent.change(jumper, { target: { value: "2" } });
    fireEvent.keyDown(jumper, { key: "Enter" });
    expect(onChange).toHaveBeenLastCalledWith(2, 20);
    expect(cellTexts(container, 0)[0]).toBe("BX2026000021");
  });

  it("pages server-side by reporting the page and showing the given total", () => {
    const onChange = vi.fn();
    render(
      <DataTable
        columns={expenseColumns}
        rows={rows.slice(0, 10)}
        pagination={{ mode: "server", page: 1, pageSize: 10, total: 123, onChange }}
      />,
    );
    expect(screen.getByText("共 123 条")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "第 13 页" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "第 13 页" }));
    expect(onChange).toHaveBeenCalledWith(13, 10);
  });

  it("selects one row at a time in single mode", () => {
    const onSelectionChange = vi.fn();
    const { container } = render(
      <DataTable
        columns={expenseColumns}
        rows={rows.slice(0, 3)}
        selection="single"
        onSelectionChange={onSelectionChange}
      />,
    );
    fireEvent.click(within(main(container)).getByRole("radio", { name: "选择第 1 行" }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(["bx-1"], [rows[0]]);
    fireEvent.click(within(main(container)).getByRole("radio", { name: "选择第 2 行" }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(["bx-2"], [rows[1]]);
    expect(within(main(container)).getByRole("radio", { name: "选择第 1 行" })).not.toBeChecked();
  });

  it("selects several rows and all rows of the page in multiple mode", () => {
    const onSelectionChange = vi.fn();
    const { container } = render(
      <DataTable
        columns={expenseColumns}
        rows={rows.slice(0, 3)}
        selection="multiple"
        onSelectionChange={onSelectionChange}
      />,
    );
    fireEvent.click(within(main(container)).getByRole("checkbox", { name: "选择第 1 行" }));
    fireEvent.click(within(main(container)).getByRole("checkbox", { name: "选择第 3 行" }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(["bx-1", "bx-3"], [rows[0], rows[2]]);
    fireEvent.click(within(main(container)).getByRole("checkbox", { name: "全选本页" }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(["bx-1", "bx-3", "bx-2"], [rows[0], rows[2], rows[1]]);
    fireEvent.click(within(main(container)).getByRole("checkbox", { name: "全选本页" }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([], []);
  });

  it("sorts client-side and reports each sort: ascending, descending, none", () => {
    const onSortChange = vi.fn();
    const data = [
      { id: "1", code: "A", amount: 30 },
      { id: "2", code: "B", amount: 5 },
      { id: "3", code: "C", amount: 120 },
    ];
    const { container } = render(
      <DataTable
        columns={[
          { field: "code", title: "单号" },
          { field: "amount", title: "金额", format: "number" },
        ]}
        rows={data}
        onSortChange={onSortChange}
      />,
    );
    const sortAmount = () =>
      fireEvent.click(within(main(container)).getByRole("button", { name: "按 金额 排序" }));
    sortAmount();
    expect(onSortChange).toHaveBeenLastCalledWith({ field: "amount", direction: "ASC" });
    expect(cellTexts(container, 0)).toEqual(["B", "A", "C"]);
    sortAmount();
    expect(onSortChange).toHaveBeenLastCalledWith({ field: "amount", direction: "DESC" });
    expect(cellTexts(container, 0)).toEqual(["C", "A", "B"]);
    sortAmount();
    expect(onSortChange).toHaveBeenLastCalledWith(null);
    expect(cellTexts(container, 0)).toEqual(["A", "B", "C"]);
  });

  it("leaves server-side sorting to the callback and keeps the rows as given", () => {
    const onSortChange = vi.fn();
    const data = [
      { id: "1", code: "B" },
      { id: "2", code: "A" },
    ];
    const { container } = render(
      <DataTable
        columns={[{ field: "code", title: "单号" }]}
        rows={data}
        sortMode="server"
        onSortChange={onSortChange}
      />,
    );
    fireEvent.click(within(main(container)).getByRole("button", { name: "按 单号 排序" }));
    expect(onSortChange).toHaveBeenCalledWith({ field: "code", direction: "ASC" });
    expect(cellTexts(container, 0)).toEqual(["B", "A"]);
  });

  it("shows 暂无数据 when there are no rows", () => {
    render(<DataTable columns={expenseColumns} rows={[]} pagination={{}} />);
    expect(screen.getByText("暂无数据")).toBeInTheDocument();
    expect(screen.getByText("共 0 条")).toBeInTheDocument();
  });

  it("shows the error's message and log id, with a retry", () => {
    const onRetry = vi.fn();
    render(
      <DataTable
        columns={expenseColumns}
        rows={[]}
        error={{ message: "服务器内部错误，请稍后重试", logId: "5e7b9a" }}
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("服务器内部错误，请稍后重试 【日志ID：5e7b9a】")).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole("button", { name: "重试" }));
    expect(onRetry).toHaveBeenCalled();
  });

  it("shows a spinner while the first page loads", () => {
    render(<DataTable columns={expenseColumns} rows={[]} loading />);
    expect(screen.getByRole("status")).toHaveTextContent("加载中…");
  });

  it("renders only the visible window of 100 000 rows (virtualised)", () => {
    const many = expenseRows(100_000);
    const { container } = render(<DataTable columns={expenseColumns} rows={many} />);
    const rendered = container.querySelectorAll(".bp6-table-cell-col-0").length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(100);
  });
});
