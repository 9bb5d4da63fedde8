import { expect, test } from "@playwright/test";
import { signIn } from "./fixtures";

test.describe("home designers", () => {
  test("a configurer creates a column in the designer, puts it on her home in v-myLayout, and it is there after signing in again", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    await page.goto("/fvue/login");
    await signIn(page, "admin");
    await page.getByRole("navigation", { name: "主菜单" }).waitFor();

    // The column designer (配置工作台 → 首页栏目): a new static column with an html template.
    await page.goto("/fvue/v-config/homeColumns/new");
    await page.getByLabel("栏目名称").fill("端到端公告");
    await page.getByLabel("栏目别名").fill("e2eNotice");
    await page.getByLabel("栏目模板").fill("<p>这是端到端测试创建的栏目</p>");
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("保存成功").first()).toBeVisible();

    // v-myLayout: add it to the first cell and save.
    await page.goto("/fvue/v-personal/v-myLayout");
    await page
      .getByRole("combobox", { name: /^添加栏目…/ })
      .first()
      .selectOption({ label: "端到端公告" });
    await page.getByRole("button", { name: "保存", exact: true }).click();
    await expect(page.getByText("保存成功").first()).toBeVisible();
    await context.close();

    // A new session: the home shows the new column with its content.
    const again = await browser.newContext({ locale: "zh-CN" });
    const home = await again.newPage();
    await home.goto("/fvue/login");
    await signIn(home, "admin");
    await expect(home).toHaveURL(/\/fvue\/home$/);
    await expect(home.getByText("这是端到端测试创建的栏目")).toBeVisible();
    await again.close();
  });

  test("a user arranges her home in v-myLayout (a renamed tab container with a column, a single-column row, an xl span) and finds it again after signing in anew", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "zh-CN", viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/fvue/login");
    await signIn(page, "zhangsan");
    await page.getByRole("navigation", { name: "主菜单" }).waitFor();
    await page.goto("/fvue/v-personal/v-myLayout");
    await page.getByText("栅格行 1").waitFor();
    // Start from the default layout (a run against a database where she saved one before starts the same).
    await page.getByRole("button", { name: "恢复默认" }).click();
    await page.getByRole("button", { name: "确定" }).click();
    await expect(page.getByText("已恢复默认布局")).toBeVisible();
    await expect(page.getByText("当前为默认布局（保存后成为个人布局）")).toBeVisible();
    const rows = await page.getByTestId("my-layout-row").count();
    const tabRow = `标签页 ${rows + 1}`;

    // A tab container, renamed, with its tab renamed; a column dragged from the list into the tab.
    await page.getByRole("button", { name: "添加标签页" }).click();
    await page.getByLabel(`标签页名称 ${tabRow}`).fill("");
    await expect(page.getByText("名称不能为空")).toBeVisible();
    await page.getByLabel(`标签页名称 ${tabRow}`).fill("端到端工作台");
    await page.getByLabel(`标签名称 ${tabRow} 第1个标签`).fill("端到端标签");
    const tab = page.getByRole("region", { name: `第${rows + 1}行 标签 端到端标签` });
    await tab.scrollIntoViewIfNeeded(); // the list of columns stays in view (sticky) beside the rows
    // Dragged with the mouse as a person does: press, move a little (the drag starts after a few pixels),
    // glide to the tab in steps, release.
    const listed = page
      .getByRole("complementary", { name: "可用栏目" })
      .getByText("今日工作", { exact: true });
    await listed.hover();
    await page.mouse.down();
    const start = await listed.boundingBox();
    await page.mouse.move((start?.x ?? 0) + 12, (start?.y ?? 0) + 12, { steps: 3 });
    const box = await tab.boundingBox();
    await page.mouse.move((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2, {
      steps: 12,
    });
    await expect(tab).toHaveClass(/is-over/);
    await page.mouse.up();
    await expect(tab.getByRole("listitem").filter({ hasText: "今日工作" })).toBeVisible();
    // The keyboard: its handle picks it up (Space), an arrow moves it before the row, Escape puts it back.
    const announced = page.locator("[id^='DndLiveRegion']");
    await tab.getByRole("button", { name: "拖动 今日工作" }).focus();
    await page.keyboard.press("Space");
    await expect(announced).toHaveText("已拿起 今日工作");
    await page.keyboard.press("ArrowUp");
    await expect(announced).toHaveText(`今日工作 移到了 第${rows + 1}行之前（成为单栏目行）`);
    await page.keyboard.press("Escape");
    await expect(announced).toHaveText("已取消拖动 今日工作");
    await expect(tab.getByRole("listitem").filter({ hasText: "今日工作" })).toBeVisible();

    // A single-column row, and the first cell full width on screens from 1920 px (xl).
    await page.getByLabel("添加单栏目行…").selectOption({ label: "本周工作" });
    await expect(page.getByText(`单栏目 ${rows + 2}`)).toBeVisible();
    await page.getByRole("button", { name: "按屏幕宽度 第1行 格子 1" }).click();
    await page.getByLabel("xl（≥1920px） 第1行 格子 1").fill("24");
    await page.keyboard.press("Escape");
    const effective = "实际宽度 xs 12 · sm 12 · md 12 · lg 12 · xl 24";
    await expect(page.getByTestId("my-layout-effective").first()).toHaveText(effective);
    await page.getByRole("button", { name: "保存", exact: true }).click();
    await expect(page.getByText("保存成功").first()).toBeVisible();
    await context.close();

    // A new session: /home has the tab with its name and column, the single row, and the wide first cell.
    // An xl screen (≥1920 px, the grid's breakpoint table), where the xl span of 24 applies.
    const again = await browser.newContext({ locale: "zh-CN", viewport: { width: 1920, height: 900 } });
    const home = await again.newPage();
    await home.goto("/fvue/login");
    await signIn(home, "zhangsan");
    await expect(home).toHaveURL(/\/fvue\/home$/);
    await expect(home.getByRole("heading", { name: "端到端工作台" })).toBeVisible();
    await expect(home.getByRole("tab", { name: "端到端标签" })).toBeVisible();
    await expect(home.getByRole("tabpanel").getByText("09:30 晨会")).toBeVisible();
    await expect(home.getByText("完成迭代开发")).toBeVisible();
    const firstRow = home.getByTestId("home-grid").first();
    const firstCell = firstRow.locator(".tessera-home-cell").first();
    await expect(firstCell).toHaveAttribute("data-spans", "12/12/12/12/24");
    const [rowBox, cellBox] = [await firstRow.boundingBox(), await firstCell.boundingBox()];
    expect(Math.round(cellBox?.width ?? 0)).toBe(Math.round(rowBox?.width ?? -1));

    // v-myLayout shows the same layout.
    await home.goto("/fvue/v-personal/v-myLayout");
    await expect(home.getByText("当前为个人布局")).toBeVisible();
    await expect(home.getByLabel(`标签页名称 ${tabRow}`)).toHaveValue("端到端工作台");
    await expect(home.getByLabel(`标签名称 ${tabRow} 第1个标签`)).toHaveValue("端到端标签");
    const savedTab = home.getByRole("region", { name: `第${rows + 1}行 标签 端到端标签` });
    await expect(savedTab.getByRole("listitem").filter({ hasText: "今日工作" })).toBeVisible();
    const single = home.getByTestId("my-layout-row").filter({ hasText: `单栏目 ${rows + 2}` });
    await expect(single.getByRole("listitem").filter({ hasText: "本周工作" })).toBeVisible();
    await expect(home.getByTestId("my-layout-effective").first()).toHaveText(effective);
    await again.close();
  });
});
