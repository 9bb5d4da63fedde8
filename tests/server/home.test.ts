import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLeave } from "./bpmHelpers";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const account of ["admin", "zhangsan", "lisi", "zhaoliu", "qianqi", "wangwu"])
    tokens[account] = await tokenOf(t.app, account);
  tokens.acme = await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme");
});
afterAll(() => t.close());

const COLUMN_API = "/portal/sysIndexColumn/sysIndexColumn/v1";
const LAYOUT_API = "/portal/sysIndexMyLayout/v1";
const get = (who: string, url: string) => t.app.inject({ url, headers: bearer(tokens[who]) });
const send = (who: string, method: "POST" | "DELETE", url: string, payload?: unknown, contentType?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(tokens[who]), ...(contentType ? { "content-type": contentType } : {}) },
    payload: payload as string | object | undefined,
  });
/** A stored URL keeps its ${service} placeholder (CONTRACT §1); the client substitutes it. */
const PORTAL = "$" + "{portal}";
const decode = (value: string) => (value ? JSON.parse(Buffer.from(value, "base64").toString("utf8")) : null);

/** The layout a user's vueFrontHome answers, decoded. */
async function homeOf(who: string) {
  const res = await get(who, "/portal/main/v1/vueFrontHome");
  expect(res.statusCode).toBe(200);
  expect(res.json().state).toBe(true);
  return decode(res.json().value);
}
const aliasesOf = (layout: { list: Record<string, unknown>[] }) =>
  JSON.stringify(layout)
    .match(/"alias":"[^"]+"/g)
    ?.map((m) => m.slice(9, -1)) ?? [];

describe("vueFrontHome: personal > the user's org > role > tenant default", () => {
  it("gives zhangsan the default personal layout, Base64 JSON of a HomeLayout", async () => {
    const layout = await homeOf("zhangsan");
    expect(layout.homeType).toBe("scBpm");
    expect(layout.list[0]).toMatchObject({ type: "grid", columns: [{ span: 8 }, { span: 8 }, { span: 8 }] });
    expect(aliasesOf(layout)).toContain("homeTodo");
    expect(aliasesOf(layout)).not.toContain("projectCost");
  });

  it("gives zhaoliu (总经办) the company layout with a project tab per sub-organisation", async () => {
    const layout = await homeOf("zhaoliu");
    const tab = layout.list.find((i: { key?: string }) => i.key === "projects");
    expect(tab.type).toBe("tab");
    expect(tab.tabs.map((x: { name: string }) => x.name)).toEqual(["总经办", "研发部", "财务部", "信息中心"]);
    expect(tab.tabs[1].list).toEqual([{ alias: "projectProgress_rd" }]);
  });

  it("gives admin (role sysAdmin) the company layout and lisi (deptManager) the department layout", async () => {
    expect(aliasesOf(await homeOf("admin"))).toContain("projectProgress_fin");
    const lisi = await homeOf("lisi");
    expect(aliasesOf(lisi)).toEqual(
      expect.arrayContaining(["supervisedTasks", "dailyWorkWeek", "userDialog"]),
    );
    expect(aliasesOf(lisi)).not.toContain("projectProgress_rd");
  });

  it("lands every demo user on a home whose every column they may see", async () => {
    for (const who of ["zhangsan", "lisi", "wangwu", "zhaoliu", "qianqi", "admin"]) {
      const aliases = [...new Set(aliasesOf(await homeOf(who)))];
      const res = await send(who, "POST", `${COLUMN_API}/getDatasByAlias`, aliases.join(","), "text/plain");
      const columns = res.json() as { alias: string; displayRights: boolean }[];
      expect(
        columns.map((c) => c.alias),
        who,
      ).toEqual(aliases);
      expect(
        columns.filter((c) => !c.displayRights).map((c) => c.alias),
        who,
      ).toEqual([]);
    }
  });

  it("prefers the org's layout over the role's and the default", async () => {
    await t.db
      .insertInto("portal_index_layout")
      .values({
        id: "il-test-rd",
        tenant_id: "t-platform",
        name: "研发部首页",
        org_id: "o-rd",
        design: JSON.stringify({ list: [{ alias: "regulations" }] }),
      })
      .execute();
    try {
      expect(await homeOf("lisi")).toEqual({ list: [{ alias: "regulations" }] });
      expect(await homeOf("zhangsan")).toEqual({ list: [{ alias: "regulations" }] });
      expect(aliasesOf(await homeOf("qianqi"))).toContain("homeTodo");
    } finally {
      await t.db.deleteFrom("portal_index_layout").where("id", "=", "il-test-rd").execute();
    }
  });

  it("answers '' when the tenant has no layout at all", async () => {
    await t.db.deleteFrom("portal_index_layout").where("tenant_id", "=", "t-acme").execute();
    const res = await get("acme", "/portal/main/v1/vueFrontHome");
    expect(res.json()).toEqual({ state: true, value: "" });
  });

  it("needs a signed-in user (401)", async () => {
    const res = await t.app.inject({ url: "/portal/main/v1/vueFrontHome" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ state: false });
  });
});

describe("personal layouts: design, save, reset", () => {
  const mine = {
    list: [
      {
        type: "grid",
        key: "a",
        options: { gutter: 8 },
        columns: [
          { span: 16, spans: { xs: 24, xl: 12 }, list: [{ alias: "homeNews", name: "新闻" }] },
          { span: 8, list: [{ alias: "homeTodo" }] },
        ],
      },
      { type: "tab", key: "t", name: "标签", tabs: [{ name: "一", list: [{ alias: "welcomeHtml" }] }] },
      { alias: "regulations" },
    ],
  };

  it("designMyLayout gives the layout in force and the columns the user may place", async () => {
    const res = await get("zhangsan", `${LAYOUT_API}/designMyLayout?layoutType=2`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.source).toBe("default");
    expect(aliasesOf(body.layout)).toContain("homeTodo");
    const aliases = body.columns.map((c: { alias: string }) => c.alias);
    expect(aliases).toContain("homeCarousel");
    expect(aliases).not.toContain("supervisedTasks");
    expect(body.columns[0]).not.toHaveProperty("templateHtml");
  });

  it("saves the user's own layout, which then wins, and reset brings the default back", async () => {
    const saved = await send("zhangsan", "POST", `${LAYOUT_API}/save`, { layout: mine });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ state: true, message: "保存布局成功" });
    expect(await homeOf("zhangsan")).toEqual(mine);
    expect((await get("zhangsan", `${LAYOUT_API}/designMyLayout`)).json().source).toBe("personal");
    expect(aliasesOf(await homeOf("wangwu"))).toContain("homeTodo");

    const reset = await send("zhangsan", "POST", `${LAYOUT_API}/reset`);
    expect(reset.json().state).toBe(true);
    expect(aliasesOf(decode(reset.json().value))).toContain("homeTodo");
    expect(aliasesOf(await homeOf("zhangsan"))).toContain("homeDoneList");
  });

  it("refuses a layout that breaks the schema with 400 naming the path", async () => {
    const badSpan = structuredClone(mine);
    (badSpan.list[0] as { columns: { span: number }[] }).columns[1].span = 30;
    const res = await send("zhangsan", "POST", `${LAYOUT_API}/save`, { layout: badSpan });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("/layout/list/0/columns/1/span");

    const noAlias = await send("zhangsan", "POST", `${LAYOUT_API}/save`, {
      layout: { list: [{ name: "x" }] },
    });
    expect(noAlias.statusCode).toBe(400);
    expect(noAlias.json().message).toContain("/layout/list/0");

    const badTab = await send("zhangsan", "POST", `${LAYOUT_API}/save`, {
      layout: { list: [{ type: "tab", tabs: [{ list: [] }] }] },
    });
    expect(badTab.statusCode).toBe(400);
    expect(badTab.json().message).toContain("/layout/list/0/tabs/0");

    const noList = await send("zhangsan", "POST", `${LAYOUT_API}/save`, { layout: {} });
    expect(noList.statusCode).toBe(400);
  });

  it("refuses a layout naming a column the tenant does not have", async () => {
    const res = await send(
      "zhangsan",
      "POST",
      `${LAYOUT_API}/save`,
      { layout: { list: [{ alias: "nope" }] } },
      undefined,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("栏目 nope 不存在");
    const acme = await send("acme", "POST", `${LAYOUT_API}/save`, {
      layout: { list: [{ alias: "projectProgress_rd" }] },
    });
    expect(acme.statusCode).toBe(400);
  });
});

describe("columns: getDatasByAlias, getByAlias and display rights", () => {
  it("takes the raw text body 'a,b' and keeps the requested order, skipping unknown aliases", async () => {
    const res = await send(
      "zhangsan",
      "POST",
      `${COLUMN_API}/getDatasByAlias`,
      "homeNews,nope,homeTodo,salesTrendChart",
      "text/plain",
    );
    expect(res.statusCode).toBe(200);
    const columns = res.json();
    expect(columns.map((c: { alias: string }) => c.alias)).toEqual([
      "homeNews",
      "homeTodo",
      "salesTrendChart",
    ]);
    expect(columns[1]).toMatchObject({
      name: "待办事项",
      colType: 0,
      dataMode: 0,
      needPage: 0,
      displayRights: true,
      colHeight: 300,
    });
    const doc = JSON.parse(Buffer.from(columns[1].templateHtml, "base64").toString("utf8"));
    expect(doc).toEqual({
      type: "page",
      version: 3,
      body: [{ type: "home-todo", pageSize: 8, refreshSize: 7 }],
    });
    expect(JSON.parse(columns[2].dataParam)).toEqual({ chartType: 2, id: "salesTrend" });
    expect(columns[2].colType).toBe(1);
  });

  it("also reads a JSON string body", async () => {
    const res = await send(
      "zhangsan",
      "POST",
      `${COLUMN_API}/getDatasByAlias`,
      JSON.stringify("homeNews"),
      "application/json",
    );
    expect(res.json().map((c: { alias: string }) => c.alias)).toEqual(["homeNews"]);
  });

  it("marks columns the user may not see displayRights false and leaves their data out", async () => {
    const z = (
      await send(
        "zhangsan",
        "POST",
        `${COLUMN_API}/getDatasByAlias`,
        "supervisedTasks,projectCost,regulations",
        "text/plain",
      )
    ).json();
    expect(z.map((c: { displayRights: boolean }) => c.displayRights)).toEqual([false, false, true]);
    for (const hidden of z.slice(0, 2)) {
      expect(hidden).not.toHaveProperty("templateHtml");
      expect(hidden).not.toHaveProperty("dataFrom");
      expect(hidden).not.toHaveProperty("dataParam");
    }
    const q = (
      await send(
        "qianqi",
        "POST",
        `${COLUMN_API}/getDatasByAlias`,
        "supervisedTasks,projectCost",
        "text/plain",
      )
    ).json();
    expect(q.map((c: { displayRights: boolean }) => c.displayRights)).toEqual([false, true]);
    const l = (
      await send("lisi", "POST", `${COLUMN_API}/getDatasByAlias`, "supervisedTasks", "text/plain")
    ).json();
    expect(l[0]).toMatchObject({ displayRights: true });
    expect(l[0].templateHtml).toBeTruthy();
  });

  it("lets rights name orgs and users too", async () => {
    await t.db
      .updateTable("portal_index_column")
      .set({ rights: JSON.stringify({ orgs: ["o-fin"], users: ["u-wangwu"] }) })
      .where("id", "=", "ic-platform-regulations")
      .execute();
    const rights = async (who: string) =>
      (await send(who, "POST", `${COLUMN_API}/getDatasByAlias`, "regulations", "text/plain")).json()[0]
        .displayRights;
    expect(await rights("qianqi")).toBe(true);
    expect(await rights("wangwu")).toBe(true);
    expect(await rights("zhangsan")).toBe(false);
    await t.db
      .updateTable("portal_index_column")
      .set({ rights: JSON.stringify({}) })
      .where("id", "=", "ic-platform-regulations")
      .execute();
  });

  it("answers the GET/POST forms spec 1 names too (GET getDatasByAlias?alias=a,b, POST getByAlias)", async () => {
    const list = (await get("zhangsan", `${COLUMN_API}/getDatasByAlias?alias=homeNews,homeTodo`)).json();
    expect(list.map((c: { alias: string }) => c.alias)).toEqual(["homeNews", "homeTodo"]);
    const byText = await send("zhangsan", "POST", `${COLUMN_API}/getByAlias`, "quickLinks", "text/plain");
    expect(byText.json()).toMatchObject({ alias: "quickLinks", dataMode: 4, displayRights: true });
    const byJson = await send("zhangsan", "POST", `${COLUMN_API}/getByAlias`, { alias: "supervisedTasks" });
    expect(byJson.json()).toMatchObject({ alias: "supervisedTasks", displayRights: false });
    expect(byJson.json()).not.toHaveProperty("templateHtml");
    const byQuery = await send("zhangsan", "POST", `${COLUMN_API}/getByAlias?alias=nope`);
    expect(byQuery.body).toBe("");
    expect((await send("zhangsan", "POST", `${COLUMN_API}/getByAlias`, {})).statusCode).toBe(400);
  });

  it("refuses more than 100 aliases", async () => {
    const many = Array.from({ length: 101 }, (_, i) => `a${i}`).join(",");
    const res = await send("zhangsan", "POST", `${COLUMN_API}/getDatasByAlias`, many, "text/plain");
    expect(res.statusCode).toBe(400);
  });

  it("getByAlias gives one bare column, or an empty body", async () => {
    const res = await get("zhangsan", `${COLUMN_API}/getByAlias?alias=userDialog`);
    expect(res.json()).toMatchObject({
      alias: "userDialog",
      dataMode: 1,
      dataFrom: '{"alias":"userSelector"}',
      needPage: 1,
    });
    const mustache = (await get("zhangsan", `${COLUMN_API}/getByAlias?alias=newsDigest`)).json();
    expect(mustache).toMatchObject({
      dataMode: 3,
      requestType: "GET",
      dataFrom: `${PORTAL}/portal/messageNews/v1/list`,
    });
    expect(Buffer.from(mustache.templateHtml, "base64").toString("utf8")).toContain("{{#rows}}");
    const none = await get("zhangsan", `${COLUMN_API}/getByAlias?alias=nope`);
    expect(none.statusCode).toBe(200);
    expect(none.body).toBe("");
    const missing = await get("zhangsan", `${COLUMN_API}/getByAlias`);
    expect(missing.statusCode).toBe(400);
  });

  it("keeps tenants apart: acme sees its own columns only", async () => {
    const acme = (
      await send("acme", "POST", `${COLUMN_API}/getDatasByAlias`, "homeTodo,projectProgress_rd", "text/plain")
    ).json();
    expect(acme.map((c: { id: string }) => c.id)).toEqual(["ic-acme-homeTodo"]);
  });
});

describe("column management (method right homeColumnManage)", () => {
  it("is refused to zhangsan (403) and to anonymous callers (401)", async () => {
    expect((await send("zhangsan", "POST", `${COLUMN_API}/listJson`, {})).statusCode).toBe(403);
    expect((await get("zhangsan", `${COLUMN_API}/getJson?id=ic-platform-homeTodo`)).statusCode).toBe(403);
    expect((await send("zhangsan", "POST", `${COLUMN_API}/save`, { name: "x", alias: "x" })).statusCode).toBe(
      403,
    );
    expect(
      (await send("zhangsan", "DELETE", `${COLUMN_API}/remove?ids=ic-platform-homeTodo`)).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: "POST", url: `${COLUMN_API}/listJson`, payload: {} })).statusCode,
    ).toBe(401);
  });

  it("lists the tenant's columns with a QueryFilter", async () => {
    const res = await send("admin", "POST", `${COLUMN_API}/listJson`, {
      pageBean: { page: 1, pageSize: 50 },
      querys: [{ property: "catalog", value: "report", operation: "EQUAL" }],
      sorter: [{ property: "alias", direction: "ASC" }],
    });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.rows.map((r: { alias: string }) => r.alias)).toEqual([
      "attendancePie",
      "homeCustomChart",
      "personalPerformance",
      "projectCost",
      "salesTrendChart",
    ]);
    expect(page.rows[3].rights).toEqual({
      roles: ["executive", "deptManager", "finance", "sysAdmin"],
      orgs: [],
      users: [],
    });
    const bad = await send("admin", "POST", `${COLUMN_API}/listJson`, {
      querys: [{ property: "template_html", value: "x" }],
    });
    expect(bad.statusCode).toBe(400);
  });

  it("creates, reads, updates and deletes a column that then shows through getDatasByAlias", async () => {
    const template = Buffer.from("<b>{{total}}</b>").toString("base64");
    const created = await send("admin", "POST", `${COLUMN_API}/save`, {
      name: "测试栏目",
      alias: "testColumn",
      dataMode: 3,
      dataFrom: `${PORTAL}/portal/oftenSystem/v1/list`,
      requestType: "GET",
      templateHtml: template,
      rights: { roles: ["finance"] },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().value;
    expect(id).toMatch(/^ic-/);
    const got = (await get("admin", `${COLUMN_API}/getJson?id=${id}`)).json();
    expect(got).toMatchObject({
      alias: "testColumn",
      templateHtml: template,
      rights: { roles: ["finance"] },
      createBy: "u-admin",
    });

    expect(
      (await send("qianqi", "POST", `${COLUMN_API}/getDatasByAlias`, "testColumn", "text/plain")).json()[0]
        .displayRights,
    ).toBe(true);
    expect(
      (await send("zhangsan", "POST", `${COLUMN_API}/getDatasByAlias`, "testColumn", "text/plain")).json()[0]
        .displayRights,
    ).toBe(false);

    const updated = await send("admin", "POST", `${COLUMN_API}/save`, {
      ...got,
      name: "测试栏目2",
      rights: {},
    });
    expect(updated.json().value).toBe(id);
    expect(
      (await send("zhangsan", "POST", `${COLUMN_API}/getDatasByAlias`, "testColumn", "text/plain")).json()[0],
    ).toMatchObject({ name: "测试栏目2", displayRights: true });

    const clash = await send("admin", "POST", `${COLUMN_API}/save`, { name: "重复", alias: "homeTodo" });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toBe("栏目别名 homeTodo 已存在");

    const removed = await send("admin", "DELETE", `${COLUMN_API}/remove?ids=${id}`);
    expect(removed.json()).toMatchObject({ state: true });
    expect((await get("admin", `${COLUMN_API}/getJson?id=${id}`)).statusCode).toBe(404);
  });

  it("saves one of two simultaneous new columns with the same alias and refuses the other with 已存在 (400)", async () => {
    const save = () => send("admin", "POST", `${COLUMN_API}/save`, { name: "并发", alias: "raceAlias" });
    const answers = await Promise.all([save(), save()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)?.json().message).toBe("栏目别名 raceAlias 已存在");
    const list = await send("admin", "POST", `${COLUMN_API}/listJson`, {
      pageBean: { page: 1, pageSize: 50 },
      querys: [{ property: "alias", value: "raceAlias", operation: "EQUAL", relation: "AND" }],
    });
    expect(list.json().rows.filter((r: { alias: string }) => r.alias === "raceAlias")).toHaveLength(1);
  });

  it("refuses bad aliases, bad JSON and a template that is not Base64 (400)", async () => {
    const bad = async (payload: object) =>
      (await send("admin", "POST", `${COLUMN_API}/save`, payload)).json().message;
    expect(await bad({ name: "x", alias: "1bad" })).toContain("栏目别名只能包含");
    expect(await bad({ name: "x", alias: "okAlias", dataParam: "{oops" })).toBe(
      "栏目的 dataParam 不是有效的JSON",
    );
    expect(await bad({ name: "x", alias: "okAlias", dataMode: 1, dataFrom: "userSelector" })).toBe(
      "栏目的 dataFrom 不是有效的JSON",
    );
    expect(await bad({ name: "x", alias: "okAlias", templateHtml: "<b>not base64</b>" })).toBe(
      "栏目模板不是有效的Base64编码",
    );
    const schema = await send("admin", "POST", `${COLUMN_API}/save`, {
      name: "x",
      alias: "okAlias",
      colType: 9,
    });
    expect(schema.statusCode).toBe(400);
    expect(schema.json().message).toContain("colType");
  });

  it("keeps tenants apart: acme_admin cannot read or delete platform columns", async () => {
    expect((await get("acme", `${COLUMN_API}/getJson?id=ic-platform-homeTodo`)).statusCode).toBe(404);
    await send("acme", "DELETE", `${COLUMN_API}/remove?ids=ic-platform-homeTodo`);
    expect((await get("admin", `${COLUMN_API}/getJson?id=ic-platform-homeTodo`)).statusCode).toBe(200);
    const hijack = await send("acme", "POST", `${COLUMN_API}/save`, {
      id: "ic-platform-homeTodo",
      name: "x",
      alias: "hijack",
    });
    expect(hijack.statusCode).toBe(404);
    expect((await get("admin", `${COLUMN_API}/getJson?id=ic-platform-homeTodo`)).json().name).toBe(
      "待办事项",
    );
    const list = (
      await send("acme", "POST", `${COLUMN_API}/listJson`, { pageBean: { pageSize: 100 } })
    ).json();
    expect(list.rows.every((r: { tenantId: string }) => r.tenantId === "t-acme")).toBe(true);
  });
});

describe("reminders", () => {
  it("gives zhangsan his own reminders, oldest first, one with count 1", async () => {
    const res = await get("zhangsan", "/form/formRemindData/v1/getFormRemindDataByUser");
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((r: { id: string }) => r.id)).toEqual(["rd-1", "rd-2", "rd-3"]);
    expect(list[1]).toEqual({
      id: "rd-2",
      subject: "合同即将到期",
      content: "合同 HT-2026-017 将于下周到期，请确认是否续签。",
      count: 1,
      opemType: "contractForm",
      opemId: "c-17",
    });
  });

  it("a reminder that quotes a count says what the to-do badge says, and follows it", async () => {
    const total = async () =>
      (await send("lisi", "POST", "/runtime/task/v1/getTodoCount", {})).json()[0].count as number;
    const quoted = async () =>
      (
        (await get("lisi", "/form/formRemindData/v1/getFormRemindDataByUser")).json() as { content: string }[]
      )[0].content;
    const before = await total();
    expect(before).toBeGreaterThan(0);
    expect(await quoted()).toBe(`您有 ${before} 条待办等待审批。`);
    await startLeave(t.app, tokens.zhangsan, 2);
    expect(await total()).toBe(before + 1);
    expect(await quoted()).toBe(`您有 ${before + 1} 条待办等待审批。`);
  });

  it("deletes one's own reminder only (another's is a 404)", async () => {
    expect((await send("zhangsan", "DELETE", "/form/formRemindData/v1/rd-4")).statusCode).toBe(404);
    expect((await send("acme", "DELETE", "/form/formRemindData/v1/rd-2")).statusCode).toBe(404);
    const res = await send("zhangsan", "DELETE", "/form/formRemindData/v1/rd-2");
    expect(res.json()).toMatchObject({ state: true, message: "已不再提醒" });
    const left = (await get("zhangsan", "/form/formRemindData/v1/getFormRemindDataByUser")).json();
    expect(left.map((r: { id: string }) => r.id)).toEqual(["rd-1", "rd-3"]);
    expect((await get("lisi", "/form/formRemindData/v1/getFormRemindDataByUser")).json()).toHaveLength(1);
    expect((await t.app.inject({ url: "/form/formRemindData/v1/getFormRemindDataByUser" })).statusCode).toBe(
      401,
    );
  });
});

describe("widget reads", () => {
  it("lists today's meetings the user attends (or open to all), by start time", async () => {
    const res = await get("zhangsan", "/portal/meetingRoomAppointment/v1/pendingJson");
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    expect(page.rows.map((m: { hymc: string }) => m.hymc)).toEqual([
      "项目周例会",
      "需求评审会",
      "全员安全培训",
    ]);
    expect(page.rows[0].kssj).toMatch(/^\d{4}-\d\d-\d\d 09:30:00$/);
    expect(page.rows[0]).toMatchObject({ hys: "一号会议室", jssj: expect.stringMatching(/10:30:00$/) });
    const zhaoliu = (await get("zhaoliu", "/portal/meetingRoomAppointment/v1/pendingJson?pageSize=1")).json();
    expect(zhaoliu).toMatchObject({ total: 2, pageSize: 1, rows: [{ hymc: "经营分析会" }] });
    const widget = (
      await get("zhangsan", "/portal/meetingRoomAppointment/v1/pendingJson?page=1&rows=2")
    ).json();
    expect(widget).toMatchObject({ total: 3, pageSize: 2 });
    expect(widget.rows).toHaveLength(2);
    const posted = await send("zhangsan", "POST", "/portal/meetingRoomAppointment/v1/pendingJson", {
      pageBean: { page: 2, pageSize: 2 },
    });
    expect(posted.json()).toMatchObject({ total: 3, page: 2, pageSize: 2, rows: [{ hymc: "全员安全培训" }] });
    expect((await get("acme", "/portal/meetingRoomAppointment/v1/pendingJson")).json().total).toBe(0);
  });

  it("lists all the user's meetings with a QueryFilter (the meeting list)", async () => {
    const all = await send("zhangsan", "POST", "/portal/meetingRoomAppointment/v1/listJson", {});
    expect(all.statusCode).toBe(200);
    // The demo calendar (tests/server/homeMeetings.test.ts): zhangsan's three meetings on each of its days.
    expect(all.json().total % 3).toBe(0);
    expect(all.json().total).toBeGreaterThan(3 * 20);
    // Newest first: the last day's 16:00 meeting.
    expect(all.json().rows[0].hymc).toBe("全员安全培训");
    const rooms = await send("zhangsan", "POST", "/portal/meetingRoomAppointment/v1/listJson", {
      querys: [{ property: "hys", value: "一号", operation: "LIKE" }],
      sorter: [{ property: "kssj", direction: "ASC" }],
    });
    const found = rooms.json().rows as { hymc: string; kssj: string }[];
    expect(found.length).toBe(10);
    expect(new Set(found.map((m) => m.hymc))).toEqual(new Set(["项目周例会"]));
    expect(found.map((m) => m.kssj)).toEqual(found.map((m) => m.kssj).sort());
    const bad = await send("zhangsan", "POST", "/portal/meetingRoomAppointment/v1/listJson", {
      querys: [{ property: "attendees", value: "x" }],
    });
    expect(bad.statusCode).toBe(400);
  });

  it("gives one news item with its content; another tenant's is a 404", async () => {
    const item = (await get("zhangsan", "/portal/messageNews/v1/getJson?id=nw-platform-1")).json();
    expect(item).toMatchObject({
      fbt: "集团召开2026年度工作会议",
      FSfxysp: 0,
      content: "<p>集团召开2026年度工作会议</p>",
    });
    expect((await get("acme", "/portal/messageNews/v1/getJson?id=nw-platform-1")).statusCode).toBe(404);
  });

  it("lists the latest news (FSfxysp 0) and the notices in force (FSfxysp 1, FJssj from today)", async () => {
    const news = (await get("zhangsan", "/portal/messageNews/v1/list?rows=5")).json();
    expect(news).toMatchObject({ total: 8, page: 1, pageSize: 5 });
    expect(news.rows).toHaveLength(5);
    expect(news.rows[0]).toMatchObject({ fbt: "集团召开2026年度工作会议", fzz: "综合办公室", FSfxysp: 0 });
    expect(news.rows[0].fkssj).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    await t.db
      .insertInto("portal_news")
      .values({ id: "nt-expired", tenant_id: "t-platform", fbt: "过期通知", fsfxysp: 1, fjssj: "2020-01-01" })
      .execute();
    const notices = (await get("zhangsan", "/portal/messageNews/v1/listNotice?rows=10")).json();
    expect(notices.total).toBe(6);
    expect(notices.rows.map((n: { fbt: string }) => n.fbt)).not.toContain("过期通知");
    expect(
      notices.rows.every(
        (n: { FSfxysp: number; FJssj: string }) => n.FSfxysp === 1 && /^\d{4}-\d\d-\d\d$/.test(n.FJssj),
      ),
    ).toBe(true);
    expect((await get("zhangsan", "/portal/messageNews/v1/list?rows=0")).statusCode).toBe(400);
  });

  it("gives the carousel images of a type and the often-used systems, in order", async () => {
    const images = (await get("zhangsan", "/portal/pressRelease/v1/getByType?type=home")).json();
    expect(images.map((i: { title: string }) => i.title)).toEqual([
      "年度战略发布会",
      "研发中心新址启用",
      "安全生产月",
    ]);
    expect(images[0].src).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(images[2].href).toBe("/home");
    expect((await get("zhangsan", "/portal/pressRelease/v1/getByType?type=other")).json()).toEqual([]);
    const systems = (await get("zhangsan", "/portal/oftenSystem/v1/list")).json();
    expect(systems).toHaveLength(5);
    expect(systems[0]).toEqual({
      id: "os-platform-1",
      name: "邮件系统",
      url: "https://mail.tessera.example",
      icon: "el-icon-message",
      color: "#1677ff",
    });
  });

  it("gives report data by id or alias; personal performance shows only the caller's own series", async () => {
    const cost = (await get("zhaoliu", "/runtime/report/v1/getEchartsData?reportId=projectCost")).json();
    expect(cost).toMatchObject({ chartType: "bar", xAxis: ["门户升级", "流程平台", "数据中台", "移动办公"] });
    expect(cost.series.map((s: { name: string }) => s.name)).toEqual(["预算", "实际"]);
    const pie = (
      await get("zhaoliu", "/runtime/report/v1/getEchartsData?reportId=rp-platform-attendance")
    ).json();
    expect(pie.chartType).toBe("pie");
    const mine = (
      await get("zhangsan", "/runtime/report/v1/getEchartsData?reportId=personalPerformance")
    ).json();
    expect(mine.series).toHaveLength(1);
    expect(mine.series[0].name).toBe("张三");
    expect(mine.series[0].data).toHaveLength(6);
    const missing = await get("zhangsan", "/runtime/report/v1/getEchartsData?reportId=nope");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("报表 nope 不存在");
    expect(
      (await get("acme", "/runtime/report/v1/getEchartsData?reportId=projectProgress-rd")).statusCode,
    ).toBe(404);
  });

  it("needs a signed-in user for every read (401)", async () => {
    for (const url of [
      "/portal/meetingRoomAppointment/v1/pendingJson",
      "/portal/messageNews/v1/list",
      "/portal/messageNews/v1/listNotice",
      "/portal/pressRelease/v1/getByType?type=home",
      "/portal/oftenSystem/v1/list",
      "/runtime/report/v1/getEchartsData?reportId=projectCost",
      `${COLUMN_API}/getByAlias?alias=homeTodo`,
      `${LAYOUT_API}/designMyLayout`,
    ])
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
  });
});

describe("bad input never breaks a home route", () => {
  const cases: [string, "GET" | "POST" | "DELETE", string, unknown?][] = [
    ["an empty alias", "GET", `${COLUMN_API}/getByAlias?alias=`],
    ["an object as the alias list", "POST", `${COLUMN_API}/getDatasByAlias`, { a: 1 }],
    ["a column without a name", "POST", `${COLUMN_API}/save`, { alias: "x" }],
    ["remove without ids", "DELETE", `${COLUMN_API}/remove`],
    ["getJson without id", "GET", `${COLUMN_API}/getJson`],
    ["a layout type that is not a number", "GET", `${LAYOUT_API}/designMyLayout?layoutType=abc`],
    ["a layout whose list is text", "POST", `${LAYOUT_API}/save`, { layout: { list: "x" } }],
    ["a save without layout", "POST", `${LAYOUT_API}/save`, {}],
    ["a reminder id of 65 characters", "DELETE", `/form/formRemindData/v1/${"x".repeat(65)}`],
    ["page 0 of the meetings", "GET", "/portal/meetingRoomAppointment/v1/pendingJson?page=0"],
    ["a meeting filter that is no list", "POST", "/portal/meetingRoomAppointment/v1/listJson", { querys: 5 }],
    ["rows that are no number", "GET", "/portal/messageNews/v1/listNotice?rows=abc"],
    ["a news item without id", "GET", "/portal/messageNews/v1/getJson"],
    ["a carousel without type", "GET", "/portal/pressRelease/v1/getByType"],
    ["a report without id", "GET", "/runtime/report/v1/getEchartsData"],
  ];
  for (const [name, method, url, payload] of cases) {
    it(`answers 400 with a message for ${name}`, async () => {
      const res = await send("admin", method as "POST", url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ state: false, message: expect.stringContaining("错误的请求参数") });
    });
  }

  it("documents every home route in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ url: "/openapi.json" })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/portal/main/v1/vueFrontHome",
        `${COLUMN_API}/getDatasByAlias`,
        `${LAYOUT_API}/save`,
        "/form/formRemindData/v1/{id}",
        "/portal/meetingRoomAppointment/v1/pendingJson",
        "/portal/messageNews/v1/listNotice",
        "/runtime/report/v1/getEchartsData",
      ]),
    );
  });
});
