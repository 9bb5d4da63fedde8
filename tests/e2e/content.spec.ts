import { expect, type Page, test } from "@playwright/test";
import { signInToShell } from "./fixtures";

/* Issue 13 §1: the home page's 规章制度 rows and its 更多 open working screens (rule detail, rules list),
   against the real server and its seeded rules (only published ones are shown). */

/** The home column whose header reads `name`. */
const column = (page: Page, name: string) =>
  page
    .locator(".tessera-home-column")
    .filter({ has: page.getByText(name, { exact: true }) })
    .first();

test.describe("rules and regulations from the home page", () => {
  test.beforeEach(async ({ page }) => {
    await signInToShell(page, "zhangsan", "张三");
    await page.goto("/fvue/home");
  });

  test("a 规章制度 row opens the rule read-only, and its page leads to the list", async ({ page }) => {
    const rules = column(page, "规章制度");
    await rules.getByRole("link", { name: "差旅费报销管理办法" }).click();
    await expect(page).toHaveURL(/\/fvue\/v-system\/rc-platform-2$/);
    await expect(page.getByRole("heading", { name: "差旅费报销管理办法" })).toBeVisible();
    await expect(page.getByText("财务部")).toBeVisible();
    await expect(page.getByText("已发布")).toBeVisible();
    await expect(page.getByRole("textbox")).toHaveCount(0);

    await page.getByRole("link", { name: "返回规章制度" }).click();
    await expect(page).toHaveURL(/\/fvue\/v-system$/);
    const table = page.getByRole("table", { name: "规章制度" });
    await expect(table.getByRole("link")).toHaveCount(4);
    await expect(table.getByText("车辆使用管理办法（征求意见稿）")).toHaveCount(0);
  });

  test("更多 on 规章制度 opens the list, which searches by title", async ({ page }) => {
    await column(page, "规章制度").getByRole("button", { name: /更多/ }).click();
    await expect(page).toHaveURL(/\/fvue\/v-system$/);
    const table = page.getByRole("table", { name: "规章制度" });
    await expect(table.getByRole("link", { name: "员工手册（2026版）" })).toBeVisible();
    await page.getByLabel("制度标题").fill("考勤");
    await page.getByRole("button", { name: "搜索" }).click();
    await expect(table.getByRole("link")).toHaveCount(1);
    await expect(table.getByRole("link", { name: "考勤管理制度" })).toBeVisible();
  });

  test("an unknown rule is a not-found page with a way back to the list", async ({ page }) => {
    await page.goto("/fvue/v-system/rc-platform-5");
    await expect(page.getByText("该规章制度不存在或未发布")).toBeVisible();
    await page.getByRole("link", { name: "返回规章制度" }).click();
    await expect(page.getByRole("table", { name: "规章制度" })).toBeVisible();
  });
});

test("the not-found page has an h1", async ({ page }) => {
  await page.goto("/fvue/no/such/page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("啊哦，你所访问的页面不存在");
});
