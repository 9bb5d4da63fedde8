import { expect, type Page, test } from "@playwright/test";
import { openTodo as openTodoRow, personPage, tokenOf } from "./flowSteps";

/* Issue 15 §5: a task opinion with an attachment, kept by the task's draft, seen (and downloaded) by the next
   handler. */

const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64");

/** Opens the to-do row whose subject contains `text`, once its 同意 shows. */
async function openTodo(page: Page, text: string) {
  await openTodoRow(page, text);
  await expect(page.getByRole("button", { name: "同意", exact: true })).toBeVisible();
}

test.describe("opinion attachments", () => {
  test.describe.configure({ timeout: 300_000 });

  test("lisi saves a draft with an attached file, finds both after a reload and agrees; zhaoliu sees it in the history and downloads it", async ({
    browser,
    request,
  }) => {
    const reason = `e2e 意见附件 ${Date.now()}`;
    // A 5-day leave: lisi, then zhaoliu.
    const token = await tokenOf(request, "zhangsan");
    const data = b64(
      JSON.stringify({ leave: { reason, startDate: "2030-03-04", endDate: "2030-03-08", days: 5 } }),
    );
    const started = await request.post("/runtime/instance/v1/start", {
      headers: { authorization: `Bearer ${token}` },
      data: { flowKey: "leave", data },
    });
    expect(started.status()).toBe(200);

    const lisi = await personPage(browser, "lisi");
    await openTodo(lisi, reason);
    await lisi.getByPlaceholder("请输入审批意见").fill("同意，详见附件");
    await lisi.locator('.tessera-flow-opinion input[type="file"]').setInputFiles({
      name: "审批说明.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("请假期间工作已交接给王五。"),
    });
    await expect(lisi.locator(".tessera-flow-opinion").getByText("审批说明.txt")).toBeVisible();
    await expect(lisi.locator('.tessera-flow-opinion [role="progressbar"]')).toHaveCount(0);
    // The draft keeps the opinion and its file: a reload brings both back.
    await lisi.getByRole("button", { name: "保存草稿" }).click();
    await expect(lisi.getByText("保存草稿成功")).toBeVisible();
    await lisi.reload();
    await expect(lisi.getByRole("button", { name: "同意", exact: true })).toBeVisible();
    await expect(lisi.getByPlaceholder("请输入审批意见")).toHaveValue("同意，详见附件");
    await expect(lisi.locator(".tessera-flow-opinion").getByText("审批说明.txt")).toBeVisible();
    await lisi.getByRole("button", { name: "同意", exact: true }).click();
    await expect(lisi.getByText("任务办理成功")).toBeVisible();
    await lisi.context().close();

    const zhaoliu = await personPage(browser, "zhaoliu");
    await openTodo(zhaoliu, reason);
    const row = zhaoliu.getByRole("row").filter({ hasText: "同意，详见附件" });
    await expect(row.getByText("审批说明.txt")).toBeVisible();
    const download = zhaoliu.waitForEvent("download");
    await row.getByRole("button", { name: "下载 审批说明.txt" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("审批说明.txt");
  });
});
