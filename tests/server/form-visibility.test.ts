import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

/* Who may run a custom dialog, query or chart (issue 11 §1): the definition's visibility. */

let t: TestApp;
let admin: string;
let zhangsan: string;
let qianqi: string;
let guest: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, zhangsan, qianqi] = await Promise.all([
    tokenOf(t.app, "admin"),
    tokenOf(t.app, "zhangsan"),
    tokenOf(t.app, "qianqi"),
  ]);
  const link = await t.app.inject({
    url: "/portal/shorturlManage/v1/getLongUrlByShortUrl?shortUrl=surl/welcome",
  });
  guest = link.json().value.guestToken;
});
afterAll(() => t.close());

const post = (token: string, url: string, payload: unknown) =>
  t.app.inject({ method: "POST", url, headers: bearer(token), payload: payload as object });

/** Sets a definition's visibility the way a configurer edits it: getJson, change, save. */
async function setVisibility(kind: "Query" | "Dialog" | "Chart", alias: string, visibility: unknown) {
  const table = {
    Query: "form_custom_query",
    Dialog: "form_custom_dialog",
    Chart: "form_custom_chart",
  } as const;
  const row = await t.db
    .selectFrom(table[kind])
    .select("id")
    .where("tenant_id", "=", "t-platform")
    .where("alias", "=", alias)
    .executeTakeFirstOrThrow();
  const def = await t.app.inject({
    url: `/form/custom${kind}/v1/getJson?id=${row.id}`,
    headers: bearer(admin),
  });
  const saved = await post(admin, `/form/custom${kind}/v1/save`, { ...(def.json() as object), visibility });
  expect(saved.json()).toMatchObject({ state: true });
  return row.id;
}

const doQuery = (token: string, alias: string) =>
  post(token, `/form/customQuery/v1/doQuery?alias=${alias}`, []);

describe("the visibility of custom queries, dialogs and charts", () => {
  it("lets any staff member of the tenant run a definition by default, and no guest", async () => {
    expect((await doQuery(zhangsan, "expenseByDept")).statusCode).toBe(200);
    const refused = await doQuery(guest, "expenseByDept");
    expect(refused.statusCode).toBe(403);
    const dialog = await post(guest, "/form/customDialog/v1/getListData?alias=userSelector", {});
    expect(dialog.statusCode).toBe(403);
    const chart = await post(guest, "/form/customChart/v1/getListData?alias=salesTrend", {});
    expect(chart.statusCode).toBe(403);
  });

  it("refuses a role-restricted query to a staff member without the role, on every run and look-up", async () => {
    const id = await setVisibility("Query", "expenseQuery", { roles: ["finance"] });
    const got = await t.app.inject({ url: `/form/customQuery/v1/getJson?id=${id}`, headers: bearer(admin) });
    expect(got.json().visibility).toEqual({ roles: ["finance"], orgs: [] });
    const refused = await doQuery(zhangsan, "expenseQuery");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      state: false,
      message: "您没有使用 expenseQuery 的权限，请联系管理员",
    });
    const base64 = await t.app.inject({
      url: "/form/customQuery/v1/doQueryBase64?alias=expenseQuery",
      headers: bearer(zhangsan),
    });
    expect(base64.statusCode).toBe(403);
    const lookUp = await post(zhangsan, "/form/customQuery/v1/getByAlias", { alias: "expenseQuery" });
    expect(lookUp.statusCode).toBe(403);
    // The finance role runs it; so does the system administrator.
    expect((await doQuery(qianqi, "expenseQuery")).json().total).toBeGreaterThan(0);
    expect((await doQuery(admin, "expenseQuery")).statusCode).toBe(200);
  });

  it("admits members of a listed org, and a guest only through a listed role", async () => {
    await setVisibility("Chart", "salesTrend", { orgs: ["o-fin", "o-root"] });
    const chart = (token: string) => post(token, "/form/customChart/v1/getListData?alias=salesTrend", {});
    expect((await chart(qianqi)).statusCode).toBe(200);
    expect((await chart(zhangsan)).statusCode).toBe(403);
    // The guest account sits in o-root, but an org is staff membership: still refused.
    expect((await chart(guest)).statusCode).toBe(403);
    const look = await t.app.inject({
      url: "/form/customChart/v1/get/salesTrend",
      headers: bearer(zhangsan),
    });
    expect(look.statusCode).toBe(403);
    await setVisibility("Dialog", "orgSelector", { roles: ["guest"] });
    const tree = await t.app.inject({
      url: "/form/customDialog/v1/getTreeData?alias=orgSelector",
      headers: bearer(guest),
    });
    expect(tree.statusCode).toBe(200);
    await setVisibility("Dialog", "orgSelector", null);
    const back = await t.app.inject({
      url: "/form/customDialog/v1/getTreeData?alias=orgSelector",
      headers: bearer(guest),
    });
    expect(back.statusCode).toBe(403);
  });

  it.each([
    [{ roles: [{}] }, "错误的请求参数"],
    [{ roles: [""] }, "错误的请求参数"],
    [{ users: ["u-zhangsan"] }, "visibility 格式错误"],
    ["{not json", "visibility 格式错误"],
    ['["finance"]', "visibility 格式错误"],
  ])(
    "refuses the malformed visibility %j with a message (400) and keeps the stored one",
    async (visibility, text) => {
      const row = await t.db
        .selectFrom("form_custom_query")
        .select("id")
        .where("tenant_id", "=", "t-platform")
        .where("alias", "=", "expenseByDept")
        .executeTakeFirstOrThrow();
      const def = await t.app.inject({
        url: `/form/customQuery/v1/getJson?id=${row.id}`,
        headers: bearer(admin),
      });
      const res = await post(admin, "/form/customQuery/v1/save", { ...(def.json() as object), visibility });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${text}`));
      const stored = await t.db
        .selectFrom("form_custom_query")
        .select("visibility")
        .where("id", "=", row.id)
        .execute();
      expect(stored).toEqual([{ visibility: null }]);
    },
  );
});
