import { expect, test } from "@playwright/test";
import { signInToShell } from "./fixtures";

test.describe("document playground (配置工作台 → 文档试验台)", () => {
  test("renders the table example from the real server, lists a load error by path, traces an action", async ({
    page,
  }) => {
    await signInToShell(page, "admin", "系统管理员");
    await page.getByRole("navigation", { name: "主菜单" }).getByText("配置工作台").click();
    await page.getByText("文档试验台").first().click();
    await expect(page).toHaveURL(/\/fvue\/v-config\/playground$/);

    const editor = page.getByRole("textbox", { name: "文档 JSON" });
    const preview = page.getByRole("region", { name: "渲染结果" });

    // The table over the custom query expenseQuery: rows of the seeded tenant, paged by the server.
    await page.getByRole("combobox", { name: "示例文档" }).selectOption("table");
    await expect(preview.getByText("共 64 条")).toBeVisible({ timeout: 20_000 });
    await expect(preview.getByText(/^BX2026\d{4}$/).first()).toBeVisible();
    await preview.getByRole("button", { name: "第 2 页" }).click();
    await expect(page.getByRole("listitem", { name: "expenseList" })).toContainText('"page": 2');

    // Break the document: a width that is not a number is a load error with its JSON path.
    const text = await editor.inputValue();
    await editor.fill(text.replace('"width": 130', '"width": "130px"'));
    const errors = page.getByRole("list", { name: /加载错误/ });
    await expect(errors.getByText("/body/0/columns/0/width")).toBeVisible();
    await expect(errors).toContainText("类型错误：应为 number，实际为 string");
    await expect(preview.getByText("文档有加载错误，修正后这里显示渲染结果。")).toBeVisible();

    // A click on the error selects the bad value in the editor.
    await errors.getByText("/body/0/columns/0/width").click();
    const selected = await editor.evaluate((element: HTMLTextAreaElement) =>
      element.value.slice(element.selectionStart, element.selectionEnd),
    );
    expect(selected).toBe('"130px"');

    // The actions example: a toast and a failing request (the server's 404) leave trace entries.
    await page.getByRole("combobox", { name: "示例文档" }).selectOption("actions");
    await page.getByRole("tab", { name: "动作轨迹" }).click();
    await preview.getByRole("button", { name: "显示提示" }).click();
    const trace = page.getByRole("list", { name: "动作轨迹" });
    const toast = trace.getByRole("listitem", { name: "toast /body/0/body/0/onClick/0" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("成功");
    await expect(page.getByText("你好，这是一条提示").first()).toBeVisible();

    await preview.getByRole("button", { name: "调用不存在的查询" }).click();
    const request = trace.getByRole("listitem", { name: "request /body/0/body/4/onClick/0" });
    await expect(request).toContainText("失败");
    await expect(request).toContainText("未找到别名为 noSuchQuery 的相关查询");
    await expect(preview.getByLabel("最近的错误")).toContainText("未找到别名为 noSuchQuery 的相关查询");

    // A reload keeps the work.
    await page.reload();
    await expect(page.getByRole("combobox", { name: "示例文档" })).toHaveValue("actions");
    await expect(preview.getByRole("button", { name: "显示提示" })).toBeVisible();
  });
});

test("shows 没有访问权限 to a staff member who opens the playground's address", async ({ page }) => {
  await signInToShell(page, "zhangsan", "张三");
  await page.goto("/fvue/v-config/playground");
  await expect(page.getByText("没有访问权限")).toBeVisible();
});
