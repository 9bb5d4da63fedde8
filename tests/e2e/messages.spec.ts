import { expect, test } from "@playwright/test";
import { signInToShell } from "./fixtures";
import { startLeaveByApi } from "./flowSteps";

/**
 * In-app messages end to end (issue 14 §2): a request started by zhangsan reaches lisi as a message
 * through the server's delivery worker; lisi opens it (marked read), follows its link to the task, and
 * deletes it after the question.
 */

test("a new task reaches its handler as a message: open, follow, delete", async ({ page, request }) => {
  const reason = `e2e 消息 ${Date.now()}`;
  await startLeaveByApi(request, reason);
  await signInToShell(page, "lisi", "李四");
  await page.goto("/fvue/v-personal/v-messageReceiver");
  await expect(page.getByRole("heading", { name: "站内消息", level: 1 })).toBeAttached();
  // The worker delivers within a second or two; the page shows it on a reload.
  const subject = page.getByRole("button", { name: new RegExp(`待办提醒：.*${reason}`) });
  await expect(async () => {
    await page.reload();
    await expect(subject).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(subject.getByText("未读")).toBeVisible();

  await subject.click();
  const detail = page.getByRole("article");
  await expect(detail.getByText(/请您及时处理/)).toBeVisible();
  await expect(subject.getByText("未读")).toHaveCount(0);

  await detail.getByRole("link", { name: "去办理" }).click();
  await expect(page).toHaveURL(/\/fvue\/task\/[^/]+$/);
  await expect(page.getByText(reason).first()).toBeVisible();

  await page.goBack();
  // Read messages sort after the unread ones, which earlier specs may have filled a page with: search.
  await page.getByRole("searchbox", { name: "搜索消息标题" }).fill(reason);
  await page.getByRole("button", { name: "查询" }).click();
  const row = page.getByRole("row").filter({ hasText: reason });
  // Blueprint draws the box over its input: tick it as a user does, by the drawn box.
  await row.locator(".bp6-control-indicator").click();
  await expect(row.getByRole("checkbox")).toBeChecked();
  await page.getByRole("button", { name: "删除" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "删除" }).click();
  await expect(page.getByText("删除成功")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: reason })).toHaveCount(0);
});
