import type { TableColumn, TableRow } from "./tableModel";

/** Story and test fixtures of the data widgets: expense claims like the seeded demo's. */
export const expenseColumns: TableColumn[] = [
  { field: "code", title: "单号", width: 140 },
  { field: "applicant", title: "申请人", width: 90 },
  { field: "category", title: "费用类别", width: 100 },
  { field: "amount", title: "金额", width: 110, align: "right", format: "money" },
  { field: "applyDate", title: "申请日期", width: 110, format: "date" },
  { field: "status", title: "状态", width: 90, sortable: false },
];

const APPLICANTS = ["张三", "李四", "王五", "赵六", "钱七"];
const CATEGORIES = ["差旅费", "办公用品", "招待费", "培训费", "交通费"];
const STATUSES = ["审批中", "已通过", "已驳回", "已付款"];

/** `count` expense rows, deterministic (row i always has the same values). */
export function expenseRows(count: number): TableRow[] {
  const rows: TableRow[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const day = new Date(Date.UTC(2026, 0, 5) + ((i * 37) % 320) * 86_400_000);
    rows[i] = {
      id: `bx-${i + 1}`,
      code: `BX2026${String(i + 1).padStart(6, "0")}`,
      applicant: APPLICANTS[i % APPLICANTS.length],
      category: CATEGORIES[(i * 3) % CATEGORIES.length],
      amount: ((i * 7919) % 100_000) / 10 + 12.5,
      applyDate: day.toISOString().slice(0, 10),
      status: STATUSES[(i * 5) % STATUSES.length],
    };
  }
  return rows;
}
