import { expect, type Page, test } from "@playwright/test";
import { fillDate, openLeaveStart, personPage, startLeave } from "./flowSteps";

/*
 * The flow screens as people use them (issue 13 §1, §2, §6): each test signs its own people in and starts
 * its own flows, so it depends on nothing another spec consumed.
 */

/** Opens the to-do row (of `list`) whose subject contains `text`. */
async function openRow(page: Page, list: string, text: string) {
  await page.goto(`/fvue/v-flow/${list}`);
  await page.getByText(text).first().click();
  await expect(page).toHaveURL(/\/fvue\/task\/[^/]+\/[^/]+$/);
  await expect(page.getByRole("button", { name: "同意" })).toBeVisible();
}

const leaveQuestion = "有未保存的内容，确定离开吗？";

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

  test("保存草稿 saves a half-filled start form without required checks; a negative day count shows its error at once", async ({
    browser,
  }) => {
    const page = await personPage(browser, "zhangsan");
    await openLeaveStart(page);
    await fillDate(page, "开始日期", "2026-12-10");
    await fillDate(page, "结束日期", "2026-12-07");
    // Start after end: the computed day count is negative and says so before any submit.
    await expect(page.getByLabel(/请假天数/)).toHaveValue(/^-/);
    await expect(page.getByText("必须为0.5或更多")).toBeVisible();
    await page.getByLabel("请假事由").fill("e2e 屏幕 半张草稿");
    await fillDate(page, "结束日期", "");
    await page.getByRole("button", { name: "保存草稿" }).click();
    await expect(page.getByText("保存草稿成功")).toBeVisible();
    await expect(page).toHaveURL(/\/fvue\/v-flow\/v-myDraft$/);
    await expect(page.getByText("e2e 屏幕 半张草稿").first()).toBeVisible();
  });

  test("leaving typed input asks first (留下 stays, 离开 goes); an untouched form leaves at once", async ({
    browser,
  }) => {
    const page = await personPage(browser, "zhangsan");
    await openLeaveStart(page);
    await page.getByLabel("请假事由").waitFor();
    await page.getByRole("button", { name: "返回" }).click();
    await expect(page).toHaveURL(/\/fvue\/v-flow\/v-flowList$/);

    await page.locator(".tessera-flow-catalog").getByText("请假申请").click();
    await page.getByLabel("请假事由").fill("e2e 写了一半");
    await page.getByRole("button", { name: "返回" }).click();
    const question = page.getByRole("alertdialog");
    await expect(question).toContainText(leaveQuestion);
    await question.getByRole("button", { name: "留下" }).click();
    await expect(page).toHaveURL(/\/fvue\/agentStart\//);
    await expect(page.getByLabel("请假事由")).toHaveValue("e2e 写了一半");
    await page.getByRole("button", { name: "返回" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "离开" }).click();
    await expect(page).toHaveURL(/\/fvue\/v-flow\/v-flowList$/);
  });

  test("a task draft keeps the typed opinion after a reload; a typed opinion asks before leaving; the print view shows form and history without buttons", async ({
    browser,
  }) => {
    const zhangsan = await personPage(browser, "zhangsan");
    await startLeave(zhangsan, "e2e 屏幕 草稿意见");
    const lisi = await personPage(browser, "lisi");
    await openRow(lisi, "v-todo", "e2e 屏幕 草稿意见");
    const opinion = lisi.getByPlaceholder("请输入审批意见");
    await opinion.fill("先存个草稿的意见");
    await lisi.getByRole("button", { name: "返回" }).click();
    await lisi.getByRole("alertdialog").getByRole("button", { name: "留下" }).click();
    await lisi.getByRole("button", { name: "保存草稿" }).click();
    await expect(lisi.getByText("保存草稿成功")).toBeVisible();
    await lisi.reload();
    await expect(lisi.getByPlaceholder("请输入审批意见")).toHaveValue("先存个草稿的意见");

    await lisi.emulateMedia({ media: "print" });
    await expect(lisi.getByRole("button", { name: "同意" })).toBeHidden();
    await expect(lisi.getByRole("button", { name: "打印" })).toBeHidden();
    await expect(lisi.getByLabel("请假事由")).toBeVisible();
    await expect(lisi.locator(".tessera-flow-history")).toBeVisible();
    await expect(lisi.locator(".tessera-flow-history")).toContainText("张三");
    await lisi.emulateMedia({ media: "screen" });
    await expect(lisi.getByRole("button", { name: "打印" })).toBeVisible();
  });

  test("acting for a leader: the start page says 您正在代 李四 发起; from 领导待办 王五 returns there and the history reads 王五 代 李四", async ({
    browser,
  }) => {
    const wangwu = await personPage(browser, "wangwu");
    await wangwu.goto("/fvue/v-flow/v-flowList");
    await wangwu.locator(".tessera-flow-catalog").getByText("请假申请").click();
    const choice = wangwu.getByRole("dialog");
    await choice.getByText("李四").click();
    await choice.getByRole("button", { name: /确定/ }).click();
    await expect(wangwu).toHaveURL(/\/fvue\/agentStart\/[^/]+\/u-lisi$/);
    await expect(wangwu.getByText("您正在代 李四 发起")).toBeVisible();

    const zhangsan = await personPage(browser, "zhangsan");
    await startLeave(zhangsan, "e2e 屏幕 秘书代批");
    await openRow(wangwu, "v-leader", "e2e 屏幕 秘书代批");
    await wangwu.getByPlaceholder("请输入审批意见").fill("王五代李四同意");
    await wangwu.getByRole("button", { name: "同意" }).click();
    await expect(wangwu.getByText("任务办理成功")).toBeVisible();
    await expect(wangwu).toHaveURL(/\/fvue\/v-flow\/v-leader$/);

    await zhangsan.goto("/fvue/v-flow/v-request");
    await zhangsan
      .getByRole("row")
      .filter({ hasText: "e2e 屏幕 秘书代批" })
      .getByText("e2e 屏幕 秘书代批")
      .first()
      .click();
    await expect(zhangsan).toHaveURL(/\/fvue\/inst\/[^/]+$/);
    await expect(zhangsan.locator(".tessera-flow-history")).toContainText("王五 代 李四");
  });
});
