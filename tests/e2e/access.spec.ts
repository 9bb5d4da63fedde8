import { expect, test } from "@playwright/test";
import { signIn, signInToShell } from "./fixtures";

test.describe("sign-in", () => {
  test("shows 用户登录 and the field messages of spec 1 §5", async ({ page }) => {
    await page.goto("/fvue/login");
    await expect(page.getByRole("heading", { name: "用户登录" })).toBeVisible();
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await expect(page.getByText("请输入账号", { exact: true }).last()).toBeVisible();
    await expect(page.getByText("请输入密码", { exact: true }).last()).toBeVisible();
    await page.getByPlaceholder("请输入账号").fill("a");
    await page.getByPlaceholder("请输入账号").press("Enter");
    await expect(page.getByText("账号格式不符合规范")).toBeVisible();
  });

  test("shows the server's message for a wrong password", async ({ page }) => {
    await page.goto("/fvue/login");
    await signIn(page, "zhaoliu", "wrong-password");
    await expect(page.getByRole("alert")).toContainText("账号或密码错误");
    await expect(page).toHaveURL(/\/fvue\/login$/);
  });

  test("lands a demo user in the shell with the seeded menus and the greeting", async ({ page }) => {
    await signInToShell(page, "zhangsan", "张三");
    await expect(page).toHaveURL(/\/fvue\/home$/);
    const menu = page.getByRole("navigation", { name: "主菜单" });
    await expect(menu.getByText("首页")).toBeVisible();
    await expect(menu.getByText("帮助")).toBeVisible();
    await expect(page.getByText("研发部").first()).toBeVisible();
  });

  test("shows the tenant's name on /login/acme and signs acme_admin in there", async ({ page }) => {
    await page.goto("/fvue/login/acme");
    await expect(page.getByText("ACME 办公门户").first()).toBeVisible();
    await signIn(page, "acme_admin");
    await expect(page.getByRole("navigation", { name: "主菜单" })).toBeVisible();
    await expect(page.getByText("ACME 管理员").first()).toBeVisible();
  });

  test("keeps the language choice across a reload", async ({ page }) => {
    await page.goto("/fvue/login");
    await page
      .getByRole("button", { name: /中文|语言|Language/ })
      .first()
      .click();
    await page.getByText("English", { exact: false }).first().click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en-US");
  });

  test("sends newbie to the reset view, where a new password can be set and used", async ({ page }) => {
    await page.goto("/fvue/login");
    await signIn(page, "newbie", "Init@123");
    await expect(page).toHaveURL(/resetPwdView/);
    await page.getByLabel("旧密码").fill("Init@123");
    await page.getByLabel("新密码", { exact: true }).fill("short");
    await page.getByLabel("确认新密码").fill("short");
    await page.getByRole("button", { name: "确认修改" }).click();
    await expect(page.getByText("新密码长度至少为8").first()).toBeVisible();
    await page.getByLabel("新密码", { exact: true }).fill("Newbie#2026");
    await page.getByLabel("确认新密码").fill("Newbie#2026");
    await page.getByRole("button", { name: "确认修改" }).click();
    await expect(page.getByText("修改密码成功, 请使用新密码重新登录。")).toBeVisible();
    await expect(page).toHaveURL(/\/fvue\/login/);
    await signIn(page, "newbie", "Newbie#2026");
    await expect(page.getByRole("navigation", { name: "主菜单" })).toBeVisible();
  });

  test("logs out and returns to the login route; the shell is closed afterwards", async ({ page }) => {
    await signInToShell(page, "lisi", "李四");
    await page.getByRole("button", { name: /李四/ }).first().click();
    await page.getByRole("menuitem", { name: "退出登录" }).click();
    await expect(page).toHaveURL(/\/fvue\/login/);
    await page.goto("/fvue/home");
    await expect(page).toHaveURL(/\/fvue\/login\?redirect=/);
  });

  test("signing out from a deep page sends the next person to their own home, not to that page", async ({
    page,
  }) => {
    await signInToShell(page, "lisi", "李四");
    await page.goto("/fvue/v-flow/v-done");
    await expect(page.getByRole("navigation", { name: "子菜单" })).toBeVisible();
    await page.getByRole("button", { name: /李四/ }).first().click();
    await page.getByRole("menuitem", { name: "退出登录" }).click();
    await expect(page).toHaveURL(/\/fvue\/login$/);
    await signIn(page, "zhangsan");
    await expect(page).toHaveURL(/\/fvue\/home$/);
  });

  test("sends a protected deep link to login and back to it after sign-in", async ({ page }) => {
    await page.goto("/fvue/home?from=mail");
    await expect(page).toHaveURL(/\/fvue\/login\?redirect=/);
    await signIn(page, "wangwu");
    await expect(page).toHaveURL(/\/fvue\/home\?from=mail$/);
  });

  test("shows the not-found page with a back link for unknown paths", async ({ page }) => {
    await page.goto("/fvue/this/does/not/exist");
    await expect(page.getByText("啊哦，你所访问的页面不存在")).toBeVisible();
    await expect(page.getByRole("link", { name: /返回/ }).first()).toBeVisible();
  });

  test("signs a short-link visitor in as a guest and opens the target", async ({ page }) => {
    const refused: string[] = [];
    page.on("response", (r) => {
      if (r.status() >= 400) refused.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    await page.goto("/fvue/surl/welcome");
    await expect(page).toHaveURL(/\/fvue\/home$/);
    await expect(page.getByText("访客").first()).toBeVisible();
    // The guest's home: its guest-safe columns, none of them red, and no call of the page refused.
    const columns = page.locator(".tessera-home-column");
    await expect(page.locator('.tessera-home-column[data-alias="welcomeHtml"]')).toBeVisible();
    await expect(page.locator('.tessera-home-column[data-alias="homeNotice"]')).toBeVisible();
    await expect(columns).toHaveCount(5);
    await expect(page.locator(".tessera-home-column-error")).toHaveCount(0);
    await expect(page.locator(".tessera-home-page-error")).toHaveCount(0);
    expect(refused).toEqual([]);
  });

  test("sends an unknown short link to the message page", async ({ page }) => {
    await page.goto("/fvue/surl/nothing-here");
    await expect(page).toHaveURL(/messageFillPage/);
    await expect(page.getByText("短链接不存在")).toBeVisible();
  });
});
