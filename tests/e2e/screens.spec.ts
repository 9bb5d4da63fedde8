import { type Browser, expect, type Page, test } from "@playwright/test";
import { signIn } from "./fixtures";

/*
 * The flow screens as people use them (issue 13 §1, §2, §6): each test signs its own people in and starts
 * its own flows, so it depends on nothing another spec consumed.
 */

/** A signed-in page of its own browser context (one person per context, as on separate machines). */
async function personPage(browser: Browser, account: string): Promise<Page> {
  const context = await browser.newContext({ locale: "zh-CN" });
  const page = await context.newPage();
  await page.goto("/fvue/login");
  await signIn(page, account);
  await page.getByRole("navigation", { name: "主菜单" }).waitFor();
  return page;
}

/** Fills a date field of the online form (Blueprint DateInput takes typed yyyy-MM-dd). */
async function fillDate(page: Page, label: string, value: string) {
  const input = page.getByLabel(label);
  await input.fill(value);
  await input.press("Enter");
}

/** Opens the leave start screen from the catalog, as a click does (client-side navigation). */
async function openLeaveStart(page: Page) {
  await page.goto("/fvue/v-flow/v-flowList");
  await page.getByText("全部流程").waitFor();
  await page.locator(".tessera-flow-catalog").getByText("请假申请").click();
  await expect(page).toHaveURL(/\/fvue\/agentStart\/[^/]+\/0$/);
}

test.describe("flow screens", () => {
  test("after a navigation the focus is on the new page; one click on 启动 right after opening starts the flow", async ({
    browser,
  }) => {
    const page = await personPage(browser, "zhangsan");
    await openLeaveStart(page);
    await expect
      .poll(() => page.evaluate(() => document.activeElement !== document.body && !!document.activeElement))
      .toBe(true);
    // At once, with nothing filled: the one click runs the checks (not swallowed while the form loads).
    await page.getByRole("button", { name: /^(启动|提交)$/ }).click();
    await expect(page.getByText("请假事由：必填").first()).toBeVisible();

    await openLeaveStart(page);
    await page.getByLabel("请假事由").fill("e2e 屏幕 一次启动");
    await fillDate(page, "开始日期", "2026-12-01");
    await fillDate(page, "结束日期", "2026-12-02");
    await page.getByRole("button", { name: /^(启动|提交)$/ }).click();
    await expect(page.getByText("流程启动成功")).toBeVisible();
    await expect(page).toHaveURL(/\/fvue\/v-flow\/v-request$/);
  });
});
