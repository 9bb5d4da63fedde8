import { type Browser, expect, type Page, test } from "@playwright/test";
import { navigate, settle, signIn } from "./fixtures";
import { STAFF_ROUTES } from "./routes";

/**
 * Phones (issue 13 §6): at 390×844 with touch, every route a staff member uses fits the screen (nothing
 * wider than the viewport, no sideways scrolling of the page or its main area) in both languages, and a
 * task is approved by tapping alone.
 */

const WIDTH = 390;
const PHONE = {
  viewport: { width: WIDTH, height: 844 },
  hasTouch: true,
  isMobile: true,
  locale: "zh-CN",
} as const;

/** A signed-in phone: its own browser context (one person per phone). */
async function phone(browser: Browser, account: string): Promise<Page> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto("/fvue/login");
  await signIn(page, account);
  await page.getByRole("navigation", { name: "主菜单" }).waitFor();
  return page;
}

interface Overflow {
  scrollWidth: number;
  /** Elements that stick out of the viewport or scroll sideways, widest first, as selectors. */
  offenders: { selector: string; width: number; right: number; why: string }[];
}

/**
 * Measures the page: the document's scroll width, and every shown element that sticks out past the
 * viewport (unless a scrolling ancestor holds it) or scrolls sideways itself. Data grids (Blueprint
 * Table: the query views' spreadsheet) scroll inside their own frame by design and are not counted.
 */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const selectorOf = (el: Element): string => {
      const classes = [...el.classList]
        .slice(0, 3)
        .map((c) => `.${c}`)
        .join("");
      const own = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${classes}`;
      const parent = el.parentElement;
      if (!parent || parent === document.body) return own;
      const up = parent.id
        ? `#${parent.id}`
        : `${parent.tagName.toLowerCase()}${[...parent.classList]
            .slice(0, 2)
            .map((c) => `.${c}`)
            .join("")}`;
      return `${up} > ${own}`;
    };
    const scrolls = (el: Element) => {
      const x = getComputedStyle(el).overflowX;
      return x === "auto" || x === "scroll";
    };
    const held = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (scrolls(up)) return true;
      }
      return false;
    };
    const grid = (el: Element) => !!el.closest(".bp6-table-container");
    const offenders: Overflow["offenders"] = [];
    for (const el of document.body.querySelectorAll("*")) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || grid(el)) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "contents") continue;
      const width = Math.max(rect.width, el.scrollWidth);
      if ((rect.right > viewport + 1 || rect.left < -1) && !held(el)) {
        offenders.push({ selector: selectorOf(el), width, right: Math.round(rect.right), why: "sticks out" });
      } else if (scrolls(el) && el.scrollWidth > el.clientWidth + 1 && el.tagName !== "TEXTAREA") {
        offenders.push({
          selector: selectorOf(el),
          width,
          right: Math.round(rect.right),
          why: "scrolls sideways",
        });
      }
    }
    offenders.sort((a, b) => b.width - a.width);
    return {
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      offenders: offenders.slice(0, 8),
    };
  });
}

const describe = (where: string, o: Overflow) =>
  `${where}: scrollWidth ${o.scrollWidth}\n${o.offenders
    .map((f) => `  ${f.selector} (${Math.round(f.width)} px, right ${f.right}, ${f.why})`)
    .join("\n")}`;

test.describe("phones (390×844, touch)", () => {
  test.describe.configure({ timeout: 300_000 });

  test("every route a staff member uses fits the screen: nothing wider than the viewport", async ({
    browser,
  }) => {
    const page = await phone(browser, "zhangsan");
    const bad: string[] = [];
    const check = async (where: string) => {
      const o = await measure(page);
      if (o.scrollWidth > WIDTH || o.offenders.length) bad.push(describe(where, o));
    };
    // English labels are longer: every route in both languages.
    for (const lang of ["en-US", "zh-CN"]) {
      await page.evaluate((l) => localStorage.setItem("lang", l), lang);
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      for (const path of STAFF_ROUTES) {
        await navigate(page, path);
        await check(`${path} [${lang}]`);
      }
    }
    // The drawer with the flow area's side menu, and the user menu.
    await navigate(page, "/v-flow/v-todo");
    await page.getByRole("button", { name: "打开菜单" }).tap();
    await expect(page.getByRole("dialog", { name: "菜单" })).toBeVisible();
    // Measured once it has slid in.
    await expect
      .poll(() => page.locator(".bp6-drawer").evaluate((el) => el.getBoundingClientRect().left))
      .toBe(0);
    await check("drawer");
    await page.getByRole("dialog", { name: "菜单" }).getByRole("button", { name: "关闭" }).tap();
    await expect(page.locator(".bp6-drawer")).toHaveCount(0);
    await page.getByRole("button", { name: /张三/ }).tap();
    await expect(page.getByRole("menuitem", { name: "退出登录" })).toBeVisible();
    await check("user menu");
    await page.keyboard.press("Escape");
    // A start screen (the online form stacks to one column).
    await navigate(page, "/v-flow/v-flowList");
    await page.locator(".tessera-flow-catalog").getByText("请假申请").tap();
    await expect(page).toHaveURL(/\/fvue\/agentStart\//);
    await settle(page);
    await check("start screen");
    await page.context().close();
    expect(bad, bad.join("\n")).toEqual([]);
  });

  test("approves a task by tapping: zhangsan's leave, lisi opens it from 待办, types an opinion, taps 同意", async ({
    browser,
  }) => {
    const reason = `手机审批 ${Date.now()}`;
    const zhangsan = await phone(browser, "zhangsan");
    await zhangsan.goto("/fvue/v-flow/v-flowList");
    await zhangsan.locator(".tessera-flow-catalog").getByText("请假申请").tap();
    await expect(zhangsan).toHaveURL(/\/fvue\/agentStart\/[^/]+\/0$/);
    await zhangsan.getByLabel("请假事由").fill(reason);
    for (const [label, value] of [
      ["开始日期", "2026-12-14"],
      ["结束日期", "2026-12-15"],
    ]) {
      await zhangsan.getByLabel(label).fill(value);
      await zhangsan.getByLabel(label).press("Enter");
    }
    await zhangsan.getByRole("button", { name: /^(启动|提交)$/ }).tap();
    await expect(zhangsan.getByText("流程启动成功")).toBeVisible();
    await zhangsan.context().close();

    const lisi = await phone(browser, "lisi");
    // The flow area from the top menu, then 待办事项 from the drawer's side menu.
    await lisi.goto("/fvue/v-flow/v-done");
    await lisi.getByRole("button", { name: "打开菜单" }).tap();
    const drawer = lisi.getByRole("dialog", { name: "菜单" });
    await drawer.getByRole("menuitem", { name: /^待办事项/ }).tap();
    await expect(lisi).toHaveURL(/\/fvue\/v-flow\/v-todo$/);
    await expect(drawer).toHaveCount(0);
    const subject = lisi.locator(".tessera-flow-subject", { hasText: reason });
    await expect(subject).toBeVisible();
    await subject.tap();
    await expect(lisi).toHaveURL(/\/fvue\/task\/[^/]+\/0$/);
    const opinion = lisi.getByPlaceholder("请输入审批意见");
    await opinion.tap();
    await opinion.fill("手机上看过了，同意");
    const agree = lisi.getByRole("button", { name: "同意" });
    await expect(agree).toBeInViewport();
    await agree.tap();
    await expect(lisi.getByText("任务办理成功")).toBeVisible();
    // The task is gone from lisi's to-do list.
    await lisi.goto("/fvue/v-flow/v-todo");
    await settle(lisi);
    await expect(lisi.getByText(reason)).toHaveCount(0);
    await lisi.context().close();
  });
});
