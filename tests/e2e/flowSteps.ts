import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { signIn } from "./fixtures";

/* The steps the flow specs share: people on their own browsers, and starting a leave by screen or by API. */

/** A signed-in page of its own browser context (one person per context, as on separate machines). */
export async function personPage(browser: Browser, account: string): Promise<Page> {
  const context = await browser.newContext({ locale: "zh-CN" });
  const page = await context.newPage();
  await page.goto("/fvue/login");
  await signIn(page, account);
  await page.getByRole("navigation", { name: "主菜单" }).waitFor();
  return page;
}

/** Opens the to-do row whose subject holds `text`, from a fresh load of the to-do list. */
export async function openTodo(page: Page, text: string) {
  await page.goto("/fvue/v-flow/v-todo");
  await page.locator(".tessera-flow-subject", { hasText: text }).first().click();
  await expect(page).toHaveURL(/\/fvue\/task\//);
}

/** Fills a date field of the online form (Blueprint DateInput takes typed yyyy-MM-dd). */
export async function fillDate(page: Page, label: string, value: string) {
  const input = page.getByLabel(label);
  await input.fill(value);
  await input.press("Enter");
}

/** Opens the leave start screen from the catalog, as a click does (client-side navigation). */
export async function openLeaveStart(page: Page) {
  await page.goto("/fvue/v-flow/v-flowList");
  await page.getByText("全部流程").waitFor();
  await page.locator(".tessera-flow-catalog").getByText("请假申请").click();
  await expect(page).toHaveURL(/\/fvue\/agentStart\/[^/]+\/0$/);
}

/** Starts a leave through the start screen; waits for 流程启动成功 and the requests list. */
export async function startLeave(page: Page, reason: string, start = "2026-12-01", end = "2026-12-02") {
  await openLeaveStart(page);
  await page.getByLabel("请假事由").fill(reason);
  await fillDate(page, "开始日期", start);
  await fillDate(page, "结束日期", end);
  await page.getByRole("button", { name: /^(启动|提交)$/ }).click();
  await expect(page.getByText("流程启动成功")).toBeVisible();
  await expect(page).toHaveURL(/\/fvue\/v-flow\/v-request$/);
}

const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64");

/** A bearer token of a demo account, through /auth. */
export async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post("/auth", { data: { username, password: b64("Passw0rd!") } });
  expect(res.status()).toBe(200);
  return (await res.json()).token;
}

/** `account` (zhangsan by default) starts a one-day leave through the API; answers the instance id. */
export async function startLeaveByApi(
  request: APIRequestContext,
  reason: string,
  account = "zhangsan",
): Promise<string> {
  const token = await tokenOf(request, account);
  const data = b64(
    JSON.stringify({ leave: { reason, startDate: "2030-03-04", endDate: "2030-03-04", days: 1 } }),
  );
  const res = await request.post("/runtime/instance/v1/start", {
    headers: { authorization: `Bearer ${token}` },
    data: { flowKey: "leave", data },
  });
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.state).toBe(true);
  return String(body.instId ?? "");
}
