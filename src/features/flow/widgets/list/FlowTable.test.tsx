import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../../../../i18n";
import { type FlowColumn, FlowTable } from "./FlowTable";
import { doneRows, todoRows } from "./fixtures";

const columns: FlowColumn[] = [
  { field: "subject", title: "标题", kind: "subject" },
  { field: "status", title: "状态", kind: "taskStatus" },
  { field: "createTime", title: "创建时间", kind: "datetime" },
];

describe("FlowTable", () => {
  it("opens a row from its subject and shows status labels", () => {
    const onOpen = vi.fn();
    render(<FlowTable rows={todoRows} columns={columns} onOpen={onOpen} label="待办事项" />);
    fireEvent.click(screen.getByRole("button", { name: "张三的请假申请（3 天）" }));
    expect(onOpen).toHaveBeenCalledWith(todoRows[0]);
    const row = screen.getByText("市场部年度预算").closest("tr") as HTMLElement;
    expect(within(row).getByText("共享")).toBeInTheDocument();
    expect(within(row).getByText("2026-03-02 09:15:00")).toBeInTheDocument();
  });

  it("makes subjects real links under /fvue/ whose plain click opens in the app and modified clicks are the browser's", () => {
    const onOpen = vi.fn();
    render(
      <FlowTable
        rows={todoRows}
        columns={columns}
        onOpen={onOpen}
        hrefOf={(row) => (row.status === "SHARE" ? undefined : `/fvue/task/${String(row.id)}/0`)}
      />,
    );
    const link = screen.getByRole("link", { name: "张三的请假申请（3 天）" });
    expect(link).toHaveAttribute("href", "/fvue/task/t-1/0");
    const plain = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(1);
    const withCtrl = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.dispatchEvent(withCtrl);
    expect(withCtrl.defaultPrevented).toBe(false);
    expect(onOpen).toHaveBeenCalledTimes(1);
    // A row without an href (a shared task that asks for a leader first) stays a button.
    expect(screen.getByRole("button", { name: "市场部年度预算" })).toBeInTheDocument();
  });

  it("shows the outcome and the user's own decision with the one status vocabulary", () => {
    render(
      <FlowTable
        rows={[
          { id: "a", subject: "甲", status: "end", outcome: "oppose", opinionStatus: "oppose" },
          { id: "b", subject: "乙", status: "end", outcome: "agree", opinionStatus: "agree" },
        ]}
        columns={[
          { field: "subject", title: "标题", kind: "subject" },
          { field: "status", title: "状态", kind: "instStatus" },
          { field: "outcome", title: "结果", kind: "outcome" },
          { field: "opinionStatus", title: "我的操作", kind: "opinionStatus" },
        ]}
      />,
    );
    const opposed = screen.getByText("甲").closest("tr") as HTMLElement;
    expect(within(opposed).getByText("已结束")).toBeInTheDocument();
    expect(within(opposed).getAllByText("反对")).toHaveLength(2);
    const agreed = screen.getByText("乙").closest("tr") as HTMLElement;
    expect(within(agreed).getAllByText("同意")).toHaveLength(2);
    expect(within(agreed).getByText("已结束")).toBeInTheDocument();
  });

  it("names a cut subject with its full text", () => {
    const subject = "一二三四五六七八九十一二三四五六七八九十甲乙丙";
    const onOpen = vi.fn();
    const { rerender } = render(
      <FlowTable rows={[{ id: "t1", subject }]} columns={columns} onOpen={onOpen} />,
    );
    const button = screen.getByRole("button", { name: subject });
    expect(button).toHaveTextContent("一二三四五六七八九十一二三四五六七八九十…");
    rerender(<FlowTable rows={[{ id: "t1", subject }]} columns={columns} />);
    expect(screen.getByText(subject)).toBeInTheDocument();
  });

  it("shows subjects as text when rows do not open", () => {
    render(<FlowTable rows={todoRows} columns={columns} />);
    expect(screen.queryByRole("button", { name: "张三的请假申请（3 天）" })).toBeNull();
    expect(screen.getByText("张三的请假申请（3 天）")).toBeInTheDocument();
  });

  it("shows each row action on the rows it is visible for, with an 操作 column", () => {
    const revoke = vi.fn();
    render(
      <FlowTable
        rows={doneRows}
        columns={[{ field: "subject", title: "标题", kind: "subject" }]}
        rowActions={[{ label: "撤回", visible: (row) => row.revoke === true, onClick: revoke }]}
      />,
    );
    expect(screen.getByRole("columnheader", { name: "操作" })).toBeInTheDocument();
    const buttons = screen.getAllByRole("button", { name: "撤回" });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]);
    expect(revoke).toHaveBeenCalledWith(doneRows[0]);
  });

  it("pages only when there are rows, and marks itself busy while reloading", () => {
    const onChange = vi.fn();
    const { rerender, container } = render(
      <FlowTable
        rows={todoRows}
        columns={columns}
        loading
        paging={{ page: 1, pageSize: 5, total: 6, onChange }}
      />,
    );
    expect(container.querySelector(".tessera-flow-table")).toHaveAttribute("aria-busy", "true");
    expect(screen.getByText("共 6 条")).toBeInTheDocument();
    rerender(<FlowTable rows={[]} columns={columns} paging={{ page: 1, pageSize: 5, total: 0, onChange }} />);
    expect(screen.queryByText(/共 \d+ 条/)).toBeNull();
    expect(screen.getByText("暂无数据")).toBeInTheDocument();
  });
});
