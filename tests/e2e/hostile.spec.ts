import { type ChildProcess, spawn } from "node:child_process";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { type APIRequestContext, expect, type Page, type PlaywrightWorkerArgs, test } from "@playwright/test";
import { CURRENT_VERSION } from "../../src/engine/migrations";
import { networkQuiet, signIn } from "./fixtures";

/*
 * Defence in depth (issue 11 §6): with the Content-Security-Policy switched off (TESSERA_UNSAFE_NO_CSP on a
 * server of this spec's own), a hostile home configuration still runs no script, sends no token out and loads
 * nothing from a foreign origin. The foreign origin is a second local HTTP server that records every request.
 */

const PORT = Number(process.env.E2E_PORT ?? 8181) + 1000;
const BASE = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: BASE });

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  /** A preflight's Access-Control-Request-Headers: "authorization" there means the token was on its way. */
  requestHeaders?: string;
}

let server: ChildProcess | undefined;
let foreign: Server | undefined;
let FOREIGN = "";
const seen: Seen[] = [];

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");
const COLUMN_API = "/portal/sysIndexColumn/sysIndexColumn/v1";
const MY_LAYOUT_API = "/portal/sysIndexMyLayout/v1";

/** The foreign origin: answers CORS for anything (echoing the asked headers, Authorization included). */
function startForeign(): Promise<string> {
  const listener = createServer((request: IncomingMessage, response) => {
    seen.push({
      method: request.method ?? "",
      url: request.url ?? "",
      authorization: request.headers.authorization,
      requestHeaders: request.headers["access-control-request-headers"],
    });
    response.setHeader("Access-Control-Allow-Origin", request.headers.origin ?? "*");
    response.setHeader(
      "Access-Control-Allow-Headers",
      request.headers["access-control-request-headers"] ?? "*",
    );
    response.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
    if (request.method === "OPTIONS") return response.writeHead(204).end();
    if (request.url?.startsWith("/data")) {
      response.setHeader("Content-Type", "application/json");
      return response.end(
        JSON.stringify({
          rows: [
            {
              fbt: `外部数据<img src="x" onerror="${beacon("data")}"><script>${beacon("data2")}</script>`,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 10,
        }),
      );
    }
    response.setHeader("Content-Type", "text/html");
    return response.end("<script>fetch('/pwned/frame')</script>foreign page");
  });
  foreign = listener;
  return new Promise((resolve) =>
    listener.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(listener.address() as AddressInfo).port}`),
    ),
  );
}

/** This spec's own server (scripts/e2e-server.mjs: built front end, fresh database) with the CSP off. */
async function startServer(): Promise<void> {
  server = spawn(process.execPath, [path.resolve("scripts/e2e-server.mjs")], {
    env: { ...process.env, E2E_PORT: String(PORT), TESSERA_UNSAFE_NO_CSP: "1", NODE_ENV: "test" },
    stdio: "inherit",
  });
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`${BASE}/fvue/context.json`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the hostile-test server did not start on ${BASE}`);
}

/** An API session of a demo account (the real /auth, no browser). */
async function apiAs(playwright: PlaywrightWorkerArgs["playwright"], account: string) {
  const anonymous = await playwright.request.newContext({ baseURL: BASE });
  const res = await anonymous.post("/auth", { data: { username: account, password: b64("Passw0rd!") } });
  expect(res.status(), `sign-in of ${account}`).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await anonymous.dispose();
  return playwright.request.newContext({
    baseURL: BASE,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
}

/** Saves a column through admin's column save route. */
async function saveColumn(api: APIRequestContext, column: Record<string, unknown>, template: string) {
  const res = await api.post(`${COLUMN_API}/save`, {
    data: { catalog: "e2e", catalogName: "端到端", ...column, templateHtml: b64(template) },
  });
  const body = (await res.json()) as { state: boolean; message?: string };
  expect(body.state, `${column.alias}: ${body.message}`).toBe(true);
}

/**
 * A script that, if it ever runs, tells the foreign server (so a replaced page cannot hide it). The address
 * is spelt with character codes: a "/" or ":" after `javascript://` would make the URL unparsable.
 */
const beacon = (name: string) =>
  `fetch(String.fromCharCode(${[...`${FOREIGN}/pwned/${name}`].map((c) => c.charCodeAt(0)).join(",")}))`;
/** The foreign server's record of scripts that ran. */
const executions = () => seen.filter((s) => s.url.startsWith("/pwned"));

/** The hostile corpus: more links, static html, request data from a foreign origin, and a card widget. */
function hostileColumns(): [Record<string, unknown>, string][] {
  const card = {
    type: "page",
    version: CURRENT_VERSION,
    body: [{ type: "card", title: "恶意卡片", colUrl: `javascript://%0a${beacon("card")}`, body: [] }],
  };
  return [
    [
      {
        name: "恶意更多",
        alias: "hostileMore",
        dataMode: 0,
        colUrl: `javascript://%0a${beacon("more")}`,
      },
      "<p>更多链接</p>",
    ],
    [
      {
        name: "恶意新窗口",
        alias: "hostileMoreWindow",
        dataMode: 0,
        colUrl: `JaVaScRiPt://%0A${beacon("more2")}`,
        newWindow: 1,
      },
      "<p>新窗口链接</p>",
    ],
    [
      { name: "恶意静态", alias: "hostileHtml", dataMode: 0 },
      [
        `<a class="h-js" href="javascript://%0a${beacon("a")}">js</a>`,
        `<a class="h-ws" href=" java&#9;script:${beacon("b")}">ws</a>`,
        `<a class="h-foreign" href="${FOREIGN}/page">foreign</a>`,
        `<a class="h-net" href="//${new URL(FOREIGN).host}/page">net</a>`,
        `<img class="h-img" src="${FOREIGN}/img.gif">`,
        `<img src="x" onerror="${beacon("img")}">`,
        `<div style="background-image:url(${FOREIGN}/bg.gif)">bg</div>`,
        `<iframe src="${FOREIGN}/page"></iframe>`,
      ].join(""),
    ],
    [
      {
        name: "外部数据源",
        alias: "hostileData",
        dataMode: 3,
        requestType: "GET",
        dataFrom: `${FOREIGN}/data`,
      },
      `<ul class="h-data">{{#rows}}<li>{{{fbt}}}</li>{{/rows}}</ul><img src="${FOREIGN}/tpl.gif">`,
    ],
    [{ name: "恶意卡片栏目", alias: "hostileCard", dataMode: 0 }, JSON.stringify(card)],
  ];
}

const grid = (key: string, ...aliases: string[]) => ({
  type: "grid",
  key,
  options: { gutter: 16 },
  columns: aliases.map((alias) => ({ span: 8, list: [{ alias }] })),
});

test.describe("a hostile configuration with the CSP off", () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(240_000);
    FOREIGN = await startForeign();
    await startServer();
    const admin = await apiAs(playwright, "admin");
    for (const [column, template] of hostileColumns()) await saveColumn(admin, column, template);
    await admin.dispose();
    const zhangsan = await apiAs(playwright, "zhangsan");
    const layout = {
      homeType: "scBpm",
      list: [
        grid("h1", "hostileMore", "hostileMoreWindow", "hostileHtml"),
        grid("h2", "hostileData", "hostileCard"),
      ],
    };
    const res = await zhangsan.post(`${MY_LAYOUT_API}/save`, { data: { layout } });
    expect(((await res.json()) as { state: boolean }).state).toBe(true);
    await zhangsan.dispose();
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server?.once("exit", r));
      server.kill("SIGTERM");
      await exited;
    }
    await new Promise((r) => (foreign ? foreign.close(r) : r(null)));
  });

  /** Signs zhangsan in with every browser request and dialog recorded. */
  async function hostilePage(page: Page) {
    const outgoing: { url: string; authorization?: string }[] = [];
    const dialogs: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith(BASE))
        outgoing.push({ url: r.url(), authorization: r.headers().authorization });
    });
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    page.on("popup", (p) => void p.close());
    await page.goto("/fvue/login");
    await signIn(page, "zhangsan");
    await page.getByRole("navigation", { name: "主菜单" }).waitFor();
    return { outgoing, dialogs };
  }

  test("runs no script, sends no token out and loads nothing foreign from home columns, static html and a card", async ({
    page,
  }) => {
    const { outgoing, dialogs } = await hostilePage(page);
    const home = page.locator(".tessera-home-column");
    await expect(home.filter({ hasText: "更多链接" })).toBeVisible();
    await expect(page.locator(".h-data li")).toContainText("外部数据");
    await expect(page.getByText("恶意卡片", { exact: true })).toBeVisible();

    // Every more button (columns and the card) and every link of the static html is clicked; none runs.
    for (const name of ["恶意更多", "恶意新窗口", "恶意卡片"]) {
      await page.getByRole("button", { name: `查看更多：${name}` }).click({ timeout: 10_000 });
      await page.waitForTimeout(300);
      expect(executions(), name).toEqual([]);
    }
    for (const link of ["h-js", "h-ws", "h-foreign", "h-net"]) {
      const anchor = page.locator(`a.${link}`);
      await expect(anchor).not.toHaveAttribute("href", /./);
      await anchor.click();
    }
    await expect(page.locator(".h-img")).not.toHaveAttribute("src", /./);
    await expect(page.locator(".tessera-home-column iframe")).toHaveCount(0);
    await page.waitForTimeout(500);

    expect(executions()).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(page.url()).toMatch(new RegExp(`^${BASE}/fvue/`));
    // The foreign dataFrom was asked (so the check is not vacuous), without the token, and nothing else was.
    const asked = seen.filter((s) => s.method !== "OPTIONS");
    expect(asked.map((s) => s.url)).toEqual(expect.arrayContaining(["/data"]));
    expect(asked.every((s) => s.url.startsWith("/data"))).toBe(true);
    expect(seen.filter((s) => s.authorization || /authorization/i.test(s.requestHeaders ?? ""))).toEqual([]);
    expect(outgoing.filter((r) => r.authorization)).toEqual([]);
    expect(outgoing.filter((r) => !r.url.startsWith(`${FOREIGN}/data`))).toEqual([]);
  });

  test("frames no crafted /href/template link, only the menu's configured target", async ({ page }) => {
    const { outgoing, dialogs } = await hostilePage(page);
    // The home page's foreign data column answers first (it loads after sign-in), so that what follows
    // counts only what the frame routes ask.
    await expect(page.locator(".h-data li")).toContainText("外部数据");
    await networkQuiet(page);
    const before = seen.length;
    const sentBefore = outgoing.length;
    for (const href of [
      `${FOREIGN}/page`,
      `javascript://%0a${beacon("frame-js")}`,
      `//${new URL(FOREIGN).host}/page`,
    ]) {
      await page.goto(`/fvue/v-help/href/template/api-docs?href=${encodeURIComponent(b64(href))}`);
      await expect(page.getByText("该地址不是已配置的菜单链接，不能在此打开。")).toBeVisible();
      await expect(page.locator("iframe")).toHaveCount(0);
    }
    await page.goto(`/fvue/v-help/href/template/api-docs?href=${encodeURIComponent(b64("/docs"))}`);
    await expect(page.locator("iframe.tessera-frame")).toHaveAttribute("src", /^\/docs\?_t=\d+$/);

    expect(executions()).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(seen.slice(before)).toEqual([]);
    expect(outgoing.slice(sentBefore)).toEqual([]);
  });
});
