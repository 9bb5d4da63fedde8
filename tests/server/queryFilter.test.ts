import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenOf(t.app, "admin");
});
afterAll(() => t.close());

const list = (payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/uc/tenantManage/v1/listJson",
    headers: bearer(admin),
    payload: payload as object,
  });

describe("QueryFilter → SQL", () => {
  it("filters with LIKE on a whitelisted property, case-insensitively", async () => {
    const res = await list({ querys: [{ property: "name_", value: "acme", operation: "LIKE" }] });
    expect(res.json().rows.map((r: { code: string }) => r.code)).toEqual(["acme"]);
  });

  it("answers 400 naming an unknown property, never running it", async () => {
    const res = await list({ querys: [{ property: "password_hash", value: "x" }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("不支持的查询字段：password_hash");
  });

  it("answers 400 for an unknown sort property", async () => {
    const res = await list({ sorter: [{ property: "1; drop table uc_user", direction: "ASC" }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("不支持的排序字段");
  });

  it("binds values: an injection attempt matches nothing and breaks nothing", async () => {
    const res = await list({ querys: [{ property: "code_", value: "' OR '1'='1", operation: "EQUAL" }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ rows: [], total: 0 });
    expect((await list({})).json().total).toBe(2);
  });

  it("treats % and _ in a LIKE value literally", async () => {
    const res = await list({ querys: [{ property: "name_", value: "%", operation: "LIKE" }] });
    expect(res.json().total).toBe(0);
  });

  it("supports IN with an array or a quoted comma string, and an empty IN matches nothing", async () => {
    const arr = await list({ querys: [{ property: "code_", value: ["acme", "platform"], operation: "IN" }] });
    expect(arr.json().total).toBe(2);
    const str = await list({ querys: [{ property: "code_", value: "'acme'", operation: "IN" }] });
    expect(str.json().total).toBe(1);
    const none = await list({ querys: [{ property: "code_", value: [], operation: "IN" }] });
    expect(none.json().total).toBe(0);
  });

  it("combines fields of a group with OR and groups with AND", async () => {
    const res = await list({
      querys: [
        { property: "code_", value: "acme", operation: "EQUAL", group: "q" },
        { property: "code_", value: "platform", operation: "EQUAL", relation: "OR", group: "q" },
        { property: "status_", value: "enable", operation: "EQUAL" },
      ],
    });
    expect(res.json().total).toBe(2);
  });

  it("requires exactly two values for BETWEEN", async () => {
    const res = await list({ querys: [{ property: "code_", value: ["a"], operation: "BETWEEN" }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("查询条件 code_ 的值不正确");
    const ok = await list({ querys: [{ property: "code_", value: ["a", "b"], operation: "BETWEEN" }] });
    expect(ok.json().rows.map((r: { code: string }) => r.code)).toEqual(["acme"]);
  });

  it("pages and sorts, accepting numbers sent as strings", async () => {
    const res = await list({
      pageBean: { page: "2", pageSize: "1", showTotal: "true" },
      sorter: [{ property: "code_", direction: "DESC" }],
    });
    expect(res.json()).toMatchObject({ page: 2, pageSize: 1, total: 2 });
    expect(res.json().rows[0].code).toBe("acme");
  });

  it("rejects an unknown operation with 400", async () => {
    const res = await list({ querys: [{ property: "code_", value: "a", operation: "REGEX" }] });
    expect(res.statusCode).toBe(400);
  });
});

describe("QueryFilter bounds (issue 11 §2, §4)", () => {
  const todo = (payload: unknown) =>
    t.app.inject({
      method: "POST",
      url: "/runtime/task/v1/getTodoList",
      headers: { ...bearer(admin), "accept-language": "en-US" },
      payload: payload as object,
    });
  const like = (value: string) => todo({ querys: [{ property: "subject", value, operation: "LIKE" }] });

  it("answers 400 with a message for a 20,000-character value, on EQUAL and on LIKE", async () => {
    const long = "a".repeat(20_000);
    for (const res of [await like(long), await todo({ querys: [{ property: "subject", value: long }] })]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain("1000 characters");
    }
  });

  it("answers 400 for a LIKE term over 100 characters or with more than 10 of % _ \\", async () => {
    const longTerm = await like("b".repeat(101));
    expect(longTerm.statusCode).toBe(400);
    expect(longTerm.json().message).toBe(
      "The value of query condition subject is too long (at most 100 characters)",
    );
    for (const value of ["%_".repeat(50), "%_".repeat(500), "\\".repeat(11)]) {
      const res = await like(value);
      expect(res.statusCode, value.slice(0, 20)).toBe(400);
    }
    expect((await like("%_".repeat(50))).json().message).toContain("too many % _ \\ characters");
    expect((await like("50%_off")).statusCode).toBe(200);
  });

  it("answers 400 for an IN list over 200 values, in an array or a comma string, and over 50 conditions", async () => {
    const ids = Array.from({ length: 201 }, (_, i) => `id${i}`);
    for (const value of [ids, ids.join(",")]) {
      const res = await todo({ querys: [{ property: "status", value, operation: "IN" }] });
      expect(res.statusCode).toBe(400);
    }
    const many = Array.from({ length: 51 }, () => ({ property: "subject", value: "x" }));
    expect((await todo({ querys: many })).statusCode).toBe(400);
  });

  it("answers 400 unknownProperty for Object.prototype names as property or sort", async () => {
    for (const property of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]) {
      const res = await todo({ querys: [{ property, value: "x" }] });
      expect(res.statusCode, property).toBe(400);
      expect(res.json().message).toBe(`Unsupported query property: ${property}`);
      const sorted = await todo({ sorter: [{ property, direction: "ASC" }] });
      expect(sorted.statusCode, property).toBe(400);
      expect(sorted.json().message).toBe(`Unsupported sort property: ${property}`);
    }
  });

  it("answers 400 for page numbers and sizes out of range, as numbers or strings", async () => {
    for (const pageBean of [
      { page: 1e20 },
      { page: "99999999999999999999" },
      { page: 10001 },
      { page: 1.5 },
      { page: -1 },
      { pageSize: 5000 },
      { pageSize: "1001" },
    ]) {
      const res = await todo({ pageBean });
      expect(res.statusCode, JSON.stringify(pageBean)).toBe(400);
    }
    expect((await todo({ pageBean: { page: "10000", pageSize: 0 } })).statusCode).toBe(200);
  });

  it("answers 400 for dates PostgreSQL cannot store and numbers out of range", async () => {
    for (const value of ["-100000-01-01", "275760-09-13", "0000-01-01"]) {
      const res = await todo({ querys: [{ property: "createTime", value, operation: "GREAT" }] });
      expect(res.statusCode, value).toBe(400);
      expect(res.json().message).toBe("The value of query condition createTime is invalid");
    }
    for (const value of [1e300, -1e300, "1e300"]) {
      const res = await todo({ querys: [{ property: "priority", value }] });
      expect(res.statusCode, String(value)).toBe(400);
    }
    const ok = await todo({
      querys: [{ property: "createTime", value: "2020-01-01 08:00:00", operation: "GREAT" }],
    });
    expect(ok.statusCode).toBe(200);
  });
});
