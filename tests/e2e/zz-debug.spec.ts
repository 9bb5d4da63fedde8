import { test } from "@playwright/test";
import { signIn } from "./fixtures";
test("debug", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: "zh-CN" });
  const page = await context.newPage();
  await page.goto("/fvue/login");
  await signIn(page, "zhangsan");
  await page.getByRole("navigation", { name: "主菜单" }).waitFor();
  for (const p of ["/home", "/v-flow/v-done", "/v-personal/v-myLayout", "/v-flow/v-todo"]) {
    await page.goto(`/fvue${p}`);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/${p.replace(/\//g, "_")}.png`, fullPage: false });
    const out = await page.evaluate(() => {
      const main = document.querySelector("main")!;
      const limit = main.getBoundingClientRect().right - 12;
      const res: string[] = [];
      for (const el of main.querySelectorAll("*")) {
        const r = el.getBoundingClientRect();
        if (r.right > limit + 1 && r.width > 0) res.push(`${el.tagName}.${[...el.classList].join(".")} w=${Math.round(r.width)} r=${Math.round(r.right)} sw=${el.scrollWidth}`);
      }
      return res.slice(0, 25);
    });
    console.log(p, "\n" + out.join("\n"));
  }
});
