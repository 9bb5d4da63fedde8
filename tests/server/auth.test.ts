import Fastify from "fastify";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAuth } from "../../server/http/auth";
import { b64, bearer, body, createTestApp, signIn, type TestApp, tokenOf, tokenServiceOf } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginMaxFailures: 3, loginLockMinutes: 15, loginPerAddressPerMinute: 1000 });
});
afterAll(() => t.close());

describe("POST /auth", () => {
  it("signs zhangsan in with loginStatus 1 and a token carrying tenantId and account", async () => {
    const res = await signIn(t.app, "zhangsan");
    expect(res.statusCode).toBe(200);
    const auth = res.json();
    expect(auth).toMatchObject({
      username: "张三",
      account: "zhangsan",
      userId: "u-zhangsan",
      loginStatus: 1,
      expiration: 86400,
    });
    expect(auth.userAttrs).toEqual({ tenantId: "t-platform", isInitPassword: false });
    const claims = decodeJwt(auth.token);
    expect(claims).toMatchObject({ sub: "zhangsan", tenantId: "t-platform" });
    expect(claims.exp! - claims.iat!).toBe(86400);
  });

  it("stores argon2id hashes, never the password", async () => {
    const row = await t.db
      .selectFrom("uc_user")
      .select("password_hash")
      .where("account", "=", "lisi")
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain("Passw0rd");
  });

  it("answers 账号或密码错误 (401) for a wrong password and for an unknown account alike", async () => {
    const wrong = await signIn(t.app, "lisi", "nope-nope");
    const unknown = await signIn(t.app, "nobody", "Passw0rd!");
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(body(res)).toMatchObject({ state: false, message: "账号或密码错误" });
      expect(body(res).logId).toMatch(/^[0-9a-f]{16}$/);
    }
  });

  it("answers in English when Accept-Language is en-US", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/auth",
      headers: { "accept-language": "en-US" },
      payload: { username: "lisi", password: b64("bad") },
    });
    expect(body(res).message).toBe("Wrong account or password");
  });

  it("refuses a disabled user with 账号被禁用或离职 (403)", async () => {
    await t.db.updateTable("uc_user").set({ status: 0 }).where("account", "=", "qianqi").execute();
    const res = await signIn(t.app, "qianqi");
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe("账号被禁用或离职");
    await t.db.updateTable("uc_user").set({ status: 1 }).where("account", "=", "qianqi").execute();
  });

  it("rejects a password that is not Base64 with 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/auth",
      payload: { username: "lisi", password: "Passw0rd!" },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe("密码格式不正确");
  });

  it("rejects a missing password with 400 and a message naming the field", async () => {
    const res = await t.app.inject({ method: "POST", url: "/auth", payload: { username: "lisi" } });
    expect(res.statusCode).toBe(400);
    expect(String(body(res).message)).toContain("password");
  });

  it("locks an account at its address after too many failures, even for the right password (429)", async () => {
    for (let i = 0; i < 3; i++) expect((await signIn(t.app, "wangwu", "wrong-one")).statusCode).toBe(401);
    const res = await signIn(t.app, "wangwu");
    expect(res.statusCode).toBe(429);
    expect(body(res).message).toBe("登录失败次数过多，请15分钟后再试");
    // Another account from the same address is not affected.
    expect((await signIn(t.app, "zhaoliu")).statusCode).toBe(200);
  });

  it("signs in at another tenant only with that tenant's accounts", async () => {
    expect((await signIn(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme")).statusCode).toBe(200);
    expect((await signIn(t.app, "zhangsan", "Passw0rd!", "?tenantId=t-acme")).statusCode).toBe(401);
    expect((await signIn(t.app, "acme_admin")).statusCode).toBe(401);
    const unknown = await signIn(t.app, "zhangsan", "Passw0rd!", "?tenantId=t-nowhere");
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).message).toBe("租户不存在或已停用");
  });
});

describe("session", () => {
  it("refreshes the token; the new one works", async () => {
    const token = await tokenOf(t.app, "zhaoliu");
    const res = await t.app.inject({ method: "GET", url: "/refresh", headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().token as string;
    expect(res.json().expiration).toBe(86400);
    const menu = await t.app.inject({
      url: "/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu",
      headers: bearer(fresh),
    });
    expect(menu.statusCode).toBe(200);
  });

  it("rejects the token after /signout (401), including tokens refreshed from the same session", async () => {
    const token = await tokenOf(t.app, "lisi");
    const refreshed = (await t.app.inject({ url: "/refresh", headers: bearer(token) })).json()
      .token as string;
    const out = await t.app.inject({ url: "/signout", headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ state: true, message: "退出登录成功" });
    for (const tk of [token, refreshed]) {
      const res = await t.app.inject({
        url: "/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu",
        headers: bearer(tk),
      });
      expect(res.statusCode).toBe(401);
      expect(body(res)).toMatchObject({ state: false, message: "未登录或登录已过期，请重新登录" });
    }
  });

  it("rejects no token, a garbled token and a token signed with another secret with 401", async () => {
    const forged =
      "eyJhbGciOiJIUzUxMiJ9.eyJ0ZW5hbnRJZCI6InQtcGxhdGZvcm0iLCJ1aWQiOiJ1LWFkbWluIiwic2lkIjoieCIsInN1YiI6ImFkbWluIn0.c2lnbmF0dXJl";
    for (const headers of [{}, bearer("garbage"), bearer(forged)]) {
      const res = await t.app.inject({ url: "/sys/sysMenu/v1/getCurrentUserMethodAuth", headers });
      expect(res.statusCode).toBe(401);
    }
  });

  it("rejects the tokens of a user disabled after sign-in", async () => {
    const token = await tokenOf(t.app, "qianqi");
    await t.db.updateTable("uc_user").set({ status: -1 }).where("account", "=", "qianqi").execute();
    const res = await t.app.inject({
      url: "/sys/sysMenu/v1/getCurrentUserMethodAuth",
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(401);
    await t.db.updateTable("uc_user").set({ status: 1 }).where("account", "=", "qianqi").execute();
  });

  it("turns a token passed in the address into a new session with /sso/auth", async () => {
    const token = await tokenOf(t.app, "zhangsan");
    const res = await t.app.inject({ url: `/sso/auth?ticket=${token}&code=${token}&service=x` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ account: "zhangsan", loginStatus: 1 });
    expect(res.json().token).not.toBe(token);
    expect((await t.app.inject({ url: "/sso/auth?ticket=bogus&code=bogus" })).statusCode).toBe(401);
  });
});

describe("password strategy and change", () => {
  it("gives the strategy without the initial password", async () => {
    const res = await t.app.inject({ url: "/api/pwdStrategy/v1/getDefault" });
    expect(res.json()).toEqual({ id: "ps-platform", pwdRule: 3, pwdLength: 8, duration: 0, enable: 1 });
  });

  it("gives newbie loginStatus 0 and a token that may only change the password", async () => {
    const res = await signIn(t.app, "newbie", "Init@123");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ loginStatus: 0, userAttrs: { isInitPassword: true } });
    const token = res.json().token as string;
    const menu = await t.app.inject({
      url: "/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu",
      headers: bearer(token),
    });
    expect(menu.statusCode).toBe(403);
    expect(body(menu).message).toBe("请先修改密码");
    const detail = await t.app.inject({
      url: "/api/user/v1/user/getDetailByAccountOrId?account=admin",
      headers: bearer(token),
    });
    expect(detail.statusCode).toBe(200);
    expect((detail.json() as { user: { account: string } }).user.account).toBe("newbie");
  });

  it("enforces the strategy on the server with the spec's messages", async () => {
    const token = (await signIn(t.app, "newbie", "Init@123")).json().token as string;
    const change = (oldPwd: string, newPwd: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/user/v1/user/changUserPsd",
        headers: bearer(token),
        payload: { oldPwd, newPwd },
      });
    expect((await change("wrong", "Str0ng!pass")).json()).toEqual({ state: false, message: "旧密码错误" });
    expect((await change("Init@123", "a1!")).json()).toEqual({ state: false, message: "新密码长度至少为8" });
    expect((await change("Init@123", "abcdefgh1")).json()).toEqual({
      state: false,
      message: "新密码必须同时包含数字、字母和特殊字符",
    });
    expect((await change("Init@123", "Init@123")).json().state).toBe(false);
    const ok = await change("Init@123", "Str0ng!pass");
    expect(ok.json()).toEqual({ state: true, message: "修改密码成功" });
    const again = await signIn(t.app, "newbie", "Str0ng!pass");
    expect(again.json()).toMatchObject({ loginStatus: 1, userAttrs: { isInitPassword: false } });
    expect((await signIn(t.app, "newbie", "Init@123")).statusCode).toBe(401);
  });

  it("gives loginStatus 0 to a password that breaks a stricter strategy", async () => {
    await t.db
      .updateTable("uc_pwd_strategy")
      .set({ pwd_rule: 4, pwd_length: 12 })
      .where("tenant_id", "=", "t-platform")
      .execute();
    expect((await signIn(t.app, "lisi")).json().loginStatus).toBe(0);
    // Administrators are exempt, so they can always reach the settings.
    expect((await signIn(t.app, "admin")).json().loginStatus).toBe(1);
    await t.db
      .updateTable("uc_pwd_strategy")
      .set({ pwd_rule: 3, pwd_length: 8 })
      .where("tenant_id", "=", "t-platform")
      .execute();
  });
});

describe("rate limit per address", () => {
  it("answers 429 with 请求过于频繁，请稍后再试 past the per-address limit", async () => {
    const limited = await createTestApp({ loginPerAddressPerMinute: 2 });
    try {
      await signIn(limited.app, "zhangsan");
      await signIn(limited.app, "lisi");
      const res = await signIn(limited.app, "wangwu");
      expect(res.statusCode).toBe(429);
      expect(body(res)).toMatchObject({ state: false, message: "请求过于频繁，请稍后再试" });
    } finally {
      await limited.close();
    }
  });
});

describe("who may call a route", () => {
  const strategy = (authorization: string) =>
    t.app.inject({ url: "/api/pwdStrategy/v1/getDefault", headers: { authorization } });

  it("guards every route of a scope it is registered in: a token is required unless a route says otherwise", async () => {
    const app = Fastify();
    const tokens = tokenServiceOf(t.config);
    registerAuth(app, t.db, tokens);
    app.get("/closed", async (request) => ({ account: request.user?.account }));
    app.get("/open", { config: { auth: "anonymous" } }, async (request) => ({ user: request.user ?? null }));
    try {
      expect((await app.inject({ url: "/closed" })).statusCode).toBe(401);
      const token = await tokenOf(t.app, "zhangsan");
      const signedIn = await app.inject({ url: "/closed", headers: bearer(token) });
      expect([signedIn.statusCode, signedIn.json()]).toEqual([200, { account: "zhangsan" }]);
      const open = await app.inject({ url: "/open", headers: bearer(token) });
      expect([open.statusCode, open.json()]).toEqual([200, { user: null }]);
    } finally {
      await app.close();
    }
  });

  it("takes a Bearer token with extra spaces around it", async () => {
    const token = await tokenOf(t.app, "zhangsan");
    const res = await t.app.inject({
      url: "/sys/sysMenu/v1/getCurrentUserMethodAuth",
      headers: { authorization: `Bearer   ${token}  ` },
    });
    expect(res.statusCode).toBe(200);
  });

  it("answers a route whose token is optional anonymously without a Bearer token, but refuses a bad one (401)", async () => {
    for (const authorization of ["", "Bearer ", "Basic emhhbmdzYW46UGFzc3cwcmQh"]) {
      expect([authorization, (await strategy(authorization)).statusCode]).toEqual([authorization, 200]);
    }
    for (const authorization of ["Bearer garbage", `Bearer ${await tokenOf(t.app, "lisi")}x`]) {
      const res = await strategy(authorization);
      expect([authorization, res.statusCode]).toEqual([authorization, 401]);
      expect(body(res).message).toBe("未登录或登录已过期，请重新登录");
    }
  });

  it("refuses a caller without a token before reading the request: 401, not a 400 for its bad body", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/user/v1/user/changUserPsd", payload: {} });
    expect(res.statusCode).toBe(401);
    expect(body(res).message).toBe("未登录或登录已过期，请重新登录");
  });

  it("gives a system administrator every method of its tenant, another user only what its roles grant, each once, sorted", async () => {
    const method = (id: string, tenant: string, alias: string) => ({
      id,
      tenant_id: tenant,
      alias,
      name: alias,
      menu_alias: null,
      request_url: null,
    });
    await t.db
      .insertInto("sys_method")
      .values([
        method("m-t17-b", "t-platform", "zz17.b"),
        method("m-t17-a", "t-platform", "zz17.a"),
        method("m-t17-c", "t-platform", "zz17.c"),
        method("m-t17-none", "t-platform", "zz17.none"),
        method("m-t17-acme", "t-acme", "zz17.acme"),
      ])
      .execute();
    await t.db
      .insertInto("uc_role")
      .values([
        { id: "r-t17-1", tenant_id: "t-platform", alias: "t17one", name: "t17 one" },
        { id: "r-t17-2", tenant_id: "t-platform", alias: "t17two", name: "t17 two" },
      ])
      .execute();
    await t.db
      .insertInto("sys_method_role")
      .values([
        { method_id: "m-t17-b", role_id: "r-t17-1" },
        { method_id: "m-t17-a", role_id: "r-t17-1" },
        { method_id: "m-t17-a", role_id: "r-t17-2" },
        { method_id: "m-t17-c", role_id: "r-t17-2" },
      ])
      .execute();
    await t.db.deleteFrom("uc_user_role").where("user_id", "=", "u-lisi").execute();
    await t.db
      .insertInto("uc_user_role")
      .values([
        { user_id: "u-lisi", role_id: "r-t17-1" },
        { user_id: "u-lisi", role_id: "r-t17-2" },
      ])
      .execute();
    const methodsOf = async (account: string) =>
      (
        await t.app.inject({
          url: "/sys/sysMenu/v1/getCurrentUserMethodAuth",
          headers: bearer(await tokenOf(t.app, account)),
        })
      ).json() as { allMethod: string[]; curUserMethod: string[] };
    const admin = await methodsOf("admin");
    expect(admin.curUserMethod).toEqual(admin.allMethod);
    expect(admin.curUserMethod).toContain("zz17.none");
    expect(admin.curUserMethod).not.toContain("zz17.acme");
    expect((await methodsOf("lisi")).curUserMethod).toEqual(["zz17.a", "zz17.b", "zz17.c"]);
  });
});
