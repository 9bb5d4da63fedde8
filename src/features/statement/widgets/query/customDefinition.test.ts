import { describe, expect, it } from "vitest";
import {
  isMissingDefinition,
  parseConditions,
  parseDefinition,
  parseHeaders,
  parseRestful,
  readFlag,
  rowKeyFor,
  rowValue,
} from "./customDefinition";
import { CustomQueryError } from "./queryErrors";

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof CustomQueryError ? { code: error.code, ...error.params } : error;
  }
  return "no error";
};

const expenseQuery = {
  alias: "expenseQuery",
  name: "费用报销查询",
  dsType: "dataSource",
  needPage: true,
  pageSize: 10,
  conditionfield: JSON.stringify([
    {
      field: "applicant",
      comment: "申请人",
      condition: "LK",
      dbType: "varchar",
      defaultType: "1",
      defaultValue: "",
    },
    { field: "apply_date", comment: "申请日期", condition: "BETWEEN", dbType: "date", defaultType: "1" },
  ]),
  resultfield: JSON.stringify([
    { field: "code", comment: "单号", AggFuncOp: "" },
    { field: "amount", comment: "金额", AggFuncOp: "" },
  ]),
  sortfield: JSON.stringify([{ field: "apply_date", sortType: "desc" }]),
};

describe("parseDefinition", () => {
  it("reads the JSON text fields of a dataSource definition", () => {
    const parsed = parseDefinition(expenseQuery, "expenseQuery", 10);
    expect(parsed).toMatchObject({
      alias: "expenseQuery",
      name: "费用报销查询",
      dsType: "dataSource",
      needPage: true,
      pageSize: 10,
      resultFields: [{ field: "code", comment: "单号" }, { field: "amount" }],
      sortFields: [{ field: "apply_date", sortType: "desc" }],
    });
    expect(parsed.conditions.map((c) => c.field)).toEqual(["applicant", "apply_date"]);
    expect(parsed.restful).toBeUndefined();
  });

  it("fails with 'no related query found with the alias' for the {} getByAlias answers", () => {
    expect(codeOf(() => parseDefinition({}, "nope", 20))).toEqual({ code: "aliasNotFound", alias: "nope" });
    expect(codeOf(() => parseDefinition(null, "nope", 20))).toMatchObject({ code: "aliasNotFound" });
    expect(isMissingDefinition({ state: false })).toBe(true);
  });

  it("uses the default page size when the definition has none", () => {
    expect(parseDefinition({ ...expenseQuery, pageSize: 0 }, "x", 20).pageSize).toBe(20);
    expect(parseDefinition({ ...expenseQuery, pageSize: undefined }, "x", 20).pageSize).toBe(20);
  });

  it("refuses a condition field that is not valid JSON (condition field JSON is wrong)", () => {
    expect(codeOf(() => parseDefinition({ ...expenseQuery, conditionfield: "[{field:" }, "x", 10))).toEqual({
      code: "conditionJson",
    });
    expect(codeOf(() => parseConditions('{"field":"a"}'))).toEqual({ code: "conditionJson" });
    expect(codeOf(() => parseConditions('[{"comment":"no field"}]'))).toEqual({ code: "conditionJson" });
  });

  it("names the other JSON field that is wrong", () => {
    expect(codeOf(() => parseDefinition({ ...expenseQuery, resultfield: "oops" }, "x", 10))).toEqual({
      code: "fieldJson",
      field: "resultfield",
    });
  });

  it("gives conditions a condition code, a comment and text default values", () => {
    expect(parseConditions([{ field: "a", defaultType: 1, defaultValue: 5 }])).toEqual([
      { field: "a", comment: "", condition: "EQ", defaultType: "1", defaultValue: "5" },
    ]);
  });
});

describe("parseRestful", () => {
  it("needs a url (restful url is empty)", () => {
    expect(codeOf(() => parseRestful({ dsType: "restful", url: "  " }))).toEqual({ code: "restfulUrlEmpty" });
  });

  it("refuses a POST template that is not JSON: POST参数不是有效的JSON格式", () => {
    expect(codeOf(() => parseRestful({ url: "/x", requestType: "POST", dataParam: "{a:1}" }))).toEqual({
      code: "postParamNotJson",
    });
    expect(codeOf(() => parseRestful({ url: "/x", requestType: "POST", dataParam: "[1]" }))).toEqual({
      code: "postParamNotJson",
    });
  });

  it("reads the template, headers and answer keys", () => {
    expect(
      parseRestful({
        url: "https://api.example.com/users",
        requestType: "post",
        dataParam: '{"type":"staff"}',
        header: '{"X-Key":"k1","X-Num":3}',
        listKey: "data.list",
        totalKey: "data.total",
        pageKey: "data.page",
        pageSizeKey: "data.size",
      }),
    ).toEqual({
      url: "https://api.example.com/users",
      requestType: "POST",
      dataParam: { type: "staff" },
      headers: { "X-Key": "k1", "X-Num": "3" },
      listKey: "data.list",
      totalKey: "data.total",
      pageKey: "data.page",
      pageSizeKey: "data.size",
    });
  });

  it("is part of a definition whose dsType is not dataSource", () => {
    const parsed = parseDefinition(
      { alias: "r", dsType: "restful", url: "/api/r", requestType: "GET" },
      "r",
      20,
    );
    expect(parsed.dsType).toBe("restful");
    expect(parsed.restful).toMatchObject({ url: "/api/r", requestType: "GET", headers: {} });
  });

  it("refuses headers that are not a JSON object", () => {
    expect(codeOf(() => parseHeaders("X-Key: 1"))).toEqual({ code: "fieldJson", field: "header" });
    expect(parseHeaders("")).toEqual({});
  });
});

describe("helpers", () => {
  it("reads needPage in its spellings", () => {
    expect([true, 1, "1", "true"].map(readFlag)).toEqual([true, true, true, true]);
    expect([false, 0, "0", undefined].map(readFlag)).toEqual([false, false, false, false]);
  });

  it("reads row values whatever the case of the keys", () => {
    expect(rowValue({ FULLNAME: "李四" }, "fullname")).toBe("李四");
    expect(rowValue({ fullname: "李四" }, "FULLNAME")).toBe("李四");
    expect(rowKeyFor([{ AMOUNT: 1 }], "amount")).toBe("AMOUNT");
    expect(rowKeyFor([], "amount")).toBe("amount");
  });
});
