import { expect, test } from "@playwright/test";
import { signInToShell } from "./fixtures";

/** Tabs of one browser (issue 13 §6): the session is shared by them, and signing out ends it in all. */
test.describe("tabs of one browser", () => {
  test("a link opened in a new tab keeps the session; signing out in one tab ends it in the other", async ({
    context,
  }) => {
    const first = await context.newPage();
    await signInToShell(first, "zhaoliu", "赵六");

    // A new tab of the same browser opens a deep link signed in, not at the login page.
    const second = await context.newPage();
    await second.goto("/fvue/v-flow/v-done");
    await expect(second.getByRole("navigation", { name: "子菜单" })).toBeVisible();
    await expect(second.getByRole("button", { name: /赵六/ })).toBeVisible();
    await expect(second).toHaveURL(/\/fvue\/v-flow\/v-done$/);

    // Signing out in the new tab sends the first one to the login page too, without a reload.
    await second.getByRole("button", { name: /赵六/ }).click();
    await second.getByRole("menuitem", { name: "退出登录" }).click();
    await expect(second).toHaveURL(/\/fvue\/login/);
    await expect(first).toHaveURL(/\/fvue\/login/);
    await expect(first.getByPlaceholder("请输入账号")).toBeVisible();
    // Still signed out after a reload (nothing of the session was left behind).
    await first.goto("/fvue/home");
    await expect(first).toHaveURL(/\/fvue\/login/);
  });
});
