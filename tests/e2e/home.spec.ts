import { type Browser, expect, type Page, test } from "@playwright/test";
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
    await other.getByRole("button", { name: "同意" }).click();
    await expect(other.getByText("任务办理成功")).toBeVisible();

    await todo.getByRole("button", { name: "刷新" }).click();
    await expect(todo.getByText(/家中有事/)).toHaveCount(0);
  });
});
