import type { Page } from "@playwright/test";

/** Fills the login form of the current page and presses Enter (Enter submits, spec 1 §2). */
export async function signIn(page: Page, account: string, password = "Passw0rd!") {
  await page.getByPlaceholder("请输入账号").fill(account);
  await page.getByPlaceholder("请输入密码").fill(password);
  await page.getByPlaceholder("请输入密码").press("Enter");
}

/** Opens /login and signs in; waits for the shell's greeting. */
export async function signInToShell(page: Page, account: string, fullname: string) {
  await page.goto("/fvue/login");
  await signIn(page, account);
  await page.getByRole("navigation", { name: "主菜单" }).waitFor();
  await page.getByText(fullname, { exact: false }).first().waitFor();
}
