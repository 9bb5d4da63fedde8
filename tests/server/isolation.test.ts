import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertSmallFile } from "../../server/services/files/smallFile";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

let t: TestApp;
let acme: string;
let zhangsan: string;
beforeAll(async () => {
  t = await createTestApp();
  acme = await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme");
  zhangsan = await tokenOf(t.app, "zhangsan");
  // A private file of the platform tenant, which nobody outside it may download.
  await insertSmallFile(
    t.db,
    {
      id: "f-private",
      tenantId: "t-platform",
      name: "salary.txt",
      mime: "text/plain",
      uploaderId: "u-zhangsan",
    },
    new TextEncoder().encode("1234"),
  );
});
afterAll(() => t.close());

describe("tenant isolation: acme cannot read platform data", () => {
  it("cannot read a platform user's detail (404) or look one up by account ({})", async () => {
    const detail = await t.app.inject({
      url: "/api/user/v1/user/getDetailByAccountOrId?account=zhangsan",
      headers: bearer(acme),
    });
    expect(detail.statusCode).toBe(404);
    const byId = await t.app.inject({
      url: "/api/user/v1/user/getDetailByAccountOrId?id=u-zhangsan",
      headers: bearer(acme),
    });
    expect(byId.statusCode).toBe(404);
    const lookup = await t.app.inject({
      method: "POST",
      url: "/api/user/v1/user/getByAccount",
      headers: bearer(acme),
      payload: { account: "zhangsan" },
    });
    expect(lookup.json()).toEqual({});
  });

  it("sees only its own tenant in getJson and listJson, though it manages tenants", async () => {
    const other = await t.app.inject({
      url: "/uc/tenantManage/v1/getJson?id=t-platform",
      headers: bearer(acme),
    });
    expect(other.json()).toEqual({});
    const own = await t.app.inject({ url: "/uc/tenantManage/v1/getJson?id=t-acme", headers: bearer(acme) });
    expect(own.json()).toMatchObject({ id: "t-acme", code: "acme" });
    const list = await t.app.inject({
      method: "POST",
      url: "/uc/tenantManage/v1/listJson",
      headers: bearer(acme),
      payload: {},
    });
    expect(list.json().rows.map((r: { code: string }) => r.code)).toEqual(["acme"]);
  });

  it("gets its own menus and method rights only", async () => {
    const menu = await t.app.inject({
      url: "/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu",
      headers: bearer(acme),
    });
    const ids = JSON.stringify(menu.json().value);
    expect(ids).toContain("m-acme-home");
    expect(ids).not.toContain("m-platform");
  });

  it("cannot download a platform tenant's private file, while platform users can", async () => {
    expect(
      (await t.app.inject({ url: "/system/file/v1/downloadFile?fileId=f-private", headers: bearer(acme) }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: "/system/file/v1/downloadFile?fileId=f-private" })).statusCode).toBe(
      401,
    );
    const mine = await t.app.inject({
      url: "/system/file/v1/downloadFile?fileId=f-private",
      headers: bearer(zhangsan),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toBe("1234");
  });

  it("reads its own branding and strategy, not the platform's", async () => {
    const setting = await t.app.inject({
      url: "/sys/sysProperties/v1/getDecryptBySysSetting",
      headers: bearer(acme),
    });
    expect(JSON.parse(setting.json().value).frontName).toBe("ACME 办公门户");
    const anon = await t.app.inject({
      url: "/sys/sysProperties/v1/getDecryptBySysSetting",
      headers: { "tenant-code": "acme" },
    });
    expect(JSON.parse(anon.json().value).frontName).toBe("ACME 办公门户");
    const strategy = await t.app.inject({ url: "/api/pwdStrategy/v1/getDefault", headers: bearer(acme) });
    expect(strategy.json().id).toBe("ps-acme");
  });

  it("cannot reuse a platform token with another tenant's id in the address", async () => {
    const res = await t.app.inject({
      url: "/api/user/v1/user/getDetailByAccountOrId?account=acme_admin&tenantId=t-acme",
      headers: bearer(zhangsan),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe("menus and method rights", () => {
  it("gives zhangsan the front menu tree sorted by sn, without the root", async () => {
    const res = await t.app.inject({
      url: "/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu",
      headers: bearer(zhangsan),
    });
    expect(res.json().state).toBe(true);
    const tree = res.json().value as {
      alias: string;
      sn: number;
      children: { alias: string; href?: string }[];
    }[];
    expect(tree.map((m) => m.alias)).toEqual(["home", "v-flow", "statement", "v-personal", "v-help"]);
    // v-leader is for secretaries only: zhangsan's flow menu has no leaders' to-do.
    expect(tree[1].children.map((m) => m.alias)).not.toContain("v-leader");
    expect(tree[4].children[0]).toMatchObject({ alias: "api-docs", href: "/docs" });
  });

  it("translates menu names by Accept-Language", async () => {
    const res = await t.app.inject({
      url: "/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu",
      headers: { ...bearer(zhangsan), "accept-language": "en-US" },
    });
    expect(res.json().value[0].name).toBe("Home");
  });

  it("gives an unknown root alias an empty tree", async () => {
    const res = await t.app.inject({
      url: "/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=nope",
      headers: bearer(zhangsan),
    });
    expect(res.json()).toEqual({ state: true, value: [] });
  });

  it("shows a guest only the home menu", async () => {
    const link = await t.app.inject({
      url: "/portal/shorturlManage/v1/getLongUrlByShortUrl?shortUrl=surl/welcome",
    });
    const guest = link.json().value.guestToken as string;
    const res = await t.app.inject({
      url: "/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu",
      headers: bearer(guest),
    });
    expect(res.json().value.map((m: { alias: string }) => m.alias)).toEqual(["home"]);
  });

  it("lists all methods and the caller's: admin holds tenantManage, zhangsan does not", async () => {
    const admin = await tokenOf(t.app, "admin");
    const a = await t.app.inject({ url: "/sys/sysMenu/v1/getCurrentUserMethodAuth", headers: bearer(admin) });
    expect(a.json()).toEqual({
      allMethod: ["formCustomManage", "homeColumnManage", "loginUnlock", "tenantManage"],
      curUserMethod: ["formCustomManage", "homeColumnManage", "loginUnlock", "tenantManage"],
    });
    const z = await t.app.inject({
      url: "/sys/sysMenu/v1/getCurrentUserMethodAuth",
      headers: bearer(zhangsan),
    });
    expect(z.json()).toEqual({
      allMethod: ["formCustomManage", "homeColumnManage", "loginUnlock", "tenantManage"],
      curUserMethod: [],
    });
  });

  it("enforces the method right on the server: listJson is 403 for zhangsan, all tenants for admin", async () => {
    const denied = await t.app.inject({
      method: "POST",
      url: "/uc/tenantManage/v1/listJson",
      headers: bearer(zhangsan),
      payload: {},
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ state: false, message: "没有访问该接口的权限，请联系管理员" });
    const admin = await tokenOf(t.app, "admin");
    const all = await t.app.inject({
      method: "POST",
      url: "/uc/tenantManage/v1/listJson",
      headers: bearer(admin),
      payload: {},
    });
    expect(all.json()).toMatchObject({ total: 2, page: 1, pageSize: 20 });
  });
});

describe("short links", () => {
  it("resolves surl/welcome into /home and a guest session of at most 2 h that /sso/auth refuses", async () => {
    const res = await t.app.inject({
      url: "/portal/shorturlManage/v1/getLongUrlByShortUrl?shortUrl=surl/welcome",
    });
    const value = res.json().value;
    expect(res.json()).toMatchObject({ state: true, value: { url: "/home" } });
    expect(value).toMatchObject({ account: "guest", loginStatus: 1, userAttrs: { guest: true } });
    expect(value.token).toBe(value.guestToken);
    expect(value.expiration).toBeLessThanOrEqual(7200);
    const session = await t.app.inject({
      url: `/sso/auth?ticket=${value.guestToken}&code=${value.guestToken}`,
    });
    expect(session.statusCode).toBe(403);
    expect(session.json()).toMatchObject({
      state: false,
      message: "访客令牌不能换取登录会话，请重新打开短链接",
    });
  });

  it("answers state false with 短链接不存在 / 短链接已失效", async () => {
    const missing = await t.app.inject({
      url: "/portal/shorturlManage/v1/getLongUrlByShortUrl?shortUrl=surl/nothing",
    });
    expect(missing.json()).toEqual({ state: false, message: "短链接不存在" });
    await t.db
      .insertInto("portal_short_url")
      .values({
        id: "s-old",
        tenant_id: "t-platform",
        code: "old",
        url: "/home",
        guest_account: "guest",
        lose_time: new Date(Date.now() - 1000),
      })
      .execute();
    const old = await t.app.inject({
      url: "/portal/shorturlManage/v1/getLongUrlByShortUrl?shortUrl=surl/old",
    });
    expect(old.json()).toEqual({ state: false, message: "短链接已失效" });
  });
});

describe("menus added by later versions", () => {
  it("adds missing menu entries to an existing database without touching the others", async () => {
    const { seedIfEmpty } = await import("../../server/seed");
    await t.db
      .updateTable("sys_menu")
      .set({ name: "我的首页" })
      .where("id", "=", "m-platform-home")
      .execute();
    await t.db.deleteFrom("sys_menu").where("id", "=", "m-platform-schema-playground").execute();
    expect(await seedIfEmpty(t.db)).toBe(true);
    const rows = await t.db
      .selectFrom("sys_menu")
      .select(["id", "name"])
      .where("tenant_id", "=", "t-platform")
      .execute();
    expect(rows.find((r) => r.id === "m-platform-schema-playground")).toBeDefined();
    expect(rows.find((r) => r.id === "m-platform-home")?.name).toBe("我的首页");
    expect(await seedIfEmpty(t.db)).toBe(false);
  });
});
