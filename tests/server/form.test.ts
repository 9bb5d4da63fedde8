import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

let t: TestApp;
let zhangsan: string;
let admin: string;
let acme: string;
beforeAll(async () => {
  t = await createTestApp();
  zhangsan = await tokenOf(t.app, "zhangsan");
  admin = await tokenOf(t.app, "admin");
  acme = await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme");
});
afterAll(() => t.close());

const post = (token: string, url: string, payload?: unknown, contentType?: string) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { ...bearer(token), ...(contentType ? { "content-type": contentType } : {}) },
    payload: payload as string | object | undefined,
  });

describe("custom dialogs", () => {
  it("gives the definition by alias with its fields as JSON text", async () => {
    const res = await t.app.inject({
      url: "/form/customDialog/v1/getByAlias?alias=userSelector",
      headers: bearer(zhangsan),
    });
    const def = res.json();
    expect(def).toMatchObject({
      alias: "userSelector",
      name: "用户选择器",
      style: 0,
      needPage: true,
      pageSize: 20,
      dsType: "dataSource",
    });
    expect(JSON.parse(def.displayfield)[0]).toEqual({
      field: "fullname",
      comment: { "zh-CN": "姓名", "en-US": "Name" },
    });
    expect(typeof def.conditionfield).toBe("string");
    const none = await t.app.inject({
      url: "/form/customDialog/v1/getByAlias?alias=nothing",
      headers: bearer(zhangsan),
    });
    expect(none.json()).toEqual({});
  });

  it("lists the tenant's active users, without the guest, paged by 20", async () => {
    const res = await post(zhangsan, "/form/customDialog/v1/getListData?alias=userSelector", {});
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 7 });
    const accounts = page.rows.map((r: { account: string }) => r.account);
    expect(accounts).toEqual(["admin", "lisi", "newbie", "qianqi", "wangwu", "zhangsan", "zhaoliu"]);
    expect(Object.keys(page.rows[0]).sort()).toEqual(["account", "email", "fullname", "id", "org_name"]);
  });

  it("feeds querys into its conditions (LIKE on the org name)", async () => {
    const res = await post(zhangsan, "/form/customDialog/v1/getListData?alias=userSelector", {
      querys: [{ property: "org_name", value: "研发" }],
    });
    expect(
      res
        .json()
        .rows.map((r: { fullname: string }) => r.fullname)
        .sort(),
    ).toEqual(["张三", "新同事", "李四", "王五"].sort());
  });

  it("takes mapParam and a sortField/orderSeq override", async () => {
    const res = await post(
      zhangsan,
      `/form/customDialog/v1/getListData?alias=userSelector&mapParam=${encodeURIComponent('"fullname":"张"')}`,
      {
        params: { sortField: "account", orderSeq: "DESC" },
      },
    );
    expect(res.json().rows.map((r: { account: string }) => r.account)).toEqual(["zhangsan"]);
    const bad = await post(
      zhangsan,
      "/form/customDialog/v1/getListData?alias=userSelector&mapParam=notjson",
      {},
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("mapParam 格式错误");
    const badSort = await post(zhangsan, "/form/customDialog/v1/getListData?alias=userSelector", {
      params: { sortField: "password_hash" },
    });
    expect(badSort.statusCode).toBe(400);
  });

  it("gives the org tree with isParent", async () => {
    const res = await t.app.inject({
      url: "/form/customDialog/v1/getTreeData?alias=orgSelector",
      headers: bearer(zhangsan),
    });
    const nodes = res.json() as { id: string; name: string; isParent: boolean }[];
    expect(nodes.find((n) => n.id === "o-root")).toMatchObject({ name: "Tessera 集团", isParent: true });
    expect(nodes.find((n) => n.id === "o-rd")).toMatchObject({ isParent: false });
    expect(nodes).toHaveLength(5);
  });

  it("answers 404 未找到别名为 x 的相关查询 for an unknown alias", async () => {
    const res = await post(zhangsan, "/form/customDialog/v1/getListData?alias=nothing", {});
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("未找到别名为 nothing 的相关查询");
  });
});

describe("custom queries", () => {
  it("gives the definition for a raw-text alias body", async () => {
    const res = await post(zhangsan, "/form/customQuery/v1/getByAlias", "expenseQuery", "text/plain");
    expect(res.json()).toMatchObject({ alias: "expenseQuery", name: "费用报销查询", pageSize: 10 });
    const empty = await post(zhangsan, "/form/customQuery/v1/getByAlias", "", "text/plain");
    expect(empty.statusCode).toBe(400);
  });

  it("pages 64 seeded expenses by 10 with dates as yyyy-MM-dd and amounts as numbers", async () => {
    const res = await post(zhangsan, "/form/customQuery/v1/doQuery?alias=expenseQuery&page=2", []);
    const page = res.json();
    expect(page).toMatchObject({ page: 2, pageSize: 10, total: 64 });
    expect(page.rows).toHaveLength(10);
    expect(page.rows[0].apply_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(typeof page.rows[0].amount).toBe("number");
  });

  it("filters BETWEEN start|end with the end day included, matching the raw rows", async () => {
    const all = await t.db
      .selectFrom("biz_expense")
      .select(["apply_date"])
      .where("tenant_id", "=", "t-platform")
      .execute();
    const day = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));
    const expected = all.filter(
      (r) => day(r.apply_date) >= "2026-03-01" && day(r.apply_date) <= "2026-05-31",
    ).length;
    const res = await post(zhangsan, "/form/customQuery/v1/doQuery?alias=expenseQuery", [
      { key: "apply_date", value: "2026-03-01|2026-05-31" },
    ]);
    expect(res.json().total).toBe(expected);
    expect(expected).toBeGreaterThan(0);
  });

  it("turns a key naming a result field's comment into a LIKE condition", async () => {
    const res = await post(zhangsan, "/form/customQuery/v1/doQuery?alias=expenseQuery", [
      { key: "申请人", value: "钱" },
    ]);
    const rows = res.json().rows as { applicant: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.applicant === "钱七")).toBe(true);
  });

  it("accepts the body as raw JSON text and as doQueryBase64", async () => {
    const text = await post(
      zhangsan,
      "/form/customQuery/v1/doQuery?alias=expenseQuery",
      JSON.stringify([{ key: "category", value: "培训费" }]),
      "text/plain",
    );
    const data = Buffer.from(
      Buffer.from(JSON.stringify([{ key: "category", value: "培训费" }])).toString("base64"),
    ).toString("base64");
    const b64 = await t.app.inject({
      url: `/form/customQuery/v1/doQueryBase64?alias=expenseQuery&queryData=${encodeURIComponent(data)}`,
      headers: bearer(zhangsan),
    });
    expect(text.json().total).toBeGreaterThan(0);
    expect(b64.json().total).toBe(text.json().total);
  });

  it("sums by department without paging", async () => {
    const res = await post(zhangsan, "/form/customQuery/v1/doQuery?alias=expenseByDept", []);
    const rows = res.json().rows as { dept: string; amount: number }[];
    const raw = await t.db
      .selectFrom("biz_expense")
      .select(["dept", "amount"])
      .where("tenant_id", "=", "t-platform")
      .execute();
    const rd =
      raw.filter((r) => r.dept === "研发部").reduce((s, r) => s + Math.round(Number(r.amount) * 100), 0) /
      100;
    expect(rows.find((r) => r.dept === "研发部")?.amount).toBeCloseTo(rd, 2);
    expect(res.json()).toMatchObject({ page: 0, pageSize: 0 });
  });

  it("rejects a malformed body with 400", async () => {
    const res = await post(
      zhangsan,
      "/form/customQuery/v1/doQuery?alias=expenseQuery",
      "{oops",
      "text/plain",
    );
    expect(res.statusCode).toBe(400);
  });
});

describe("custom charts", () => {
  it("gives a chart by id or alias and its rows with UPPER-CASED keys", async () => {
    const def = await t.app.inject({
      url: "/form/customChart/v1/get/cc-platform-sales-trend",
      headers: bearer(zhangsan),
    });
    expect(def.json()).toMatchObject({ alias: "salesTrend", style: 1 });
    const res = await post(zhangsan, "/form/customChart/v1/getListData?alias=salesTrend", {
      pageBean: { pageSize: 100 },
    });
    const rows = res.json().rows as { MONTH: string; AMOUNT: number }[];
    expect(rows).toHaveLength(12);
    expect(rows[0].MONTH).toBe("2026-01");
    expect(typeof rows[0].AMOUNT).toBe("number");
  });

  it("filters a chart by its conditions and aggregates pie slices", async () => {
    const east = await post(zhangsan, "/form/customChart/v1/getListData?alias=salesTrend", {
      querys: [{ property: "region", value: "华东" }],
    });
    const all = await post(zhangsan, "/form/customChart/v1/getListData?alias=salesTrend", {});
    expect(east.json().rows[0].AMOUNT).toBeLessThan(all.json().rows[0].AMOUNT);
    const pie = await post(zhangsan, "/form/customChart/v1/getListData?alias=expenseByCategory", {});
    expect(pie.json().rows.map((r: { CATEGORY: string }) => r.CATEGORY)).toEqual(
      ["交通费", "办公用品", "培训费", "差旅费", "招待费"].sort(),
    );
  });
});

describe("tenant isolation and rights of the form service", () => {
  it("shows acme only its own records through the same definitions", async () => {
    const res = await post(acme, "/form/customQuery/v1/doQuery?alias=expenseQuery", []);
    expect(res.json().total).toBe(8);
    const users = await post(acme, "/form/customDialog/v1/getListData?alias=userSelector", {});
    expect(users.json().rows.map((r: { account: string }) => r.account)).toEqual(["acme_admin"]);
  });

  it("keeps definition management for configurers (403 for staff)", async () => {
    const denied = await post(zhangsan, "/form/customDialog/v1/listJson", {});
    expect(denied.statusCode).toBe(403);
    const list = await post(admin, "/form/customChart/v1/listJson", {});
    expect(list.json().total).toBe(3);
  });
});

describe("definition CRUD", () => {
  const base = {
    name: "我的查询",
    alias: "myQuery",
    objName: "biz_expense",
    conditionfield: JSON.stringify([{ field: "dept", condition: "EQ", defaultType: "1" }]),
    resultfield: JSON.stringify([{ field: "code" }, { field: "amount" }]),
    sortfield: "[]",
    pageSize: 5,
    needPage: true,
  };

  it("saves, reads, runs, renames and removes a query", async () => {
    const saved = await post(admin, "/form/customQuery/v1/save", base);
    expect(saved.json()).toMatchObject({ state: true, message: "保存成功" });
    const id = saved.json().value as string;
    const got = await t.app.inject({ url: `/form/customQuery/v1/getJson?id=${id}`, headers: bearer(admin) });
    expect(got.json()).toMatchObject({ alias: "myQuery", pageSize: 5 });
    const run = await post(admin, "/form/customQuery/v1/doQuery?alias=myQuery", [
      { key: "dept", value: "财务部" },
    ]);
    expect(run.json().pageSize).toBe(5);
    const renamed = await post(admin, "/form/customQuery/v1/save", { ...base, id, name: "改名" });
    expect(renamed.json().value).toBe(id);
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/form/customQuery/v1/remove?ids=${id}`,
      headers: bearer(admin),
    });
    expect(removed.json()).toEqual({ state: true, message: "删除成功" });
    expect((await post(admin, "/form/customQuery/v1/doQuery?alias=myQuery", [])).statusCode).toBe(404);
  });

  it.each([
    [{ alias: "" }, "别名不能为空"],
    [{ alias: "1bad alias" }, "别名只能包含字母、数字和下划线，且以字母开头"],
    [{ alias: "expenseQuery" }, "别名已存在"],
    [{ objName: "uc_user" }, "不支持的数据对象：uc_user"],
    [
      { resultfield: JSON.stringify([{ field: "password_hash" }]) },
      "数据对象 biz_expense 没有字段 password_hash",
    ],
    [{ conditionfield: "{not json" }, "条件字段JSON格式错误"],
    [{ dsType: "restful", url: "" }, "RESTful地址为空"],
    [
      { dsType: "restful", url: "https://x.example/api", requestType: "POST", dataParam: "{bad" },
      "POST参数不是有效的JSON格式",
    ],
  ])("refuses %j with %s and stores nothing", async (change, text) => {
    const before = await t.db.selectFrom("form_custom_query").select("id").execute();
    const res = await post(admin, "/form/customQuery/v1/save", { ...base, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(text);
    expect((await t.db.selectFrom("form_custom_query").select("id").execute()).length).toBe(before.length);
  });

  it("cannot change another tenant's definition by id", async () => {
    const res = await post(acme, "/form/customQuery/v1/save", {
      ...base,
      id: "cq-platform-expense",
      alias: "stolen",
    });
    expect(res.statusCode).toBe(404);
    const still = await t.db
      .selectFrom("form_custom_query")
      .select("alias")
      .where("id", "=", "cq-platform-expense")
      .executeTakeFirstOrThrow();
    expect(still.alias).toBe("expenseQuery");
  });
});
