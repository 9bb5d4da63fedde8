import { expect, type Locator, type Page, test } from "@playwright/test";
import { violations } from "./fixtures";
import { openTodo, personPage, startLeaveByApi } from "./flowSteps";

/*
 * Flow collaboration end to end (issue 14 §4): zhangsan starts a leave; lisi asks qianqi (征询), qianqi
 * replies; lisi delegates to zhaoliu (转办); zhangsan urges (催办) and zhaoliu's message badge rises without
 * a reload; zhaoliu sends it to wangwu to read (传阅) and agrees; wangwu reads it in 待阅 and it moves to 已阅.
 */

/** Picks `fullname` in the user picker the field's choose button opens (search by name, tick, 确定). */
async function pickUser(dialog: Locator, page: Page, fullname: string) {
  await dialog.getByRole("button", { name: /选择(一个)?人员/ }).click();
  const picker = page.getByRole("dialog", { name: "选择人员" });
  await picker.getByRole("textbox", { name: "姓名" }).fill(fullname.slice(0, 1));
  await picker.getByRole("button", { name: "搜索" }).click();
  const cell = picker.locator(".bp6-table-quadrant-main .bp6-table-cell-col-1", { hasText: fullname });
  await expect(cell).toBeVisible();
  const row = await cell.evaluate((el) => [...el.classList].find((c) => /^bp6-table-cell-row-\d+$/.test(c)));
  const index = Number(row?.replace("bp6-table-cell-row-", "") ?? 0);
  const box = picker
    .locator(".bp6-table-quadrant-main")
    .getByRole("checkbox", { name: `选择第 ${index + 1} 行` });
  // Blueprint draws the box over the input: click the box, as a user does.
  await box.locator("xpath=..").click();
  await expect(box).toBeChecked();
  await picker.getByRole("button", { name: "确定" }).click();
  await expect(picker).toBeHidden();
  await expect(dialog.getByText(fullname)).toBeVisible();
}

/** Opens the task screen's collaboration dialog of `button`, picks the people, types the text, sends. */
async function collaborate(page: Page, button: string, people: string[], text: string) {
  await page.getByRole("button", { name: button, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: button });
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(300); // the dialog's fade-in ends before the scan
  expect(await violations(page)).toEqual([]);
  for (const person of people) await pickUser(dialog, page, person);
  await dialog.getByRole("textbox").last().fill(text);
  await dialog.getByRole("button", { name: "确定" }).click();
  await expect(dialog).toBeHidden();
}

/** The unread count the header's message badge names (站内消息，N 条未读). */
async function unread(page: Page): Promise<number> {
  const name =
    (await page.getByRole("link", { name: /站内消息，\d+ 条未读/ }).getAttribute("aria-label")) ?? "";
  return Number(/(\d+)/.exec(name)?.[1] ?? Number.NaN);
}

test.describe("flow collaboration", () => {
  test.describe.configure({ timeout: 300_000 });

  test("inquiry and reply, delegate, urge with a live badge, send to read and agree, read in 待阅 → 已阅", async ({
    browser,
    request,
  }) => {
    const reason = `e2e 协作 ${Date.now()}`;
    const instId = await startLeaveByApi(request, reason);
    expect(instId).not.toBe("");

    // lisi asks qianqi; her task waits (no 征询 while the inquiry is open).
    const lisi = await personPage(browser, "lisi");
    await openTodo(lisi, reason);
    await collaborate(lisi, "征询", ["钱七"], "请钱七看看这个假期安排");
    await openTodo(lisi, reason);
    await expect(lisi.getByRole("button", { name: "同意", exact: true })).toBeVisible();
    await expect(lisi.getByRole("button", { name: "征询", exact: true })).toHaveCount(0);

    // qianqi replies from her to-do list; the history shows the reply under the inquiry.
    const qianqi = await personPage(browser, "qianqi");
    await openTodo(qianqi, reason);
    await collaborate(qianqi, "回复", [], "安排合理，可以批准");
    await qianqi.context().close();

    // lisi, asked again, delegates to zhaoliu; the history names the question and the answer.
    await openTodo(lisi, reason);
    await expect(lisi.getByText("安排合理，可以批准").first()).toBeVisible();
    await expect(lisi.getByRole("button", { name: "征询", exact: true })).toBeVisible();
    await collaborate(lisi, "转办", ["赵六"], "请赵六代为审批");
    await lisi.goto("/fvue/v-flow/v-myDelegate");
    await expect(lisi.locator(".tessera-flow-subject", { hasText: reason })).toBeVisible();
    await lisi.context().close();

    // zhaoliu waits on the home page; zhangsan urges from the instance page; zhaoliu's badge rises live.
    const zhaoliu = await personPage(browser, "zhaoliu");
    await expect(zhaoliu.getByRole("link", { name: /站内消息，\d+ 条未读/ })).toBeVisible();
    const before = await unread(zhaoliu);
    const zhangsan = await personPage(browser, "zhangsan");
    await zhangsan.goto(`/fvue/inst/${instId}`);
    await zhangsan.getByRole("button", { name: "催办", exact: true }).click();
    const urge = zhangsan.getByRole("dialog", { name: "催办" });
    await expect(urge.getByText(/赵六/)).toBeVisible();
    await urge.getByLabel("催办意见").fill("请尽快处理");
    await urge.getByRole("button", { name: "发送" }).click();
    await expect(urge.getByText(/已催办|成功|已发送/).first()).toBeVisible();
    await zhangsan.context().close();
    await expect.poll(() => unread(zhaoliu), { timeout: 20_000 }).toBeGreaterThan(before);

    // zhaoliu sends it to wangwu to read, then agrees in lisi's place.
    await openTodo(zhaoliu, reason);
    await collaborate(zhaoliu, "传阅", ["王五"], "请王五知悉");
    await zhaoliu.getByPlaceholder("请输入审批意见").fill("代李四同意");
    await zhaoliu.getByRole("button", { name: "同意", exact: true }).click();
    await expect(zhaoliu.getByText("任务办理成功")).toBeVisible();
    await zhaoliu.context().close();

    // wangwu reads it in 待阅; it moves to 已阅.
    const wangwu = await personPage(browser, "wangwu");
    await wangwu.goto("/fvue/v-flow/v-todoRead");
    await wangwu.locator(".tessera-flow-subject", { hasText: reason }).first().click();
    await expect(wangwu).toHaveURL(/\/fvue\/taskRead\//);
    await expect(wangwu.getByRole("region", { name: "传阅信息" }).getByText("请王五知悉")).toBeVisible();
    expect(await violations(wangwu)).toEqual([]);
    await wangwu.goto("/fvue/v-flow/v-todoRead");
    await expect(wangwu.getByRole("heading", { level: 1 })).toBeAttached();
    await expect(wangwu.locator(".tessera-flow-subject", { hasText: reason })).toHaveCount(0);
    await wangwu.goto("/fvue/v-flow/v-doneRead");
    await expect(wangwu.locator(".tessera-flow-subject", { hasText: reason })).toBeVisible();
    await wangwu.context().close();
  });
});
