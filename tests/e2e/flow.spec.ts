import { expect, type Page, test } from "@playwright/test";
import { openTodo as openTodoRow, personPage, startLeave } from "./flowSteps";

/** The side-menu entry of the flow area (its accessible name holds the badge count when shown). */
const sideEntry = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "子菜单" }).getByRole("menuitem", { name: new RegExp(`^${name}`) });

/** Opens the to-do row whose subject contains `text`, once its 同意 shows. */
async function openTodo(page: Page, text: string) {
  await openTodoRow(page, text);
  await expect(page.getByRole("button", { name: "同意" })).toBeVisible();
}

/** Agrees to the open task with a stock opinion and waits for the server's message. */
async function agreeWithStockOpinion(page: Page, opinion: string) {
  await page.getByLabel("常用审批意见").selectOption(opinion);
  await expect(page.getByPlaceholder("请输入审批意见")).toHaveValue(opinion);
  await page.getByRole("button", { name: "同意" }).click();
  await expect(page.getByText("任务办理成功")).toBeVisible();
}

test.describe("flow area", () => {
  test("a 5-day leave: field errors, start, lisi approves with a stock opinion, zhaoliu approves, zhangsan sees it ended with history and diagram", async ({
    browser,
  }) => {
    const zhangsan = await personPage(browser, "zhangsan");
    await zhangsan.goto("/fvue/v-flow/v-flowList");
    await zhangsan.locator(".tessera-flow-catalog").getByText("请假申请").click();
    await zhangsan.getByRole("button", { name: /^(启动|提交)$/ }).click();
    await expect(zhangsan.getByText("请假事由：必填")).toBeVisible();
    await expect(zhangsan).toHaveURL(/\/fvue\/agentStart\//);

    await startLeave(zhangsan, "e2e 年假旅行", "2026-12-01", "2026-12-07");
    const row = "e2e 年假旅行";
    await expect(zhangsan.getByText(row).first()).toBeVisible();

    const lisi = await personPage(browser, "lisi");
    await lisi.goto("/fvue/v-flow/v-todo");
    await expect(sideEntry(lisi, "待办事项")).toContainText(/\d+/);
    await openTodo(lisi, row);
    await agreeWithStockOpinion(lisi, "情况属实，同意");

    const zhaoliu = await personPage(browser, "zhaoliu");
    await openTodo(zhaoliu, row);
    await agreeWithStockOpinion(zhaoliu, "同意");

    await zhangsan.goto("/fvue/v-flow/v-request");
    const requestRow = zhangsan.getByRole("row").filter({ hasText: row });
    await expect(requestRow).toContainText("已结束");
    await requestRow.getByText(row).click();
    await expect(zhangsan).toHaveURL(/\/fvue\/inst\/[^/]+$/);
    await expect(zhangsan.getByText("情况属实，同意")).toBeVisible();
    await zhangsan.getByRole("tab", { name: "流程图" }).click();
    const diagram = zhangsan.getByRole("img", { name: /流程图/ });
    await expect(diagram).toBeVisible();
    // The SVG really decodes (a malformed one shows only its alt text).
    await expect
      .poll(() => diagram.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);

    const lisiDone = lisi;
    await lisiDone.goto("/fvue/v-flow/v-done");
    await expect(lisiDone.getByText(row).first()).toBeVisible();
  });

  test("lisi rejects a leave back to the starter; zhangsan resubmits it and it returns to lisi", async ({
    browser,
  }) => {
    const zhangsan = await personPage(browser, "zhangsan");
    await startLeave(zhangsan, "e2e 驳回重提", "2026-12-02", "2026-12-02");
    const lisi = await personPage(browser, "lisi");
    await openTodo(lisi, "e2e 驳回重提");
    await lisi.getByRole("button", { name: "驳回", exact: true }).click();
    const dialog = lisi.getByRole("dialog");
    await dialog.getByText("发起人").click();
    await dialog.getByRole("button", { name: "确定" }).click();
    await expect(lisi.getByText("任务办理成功")).toBeVisible();

    await zhangsan.goto("/fvue/v-flow/v-request");
    const requestRow = zhangsan.getByRole("row").filter({ hasText: "e2e 驳回重提" });
    await expect(requestRow).toContainText("驳回到发起人");
    await requestRow.getByRole("button", { name: "重新提交" }).click();
    await expect(zhangsan).toHaveURL(/\/fvue\/start\/[^/]+\/[^/]+$/);
    await expect(zhangsan.getByLabel("请假事由")).toHaveValue("e2e 驳回重提");
    await zhangsan
      .getByRole("button", { name: /^(启动|提交)$/ })
      .first()
      .click();
    await expect(zhangsan.getByText("流程启动成功")).toBeVisible();

    await openTodo(lisi, "e2e 驳回重提");
  });

  test("lisi revokes her approval from the done list while the next task is untouched", async ({
    browser,
  }) => {
    const zhangsan = await personPage(browser, "zhangsan");
    await startLeave(zhangsan, "e2e 撤回审批", "2026-12-01", "2026-12-07");
    const lisi = await personPage(browser, "lisi");
    await openTodo(lisi, "e2e 撤回审批");
    await agreeWithStockOpinion(lisi, "同意");

    await lisi.goto("/fvue/v-flow/v-done");
    const doneRow = lisi.getByRole("row").filter({ hasText: "e2e 撤回审批" }).first();
    await doneRow.getByRole("button", { name: "撤回", exact: true }).click();
    await lisi
      .getByRole("alertdialog")
      .getByRole("button", { name: /确定|撤回/ })
      .click();
    await expect(lisi.getByRole("alert").filter({ hasText: "撤回成功" })).toBeVisible();
    await openTodo(lisi, "e2e 撤回审批");

    const zhaoliu = await personPage(browser, "zhaoliu");
    await zhaoliu.goto("/fvue/v-flow/v-todo");
    await expect(zhaoliu.getByText("e2e 撤回审批")).toHaveCount(0);
  });

  test("two people sign for the same shared task: only one wins", async ({ browser }) => {
    const qianqi = await personPage(browser, "qianqi");
    const zhaoliu = await personPage(browser, "zhaoliu");
    for (const page of [qianqi, zhaoliu]) {
      await page.goto("/fvue/v-flow/v-todo");
      await page.getByText("笔记本电脑").first().click();
      await expect(page.getByRole("button", { name: "签收" })).toBeVisible();
    }
    await qianqi.getByRole("button", { name: "签收" }).click();
    await expect(qianqi.getByRole("alert").filter({ hasText: "签收成功" })).toBeVisible();
    await zhaoliu.getByRole("button", { name: "签收" }).click();
    await expect(zhaoliu.getByRole("alert").filter({ hasText: "已被他人签收" })).toBeVisible();
  });
});
