import { expect, test } from "@playwright/test";
import { signInToShell } from "./fixtures";

test.describe("shell", () => {
  test("puts menus that do not fit into More on a narrow window and warns", async ({ page }) => {
    await page.setViewportSize({ width: 460, height: 800 });
    await signInToShell(page, "zhaoliu", "赵六");
    const nav = page.getByRole("navigation", { name: "主菜单" });
    await expect(nav.getByRole("button", { name: "更多" })).toBeVisible();
    await nav.getByRole("button", { name: "更多" }).click();
    await expect(page.getByRole("menuitem", { name: "帮助" })).toBeVisible();
  });

  test("opens an external-link menu item in the frame with the token appended", async ({ page }) => {
    await signInToShell(page, "zhangsan", "张三");
    await page.getByRole("navigation", { name: "主菜单" }).getByText("帮助").click();
    await page.getByText("接口文档").first().click();
    await expect(page).toHaveURL(/\/fvue\/v-help\/href\/template\/api-docs\?href=/);
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("src", /\/docs.*token=.*_t=\d+/);
    await expect(page.frameLocator("iframe").getByText("Tessera portal API")).toBeVisible({
      timeout: 20_000,
    });
  });

  test("shows the personal information of the signed-in user", async ({ page }) => {
    await signInToShell(page, "qianqi", "钱七");
    await page.getByRole("button", { name: /钱七/ }).first().click();
    await page.getByRole("menuitem", { name: "个人信息" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("财务部").first()).toBeVisible();
    await expect(dialog.getByText("会计").first()).toBeVisible();
  });
});
