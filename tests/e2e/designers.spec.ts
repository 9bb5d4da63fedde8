import { expect, test } from "@playwright/test";
import { signIn } from "./fixtures";

test.describe("home designers", () => {
  test("a configurer creates a column in the designer, puts it on her home in v-myLayout, and it is there after signing in again", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    await page.goto("/fvue/login");
    await signIn(page, "admin");
    await page.getByRole("navigation", { name: "主菜单" }).waitFor();

    // The column designer (配置工作台 → 首页栏目): a new static column with an html template.
    await page.goto("/fvue/v-config/homeColumns/new");
    await page.getByLabel("栏目名称").fill("端到端公告");
    await page.getByLabel("栏目别名").fill("e2eNotice");
    await page.getByLabel("栏目模板").fill("<p>这是端到端测试创建的栏目</p>");
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("保存成功").first()).toBeVisible();

    // v-myLayout: add it to the first cell and save.
    await page.goto("/fvue/v-personal/v-myLayout");
    await page
      .getByRole("combobox", { name: /^添加栏目…/ })
      .first()
      .selectOption({ label: "端到端公告" });
    await page.getByRole("button", { name: "保存", exact: true }).click();
    await expect(page.getByText("保存成功").first()).toBeVisible();
    await context.close();

    // A new session: the home shows the new column with its content.
    const again = await browser.newContext({ locale: "zh-CN" });
    const home = await again.newPage();
    await home.goto("/fvue/login");
    await signIn(home, "admin");
    await expect(home).toHaveURL(/\/fvue\/home$/);
    await expect(home.getByText("这是端到端测试创建的栏目")).toBeVisible();
    await again.close();
  });
});
