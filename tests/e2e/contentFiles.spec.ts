import { readFileSync } from "node:fs";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { navigate, settle, signInToShell, violations } from "./fixtures";

/*
 * The attachments of rules and news (issue 15, spec 3 §2) against the real server and its seeded demo
 * files: a rule's PDF previews from the rules list and from the rule's page (never downloads: rules are
 * preview only), a news item's PDF previews and downloads. lisi reads files he did not upload: the
 * tenant's staff may read a published rule's and a news item's files. Every page passes axe and fits a
 * 390 px phone.
 */

const RULE_FILE = "员工手册（2026版）.pdf";
const NEWS_FILE = "新闻附件.pdf";

/** The preview dialog of `name`, once its PDF page shows `text`. */
async function pdfPreview(page: Page, name: string, text: string): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: `附件预览：${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("region", { name: `PDF 阅读器：${name}` })).toBeVisible();
  await expect(dialog.getByText(text)).toBeVisible({ timeout: 60_000 });
  await page.waitForTimeout(300); // the dialog's fade-in ends before a scan
  return dialog;
}

async function closePreview(dialog: Locator) {
  await dialog.getByRole("button", { name: "关闭", exact: true }).first().click();
  await expect(dialog).toBeHidden();
}

/** A signed-in 390×844 phone. */
async function phone(browser: Browser, account: string, fullname: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale: "zh-CN",
  });
  const page = await context.newPage();
  await signInToShell(page, account, fullname);
  return page;
}

/**
 * How far the page reaches sideways: the document's scroll width, how much the main area scrolls sideways
 * (its scroll width past its own width) and the rightmost edge of the content (table, file lists).
 */
function reach(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector("main");
    const content = document.querySelectorAll(
      ".tessera-content-page, .tessera-content-table, .tessera-content-files, .tessera-content-attachments",
    );
    const right = Math.max(0, ...[...content].map((el) => el.getBoundingClientRect().right));
    return {
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      mainOverflow: main ? main.scrollWidth - main.clientWidth : 0,
      right: Math.round(right),
    };
  });
}

test.describe("rules and news attachments", () => {
  test.describe.configure({ timeout: 240_000 });

  test("a rule's file previews from the list and from the rule's page, with no download anywhere", async ({
    page,
  }) => {
    await signInToShell(page, "lisi", "李四");
    await page.goto("/fvue/v-system");
    const table = page.getByRole("table", { name: "规章制度" });
    await expect(table.getByRole("columnheader", { name: "附件" })).toBeVisible();
    const files = table.getByRole("list", { name: "员工手册（2026版） 的附件" });
    await expect(files.getByRole("button", { name: RULE_FILE })).toBeVisible();
    await expect(table.getByText("无附件").first()).toBeVisible();
    await expect(table.getByRole("button", { name: /下载/ })).toHaveCount(0);
    await settle(page);
    expect(await violations(page)).toEqual([]);

    await files.getByRole("button", { name: RULE_FILE }).click();
    const fromList = await pdfPreview(page, RULE_FILE, "Tessera employee handbook 2026");
    expect(await violations(page)).toEqual([]);
    await closePreview(fromList);

    await table.getByRole("link", { name: "员工手册（2026版）" }).click();
    await expect(page).toHaveURL(/\/fvue\/v-system\/rc-platform-1$/);
    const part = page.getByRole("region", { name: "附件" });
    await expect(part.getByText(RULE_FILE)).toBeVisible();
    await expect(part.getByRole("button", { name: `下载 ${RULE_FILE}` })).toHaveCount(0);
    await settle(page);
    expect(await violations(page)).toEqual([]);
    await part.getByRole("button", { name: `预览 ${RULE_FILE}` }).click();
    await closePreview(await pdfPreview(page, RULE_FILE, "Tessera employee handbook 2026"));
  });

  test("a news item's file previews and downloads", async ({ page }) => {
    await signInToShell(page, "lisi", "李四");
    await page.goto("/fvue/news/nw-platform-1");
    const part = page.getByRole("region", { name: "附件" });
    await expect(part.getByText(NEWS_FILE)).toBeVisible();
    await settle(page);
    expect(await violations(page)).toEqual([]);

    await part.getByRole("button", { name: `预览 ${NEWS_FILE}` }).click();
    const dialog = await pdfPreview(page, NEWS_FILE, "Tessera news attachment");
    expect(await violations(page)).toEqual([]);
    await closePreview(dialog);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      part.getByRole("button", { name: `下载 ${NEWS_FILE}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(NEWS_FILE);
    const saved = await download.path();
    const bytes = readFileSync(saved);
    expect(bytes.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
    expect(bytes.toString("latin1")).toContain("Tessera news attachment");
  });

  test("at 390 px the rules list, a rule and a news item fit the phone, their files in reach", async ({
    browser,
  }) => {
    const page = await phone(browser, "lisi", "李四");
    const bad: string[] = [];
    // English labels are longer: both languages.
    for (const lang of ["en-US", "zh-CN"]) {
      await page.evaluate((l) => localStorage.setItem("lang", l), lang);
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      for (const [path, files] of [
        ["/v-system", ".tessera-content-files"],
        ["/v-system/rc-platform-1", ".tessera-content-attachments"],
        ["/news/nw-platform-1", ".tessera-content-attachments"],
      ] as const) {
        await navigate(page, path);
        await expect(page.locator(files).first()).toBeVisible();
        const seen = await reach(page);
        if (seen.scrollWidth > 390 || seen.mainOverflow > 1 || seen.right > 390)
          bad.push(`${path} [${lang}]: ${JSON.stringify(seen)}`);
      }
    }
    // A file name of the list still opens its preview by tapping.
    await navigate(page, "/v-system");
    await page.getByRole("button", { name: RULE_FILE }).tap();
    await pdfPreview(page, RULE_FILE, "Tessera employee handbook 2026");
    await page.context().close();
    expect(bad, bad.join("\n")).toEqual([]);
  });
});
