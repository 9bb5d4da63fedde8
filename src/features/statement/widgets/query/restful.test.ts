import { describe, expect, it } from "vitest";
import { CustomQueryError } from "./queryErrors";
import { buildRestfulRequest, parseAnswer, readPageList, readPath, readRestfulList } from "./restful";

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof CustomQueryError ? error.code : error;
  }
  return "no error";
};

describe("buildRestfulRequest", () => {
  it("GET puts template, parameters and paging keys in the query", () => {
    expect(
      buildRestfulRequest(
        {
          url: "https://api.example.com/users",
          requestType: "GET",
          dataParam: { type: "staff" },
          headers: {},
          pageKey: "p",
          pageSizeKey: "size",
        },
        { params: { name: "李" }, page: 2, pageSize: 20 },
      ),
    ).toEqual({
      host: "",
      path: "https://api.example.com/users",
      method: "GET",
      query: { type: "staff", name: "李", p: 2, size: 20 },
    });
  });

  it("POST merges them into the template as the body and sends the headers", () => {
    expect(
      buildRestfulRequest(
        {
          url: "/api/users",
          requestType: "POST",
          dataParam: { type: "staff", name: "" },
          headers: { "X-Key": "k" },
        },
        { params: { name: "李" } },
      ),
    ).toEqual({
      host: "",
      path: "/api/users",
      method: "POST",
      body: { type: "staff", name: "李" },
      headers: { "X-Key": "k" },
    });
  });

  it("leaves the paging keys out when the definition names none", () => {
    const request = buildRestfulRequest(
      { url: "/u", requestType: "GET", headers: {} },
      { params: {}, page: 1, pageSize: 10 },
    );
    expect(request.query).toBeUndefined();
  });
});

describe("reading answers", () => {
  it("refuses an empty answer (returned data is empty)", () => {
    for (const body of [undefined, null, "", "   "])
      expect(codeOf(() => parseAnswer(body))).toBe("emptyData");
  });

  it("refuses text that is not JSON (cannot parse response as JSON)", () => {
    expect(codeOf(() => parseAnswer("<html>oops</html>"))).toBe("notJson");
    expect(parseAnswer('{"a":1}')).toEqual({ a: 1 });
  });

  it("reads the list at listKey with total, page and page size at their keys", () => {
    const body = { data: { list: [{ id: 1 }, { id: 2 }], total: "42", page: 3, size: 2 } };
    expect(
      readRestfulList(body, {
        listKey: "data.list",
        totalKey: "data.total",
        pageKey: "data.page",
        pageSizeKey: "data.size",
      }),
    ).toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 42, page: 3, pageSize: 2 });
  });

  it("refuses an answer without an array at listKey (cannot extract array from response)", () => {
    expect(codeOf(() => readRestfulList({ data: { list: "x" } }, { listKey: "data.list" }))).toBe("noArray");
    expect(codeOf(() => readRestfulList({ message: "ok" }, {}))).toBe("noArray");
  });

  it("reads a bare array, or rows/data without a listKey, with the row count as total", () => {
    expect(readRestfulList('[{"id":1}]', {}, { page: 1, pageSize: 20 })).toEqual({
      rows: [{ id: 1 }],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    expect(readRestfulList({ data: [{ id: 1 }] }, {}).rows).toEqual([{ id: 1 }]);
  });

  it("reads our server's PageList and getTreeData's bare array", () => {
    expect(readPageList({ rows: [{ a: 1 }], total: 31, page: 2, pageSize: 10 })).toEqual({
      rows: [{ a: 1 }],
      total: 31,
      page: 2,
      pageSize: 10,
    });
    expect(readPageList([{ id: "o1", isParent: true }]).rows).toHaveLength(1);
  });

  it("reads dotted paths", () => {
    expect(readPath({ a: { b: [1] } }, "a.b")).toEqual([1]);
    expect(readPath({ a: null }, "a.b")).toBeUndefined();
  });
});
