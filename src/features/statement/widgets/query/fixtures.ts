import type { DataRequest, Fetcher, FetchResponse } from "../../../../engine";

/*
 * Fixtures of the query view for stories and tests: definitions as getByAlias answers them (JSON text
 * fields) and result rows. The fetcher answers with static pages; it does not imitate the server's SQL.
 */

const j = (value: unknown) => JSON.stringify(value);

/** The seeded expense query: five conditions, paged by 10. */
export const expenseQuery = {
  id: "cq-expense",
  alias: "expenseQuery",
  name: "费用报销查询",
  dsType: "dataSource",
  needPage: 1,
  pageSize: 10,
  isTable: 1,
  conditionfield: j([
    {
      field: "code",
      comment: "单号",
      condition: "LK",
      dbType: "varchar",
      defaultType: "1",
      defaultValue: "",
    },
    {
      field: "applicant",
      comment: "申请人",
      condition: "LK",
      dbType: "varchar",
      defaultType: "1",
      defaultValue: "",
    },
    {
      field: "apply_date",
      comment: "申请日期",
      condition: "BETWEEN",
      dbType: "date",
      defaultType: "1",
      defaultValue: "",
    },
  ]),
  resultfield: j([
    { field: "code", comment: "单号", AggFuncOp: "" },
    { field: "applicant", comment: "申请人", AggFuncOp: "" },
    { field: "dept", comment: "部门", AggFuncOp: "" },
    { field: "amount", comment: "金额", AggFuncOp: "" },
    { field: "apply_date", comment: "申请日期", AggFuncOp: "" },
  ]),
  sortfield: j([{ field: "apply_date", sortType: "desc" }]),
};

/** The seeded department sum: unpaged. */
export const expenseByDept = {
  id: "cq-expense-dept",
  alias: "expenseByDept",
  name: "部门费用汇总",
  dsType: "dataSource",
  needPage: 0,
  pageSize: 10,
  isTable: 1,
  conditionfield: j([
    {
      field: "apply_date",
      comment: "申请日期",
      condition: "BETWEEN",
      dbType: "date",
      defaultType: "1",
      defaultValue: "",
    },
  ]),
  resultfield: j([
    { field: "dept", comment: "部门", AggFuncOp: "" },
    { field: "amount", comment: "金额合计", AggFuncOp: "sum" },
  ]),
  sortfield: j([{ field: "dept", sortType: "asc" }]),
};

const PEOPLE: [string, string][] = [
  ["张三", "研发部"],
  ["李四", "研发部"],
  ["钱七", "财务部"],
  ["赵六", "总经办"],
];

/** 23 expense claims (three pages of 10). */
export const expenseRows: Record<string, unknown>[] = Array.from({ length: 23 }, (_, i) => {
  const [applicant, dept] = PEOPLE[i % PEOPLE.length];
  return {
    code: `BX2026${String(i + 1).padStart(4, "0")}`,
    applicant,
    dept,
    amount: Math.round((300 + i * 137.25) * 100) / 100,
    apply_date: `2026-${String((i % 9) + 1).padStart(2, "0")}-${String((i % 27) + 1).padStart(2, "0")}`,
  };
});

/** The department sums. */
export const deptRows: Record<string, unknown>[] = [
  { dept: "总经办", amount: 18230.5 },
  { dept: "研发部", amount: 52310.25 },
  { dept: "财务部", amount: 9870 },
];

/** Definitions of the fixtures by alias ({} for any other alias, as getByAlias answers). */
export const QUERY_FIXTURES: Record<string, Record<string, unknown>> = { expenseQuery, expenseByDept };

/**
 * A fetcher answering getByAlias (raw-text alias body) from the fixtures and doQuery with a page of the
 * fixture rows. `rows` replaces the rows (an empty result); `fail` answers doQuery with an error body;
 * `delayMs` holds every answer back (a loading state).
 */
export function queryFixtureFetcher(
  options: {
    rows?: Record<string, unknown>[];
    delayMs?: number;
    fail?: { status: number; message: string; logId?: string };
  } = {},
): Fetcher {
  return async (request: DataRequest): Promise<FetchResponse> => {
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (request.path.endsWith("/getByAlias"))
      return { status: 200, data: QUERY_FIXTURES[String(request.body)] ?? {} };
    if (options.fail) return { status: options.fail.status, data: { state: false, ...options.fail } };
    const alias = String(request.query?.alias ?? "");
    if (alias === "expenseByDept") {
      const rows = options.rows ?? deptRows;
      return { status: 200, data: { rows, total: rows.length, page: 1, pageSize: rows.length } };
    }
    const rows = options.rows ?? expenseRows;
    const page = Number(request.query?.page ?? 1);
    return {
      status: 200,
      data: { rows: rows.slice((page - 1) * 10, page * 10), total: rows.length, page, pageSize: 10 },
    };
  };
}
