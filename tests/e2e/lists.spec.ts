import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { signInToShell } from "./fixtures";

/*
 * Lists as people use them (issue 13 §2, §6): the outcome of a request, the user's own decision on done
 * rows, subjects as real links, search and page in the URL, and exports of every matching row. The spec
 * makes its own requests (a marker no other spec uses), so it does not depend on what others consumed.
 */

const MARK = `列表e2e${Date.now().toString(36)}`;
const COUNT = 12;
const reasonOf = (i: number) => `${MARK}-${String(i).padStart(2, "0")}`;
const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

async function tokenOf(api: APIRequestContext, account: string): Promise<string> {
  const res = await api.post("/auth", { data: { username: account, password: b64("Passw0rd!") } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token as string;
}

async function call(api: APIRequestContext, token: string, url: string, data: unknown) {
  const res = await api.post(url, { data: data as object, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return res.json();
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`,
  });
  const zhangsan = await tokenOf(api, "zhangsan");
  const lisi = await tokenOf(api, "lisi");
  // zhangsan asks for twelve one-day leaves; lisi agrees to the odd ones and opposes the even ones, so
  // nobody's to-do list keeps anything of this spec.
  for (let i = 1; i <= COUNT; i++) {
    const bag = {
      leave: { reason: reasonOf(i), startDate: "2030-03-04", endDate: "2030-03-04", days: 1 },
    };
    const started = await call(api, zhangsan, "/runtime/instance/v1/start", {
      flowKey: "leave",
      data: b64(JSON.stringify(bag)),
    });
    expect(started.state).toBe(true);
  }
  const todo = await call(api, lisi, "/runtime/task/v1/getTodoList", {
    pageBean: { page: 1, pageSize: 50 },
    querys: [{ property: "subject_", value: MARK, operation: "LIKE" }],
  });
  const rows = todo.rows as { id: string; subject: string }[];
  expect(rows).toHaveLength(COUNT);
  for (const row of rows) {
    const n = Number(row.subject.match(/-(\d{2})/)?.[1]);
    await call(api, lisi, "/runtime/task/v1/complete", {
      taskId: row.id,
      actionName: n % 2 === 1 ? "agree" : "oppose",
      opinion: n % 2 === 1 ? "同意" : "不同意",
    });
  }
  await api.dispose();
});

const rowOf = (page: Page, i: number) => page.getByRole("row").filter({ hasText: reasonOf(i) });

test.describe("lists", () => {
  test("我的请求 shows the outcome; the instance page uses the same status word and outcome", async ({
    page,
  }) => {
    await signInToShell(page, "zhangsan", "张三");
    await page.goto(`/fvue/v-flow/v-request?q=${encodeURIComponent(MARK)}`);
    // Newest first: the page shows -12 (opposed) and -11 (agreed).
    await expect(rowOf(page, 12)).toContainText("已结束");
    await expect(rowOf(page, 12)).toContainText("反对");
    await expect(rowOf(page, 11)).toContainText("已结束");
    await expect(rowOf(page, 11)).toContainText("同意");
    const link = rowOf(page, 12).getByRole("link");
    await expect(link).toHaveAttribute("href", /^\/fvue\/inst\/[^/]+$/);
    await link.click();
    await expect(page).toHaveURL(/\/fvue\/inst\/[^/]+$/);
    await expect(page.getByText("结果：反对")).toBeVisible();
    await expect(page.locator("[data-flow-status]")).toHaveText("已结束");
  });

  test("已办 rows show lisi's own decision and its time, so rows are told apart", async ({ page }) => {
    await signInToShell(page, "lisi", "李四");
    await page.goto(`/fvue/v-flow/v-done?q=${encodeURIComponent(MARK)}`);
    await expect(page.getByRole("columnheader", { name: "我的操作" })).toBeVisible();
    await expect(rowOf(page, 3)).toContainText("同意");
    await expect(rowOf(page, 4)).toContainText("反对");
    await expect(rowOf(page, 4)).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  });

  test("search and page live in the URL: reload shows the same rows, back the previous ones; a subject is a real link", async ({
    page,
    context,
  }) => {
    await signInToShell(page, "zhangsan", "张三");
    await page.goto("/fvue/v-flow/v-request");
    const search = page.getByRole("searchbox", { name: "快速搜索" });
    await search.fill(MARK);
    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(MARK)}$`));
    await expect(page.getByText(`共 ${COUNT} 条`)).toBeVisible();
    await expect(rowOf(page, 12)).toBeVisible();
    await page.getByRole("button", { name: "第 2 页" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(rowOf(page, 1)).toBeVisible();
    await expect(rowOf(page, 2)).toBeVisible();
    await expect(rowOf(page, 12)).toHaveCount(0);

    await page.reload();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(rowOf(page, 1)).toBeVisible();
    await expect(rowOf(page, 12)).toHaveCount(0);
    await expect(page.getByRole("searchbox", { name: "快速搜索" })).toHaveValue(MARK);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(MARK)}$`));
    await expect(rowOf(page, 12)).toBeVisible();
    await expect(rowOf(page, 1)).toHaveCount(0);

    // A subject is an <a href> under /fvue/: opening it in a new tab shows the instance.
    const href = await rowOf(page, 12).getByRole("link").getAttribute("href");
    expect(href).toMatch(/^\/fvue\/inst\/[^/]+$/);
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      rowOf(page, 12)
        .getByRole("link")
        .click({ modifiers: ["ControlOrMeta"] }),
    ]);
    await expect(tab).toHaveURL(new RegExp(`${href}$`));
    // The list tab stayed where it was.
    await expect(page).toHaveURL(/\/fvue\/v-flow\/v-request\?/);
    await tab.close();
  });

  test("export writes every matching row of 我的请求 as CSV and as .xlsx", async ({ page }) => {
    await signInToShell(page, "zhangsan", "张三");
    await page.goto(`/fvue/v-flow/v-request?q=${encodeURIComponent(MARK)}`);
    await expect(page.getByText(`共 ${COUNT} 条`)).toBeVisible();

    await page.getByRole("button", { name: "导出", exact: true }).click();
    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByText("导出 CSV").click()]);
    expect(csv.suggestedFilename()).toMatch(/^我的请求_\d{14}\.csv$/);
    const bytes = readFileSync(await csv.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
    expect(lines[0]).toBe("标题,流程名称,当前节点,状态,结果,发起时间");
    expect(lines).toHaveLength(COUNT + 1);
    expect(lines.filter((l) => l.includes(MARK) && l.includes(",已结束,反对,"))).toHaveLength(COUNT / 2);

    await page.getByRole("button", { name: "导出", exact: true }).click();
    const [xlsx] = await Promise.all([
      page.waitForEvent("download"),
      page.getByText("导出 Excel (.xlsx)").click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/^我的请求_\d{14}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsx.path());
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe("标题");
    expect(sheet.getRow(1).getCell(5).value).toBe("结果");
    expect(sheet.rowCount).toBe(COUNT + 1);
  });

  test("export of 费用报销查询 writes every row of the query, not only the page shown", async ({ page }) => {
    await signInToShell(page, "zhangsan", "张三");
    const first = page.waitForResponse(
      (r) => r.url().includes("/form/customQuery/v1/doQuery") && r.status() === 200,
    );
    await page.goto("/fvue/statement/querySql/queryView/expenseQuery/expense-query");
    const total = ((await (await first).json()) as { total: number }).total;
    expect(total).toBeGreaterThan(10);
    await page.getByRole("button", { name: "导出", exact: true }).click();
    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByText("导出 CSV").click()]);
    const lines = readFileSync(await csv.path())
      .subarray(3)
      .toString("utf8")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toContain("申请人");
    expect(lines).toHaveLength(total + 1);

    await page.getByRole("button", { name: "导出", exact: true }).click();
    const [xlsx] = await Promise.all([
      page.waitForEvent("download"),
      page.getByText("导出 Excel (.xlsx)").click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsx.path());
    expect(workbook.worksheets[0].rowCount).toBe(total + 1);
  });

  test("费用报销查询 keeps its search condition in the URL: reload shows the same rows, back the unfiltered ones", async ({
    page,
  }) => {
    await signInToShell(page, "zhangsan", "张三");
    await page.goto("/fvue/statement/querySql/queryView/expenseQuery/expense-query");
    const cells = page.locator(
      ".bp6-table-quadrant-main .bp6-table-quadrant-body-container .bp6-table-cell-col-1",
    );
    await expect(cells.first()).toBeVisible();
    await page.getByLabel("申请人").fill("钱");
    await page.getByRole("button", { name: "搜索" }).click();
    await expect(page).toHaveURL(/[?&]c=/);
    await expect(cells.first()).toHaveText("钱七");
    await page.reload();
    await expect(page).toHaveURL(/[?&]c=/);
    await expect(page.getByLabel("申请人")).toHaveValue("钱");
    await expect(cells.first()).toHaveText("钱七");
    expect(new Set(await cells.allTextContents())).toEqual(new Set(["钱七"]));
    await page.goBack();
    await expect(page).toHaveURL(/expense-query$/);
    await expect(page.getByLabel("申请人")).toHaveValue("");
    await expect.poll(async () => new Set(await cells.allTextContents()).size).toBeGreaterThan(1);
  });
});
