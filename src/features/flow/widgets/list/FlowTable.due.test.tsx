import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../../i18n";
import { type FlowColumn, FlowTable } from "./FlowTable";

const columns: FlowColumn[] = [
  { field: "subject", title: "标题", kind: "subject" },
  { field: "dueTime", title: "到期时间", kind: "dueTime" },
];
const rows = [
  { id: "a", subject: "已超期的任务", dueTime: "2030-03-04 10:00:00", dueStatus: 2 },
  { id: "b", subject: "即将到期的任务", dueTime: "2030-03-05 10:00:00", dueStatus: 1 },
  { id: "c", subject: "不急的任务", dueTime: "2030-03-20 10:00:00", dueStatus: 0 },
  { id: "d", subject: "没有期限的任务" },
];

describe("FlowTable due times", () => {
  it("tags overdue and due-soon rows beside their due time", () => {
    render(<FlowTable rows={rows} columns={columns} onOpen={() => {}} label="待办事项" />);
    const rowOf = (subject: string) => screen.getByText(subject).closest("tr") as HTMLElement;
    expect(within(rowOf("已超期的任务")).getByText("已超期").closest("[data-due]")).toHaveAttribute(
      "data-due",
      "overdue",
    );
    expect(within(rowOf("即将到期的任务")).getByText("即将到期").closest("[data-due]")).toHaveAttribute(
      "data-due",
      "soon",
    );
    expect(rowOf("不急的任务")).toHaveTextContent("2030-03-20 10:00:00");
    expect(rowOf("不急的任务").querySelector("[data-due]")).toBeNull();
    expect(rowOf("没有期限的任务").querySelector(".tessera-flow-due")).toBeNull();
  });
});
