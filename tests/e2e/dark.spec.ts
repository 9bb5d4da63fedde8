import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { networkQuiet, signInToShell, WCAG_TAGS } from "./fixtures";

/** Dark mode (issue 13 §6): follows prefers-color-scheme, switchable in the user menu, readable. */

/** Waits until home shows its columns: no spinner or skeleton left, the network quiet. */
async function settle(page: Page) {
  await networkQuiet(page);
  await expect(page.locator(".bp6-spinner, .bp6-skeleton, .tessera-loading")).toHaveCount(0, {
    timeout: 20_000,
  });
  await page.waitForTimeout(400);
}

/** The contrast findings of axe on the page, as "rule on targets" lines. */
async function contrastFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations
    .filter((v) => v.impact === "critical" || v.impact === "serious")
    .map(
      (v) =>
        `${v.id} (${v.impact}) on ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 8)
          .join(", ")}`,
    );
}

test.describe("dark mode", () => {
  test("follows the system's dark preference on home, with no critical or serious axe finding", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await signInToShell(page, "zhangsan", "张三");
    await expect(page.locator("body")).toHaveClass(/bp6-dark/);
    await settle(page);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe("rgb(28, 33, 39)");
    expect(await contrastFindings(page)).toEqual([]);
  });

  test("the user menu's 外观 switch overrides the system and is remembered", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await signInToShell(page, "lisi", "李四");
    await expect(page.locator("body")).not.toHaveClass(/bp6-dark/);
    await page.getByRole("button", { name: /李四/ }).click();
    await page.getByRole("menuitemradio", { name: "深色" }).click();
    await expect(page.locator("body")).toHaveClass(/bp6-dark/);
    await page.reload();
    await expect(page.locator("body")).toHaveClass(/bp6-dark/);
    await page.getByRole("button", { name: /李四/ }).click();
    await expect(page.getByRole("menuitemradio", { name: "深色" })).toHaveAttribute("aria-checked", "true");
    await page.getByRole("menuitemradio", { name: "跟随系统" }).click();
    await expect(page.locator("body")).not.toHaveClass(/bp6-dark/);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("body")).toHaveClass(/bp6-dark/);
  });
});
