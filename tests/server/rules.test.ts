import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

/* Rules and regulations (spec 3 §2, issue 13 §1): the published rules of the caller's tenant, paged by a
   QueryFilter, and one rule by id; drafts and other tenants' rules are never answered. */

let t: TestApp;
let zhangsan: string;
let acme: string;
beforeAll(async () => {
  t = await createTestApp();
  zhangsan = await tokenOf(t.app, "zhangsan");
  acme = await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme");
});
afterAll(() => t.close());

const API = "/portalRulesAndControl/v1";
const list = (token: string, payload: object = {}) =>
  t.app.inject({ method: "POST", url: `${API}/getRulesAndControlList`, headers: bearer(token), payload });
const get = (token: string, id: string) =>
  t.app.inject({ url: `${API}/getJson?id=${encodeURIComponent(id)}`, headers: bearer(token) });

describe("the rules list", () => {
  it("pages the tenant's published rules newest first, without the unpublished draft", async () => {
    const res = await list(zhangsan, { pageBean: { page: 1, pageSize: 3, showTotal: true } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(body.rows.map((r: { title: string }) => r.title)).toEqual([
      "员工手册（2026版）",
      "差旅费报销管理办法",
      "信息安全管理规定",
    ]);
    expect(body.rows[0]).toMatchObject({
      id: "rc-platform-1",
      publishStatus: 1,
      createByName: "人力资源部",
      attachmentName: [{ id: "fl-platform-rule-1", name: "员工手册（2026版）.pdf" }],
    });
    expect(body.rows[0].publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const all = (await list(zhangsan)).json();
    expect(all.rows.every((r: { publishStatus: number }) => r.publishStatus === 1)).toBe(true);
    expect(JSON.stringify(all)).not.toContain("征求意见稿");
  });

  it("searches by title (TITLE_ LIKE) and by a publish time range (BETWEEN)", async () => {
    const byTitle = await list(zhangsan, {
      querys: [{ property: "TITLE_", operation: "LIKE", value: "管理", relation: "AND" }],
    });
    expect(byTitle.json().rows.map((r: { title: string }) => r.title)).toEqual([
      "差旅费报销管理办法",
      "信息安全管理规定",
      "考勤管理制度",
    ]);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const recent = await list(zhangsan, {
      querys: [{ property: "PUBLISH_TIME_", operation: "BETWEEN", value: [day(-10), day(1)], group: "time" }],
    });
    expect(recent.json().rows.map((r: { title: string }) => r.title)).toEqual([
      "员工手册（2026版）",
      "差旅费报销管理办法",
    ]);
  });

  it("refuses an unknown property with a 400 and its message", async () => {
    const res = await list(zhangsan, {
      querys: [{ property: "tenant_id", operation: "EQUAL", value: "t-acme" }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ state: false });
    expect(res.json().message).toContain("tenant_id");
  });

  it("refuses a page size above the limit with a 400", async () => {
    const res = await list(zhangsan, { pageBean: { page: 1, pageSize: 100000 } });
    expect(res.statusCode).toBe(400);
  });
});

describe("one rule", () => {
  it("answers a published rule by id", async () => {
    const res = await get(zhangsan, "rc-platform-2");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: "rc-platform-2", title: "差旅费报销管理办法", publishStatus: 1 });
  });

  it("answers 404 for an unpublished rule and a missing one", async () => {
    expect((await get(zhangsan, "rc-platform-5")).statusCode).toBe(404);
    expect((await get(zhangsan, "nothing")).statusCode).toBe(404);
  });

  it("refuses a missing or too long id with a 400", async () => {
    expect((await t.app.inject({ url: `${API}/getJson`, headers: bearer(zhangsan) })).statusCode).toBe(400);
    expect((await get(zhangsan, "x".repeat(65))).statusCode).toBe(400);
  });

  it("needs a signed-in user", async () => {
    expect((await t.app.inject({ url: `${API}/getJson?id=rc-platform-1` })).statusCode).toBe(401);
  });
});

describe("tenant isolation", () => {
  it("lists only the caller's tenant's rules and answers 404 for another tenant's rule", async () => {
    const ids = (await list(acme)).json().rows.map((r: { id: string }) => r.id);
    expect(ids.length).toBe(4);
    expect(ids.every((id: string) => id.startsWith("rc-acme-"))).toBe(true);
    expect((await get(acme, "rc-platform-1")).statusCode).toBe(404);
    expect((await get(zhangsan, "rc-acme-1")).statusCode).toBe(404);
  });
});
