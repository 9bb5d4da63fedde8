import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

/*
 * What a short-link guest token may reach (issue 11 §1): every operation of /openapi.json is called with
 * the guest token of surl/welcome (target /home). The table is generated from the route list, so a route
 * added tomorrow is refused to guests until it is marked open to them on purpose.
 */

let t: TestApp;
let guest: string;

/** A fresh guest session of surl/welcome (its AuthResponse, token = guestToken). */
async function openWelcome(): Promise<Record<string, unknown> & { token: string; guestToken: string }> {
  const res = await t.app.inject({
    url: "/portal/shorturlManage/v1/getLongUrlByShortUrl?shortUrl=surl/welcome",
  });
  return res.json().value;
}

beforeAll(async () => {
  t = await createTestApp();
  guest = (await openWelcome()).guestToken;
});
afterAll(() => t.close());

/** Operations that answer without a token: a guest token must get exactly what no token gets. */
const PUBLIC = new Set([
  "POST /auth",
  "GET /sso/auth",
  "GET /uc/tenantManage/v1/getTenantByCode",
  "GET /api/pwdStrategy/v1/getDefault",
  "GET /portal/shorturlManage/v1/getLongUrlByShortUrl",
  "GET /system/file/v1/getLogoFile",
  "GET /system/file/v1/downloadFile",
  // These answer a file to a signed URL (or a public logo) without a token; otherwise 401 alike.
  "GET /system/file/v1/preview",
  "GET /file/onlinePreviewController/v1/getFileById_:id",
  "GET /health",
  "GET /ready",
]);

const COLUMN_API = "/portal/sysIndexColumn/sysIndexColumn/v1";

/** The operations a guest of a /home link may call (2xx), each with a request that reads what /home shows. */
const ALLOWED: Record<string, { url: string; payload?: unknown; contentType?: string }> = {
  "GET /signout": { url: "/signout" },
  "GET /api/user/v1/user/getDetailByAccountOrId": {
    url: "/api/user/v1/user/getDetailByAccountOrId?account=admin",
  },
  "GET /sys/sysMenu/v1/getCurrentUserMenu": {
    url: "/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu",
  },
  "GET /sys/sysMenu/v1/getCurrentUserMethodAuth": { url: "/sys/sysMenu/v1/getCurrentUserMethodAuth" },
  "GET /sys/sysProperties/v1/getDecryptBySysSetting": { url: "/sys/sysProperties/v1/getDecryptBySysSetting" },
  "GET /portal/main/v1/vueFrontHome": { url: "/portal/main/v1/vueFrontHome" },
  [`GET ${COLUMN_API}/getByAlias`]: { url: `${COLUMN_API}/getByAlias?alias=welcomeHtml` },
  [`POST ${COLUMN_API}/getByAlias`]: { url: `${COLUMN_API}/getByAlias?alias=welcomeHtml`, payload: {} },
  [`GET ${COLUMN_API}/getDatasByAlias`]: { url: `${COLUMN_API}/getDatasByAlias?alias=welcomeHtml,homeTodo` },
  [`POST ${COLUMN_API}/getDatasByAlias`]: {
    url: `${COLUMN_API}/getDatasByAlias`,
    payload: "welcomeHtml,homeNews",
    contentType: "text/plain",
  },
  "GET /portal/messageNews/v1/list": { url: "/portal/messageNews/v1/list?rows=5" },
  "GET /portal/messageNews/v1/listNotice": { url: "/portal/messageNews/v1/listNotice?rows=5" },
  "GET /portal/messageNews/v1/getJson": { url: "/portal/messageNews/v1/getJson?id=NEWS" },
  "GET /portal/pressRelease/v1/getByType": { url: "/portal/pressRelease/v1/getByType?type=home" },
  // The guest home's 规章制度 column lists the published rules, and its rows open one.
  "POST /portalRulesAndControl/v1/getRulesAndControlList": {
    url: "/portalRulesAndControl/v1/getRulesAndControlList",
    payload: {},
  },
  "GET /portalRulesAndControl/v1/getJson": { url: "/portalRulesAndControl/v1/getJson?id=rc-platform-1" },
};

interface Operation {
  method: string;
  path: string;
  url: string;
  body?: unknown;
}

const METHODS = ["get", "post", "put", "patch", "delete"];

/** A value a parameter schema accepts (enum first, then by type). */
function sampleOf(schema: { type?: string; enum?: unknown[] } | undefined): string {
  if (schema?.enum?.length) return String(schema.enum[0]);
  if (schema?.type === "integer" || schema?.type === "number") return "1";
  if (schema?.type === "boolean") return "true";
  return "x";
}

/** Every operation of the OpenAPI document, with its required path and query parameters filled in. */
async function operations(): Promise<Operation[]> {
  const spec = (await t.app.inject({ url: "/openapi.json" })).json() as {
    paths: Record<string, Record<string, { parameters?: unknown[]; requestBody?: unknown }>>;
  };
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const params = (op.parameters ?? []) as {
        in: string;
        name: string;
        required?: boolean;
        schema?: never;
      }[];
      let url = path;
      const query = new URLSearchParams();
      for (const p of params) {
        if (p.in === "path") url = url.replace(`{${p.name}}`, sampleOf(p.schema));
        else if (p.in === "query" && p.required) query.set(p.name, sampleOf(p.schema));
      }
      const qs = query.toString();
      out.push({
        method: method.toUpperCase(),
        path: path.replace(/\{(\w+)\}/g, ":$1"),
        url: qs ? `${url}?${qs}` : url,
        body: op.requestBody ? {} : undefined,
      });
    }
  }
  return out;
}

async function call(op: Operation, token?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: op.method as "GET",
    url: op.url,
    headers: token ? bearer(token) : {},
    ...(op.body !== undefined ? { payload: op.body as object } : {}),
  });
}

describe("the guest token of a short link, against every operation of /openapi.json", () => {
  it("answers 2xx only on the allow-list, 403 on every other signed-in operation, and never 500", async () => {
    const news = await t.db
      .selectFrom("portal_news")
      .select("id")
      .where("tenant_id", "=", "t-platform")
      .executeTakeFirstOrThrow();
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(80);
    const seen = new Set<string>();
    const wrong: string[] = [];
    for (const op of ops) {
      const key = `${op.method} ${op.path}`;
      seen.add(key);
      const allowed = ALLOWED[key];
      if (allowed) {
        // Sign-out ends its own session: it gets a guest session of its own.
        const token = key === "GET /signout" ? (await openWelcome()).guestToken : guest;
        const res = await t.app.inject({
          method: op.method as "GET",
          url: allowed.url.replace("NEWS", news.id),
          headers: {
            ...bearer(token),
            ...(allowed.contentType ? { "content-type": allowed.contentType } : {}),
          },
          ...(allowed.payload !== undefined ? { payload: allowed.payload as string } : {}),
        });
        if (res.statusCode < 200 || res.statusCode > 299) wrong.push(`${key} → ${res.statusCode} (allowed)`);
        continue;
      }
      const [asGuest, asNobody] = [await call(op, guest), await call(op)];
      if (asGuest.statusCode >= 500) wrong.push(`${key} → ${asGuest.statusCode}`);
      if (PUBLIC.has(key)) {
        if (asGuest.statusCode !== asNobody.statusCode)
          wrong.push(`${key} → ${asGuest.statusCode}, anonymous ${asNobody.statusCode} (public)`);
      } else if (asGuest.statusCode !== 403 || asNobody.statusCode !== 401) {
        wrong.push(`${key} → guest ${asGuest.statusCode}, anonymous ${asNobody.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    // The lists name real operations only (a renamed route must be re-listed on purpose).
    for (const key of [...Object.keys(ALLOWED), ...PUBLIC]) expect(seen).toContain(key);
  });

  it("refuses with a message of its own, in both languages", async () => {
    const todo = { method: "POST" as const, url: "/runtime/task/v1/getTodoCount", payload: {} };
    const zh = await t.app.inject({ ...todo, headers: bearer(guest) });
    expect(zh.statusCode).toBe(403);
    expect(zh.json()).toMatchObject({
      state: false,
      message: "访客只能查看短链接打开的页面，请登录后再访问",
    });
    const en = await t.app.inject({
      ...todo,
      headers: { ...bearer(guest), "accept-language": "en-US" },
    });
    expect(en.json().message).toBe(
      "A guest may only view the page its short link opens; please sign in for more",
    );
  });

  it("reads the directory, the money and the org tree nowhere", async () => {
    const reads: [string, string, unknown?][] = [
      ["POST", "/form/customDialog/v1/getListData?alias=userSelector", {}],
      ["GET", "/form/customDialog/v1/getTreeData?alias=orgSelector"],
      ["POST", "/form/customQuery/v1/doQuery?alias=expenseQuery", []],
      ["POST", "/form/customQuery/v1/doQuery?alias=expenseByDept", []],
      ["POST", "/form/customChart/v1/getListData?alias=salesTrend", {}],
      ["POST", "/api/user/v1/user/getByAccount", { account: "admin" }],
      ["POST", "/runtime/instance/v1/newProcess", {}],
      ["GET", "/runtime/report/v1/getEchartsData?reportId=projectCost"],
      ["POST", "/portal/sysIndexMyLayout/v1/save", { layout: { list: [] } }],
    ];
    for (const [method, url, payload] of reads) {
      const res = await t.app.inject({
        method: method as "GET",
        url,
        headers: bearer(guest),
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
      expect([url, res.statusCode]).toEqual([url, 403]);
    }
  });

  it("gives the guest its own detail only, without contact fields, and only the home menu and no method", async () => {
    const detail = await t.app.inject({
      url: "/api/user/v1/user/getDetailByAccountOrId?account=admin",
      headers: bearer(guest),
    });
    expect(detail.json().user).toMatchObject({ account: "guest" });
    expect(detail.json().user).not.toHaveProperty("mobile");
    expect(detail.json().user).not.toHaveProperty("email");
    const menu = await t.app.inject({
      url: "/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu",
      headers: bearer(guest),
    });
    expect(menu.json().value.map((m: { alias: string }) => m.alias)).toEqual(["home"]);
    const methods = await t.app.inject({
      url: "/sys/sysMenu/v1/getCurrentUserMethodAuth",
      headers: bearer(guest),
    });
    expect(methods.json().curUserMethod).toEqual([]);
  });

  it("opens a home of guest-safe columns and strips the data of every column outside it", async () => {
    const home = await t.app.inject({ url: "/portal/main/v1/vueFrontHome", headers: bearer(guest) });
    const layout = JSON.parse(Buffer.from(home.json().value, "base64").toString("utf8"));
    const aliases: string[] = layout.list.flatMap((g: { columns: { list: { alias: string }[] }[] }) =>
      g.columns.flatMap((c) => c.list.map((r) => r.alias)),
    );
    expect(aliases.sort()).toEqual(["homeCarousel", "homeNews", "homeNotice", "regulations", "welcomeHtml"]);
    const all = await t.db
      .selectFrom("portal_index_column")
      .select("alias")
      .where("tenant_id", "=", "t-platform")
      .execute();
    const res = await t.app.inject({
      method: "POST",
      url: `${COLUMN_API}/getDatasByAlias`,
      headers: { ...bearer(guest), "content-type": "text/plain" },
      payload: all.map((c) => c.alias).join(","),
    });
    const columns = res.json() as {
      alias: string;
      displayRights: boolean;
      templateHtml?: string;
      dataFrom?: string;
    }[];
    expect(columns.length).toBe(all.length);
    for (const c of columns) {
      const shown = aliases.includes(c.alias);
      expect([c.alias, c.displayRights]).toEqual([c.alias, shown]);
      if (!shown) expect([c.alias, c.templateHtml, c.dataFrom]).toEqual([c.alias, undefined, undefined]);
    }
  });

  it("gets its guest layout back on a demo database seeded before guest layouts existed", async () => {
    const { addGuestLayouts } = await import("../../server/seed/home");
    await t.db.deleteFrom("portal_index_layout").where("role_alias", "=", "guest").execute();
    const before = await t.app.inject({ url: "/portal/main/v1/vueFrontHome", headers: bearer(guest) });
    expect(Buffer.from(before.json().value, "base64").toString("utf8")).toContain("homeTodo");
    expect(await addGuestLayouts(t.db)).toBe(true);
    expect(await addGuestLayouts(t.db)).toBe(false);
    const after = await t.app.inject({ url: "/portal/main/v1/vueFrontHome", headers: bearer(guest) });
    const text = Buffer.from(after.json().value, "base64").toString("utf8");
    expect(text).toContain("welcomeHtml");
    expect(text).not.toContain("homeTodo");
  });

  it("cannot refresh itself past its two hours", async () => {
    const refreshed = await t.app.inject({ url: "/refresh", headers: bearer(guest) });
    expect(refreshed.statusCode).toBe(403);
  });
});

describe("/sso/auth and the guest token", () => {
  it("refuses to mint a session from a guest token (403), while a staff token still works", async () => {
    const { guestToken } = await openWelcome();
    const refused = await t.app.inject({ url: `/sso/auth?ticket=${guestToken}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      state: false,
      message: "访客令牌不能换取登录会话，请重新打开短链接",
    });
    const byCode = await t.app.inject({ url: `/sso/auth?code=${guestToken}` });
    expect(byCode.statusCode).toBe(403);
    const staff = await tokenOf(t.app, "zhangsan");
    const ok = await t.app.inject({ url: `/sso/auth?ticket=${staff}` });
    expect(ok.json()).toMatchObject({ account: "zhangsan", loginStatus: 1 });
  });

  it("answers the short link with the guest session itself, bound to the link's page", async () => {
    const value = await openWelcome();
    expect(value).toMatchObject({
      url: "/home",
      account: "guest",
      loginStatus: 1,
      userAttrs: { guest: true },
    });
    expect(value.token).toBe(value.guestToken);
    const claims = JSON.parse(Buffer.from(value.token.split(".")[1] ?? "", "base64url").toString("utf8"));
    expect(claims).toMatchObject({ guest: true, surl: "s-welcome", tgt: "/home" });
  });

  it("opens nothing of /home to a guest whose link names another page", async () => {
    await t.db
      .insertInto("portal_short_url")
      .values({
        id: "s-news",
        tenant_id: "t-platform",
        code: "news",
        url: "/newsList/1",
        guest_account: "guest",
      })
      .execute();
    const link = await t.app.inject({
      url: "/portal/shorturlManage/v1/getLongUrlByShortUrl?shortUrl=surl/news",
    });
    const other = link.json().value.guestToken as string;
    const home = await t.app.inject({ url: "/portal/main/v1/vueFrontHome", headers: bearer(other) });
    expect(home.statusCode).toBe(403);
    const menu = await t.app.inject({
      url: "/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu",
      headers: bearer(other),
    });
    expect(menu.statusCode).toBe(200);
  });
});

describe("contact fields of the directory", () => {
  it("go to staff of the same tenant, never across tenants", async () => {
    const staff = await tokenOf(t.app, "zhangsan");
    const detail = await t.app.inject({
      url: "/api/user/v1/user/getDetailByAccountOrId?account=admin",
      headers: bearer(staff),
    });
    expect(detail.json().user).toHaveProperty("mobile");
    expect(detail.json().user).toHaveProperty("email");
    const byAccount = await t.app.inject({
      method: "POST",
      url: "/api/user/v1/user/getByAccount",
      headers: bearer(staff),
      payload: { account: "admin" },
    });
    expect(byAccount.json()).toHaveProperty("email");
    const acme = await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme");
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/user/v1/user/getByAccount",
      headers: bearer(acme),
      payload: { account: "admin" },
    });
    expect(foreign.json()).toEqual({});
  });
});
