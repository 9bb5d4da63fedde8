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
