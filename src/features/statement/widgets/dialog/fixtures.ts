import type { DataRequest, Fetcher, FetchResponse } from "../../../../engine";

/*
 * Fixtures of the custom-dialog picker for stories and tests: definitions as getByAlias answers them
 * (field lists as JSON text) and rows as getListData / getTreeData answer them. Static answers, not a
 * stand-in for the server's query logic.
 */

const j = (value: unknown) => JSON.stringify(value);

/** The seeded user picker: list style, multiple choice (selectNum 0), 20 a page. */
export const userSelector = {
  id: "cd-user",
  alias: "userSelector",
  name: "用户选择器",
  style: 0,
  dsType: "dataSource",
  needPage: true,
  pageSize: 20,
  selectNum: 0,
  isTable: 1,
  displayfield: j([
    { field: "fullname", comment: "姓名" },
    { field: "account", comment: "账号" },
    { field: "org_name", comment: "组织" },
    { field: "email", comment: "邮箱" },
  ]),
  conditionfield: j([
    {
      field: "fullname",
      comment: "姓名",
      condition: "LK",
      dbType: "varchar",
      defaultType: "1",
      defaultValue: "",
    },
    {
      field: "org_name",
      comment: "组织",
      condition: "LK",
      dbType: "varchar",
      defaultType: "1",
      defaultValue: "",
    },
    {
      field: "status",
      comment: "状态",
      condition: "EQ",
      dbType: "number",
      defaultType: "2",
      defaultValue: "1",
    },
  ]),
  resultfield: j([
    { field: "id", comment: "ID", AggFuncOp: "" },
    { field: "fullname", comment: "姓名", AggFuncOp: "" },
    { field: "account", comment: "账号", AggFuncOp: "" },
  ]),
  sortfield: j([{ field: "account", sortType: "asc" }]),
};

/** The same picker with single choice. */
export const singleUserSelector = {
  ...userSelector,
  alias: "singleUserSelector",
  name: "选择一位用户",
  selectNum: 1,
};

/** The seeded organisation picker: tree style, single choice. */
export const orgSelector = {
  id: "cd-org",
  alias: "orgSelector",
  name: "组织选择器",
  style: 1,
  dsType: "dataSource",
  needPage: false,
  pageSize: 20,
  selectNum: 1,
  isTable: 1,
  displayfield: j({ id: "id", pid: "parent_id", displayName: "name", pvalue: "", isScript: false }),
  conditionfield: "[]",
  resultfield: j([
    { field: "id", comment: "ID", AggFuncOp: "" },
    { field: "name", comment: "名称", AggFuncOp: "" },
    { field: "code", comment: "编码", AggFuncOp: "" },
  ]),
  sortfield: j([{ field: "sn", sortType: "asc" }]),
};

/** The organisation picker with multiple choice. */
export const multiOrgSelector = {
  ...orgSelector,
  alias: "multiOrgSelector",
  name: "选择多个组织",
  selectNum: 0,
};

/** A REST picker whose POST template is not JSON. */
export const badPostSelector = {
  ...userSelector,
  alias: "badPostSelector",
  dsType: "restful",
  url: "https://api.example.com/users",
  requestType: "POST",
  dataParam: "{type: staff}",
};

const PEOPLE: [string, string, string][] = [
  ["zhangsan", "张三", "研发部"],
  ["lisi", "李四", "研发部"],
  ["wangwu", "王五", "研发部"],
  ["zhaoliu", "赵六", "总经办"],
  ["qianqi", "钱七", "财务部"],
  ["admin", "系统管理员", "信息中心"],
];

/** 26 users: the six of the demo and twenty colleagues, so the list has two pages of 20. */
export const userRows: Record<string, unknown>[] = [
  ...PEOPLE.map(([account, fullname, org], i) => ({
    id: `u${i + 1}`,
    account,
    fullname,
    org_name: org,
    email: `${account}@tessera.example`,
  })),
  ...Array.from({ length: 20 }, (_, i) => ({
    id: `u${i + 7}`,
    account: `staff${String(i + 1).padStart(2, "0")}`,
    fullname: `同事${i + 1}`,
    org_name: i % 2 ? "财务部" : "研发部",
    email: `staff${i + 1}@tessera.example`,
  })),
];

/** The organisation tree as getTreeData answers it (every node, each with isParent). */
export const orgRows: Record<string, unknown>[] = [
  { id: "o1", parent_id: "", name: "Tessera 集团", code: "root", isParent: true },
  { id: "o2", parent_id: "o1", name: "研发部", code: "rd", isParent: true },
  { id: "o21", parent_id: "o2", name: "前端组", code: "rd-fe", isParent: false },
  { id: "o22", parent_id: "o2", name: "后端组", code: "rd-be", isParent: false },
  { id: "o3", parent_id: "o1", name: "财务部", code: "fin", isParent: false },
  { id: "o4", parent_id: "o1", name: "总经办", code: "ceo", isParent: false },
  { id: "o5", parent_id: "o1", name: "信息中心", code: "it", isParent: false },
];

/** Definitions of the fixtures by alias ({} for any other alias, as getByAlias answers). */
export const DIALOG_FIXTURES: Record<string, Record<string, unknown>> = {
  userSelector,
  singleUserSelector,
  orgSelector,
  multiOrgSelector,
  badPostSelector,
};

/**
 * A fetcher answering the picker's calls from the fixtures: getByAlias by alias, getListData a page of
 * `userRows` (no filtering), getTreeData `orgRows`. `delayMs` simulates a slow server; `fail` answers
 * every row call with that error body and status.
 */
export function fixtureFetcher(
  options: { delayMs?: number; fail?: { status: number; message: string; logId?: string } } = {},
): Fetcher {
  return async (request: DataRequest): Promise<FetchResponse> => {
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const alias = String(request.query?.alias ?? "");
    if (request.path.endsWith("/getByAlias")) return { status: 200, data: DIALOG_FIXTURES[alias] ?? {} };
    if (options.fail) return { status: options.fail.status, data: { state: false, ...options.fail } };
    if (request.path.endsWith("/getTreeData")) return { status: 200, data: orgRows };
    const pageBean = (request.body as { pageBean?: { page?: number; pageSize?: number } } | undefined)
      ?.pageBean;
    const page = Number(pageBean?.page ?? 1);
    const pageSize = Number(pageBean?.pageSize ?? userRows.length);
    return {
      status: 200,
      data: {
        rows: userRows.slice((page - 1) * pageSize, page * pageSize),
        total: userRows.length,
        page,
        pageSize,
      },
    };
  };
}
