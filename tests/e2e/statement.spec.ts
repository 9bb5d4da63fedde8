import { expect, type Locator, type Page, test } from "@playwright/test";
import { signInToShell } from "./fixtures";

/** The cells of one column in the main quadrant of the Blueprint table inside `scope`. */
function columnCells(scope: Locator | Page, column: number): Locator {
  return scope.locator(
    `.bp6-table-quadrant-main .bp6-table-quadrant-body-container .bp6-table-cell-col-${column}`,
  );
}

type PageList = { rows: Record<string, unknown>[]; total: number; page: number; pageSize: number };

/** Waits for the next doQuery answer of a custom query. */
function doQuery(page: Page) {
  return page.waitForResponse((r) => r.url().includes("/form/customQuery/v1/doQuery") && r.status() === 200);
}

test.describe("statement area", () => {
  test("费用报销查询: pages through the result, then searching 钱 shows only 钱七's claims", async ({
    page,
  }) => {
    await signInToShell(page, "zhangsan", "张三");
    const first = doQuery(page);
    await page.getByRole("navigation", { name: "主菜单" }).getByText("报表中心").click();
    await page.getByRole("menuitem", { name: "费用报销查询" }).click();
    await expect(page).toHaveURL(/\/fvue\/statement\/querySql\/queryView\/expenseQuery\/expense-query$/);
    await expect(page.getByRole("heading", { name: "费用报销查询" })).toBeVisible();
    const all = (await (await first).json()) as PageList;
    expect(all.total).toBeGreaterThan(10);
    await expect(page.getByText(`共 ${all.total} 条`)).toBeVisible();
    await expect(columnCells(page, 0).first()).toHaveText(String(all.rows[0].code));

    // Page through the whole result: page 2, then next.
    const second = doQuery(page);
    await page.getByRole("button", { name: "第 2 页" }).click();
    const page2 = (await (await second).json()) as PageList;
    expect(page2.page).toBe(2);
    await expect(columnCells(page, 0).first()).toHaveText(String(page2.rows[0].code));
    const third = doQuery(page);
    await page.getByRole("button", { name: "下一页" }).click();
    const page3 = (await (await third).json()) as PageList;
    expect(page3.page).toBe(3);
    await expect(columnCells(page, 0).first()).toHaveText(String(page3.rows[0].code));

    // Search by applicant 钱: only 钱七's rows, from page 1.
    await page.getByLabel("申请人").fill("钱");
    const searched = doQuery(page);
    await page.getByRole("button", { name: "搜索" }).click();
    const answer = await searched;
    expect(JSON.parse(answer.request().postData() ?? "[]")).toEqual([{ key: "applicant", value: "钱" }]);
    expect(new URL(answer.url()).searchParams.get("page")).toBe("1");
    const qian = (await answer.json()) as PageList;
    expect(qian.total).toBeGreaterThan(0);
    expect(qian.rows.every((row) => row.applicant === "钱七")).toBe(true);
    await expect(page.getByText(`共 ${qian.total} 条`)).toBeVisible();
    await expect(columnCells(page, 1).first()).toHaveText("钱七");
    const shown = await columnCells(page, 1).allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set(["钱七"]));
  });

  test("销售分析: three charts draw, the data tab lists rows, and the user picker toasts 李四", async ({
    page,
  }) => {
    await signInToShell(page, "zhangsan", "张三");
    await page.getByRole("navigation", { name: "主菜单" }).getByText("报表中心").click();
    // The top item lands on its first leaf; the side menu then leads on.
    await expect(page).toHaveURL(/\/querySql\/queryView\/expenseQuery\/expense-query$/);
    await page.getByRole("menuitem", { name: "销售分析" }).click();
    await expect(page).toHaveURL(/\/fvue\/statement\/template\/preview\/salesDashboard$/);
    await expect(page.getByRole("heading", { name: "销售分析" })).toBeVisible();

    for (const title of ["月度销售趋势", "区域销售对比", "费用类别占比"]) {
      const card = page.locator(".tessera-card").filter({ hasText: title });
      // A chart loads echarts when it comes near the viewport.
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator("canvas").first()).toBeVisible({ timeout: 20_000 });
    }

    const trend = page.locator(".tessera-card").filter({ hasText: "月度销售趋势" });
    await trend.getByRole("tab", { name: "数据" }).click();
    // The data tab titles its columns with the configured captions, not the raw field names (issue 13 §3).
    await expect(trend.getByText("月份", { exact: true }).first()).toBeVisible();
    await expect(trend.getByText("month", { exact: true })).toHaveCount(0);
    await expect(columnCells(trend, 0).first()).toHaveText("2026-01");
    expect(await columnCells(trend, 0).count()).toBeGreaterThan(1);

    await page.getByRole("button", { name: "选择用户" }).click();
    const dialog = page.getByRole("dialog", { name: /用户选择器/ });
    await expect(dialog).toBeVisible();
    await expect(columnCells(dialog, 1).first()).not.toBeEmpty();
    await dialog.getByRole("textbox", { name: "姓名" }).fill("李");
    const listed = page.waitForResponse(
      (r) => r.url().includes("/form/customDialog/v1/getListData") && r.status() === 200,
    );
    await dialog.getByRole("button", { name: "搜索" }).click();
    const rows = ((await (await listed).json()) as PageList).rows;
    expect(rows.map((row) => row.fullname)).toEqual(["李四"]);
    await expect(columnCells(dialog, 1).first()).toHaveText("李四");
    // Blueprint draws the box over the input: click the box, as a user does.
    const box = dialog.locator(".bp6-table-quadrant-main").getByRole("checkbox", { name: "选择第 1 行" });
    await box.locator("xpath=..").click();
    await expect(box).toBeChecked();
    await expect(dialog.getByText("已选择 1 项")).toBeVisible();
    await dialog.getByRole("button", { name: "确定" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator(".bp6-toast").filter({ hasText: "已选择：李四" })).toBeVisible();
  });
});
