import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { navigate as go, settle, signIn, WCAG_TAGS } from "./fixtures";
import { STAFF_ROUTES } from "./routes";

/**
 * WCAG 2.2 AA sweep: every route a user reaches from the menus, as each demo role, in both languages.
 * The bar is no critical and no serious axe violation; a failure lists the page, the rule and its targets.
 */

type Lang = "zh-CN" | "en-US";
const LANGS: Lang[] = ["zh-CN", "en-US"];

interface Role {
  account: string;
  fullname: string;
  /** Menus only this role sees (secretary: the leaders' lists; configurer: the configurer pages). */
  extra?: string[];
}

const ROLES: Role[] = [
  { account: "zhangsan", fullname: "张三" },
  { account: "lisi", fullname: "李四" },
  { account: "wangwu", fullname: "王五", extra: ["/v-flow/v-leader"] },
  { account: "zhaoliu", fullname: "赵六" },
  { account: "qianqi", fullname: "钱七" },
  {
    account: "admin",
    fullname: "系统管理员",
    extra: ["/v-config/homeColumns", "/v-config/homeColumns/new", "/v-config/playground"],
  },
];

interface Finding {
  where: string;
  rule: string;
  impact: string;
  targets: string[];
}

/** Every finding of the running test, for the figures it prints. */
let counted: Finding[] = [];

/** Prints the number of failing elements per impact and per rule of the test's findings. */
function printFigures(title: string) {
  const byImpact: Record<string, number> = {};
  const rules = new Map<string, number>();
  for (const f of counted) {
    const n = Math.max(f.targets.length, 1);
    byImpact[f.impact] = (byImpact[f.impact] ?? 0) + n;
    rules.set(`${f.impact} ${f.rule}`, (rules.get(`${f.impact} ${f.rule}`) ?? 0) + n);
  }
  console.log(`${title}: elements per impact ${JSON.stringify(byImpact)}`);
  for (const [rule, n] of [...rules].sort()) console.log(`  ${rule}: ${n}`);
  counted = [];
}

/**
 * Client-side navigation, as a menu click does (no reload); the focus must then be on the new page (its
 * heading or main), not left on the body (issue 13 §4).
 */
async function navigate(page: Page, path: string): Promise<Finding[]> {
  await go(page, path);
  const focused = await page.evaluate(() => {
    const el = document.activeElement;
    return !el || el === document.body ? "body" : "";
  });
  return focused
    ? [{ where: path, rule: "focus-after-navigation", impact: "serious", targets: [focused] }]
    : [];
}

/**
 * Scans the page with axe; returns the critical and serious violations as findings, with a page that has
 * not exactly one h1 (its title) as one more.
 */
async function scan(page: Page, where: string): Promise<Finding[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found: Finding[] = result.violations.map((v) => ({
    where,
    rule: v.id,
    impact: v.impact ?? "unknown",
    targets: v.nodes.map((n) => n.target.join(" ")),
  }));
  const h1s = await page.locator("h1").allTextContents();
  if (h1s.length !== 1) found.push({ where, rule: "one-h1", impact: "serious", targets: h1s });
  counted.push(...found);
  return found.filter((f) => f.impact === "critical" || f.impact === "serious");
}

function report(findings: Finding[]): string {
  return findings
    .map((f) => `${f.where}: ${f.rule} (${f.impact}) on ${f.targets.slice(0, 6).join(", ")}`)
    .join("\n");
}

/** A signed-in browser context of one role, in `lang`. */
async function signedIn(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext({ locale: "zh-CN", viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  await page.goto("/fvue/login");
  await signIn(page, role.account);
  await page.getByRole("navigation", { name: "主菜单" }).waitFor();
  await page.getByText(role.fullname).first().waitFor();
  return page;
}

/** Switches the language with the header's buttons and waits for the menus in that language. */
async function switchLanguage(page: Page, lang: Lang) {
  const group = page.getByRole("group", { name: /语言|Language/ });
  await group.getByRole("button", { name: lang === "zh-CN" ? "简体中文" : "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await page.getByRole("navigation", { name: lang === "zh-CN" ? "主菜单" : "Main menu" }).waitFor();
}

/** Opens the first row subject of a list, when the list has one; returns whether it did. */
async function openFirstRow(page: Page, list: string, url: RegExp, bad: Finding[]): Promise<boolean> {
  bad.push(...(await navigate(page, list)));
  const subject = page.locator(".tessera-flow-subject").first();
  if ((await subject.count()) === 0) return false;
  await subject.click();
  await expect(page).toHaveURL(url);
  await settle(page);
  return true;
}

/** Tab from the top of the page reaches the skip link first; Enter on it moves the focus into main. */
async function checkSkipLink(page: Page, lang: Lang): Promise<Finding[]> {
  // A fresh load: the Tab key then starts from the top of the page.
  await page.reload();
  await settle(page);
  await page.keyboard.press("Tab");
  const first = await page.evaluate(() => document.activeElement?.textContent ?? "");
  const name = lang === "zh-CN" ? "跳到主要内容" : "Skip to main content";
  if (first !== name)
    return [{ where: `skip link [${lang}]`, rule: "skip-link", impact: "serious", targets: [first] }];
  await page.keyboard.press("Enter");
  const inMain = await page.evaluate(() => !!document.activeElement?.closest("main"));
  return inMain
    ? []
    : [{ where: `skip link [${lang}]`, rule: "skip-link", impact: "serious", targets: ["main"] }];
}

test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  test.describe.configure({ timeout: 900_000 });

  test("the login page, in both languages", async ({ page }) => {
    const bad: Finding[] = [];
    for (const lang of LANGS) {
      await page.goto("/fvue/login");
      await page.evaluate((l) => localStorage.setItem("lang", l), lang);
      await page.goto("/fvue/login");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await settle(page);
      bad.push(...(await scan(page, `login [${lang}]`)));
    }
    printFigures("login");
    expect(bad, report(bad)).toEqual([]);
  });

  for (const role of ROLES) {
    test(`every page of ${role.account}, in both languages`, async ({ browser }) => {
      const page = await signedIn(browser, role);
      const bad: Finding[] = [];
      for (const lang of LANGS) {
        await switchLanguage(page, lang);
        const at = (what: string) => `${role.account} [${lang}] ${what}`;
        for (const path of [...STAFF_ROUTES, ...(role.extra ?? [])]) {
          bad.push(...(await navigate(page, path)));
          bad.push(...(await scan(page, at(path))));
        }
        // A start screen (the online form) from the catalog; a secretary first picks the leader.
        bad.push(...(await navigate(page, "/v-flow/v-flowList")));
        await page.locator(".tessera-flow-catalog .tessera-flow-tile").first().click();
        const dialog = page.getByRole("dialog");
        await expect(page.locator("form").or(dialog).first()).toBeVisible();
        if (await dialog.isVisible()) {
          await settle(page);
          bad.push(...(await scan(page, at("leader choice"))));
          await page.keyboard.press("Escape");
        } else {
          await expect(page).toHaveURL(/\/fvue\/agentStart\//);
          await settle(page);
          bad.push(...(await scan(page, at("start screen"))));
        }
        // A task screen and an instance screen, when the role has rows to open.
        if (await openFirstRow(page, "/v-flow/v-todo", /\/fvue\/task\//, bad))
          bad.push(...(await scan(page, at("task screen"))));
        if (
          (await openFirstRow(page, "/v-flow/v-request", /\/fvue\/(inst|start)\//, bad)) ||
          (await openFirstRow(page, "/v-flow/v-done", /\/fvue\/inst\//, bad))
        )
          bad.push(...(await scan(page, at("instance screen"))));
        // The skip link, and the personal information dialog from the user dropdown, on home.
        bad.push(...(await navigate(page, "/home")));
        bad.push(...(await checkSkipLink(page, lang)));
        await page
          .getByRole("button", { name: new RegExp(role.fullname) })
          .first()
          .click();
        await page
          .getByRole("menuitem", { name: lang === "zh-CN" ? "个人信息" : "Personal information" })
          .click();
        await page.getByRole("dialog").waitFor();
        await settle(page);
        bad.push(...(await scan(page, at("personal information"))));
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toHaveCount(0);
      }
      await page.context().close();
      printFigures(role.account);
      expect(bad, report(bad)).toEqual([]);
    });
  }
});
