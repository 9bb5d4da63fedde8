import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ hosts: { form: "https://form.example.com" } });
  t.app.get("/boom", async () => {
    throw new Error("secret detail: connection string postgres://user:pw@db");
  });
  token = await tokenOf(t.app, "admin");
});
afterAll(() => t.close());

describe("error answers", () => {
  it("turns an unexpected failure into 500 {state:false, message, logId} without the detail, logged with the same logId", async () => {
    const res = await t.app.inject({ url: "/boom" });
    expect(res.statusCode).toBe(500);
    const err = res.json();
    expect(err).toEqual({
      state: false,
      message: "服务器内部错误",
      logId: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(res.body).not.toContain("secret detail");
    expect(res.body).not.toContain("at ");
    const line = t.logs.find((l) => l.logId === err.logId && l.level === 50);
    expect(line?.msg).toBe("request failed");
    expect(JSON.stringify(line)).toContain("secret detail");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.app.inject({ url: "/api/nothing/here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ state: false, message: "请求的资源不存在" });
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/auth",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ state: false, message: "错误的请求参数" });
  });
});

/** Bad input for every route: each must answer 400 with a message (never 500). */
const BAD_INPUTS: {
  name: string;
  method: "GET" | "POST" | "DELETE";
  url: string;
  payload?: unknown;
  auth?: boolean;
}[] = [
  { name: "auth without body", method: "POST", url: "/auth" },
  {
    name: "auth with an object as username",
    method: "POST",
    url: "/auth",
    payload: { username: { a: 1 }, password: "eA==" },
  },
  {
    name: "auth with a too long account",
    method: "POST",
    url: "/auth",
    payload: { username: "x".repeat(65), password: "eA==" },
  },
  { name: "sso auth with an unknown mode", method: "GET", url: "/sso/auth?ticket=a&ssoMode=magic" },
  { name: "getTenantByCode without code", method: "GET", url: "/uc/tenantManage/v1/getTenantByCode" },
  { name: "getJson without id", method: "GET", url: "/uc/tenantManage/v1/getJson", auth: true },
  {
    name: "listJson with querys not an array",
    method: "POST",
    url: "/uc/tenantManage/v1/listJson",
    payload: { querys: "x" },
    auth: true,
  },
  {
    name: "listJson with a non-numeric page",
    method: "POST",
    url: "/uc/tenantManage/v1/listJson",
    payload: { pageBean: { page: "one" } },
    auth: true,
  },
  {
    name: "getByAccount without account",
    method: "POST",
    url: "/api/user/v1/user/getByAccount",
    payload: {},
    auth: true,
  },
  {
    name: "getDetailByAccountOrId without account or id",
    method: "GET",
    url: "/api/user/v1/user/getDetailByAccountOrId",
    auth: true,
  },
  {
    name: "changUserPsd without newPwd",
    method: "POST",
    url: "/api/user/v1/user/changUserPsd",
    payload: { oldPwd: "x" },
    auth: true,
  },
  {
    name: "getLongUrlByShortUrl without shortUrl",
    method: "GET",
    url: "/portal/shorturlManage/v1/getLongUrlByShortUrl",
  },
  {
    name: "getCurrentUserMenu without menuAlias",
    method: "GET",
    url: "/sys/sysMenu/v1/getCurrentUserMenu",
    auth: true,
  },
  {
    name: "getLogoFile with an unknown logo type",
    method: "GET",
    url: "/system/file/v1/getLogoFile?tenantId=t-platform&logoType=x",
  },
  { name: "downloadFile without fileId", method: "GET", url: "/system/file/v1/downloadFile" },
  {
    name: "customDialog getByAlias without alias",
    method: "GET",
    url: "/form/customDialog/v1/getByAlias",
    auth: true,
  },
  {
    name: "customDialog getListData without alias",
    method: "POST",
    url: "/form/customDialog/v1/getListData",
    payload: {},
    auth: true,
  },
  {
    name: "customDialog getTreeData without alias",
    method: "GET",
    url: "/form/customDialog/v1/getTreeData",
    auth: true,
  },
  {
    name: "customQuery doQuery with an object body",
    method: "POST",
    url: "/form/customQuery/v1/doQuery?alias=expenseQuery",
    payload: { key: 1 },
    auth: true,
  },
  {
    name: "customQuery doQuery with a bad page",
    method: "POST",
    url: "/form/customQuery/v1/doQuery?alias=expenseQuery&page=zero",
    payload: [],
    auth: true,
  },
  {
    name: "customChart getListData without alias",
    method: "POST",
    url: "/form/customChart/v1/getListData",
    payload: {},
    auth: true,
  },
  {
    name: "customQuery save without a name",
    method: "POST",
    url: "/form/customQuery/v1/save",
    payload: { alias: "x" },
    auth: true,
  },
  {
    name: "customChart remove without ids",
    method: "DELETE",
    url: "/form/customChart/v1/remove",
    auth: true,
  },
];

describe("bad input on every route", () => {
  for (const c of BAD_INPUTS) {
    it(`answers 400 with a message for ${c.name}`, async () => {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        payload: c.payload as object | undefined,
        headers: c.auth ? bearer(token) : {},
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ state: false, message: expect.stringContaining("错误的请求参数") });
    });
  }

  it("answers 401 before validating the input of a protected route", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/user/v1/user/changUserPsd", payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe("front end and headers", () => {
  it("redirects / to /fvue/", async () => {
    const res = await t.app.inject({ url: "/" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/fvue/");
  });

  it("serves index.html for unknown /fvue/ paths (history mode) and 404 for missing assets", async () => {
    const page = await t.app.inject({ url: "/fvue/v-help/href/template/api-docs?href=x" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("<title>Tessera</title>");
    const asset = await t.app.inject({ url: "/fvue/assets/missing-123.js" });
    expect(asset.statusCode).toBe(404);
    const real = await t.app.inject({ url: "/fvue/assets/app-abc123.js" });
    expect(real.statusCode).toBe(200);
    expect(real.headers["cache-control"]).toContain("immutable");
  });

  it("sends a strict CSP without unsafe-eval, nosniff, a referrer policy and same-origin framing", async () => {
    const res = await t.app.inject({ url: "/fvue/login" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("frame-src 'self' https://form.example.com");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("sends the same security headers on every answer: an API call, a refused one, an unknown route, the health check", async () => {
    const login = await t.app.inject({ url: "/fvue/login" });
    for (const url of [
      "/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu",
      "/no/such/route",
      "/health",
    ]) {
      const res = await t.app.inject({ url });
      for (const name of [
        "content-security-policy",
        "x-content-type-options",
        "referrer-policy",
        "x-frame-options",
      ])
        expect([url, name, res.headers[name]]).toEqual([url, name, login.headers[name]]);
    }
  });

  it("gives the runtime context: same origin by default, overridable per host", async () => {
    const res = await t.app.inject({ url: "/fvue/context.json", headers: { host: "portal.local:8080" } });
    expect(res.json()).toEqual({
      portal: "http://portal.local:8080",
      uc: "http://portal.local:8080",
      form: "https://form.example.com",
      bpmModel: "http://portal.local:8080",
      bpmRunTime: "http://portal.local:8080",
      front: "http://portal.local:8080",
    });
  });

  it("publishes an OpenAPI document generated from the route schemas, and a docs page", async () => {
    const doc = (await t.app.inject({ url: "/openapi.json" })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/auth", "/uc/tenantManage/v1/listJson", "/sys/sysMenu/v1/getCurrentUserMenu"]),
    );
    expect(doc.paths["/auth"].post.requestBody.content["application/json"].schema.required).toEqual([
      "username",
      "password",
    ]);
    const page = await t.app.inject({ url: "/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("swagger");
    const framed = await t.app.inject({ url: "/docs?token=abc&_t=1" });
    expect(framed.statusCode).toBe(302);
    expect(framed.headers.location).toBe("/docs");
  });

  it("serves tenant logos anonymously as sandboxed images", async () => {
    const res = await t.app.inject({ url: "/system/file/v1/getLogoFile?logoType=front&tenantId=t-acme" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(res.headers["content-security-policy"]).toContain("sandbox");
    expect((await t.app.inject({ url: "/system/file/v1/getLogoFile?tenantId=t-none" })).statusCode).toBe(404);
  });

  it("answers getTenantByCode with the tenant, or {} when unknown", async () => {
    const acme = await t.app.inject({ url: "/uc/tenantManage/v1/getTenantByCode?code=acme" });
    expect(acme.json()).toMatchObject({
      id: "t-acme",
      code: "acme",
      name: "ACME 有限公司",
      nameFront: "ACME 办公门户",
      status: "enable",
    });
    expect(JSON.parse(acme.json().frontLogo)[0].id).toBe("f-logo-acme");
    expect((await t.app.inject({ url: "/uc/tenantManage/v1/getTenantByCode?code=zzz" })).json()).toEqual({});
  });
});

describe("route schemas compiled on first use (issue 16, restart)", () => {
  it("validates a route's input and serialises its answer on its first request, and compiles every schema when warmed", async () => {
    const fresh = await createTestApp();
    try {
      // The first request of /auth: its body schema refuses a missing password.
      const missing = await fresh.app.inject({
        method: "POST",
        url: "/auth",
        payload: { username: "admin" },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ state: false });
      // Its response schema serialises the sign-in.
      const password = Buffer.from("Passw0rd!").toString("base64");
      const ok = await fresh.app.inject({
        method: "POST",
        url: "/auth",
        payload: { username: "admin", password },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().token).toEqual(expect.any(String));
      // Every other schema compiles (a broken one would reject here, as it failed the start before).
      await expect(fresh.app.warmSchemas()).resolves.toBeUndefined();
      const noAlias = await fresh.app.inject({
        url: "/form/customDialog/v1/getByAlias",
        headers: bearer(await tokenOf(fresh.app, "admin")),
      });
      expect(noAlias.statusCode).toBe(400);
    } finally {
      await fresh.close();
    }
  });
});
