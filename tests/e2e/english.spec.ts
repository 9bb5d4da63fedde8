import { type Browser, expect, type Page, test } from "@playwright/test";
import { navigate, settle, signIn } from "./fixtures";
import { STAFF_ROUTES } from "./routes";

/**
 * "English is English" (issue 13 §5): in en-US, no Chinese character is shown outside business data.
 *
 * Business data is what people typed or who they are, which no translation can cover: people's names,
 * record subjects and contents typed by users (flow subjects, news/notice/meeting titles and rooms,
 * reminders, opinions, form values, the rows of queries), and content a configurer wrote as content (the
 * HTML body of a template column, like a notice's body). An element may say so with `data-business`; the
 * known regions of business data are listed in BUSINESS below, each with its reason. Everything else —
 * menus, headers, titles, column titles, form field titles, flow and node names, chart titles, tab names,
 * department names, buttons, placeholders, aria labels and tooltips — is interface, configured or built in,
 * and must be English. Text that declares itself Chinese (`lang="zh-CN"`, e.g. 简体中文 on the language
 * switch) is a language's own name, not a leak.
 * The crawl reads the text nodes and the `placeholder`, `title` and `aria-label` attributes of the page,
 * skipping the business regions, and reports each leak with the page it was on.
 */

/** The regions of business data (see above); `[data-business]` marks any other element. */
const BUSINESS = [
  "[data-business]",
  '[lang^="zh"]',
  // The signed-in person's name in the header greeting and user menu.
  ".tessera-greeting",
  // Row subjects and details typed by users: flow lists, home rows (news, notices, meetings), reminders.
  ".tessera-flow-subject:is(a, button)",
  ".tessera-flow-subject h1",
  ".tessera-homewidget-row-title",
  ".tessera-homewidget-row-meta",
  ".tessera-home-reminder-subject",
  ".tessera-home-reminder-content",
  ".tessera-carousel-caption",
  // Configured HTML content of template columns (a configurer's text, like a notice body).
  ".tessera-home-column-html",
  // The rows (not the headers) of query and dialog results.
  ".bp6-table-cell",
  ".tessera-home-column-table td",
  // A subject as the page heading of a task or instance; opinions and form values typed by users.
  ".tessera-flow-opinion-text",
  "textarea",
  "input:not([placeholder])",
  // 人民币大写 (the Chinese capital amount) is Chinese by definition: the voucher format.
  ".tessera-form-capital",
  ".tessera-field-output",
  // Published content: the rows of news, notices, meetings and rules (titles, authors, rooms, publishers).
  ".tessera-content-page tbody",
  ".tessera-content-page .tessera-content-meta",
  ".tessera-content-page li a",
  // A message's title quotes the subject of the request it is about (typed by its starter).
  ".tessera-message-subject",
  // The playground's live form data: the values typed into its form.
  ".tessera-playground-json",
].join(", ");

/** People's names are business data wherever a list shows them (the demo's staff). */
const PEOPLE = new Set(["张三", "李四", "王五", "赵六", "钱七", "系统管理员"]);

/**
 * Labels that earlier specs' users typed in Chinese only (designers.spec.ts names a column 端到端公告 and
 * a tab 端到端工作台 without an English name): a label typed in one language shows as typed.
 */
const TYPED_BY_EARLIER_SPECS = /端到端/;

/** The name inside a leak's text: without the attribute, "Add a column…" and "Row N Tab " around it. */
const nameOf = (text: string) =>
  text
    .replace(/^@[\w-]+=/, "")
    .replace(/^Add a column… /, "")
    .replace(/^(Drag )?Row \d+ Tab /, "");

/** A leak that is a person's name or a label typed by a user. */
const tolerated = (l: Leak) => {
  const name = nameOf(l.text);
  return PEOPLE.has(name) || TYPED_BY_EARLIER_SPECS.test(l.text);
};

const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]/;

interface Role {
  account: string;
  fullname: string;
  extra?: string[];
  /** Saves the layout in force as the user's own in v-myLayout in zh-CN first (its names must stay bilingual). */
  saveLayout?: boolean;
}

const ROLES: Role[] = [
  { account: "zhangsan", fullname: "张三" },
  {
    account: "admin",
    fullname: "系统管理员",
    saveLayout: true,
    extra: ["/v-config/homeColumns", "/v-config/homeColumns/new", "/v-config/playground"],
  },
];

interface Leak {
  where: string;
  text: string;
  element: string;
}

/** The Chinese texts of the page outside `[data-business]`: text nodes and labelling attributes. */
async function leaks(page: Page, where: string): Promise<Leak[]> {
  const found = await page.evaluate(
    ([source, regions]) => {
      const cjk = new RegExp(source);
      const out: { text: string; element: string }[] = [];
      const describe = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).slice(0, 2).join(".")}` : ""}`;
      const business = (el: Element | null) => !!el?.closest(regions);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent ?? "";
        if (!parent || !cjk.test(text) || business(parent)) continue;
        if (parent.closest("script, style, noscript, [hidden]")) continue;
        out.push({ text: text.trim().slice(0, 60), element: describe(parent) });
      }
      for (const el of document.body.querySelectorAll("[placeholder], [title], [aria-label]")) {
        if (business(el)) continue;
        for (const name of ["placeholder", "title", "aria-label"]) {
          const value = el.getAttribute(name);
          if (value && cjk.test(value))
            out.push({ text: `@${name}=${value.slice(0, 60)}`, element: describe(el) });
        }
      }
      return out;
    },
    [CJK.source, BUSINESS] as const,
  );
  return found.map((f) => ({ where, ...f })).filter((l) => !tolerated(l));
}

function report(found: Leak[]): string {
  return found.map((l) => `${l.where}: "${l.text}" in ${l.element}`).join("\n");
}

/** A signed-in browser context of one role, switched to English with the header's buttons. */
async function signedInEnglish(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext({ locale: "zh-CN", viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  await page.goto("/fvue/login");
  await signIn(page, role.account);
  await page.getByRole("navigation", { name: "主菜单" }).waitFor();
  await page.getByText(role.fullname).first().waitFor();
  if (role.saveLayout) {
    await page.goto("/fvue/v-personal/v-myLayout");
    await page.getByRole("button", { name: "保存", exact: true }).click();
    await expect(page.getByText("保存成功").first()).toBeVisible();
  }
  const group = page.getByRole("group", { name: /语言|Language/ });
  await group.getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await page.getByRole("navigation", { name: "Main menu" }).waitFor();
  return page;
}

/** Opens the first row subject of a list, when the list has one; returns whether it did. */
async function openFirstRow(page: Page, list: string, url: RegExp): Promise<boolean> {
  await navigate(page, list);
  const subject = page.locator(".tessera-flow-subject").first();
  if ((await subject.count()) === 0) return false;
  await subject.click();
  await expect(page).toHaveURL(url);
  await settle(page);
  return true;
}

test.describe("English is English (en-US crawl)", () => {
  test.describe.configure({ timeout: 600_000 });

  for (const role of ROLES) {
    test(`every page of ${role.account} in en-US shows no Chinese outside business data`, async ({
      browser,
    }) => {
      const page = await signedInEnglish(browser, role);
      const found: Leak[] = [];
      for (const path of [...STAFF_ROUTES, ...(role.extra ?? [])]) {
        await navigate(page, path);
        found.push(...(await leaks(page, path)));
      }
      // A start screen (an online form) from the catalog, a task screen and an instance screen.
      await navigate(page, "/v-flow/v-flowList");
      await page.locator(".tessera-flow-catalog .tessera-flow-tile").first().click();
      await expect(page.locator("form").first()).toBeVisible();
      await settle(page);
      found.push(...(await leaks(page, "start screen")));
      if (await openFirstRow(page, "/v-flow/v-todo", /\/fvue\/task\//))
        found.push(...(await leaks(page, "task screen")));
      if (
        (await openFirstRow(page, "/v-flow/v-request", /\/fvue\/(inst|start)\//)) ||
        (await openFirstRow(page, "/v-flow/v-done", /\/fvue\/inst\//))
      )
        found.push(...(await leaks(page, "instance screen")));
      await page.context().close();
      expect(found, report(found)).toEqual([]);
    });
  }
});
