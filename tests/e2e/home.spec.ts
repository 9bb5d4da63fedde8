import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
  test,
} from "@playwright/test";
import { signIn } from "./fixtures";

/** A signed-in page of its own browser context, with every getDatasByAlias request counted. */
async function homeOf(browser: Browser, account: string) {
  const context = await browser.newContext({ locale: "zh-CN" });
  const page = await context.newPage();
  const batches: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/sysIndexColumn/v1/getDatasByAlias")) batches.push(r.postData() ?? "");
  });
  await page.goto("/fvue/login");
  await signIn(page, account);
  await page.getByRole("navigation", { name: "主菜单" }).waitFor();
  return { page, batches };
}

/** The home column whose header reads `name`. */
const column = (page: Page, name: string) =>
  page
    .locator(".tessera-home-column")
    .filter({ has: page.getByText(name, { exact: true }) })
    .first();

/** The home column of an alias (HomeColumnView marks its card with data-alias). */
const columnOf = (page: Page, alias: string) => page.locator(`.tessera-home-column[data-alias="${alias}"]`);

/** The red of a column's error text (HomeColumn.tsx ERROR_RED, #cd4246). */
const ERROR_RED = "rgb(205, 66, 70)";

const COLUMN_API = "/portal/sysIndexColumn/sysIndexColumn/v1";
const MY_LAYOUT_API = "/portal/sysIndexMyLayout/v1";
/** A stored URL keeps its ${service} placeholder; the client substitutes the service host. */
const PORTAL = "$" + "{portal}";
const FORM = "$" + "{form}";
const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

/** An API session of a demo account (the real /auth, no browser). */
async function apiAs(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string, account: string) {
  const anonymous = await playwright.request.newContext({ baseURL });
  const res = await anonymous.post("/auth", {
    data: { username: account, password: b64("Passw0rd!") },
  });
  expect(res.status(), `sign-in of ${account}`).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await anonymous.dispose();
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
}

interface E2eColumn {
  name: string;
  alias: string;
  colType?: number;
  dataMode?: number;
  dataFrom?: string;
  dataParam?: string;
  requestType?: "GET" | "POST";
  template?: string;
  needPage?: number;
  rights?: { roles?: string[]; orgs?: string[]; users?: string[] };
}

/** Creates a column through the column API, or updates the one of that alias (a second run on one server). */
async function saveColumn(api: APIRequestContext, c: E2eColumn): Promise<string> {
  const existing = await api.get(`${COLUMN_API}/getByAlias`, { params: { alias: c.alias } });
  expect(existing.status()).toBe(200);
  const text = await existing.text();
  const id = text ? ((JSON.parse(text) as { id?: string }).id ?? undefined) : undefined;
  const { template, ...rest } = c;
  const res = await api.post(`${COLUMN_API}/save`, {
    data: {
      ...(id ? { id } : {}),
      ...rest,
      catalog: "e2e",
      catalogName: "端到端",
      templateHtml: template === undefined ? "" : b64(template),
    },
  });
  const body = (await res.json()) as { state: boolean; value: string; message?: string };
  expect(body.state, `${c.alias}: ${body.message}`).toBe(true);
  return body.value;
}

/** Saves the caller's own home layout through the personal-layout save route. */
async function saveMyLayout(api: APIRequestContext, layout: Record<string, unknown>) {
  const res = await api.post(`${MY_LAYOUT_API}/save`, { data: { layout } });
  const body = (await res.json()) as { state: boolean; message?: string };
  expect(body.state, body.message).toBe(true);
}

const grid = (key: string, ...cells: string[][]) => ({
  type: "grid",
  key,
  options: { gutter: 16 },
  columns: cells.map((list) => ({ span: 8, list: list.map((alias) => ({ alias })) })),
});

/** The columns these tests create, one per data mode plus failing ones and one with display rights. */
const COLUMNS: E2eColumn[] = [
  {
    name: "端到端对话框",
    alias: "e2eDialog",
    dataMode: 1,
    dataFrom: JSON.stringify({ alias: "userSelector" }),
  },
  {
    name: "端到端GET",
    alias: "e2eGetNews",
    dataMode: 3,
    requestType: "GET",
    dataFrom: `${PORTAL}/portal/messageNews/v1/list`,
    dataParam: JSON.stringify([{ name: "rows", value: 2 }]),
    template:
      '<ul class="e2e-get">{{#rows}}<li>{{fbt}}</li>{{/rows}}</ul><p class="e2e-get-page">每页{{pageSize}}条，共{{total}}条</p>',
  },
  {
    name: "端到端POST",
    alias: "e2ePostPaged",
    dataMode: 3,
    requestType: "POST",
    needPage: 1,
    dataFrom: `${FORM}/form/customDialog/v1/getListData?alias=userSelector`,
    // The dialog's params (sortField/orderSeq override its sort): a JSON text the client sends parsed.
    dataParam: JSON.stringify([{ name: "params", value: '{"sortField":"account","orderSeq":"DESC"}' }]),
    template:
      '<p class="e2e-post-page">第{{page}}页，每页{{pageSize}}条，共{{total}}条</p><ol class="e2e-post">{{#rows}}<li>{{account}}</li>{{/rows}}</ol>',
  },
  {
    name: "端到端模板",
    alias: "e2eTemplate",
    dataMode: 4,
    template: '<p class="e2e-template">模板栏目：{{column.alias}}，高度{{height}}</p>',
  },
  {
    name: "端到端静态",
    alias: "e2eStatic",
    dataMode: 0,
    template:
      '<p class="e2e-static">静态HTML栏目<img src="data:," onerror="window.__e2eXss = 1"><script>window.__e2eXss = 2</script></p>',
  },
  {
    name: "端到端报表",
    alias: "e2eReport",
    colType: 1,
    dataParam: JSON.stringify({ chartType: 1, id: "rp-platform-projectCost" }),
  },
  {
    name: "端到端404",
    alias: "e2eBroken404",
    dataMode: 3,
    requestType: "GET",
    dataFrom: `${PORTAL}/portal/e2e/v1/doesNotExist`,
  },
  {
    name: "端到端坏模板",
    alias: "e2eBrokenTemplate",
    dataMode: 4,
    template: "<p>{{#rows}}未闭合的区段</p>",
  },
  {
    name: "端到端仅李四",
    alias: "e2eOnlyLisi",
    dataMode: 0,
    template: '<p class="e2e-only-lisi">只有李四能看到这个栏目</p>',
    rights: { users: ["u-lisi"] },
  },
];

/** wangwu's home for these tests: every data mode, the failing columns, lisi's column, and a tab. */
const WANGWU_LAYOUT = {
  homeType: "scBpm",
  list: [
    grid("e2eR1", ["e2eDialog"], ["e2eGetNews"], ["e2ePostPaged"]),
    grid("e2eR2", ["e2eTemplate"], ["e2eStatic"], ["e2eReport"]),
    grid("e2eR3", ["e2eBroken404"], ["e2eBrokenTemplate"], ["e2eOnlyLisi"]),
    {
      type: "tab",
      key: "e2eTabs",
      name: "端到端页签",
      tabs: [
        { name: "第一页", list: [{ alias: "welcomeHtml" }] },
        { name: "第二页", list: [{ alias: "regulations" }] },
      ],
    },
  ],
};

test.describe("home page", () => {
  test("zhangsan's home renders its columns from one batched definition request, with the reminders", async ({
    browser,
  }) => {
    const { page, batches } = await homeOf(browser, "zhangsan");
    await expect(page).toHaveURL(/\/fvue\/home$/);
    await expect(column(page, "今日会议").getByText("项目周例会")).toBeVisible();
    await expect(column(page, "通知公告").getByText(/^关于/).first()).toBeVisible();
    await expect(column(page, "常用流程").getByText("请假申请")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "周报提醒" })).toBeVisible();
    // No column shows its raw definition.
    await expect(page.getByText(/"type":"page"/)).toHaveCount(0);
    expect(batches).toHaveLength(1);
    expect(batches[0].split(",").length).toBeGreaterThan(5);
  });

  test("lisi's to-do card follows a task approved in another session after refresh", async ({ browser }) => {
    const { page: home } = await homeOf(browser, "lisi");
    const todo = column(home, "待办事项");
    await expect(todo.getByText(/家中有事/)).toBeVisible();

    const { page: other } = await homeOf(browser, "lisi");
    await other.goto("/fvue/v-flow/v-todo");
    await other
      .getByText(/家中有事/)
      .first()
      .click();
    // A click while the online form is still loading is a silent no-op (spec 2 §4): wait for the form.
    await expect(other.getByRole("textbox", { name: "请假事由" })).toHaveValue("家中有事");
    await other.getByRole("button", { name: "同意" }).click();
    await expect(other.getByText("任务办理成功")).toBeVisible();

    await todo.getByRole("button", { name: "刷新" }).click();
    await expect(todo.getByText(/家中有事/)).toHaveCount(0);
  });
});

test.describe("home columns configured through the column API", () => {
  let wangwu: APIRequestContext;
  let lisi: APIRequestContext;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL as string;
    const admin = await apiAs(playwright, baseURL, "admin");
    for (const c of COLUMNS) await saveColumn(admin, c);
    await admin.dispose();
    wangwu = await apiAs(playwright, baseURL, "wangwu");
    lisi = await apiAs(playwright, baseURL, "lisi");
    await saveMyLayout(wangwu, WANGWU_LAYOUT);
  });

  test.afterAll(async () => {
    // Give wangwu and lisi their role's home back for whatever runs next on this server.
    for (const api of [wangwu, lisi]) {
      if (!api) continue;
      await api.post(`${MY_LAYOUT_API}/reset`);
      await api.dispose();
    }
  });

  test("renders every data mode with real data: custom dialog, GET and paged POST request data, template, static html and a report chart", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    const posted: unknown[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/form/customDialog/v1/getListData?alias=userSelector"))
        posted.push(r.postDataJSON());
    });
    await page.goto("/fvue/login");
    await signIn(page, "wangwu");
    await expect(page).toHaveURL(/\/fvue\/home$/);

    // 1 custom dialog: the seeded userSelector's display fields and its rows.
    const dialog = columnOf(page, "e2eDialog");
    await expect(dialog.getByRole("columnheader", { name: "姓名" })).toBeVisible();
    await expect(dialog.getByRole("cell", { name: "张三", exact: true })).toBeVisible();
    await expect(dialog.getByRole("cell", { name: "lisi@tessera.example" })).toBeVisible();

    // 3 GET: dataParam became the query (rows=2), so the news list answered a page of two.
    const get = columnOf(page, "e2eGetNews");
    await expect(get.locator(".e2e-get li")).toHaveCount(2);
    await expect(get.locator(".e2e-get li").first()).toHaveText("集团召开2026年度工作会议");
    await expect(get.locator(".e2e-get-page")).toHaveText("每页2条，共8条");

    // 3 POST: pageBean and querys in the body, the dataParam value JSON-parsed, the page read back.
    const post = columnOf(page, "e2ePostPaged");
    await expect(post.locator(".e2e-post-page")).toHaveText(/^第1页，每页10条，共\d+条$/);
    const accounts = await post.locator(".e2e-post li").allTextContents();
    const total = Number((await post.locator(".e2e-post-page").textContent())?.match(/共(\d+)条/)?.[1]);
    expect(accounts.length).toBe(total);
    expect(accounts).toEqual([...accounts].sort().reverse());
    expect(accounts).toContain("zhangsan");
    expect(posted).toContainEqual({
      params: { sortField: "account", orderSeq: "DESC" },
      pageBean: { page: 1, pageSize: 10, showTotal: true },
      querys: [],
    });

    // 4 template: rendered with the column in scope.
    await expect(columnOf(page, "e2eTemplate").locator(".e2e-template")).toHaveText(
      "模板栏目：e2eTemplate，高度300",
    );

    // Static html: shown, sanitised (no handler and no script ran).
    await expect(columnOf(page, "e2eStatic").locator(".e2e-static")).toHaveText("静态HTML栏目");
    await expect(columnOf(page, "e2eStatic").locator("script, [onerror]")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __e2eXss?: number }).__e2eXss)).toBeUndefined();

    // colType 1: the seeded report drawn by echarts (which loads when the chart is scrolled near).
    const report = columnOf(page, "e2eReport");
    await report.scrollIntoViewIfNeeded();
    await expect(report.locator("canvas, svg").first()).toBeVisible();
    await expect(report.locator(".tessera-home-column-error")).toHaveCount(0);
    await context.close();
  });

  test("a failing column shows its error text in red inside the column while the others render", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    await page.goto("/fvue/login");
    await signIn(page, "wangwu");
    await expect(page).toHaveURL(/\/fvue\/home$/);

    // Request data to a route that does not exist: the server's own 404 message, in red, with a retry.
    const answer = await wangwu.get("/portal/e2e/v1/doesNotExist");
    expect(answer.status()).toBe(404);
    const { message } = (await answer.json()) as { message: string };
    const broken = columnOf(page, "e2eBroken404");
    const text = broken.locator(".tessera-home-column-error-text");
    await expect(text).toHaveText(message);
    await expect(text).toHaveCSS("color", ERROR_RED);
    await expect(broken.getByRole("button", { name: "重试" })).toBeVisible();

    // A template that does not parse: the column says so in the user's language, with the parser's detail, in red.
    const badTemplate = columnOf(page, "e2eBrokenTemplate").locator(".tessera-home-column-error-text");
    await expect(badTemplate).toContainText(/^栏目模板有误：.*Unclosed section/i);
    await expect(badTemplate).toHaveCSS("color", ERROR_RED);

    // Everything else on the page still renders.
    await expect(columnOf(page, "e2eTemplate").locator(".e2e-template")).toBeVisible();
    await expect(columnOf(page, "e2eGetNews").locator(".e2e-get li")).toHaveCount(2);
    await expect(columnOf(page, "e2eDialog").getByRole("cell", { name: "张三", exact: true })).toBeVisible();
    await columnOf(page, "e2eReport").scrollIntoViewIfNeeded();
    await expect(columnOf(page, "e2eReport").locator("canvas, svg").first()).toBeVisible();
    await expect(page.locator(".tessera-home-column-error")).toHaveCount(2);
    await context.close();
  });

  test("display rights hide a column from wangwu and show it to lisi; the first load asks for every column in one request", async ({
    browser,
  }) => {
    await saveMyLayout(lisi, {
      homeType: "scBpm",
      list: [grid("e2eLisi", ["e2eOnlyLisi"], ["e2eTemplate"], ["welcomeHtml"])],
    });

    const { page: wangwuHome, batches } = await homeOf(browser, "wangwu");
    await expect(columnOf(wangwuHome, "e2eTemplate").locator(".e2e-template")).toBeVisible();
    await expect(columnOf(wangwuHome, "e2eStatic").locator(".e2e-static")).toBeVisible();
    // Placed on wangwu's layout, but the server says displayRights false: nothing of it is shown.
    await expect(columnOf(wangwuHome, "e2eOnlyLisi")).toHaveCount(0);
    await expect(wangwuHome.getByText("只有李四能看到这个栏目")).toHaveCount(0);
    await expect(wangwuHome.getByText("端到端仅李四")).toHaveCount(0);

    // One getDatasByAlias for the whole layout, the closed tab's column included; opening it asks nothing.
    expect(batches).toHaveLength(1);
    const asked = batches[0].split(",").map((a) => a.trim().replace(/^"|"$/g, ""));
    expect(new Set(asked)).toEqual(
      new Set([
        "e2eDialog",
        "e2eGetNews",
        "e2ePostPaged",
        "e2eTemplate",
        "e2eStatic",
        "e2eReport",
        "e2eBroken404",
        "e2eBrokenTemplate",
        "e2eOnlyLisi",
        "welcomeHtml",
        "regulations",
      ]),
    );
    await wangwuHome.getByRole("tab", { name: "第二页" }).click();
    await expect(column(wangwuHome, "规章制度").getByText("差旅费报销管理办法")).toBeVisible();
    expect(batches).toHaveLength(1);

    const { page: lisiHome, batches: lisiBatches } = await homeOf(browser, "lisi");
    await expect(columnOf(lisiHome, "e2eOnlyLisi").locator(".e2e-only-lisi")).toHaveText(
      "只有李四能看到这个栏目",
    );
    await expect(column(lisiHome, "端到端仅李四")).toBeVisible();
    expect(lisiBatches).toHaveLength(1);
    await wangwuHome.context().close();
    await lisiHome.context().close();
  });
});

test.describe("home reminders", () => {
  /** Records when each reminder's subject first appears in the page (performance.now()). */
  const recordReminders = () => {
    const seen: { subject: string; at: number }[] = [];
    (window as { __reminders?: typeof seen }).__reminders = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll(".tessera-home-reminder-subject")) {
        const subject = el.textContent ?? "";
        if (!seen.some((s) => s.subject === subject)) seen.push({ subject, at: performance.now() });
      }
    }).observe(document, { childList: true, subtree: true });
  };
  const reminder = (page: Page, subject: string) =>
    page.locator(".tessera-home-reminder").filter({ hasText: subject });

  test("appear one after another, open their form on a click, and closing a count-1 reminder deletes it", async ({
    browser,
  }) => {
    // zhangsan's seeded reminders, oldest first: 报销单待补充发票 (count 3), 合同即将到期 (1), 周报提醒 (5).
    const context = await browser.newContext({ locale: "zh-CN" });
    await context.addInitScript(recordReminders);
    const page = await context.newPage();
    await page.goto("/fvue/login");
    await signIn(page, "zhangsan");
    await expect(page).toHaveURL(/\/fvue\/home$/);
    await expect(reminder(page, "周报提醒")).toBeVisible();
    await expect(reminder(page, "合同即将到期")).toContainText("合同 HT-2026-017 将于下周到期");

    const seen = await page.evaluate(
      () => (window as { __reminders?: { subject: string; at: number }[] }).__reminders ?? [],
    );
    expect(seen.map((s) => s.subject)).toEqual(["报销单待补充发票", "合同即将到期", "周报提醒"]);
    // Staggered (500 ms apart), not all at once: in order, the last at least 500 ms after the first (a busy
    // machine may run two of the timers in one frame, so neighbours may share a moment).
    expect(seen[1].at).toBeGreaterThanOrEqual(seen[0].at);
    expect(seen[2].at).toBeGreaterThanOrEqual(seen[1].at);
    expect(seen[2].at - seen[0].at).toBeGreaterThanOrEqual(500);

    // A click opens the reminder's form.
    await page.getByRole("link", { name: /合同即将到期/ }).click();
    await expect(page).toHaveURL(
      /\/fvue\/statement\/template\/form\/contractForm\/get\/true\?id=c-17&startFlow=false$/,
    );

    // Back home: closing the count-1 reminder deletes it; closing a count-3 one does not.
    await page.goto("/fvue/home");
    await expect(reminder(page, "周报提醒")).toBeVisible();
    const deleted = page.waitForResponse(
      (r) => r.request().method() === "DELETE" && r.url().includes("/form/formRemindData/v1/rd-2"),
    );
    await reminder(page, "合同即将到期").getByRole("button", { name: "关闭" }).click();
    expect((await deleted).status()).toBe(200);
    await expect(reminder(page, "合同即将到期")).toHaveCount(0);
    const deletes: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "DELETE" && r.url().includes("/formRemindData/")) deletes.push(r.url());
    });
    await reminder(page, "报销单待补充发票").getByRole("button", { name: "关闭" }).click();
    await expect(reminder(page, "报销单待补充发票")).toHaveCount(0);
    await context.close();
    expect(deletes).toEqual([]);

    // A new sign-in: the deleted one is gone, the count-3 one is back.
    const again = await browser.newContext({ locale: "zh-CN" });
    const home = await again.newPage();
    await home.goto("/fvue/login");
    await signIn(home, "zhangsan");
    await expect(reminder(home, "周报提醒")).toBeVisible();
    await expect(reminder(home, "报销单待补充发票")).toBeVisible();
    await expect(reminder(home, "合同即将到期")).toHaveCount(0);
    await again.close();
  });
});

test.describe("home links", () => {
  test("every kind of home link opens a working screen inside the app", async ({ browser }) => {
    const { page } = await homeOf(browser, "zhangsan");
    /** A working screen: under /fvue/, its heading shown, no not-found page and no raw JSON error. */
    const working = async (url: RegExp, heading: string) => {
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("heading", { name: heading, exact: true }).first()).toBeVisible();
      await expect(page.getByText("请求的资源不存在")).toHaveCount(0);
      await expect(page.getByText("页面不存在")).toHaveCount(0);
    };
    const stayed = () => page.evaluate(() => (window as { __stayed?: boolean }).__stayed === true);

    // 今日会议 → 更多: the meeting list.
    await column(page, "今日会议").getByRole("button", { name: /更多/ }).click();
    await working(/\/fvue\/meetingList\/0$/, "会议列表");
    await expect(page.getByRole("table", { name: "会议列表" })).toBeVisible();

    // A notice row: its detail.
    await page.goto("/fvue/home");
    const notice = column(page, "通知公告").getByRole("link").first();
    await expect(notice).toHaveAttribute("href", /^\/fvue\/news\//);
    const title = (await notice.textContent()) ?? "";
    await notice.click();
    await working(/\/fvue\/news\/[^/]+$/, title);
    await expect(page.getByText(/^作者：/)).toBeVisible();

    // 快捷入口: configured relative links resolve under /fvue and open inside the app (no page load).
    await page.goto("/fvue/home");
    const quick = column(page, "快捷入口");
    await expect(quick.getByRole("link", { name: "会议列表" })).toHaveAttribute(
      "href",
      "/fvue/meetingList/0",
    );
    await page.evaluate(() => {
      (window as { __stayed?: boolean }).__stayed = true;
    });
    await quick.getByRole("link", { name: "通知公告" }).click();
    await working(/\/fvue\/newsList\/1$/, "通知公告");
    expect(await stayed()).toBe(true);
    await page.goBack();
    await column(page, "快捷入口").getByRole("link", { name: "待办事项" }).click();
    await expect(page).toHaveURL(/\/fvue\/v-flow\/v-todo$/);
    await expect(page.getByRole("navigation", { name: "主菜单" })).toBeVisible();
    await expect(page.getByText("请求的资源不存在")).toHaveCount(0);
    await expect(page.getByText("页面不存在")).toHaveCount(0);
    expect(await stayed()).toBe(true);

    // A reminder: its form route, which says plainly that the form is not available here, with a way home.
    await page.goto("/fvue/home");
    await page.getByRole("link", { name: /周报提醒/ }).click();
    await working(
      /\/fvue\/statement\/template\/form\/weeklyReport\/get\/true\?id=w-48&startFlow=false$/,
      "该表单暂不可用",
    );
    await page.getByRole("link", { name: "返回首页" }).click();
    await expect(page).toHaveURL(/\/fvue\/home$/);
    await page.context().close();
  });
});
