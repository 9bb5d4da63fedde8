import { describe, expect, it } from "vitest";
import { buildQuerys } from "../../../../widgets/data/searchQuery";
import {
  completeRanges,
  isUserCondition,
  OPEN_RANGE_END,
  OPEN_RANGE_START,
  restfulParams,
  searchFieldsOf,
  toDialogFilter,
  toQueryParams,
} from "./conditionQuerys";
import { parseConditions } from "./customDefinition";

const conditions = parseConditions([
  { field: "applicant", comment: "申请人", condition: "LK", dbType: "varchar", defaultType: "1" },
  { field: "apply_date", comment: "申请日期", condition: "BETWEEN", dbType: "date", defaultType: "1" },
  {
    field: "status",
    comment: "状态",
    condition: "EQ",
    dbType: "number",
    defaultType: "2",
    defaultValue: "1",
  },
  { field: "org", comment: "组织", condition: "LK", dbType: "varchar", defaultType: "3" },
]);

describe("search fields of a definition", () => {
  it("asks queries for defaultType 1 only, dialogs also for 3", () => {
    expect(searchFieldsOf(conditions, "query").map((f) => f.field)).toEqual(["applicant", "apply_date"]);
    expect(searchFieldsOf(conditions, "dialog").map((f) => f.field)).toEqual([
      "applicant",
      "apply_date",
      "org",
    ]);
    expect(isUserCondition(conditions[2], "dialog")).toBe(false);
  });

  it("shows BETWEEN dates as a date range and LK as LIKE text", () => {
    const [applicant, date] = searchFieldsOf(conditions, "query");
    expect(applicant).toMatchObject({ label: "申请人", type: "text", operation: "LIKE" });
    expect(date).toMatchObject({ label: "申请日期", type: "date", operation: "BETWEEN" });
  });
});

describe("doQuery parameters", () => {
  const fields = searchFieldsOf(conditions, "query");

  it("sends a date range from 00:00:00 to 23:59:59 as start|end", () => {
    const querys = buildQuerys(fields, { applicant: " 钱 ", apply_date: ["2026-03-01", "2026-03-31"] });
    expect(toQueryParams(querys)).toEqual([
      { key: "applicant", value: "钱" },
      { key: "apply_date", value: "2026-03-01 00:00:00|2026-03-31 23:59:59" },
    ]);
  });

  it("completes a range given by one end only", () => {
    const from = completeRanges(conditions, buildQuerys(fields, { apply_date: ["2026-03-01", null] }));
    expect(toQueryParams(from)).toEqual([
      { key: "apply_date", value: `2026-03-01 00:00:00|${OPEN_RANGE_END}` },
    ]);
    const to = completeRanges(conditions, buildQuerys(fields, { apply_date: [null, "2026-03-31"] }));
    expect(toQueryParams(to)).toEqual([
      { key: "apply_date", value: `${OPEN_RANGE_START}|2026-03-31 23:59:59` },
    ]);
  });

  it("leaves GREAT_EQUAL alone on a condition that is not BETWEEN", () => {
    const ge = parseConditions([{ field: "amount", condition: "GE", dbType: "number" }]);
    const querys = [{ property: "amount", operation: "GREAT_EQUAL" as const, value: "10" }];
    expect(completeRanges(ge, querys)).toEqual(querys);
  });

  it("sends nothing for empty fields", () => {
    expect(toQueryParams(buildQuerys(fields, { applicant: "  ", apply_date: [null, null] }))).toEqual([]);
  });
});

describe("getListData filter", () => {
  it("pages, keeps the querys and sorts through params sortField + orderSeq", () => {
    const filter = toDialogFilter([{ property: "fullname", operation: "LIKE", value: "李" }], {
      page: 2,
      pageSize: 20,
      sort: { field: "account", direction: "DESC" },
    });
    expect(filter).toEqual({
      pageBean: { page: 2, pageSize: 20, showTotal: true },
      querys: [{ property: "fullname", operation: "LIKE", value: "李", relation: "AND", group: "main" }],
      params: { sortField: "account", orderSeq: "DESC" },
    });
    expect(toDialogFilter([], { page: 1, pageSize: 20 }).params).toBeUndefined();
  });
});

describe("REST parameters", () => {
  it("adds the fixed conditions and the filled ones by field", () => {
    expect(
      restfulParams(conditions, [
        { property: "applicant", value: "钱" },
        { property: "apply_date", value: ["2026-01-01 00:00:00", "2026-01-31 23:59:59"] },
      ]),
    ).toEqual({ status: "1", applicant: "钱", apply_date: "2026-01-01 00:00:00|2026-01-31 23:59:59" });
  });
});
