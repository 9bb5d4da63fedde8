import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { textPdf } from "../../src/features/files/preview/textPdf";
import { violations } from "./fixtures";
import { openTodo, personPage } from "./flowSteps";

/*
 * Files end to end (issue 15): an expense claim with a large attachment (progress, size, the next handler
 * reads and previews it), the previews of a PDF, a picture and a Word document (converted by the server's
 * LibreOffice), the zip of several files (the attachment field's 全部下载 and the task page's file tree, 附件),
 * and the electronic seal from the header's user menu.
 */

let dir = "";

/** A real PDF whose one page says `text`; `padding` bytes of comment lines after the header make it big. */
const pdfWithText = (text: string, padding = 0) => Buffer.from(textPdf(text, { padding }));

/** A plain RGB PNG of `width`×`height` in one colour. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  const pixels = Buffer.concat(Array(height).fill(row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Opens the expense claim's start screen from the flow catalog. */
async function openExpenseStart(page: Page) {
  await page.goto("/fvue/v-flow/v-flowList");
  await page.getByText("全部流程").waitFor();
  await page.locator(".tessera-flow-catalog").getByText("费用报销").first().click();
  await expect(page).toHaveURL(/\/fvue\/agentStart\/[^/]+\/0$/);
  await expect(page.getByLabel("报销事由")).toBeVisible();
}

/** The attachment field 附件 of the online form. */
const attachments = (page: Page): Locator => page.locator(".tessera-attach").first();

/** Picks files in the 附件 field; waits until each is listed as stored (its row done). */
async function upload(page: Page, files: string[]) {
  await page.locator('input[type="file"][aria-label="附件"]').setInputFiles(files);
  for (const file of files) {
    await expect(
      attachments(page).locator('.tessera-attach-row[data-status="done"]', { hasText: path.basename(file) }),
    ).toBeVisible({ timeout: 60_000 });
  }
}

/** Opens the preview of a listed file (its eye button); answers the preview dialog. */
async function openPreview(page: Page, name: string): Promise<Locator> {
  await attachments(page)
    .getByRole("button", { name: `预览 ${name}` })
    .click();
  const dialog = page.getByRole("dialog", { name: `附件预览：${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closePreview(dialog: Locator) {
  // The dialog's own close button (Blueprint's, named 关闭) comes first; a viewer may have another.
  await dialog.getByRole("button", { name: "关闭", exact: true }).first().click();
  await expect(dialog).toBeHidden();
}

/**
 * The names of a zip's entries, read from its central directory (the end record gives its offset and
 * count; each entry's name follows its 46-byte header), so no zip reader is needed.
 */
function zipEntryNames(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(-1);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString("utf8"));
    at += 46 + nameLength + extra + comment;
  }
  return names;
}

/** Clicks a button that saves a zip; the download's suggested name and the zip's entry names. */
async function zipBy(page: Page, button: Locator): Promise<{ name: string; entries: string[] }> {
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  const saved = path.join(dir, `saved-${Date.now()}.zip`);
  await download.saveAs(saved);
  const bytes = readFileSync(saved);
  expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  return { name: download.suggestedFilename(), entries: zipEntryNames(bytes) };
}

test.describe("files", () => {
  test.describe.configure({ timeout: 300_000 });

  test.beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "tessera-e2e-files-"));
    writeFileSync(path.join(dir, "big-invoice.pdf"), pdfWithText("Tessera big invoice", 10 * 1024 * 1024));
    writeFileSync(path.join(dir, "receipt.pdf"), pdfWithText("Tessera receipt page one"));
    writeFileSync(path.join(dir, "photo.png"), png(320, 200, [30, 120, 200]));
    writeFileSync(path.join(dir, "seal.png"), png(250, 70, [200, 20, 20]));
    writeFileSync(path.join(dir, "memo.txt"), "Tessera memo converted by LibreOffice\n");
    execFileSync(
      "soffice",
      [
        `-env:UserInstallation=file://${dir}/lo-profile`,
        "--headless",
        "--convert-to",
        "docx",
        "--outdir",
        dir,
        path.join(dir, "memo.txt"),
      ],
      { timeout: 120_000, stdio: "ignore" },
    );
    expect(readFileSync(path.join(dir, "memo.docx")).subarray(0, 2).toString()).toBe("PK");
  });

  test.afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("zhangsan claims expenses with a large attachment; lisi sees it on his task and previews it", async ({
    browser,
  }) => {
    const title = `e2e 附件报销 ${Date.now()}`;
    const big = path.join(dir, "big-invoice.pdf");
    const zhangsan = await personPage(browser, "zhangsan");
    await openExpenseStart(zhangsan);
    await zhangsan.getByLabel("报销事由").fill(title);
    // 报销明细 starts with its one required row.
    await zhangsan.locator('input[id$="sub_items_0_item"]').fill("差旅");
    await zhangsan.locator('input[id$="sub_items_0_amount"]').fill("120");

    // The upload is slowed (4 MB/s) so its progress bar is seen for a few seconds, as on a real network.
    const cdp = await zhangsan.context().newCDPSession(zhangsan);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 4 * 1024 * 1024,
    });
    await zhangsan.locator('input[type="file"][aria-label="附件"]').setInputFiles(big);
    const progress = attachments(zhangsan).getByRole("progressbar", { name: "big-invoice.pdf 上传进度" });
    await expect(progress).toBeVisible();
    const row = attachments(zhangsan).locator('.tessera-attach-row[data-status="done"]', {
      hasText: "big-invoice.pdf",
    });
    await expect(row).toBeVisible({ timeout: 90_000 });
    await expect(progress).toHaveCount(0);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(row.locator(".tessera-attach-size")).toHaveText("10.00M");

    await zhangsan.getByRole("button", { name: /^(启动|提交)$/ }).click();
    await expect(zhangsan.getByText("流程启动成功")).toBeVisible();
    await zhangsan.context().close();

    const lisi = await personPage(browser, "lisi");
    await openTodo(lisi, title);
    await expect(attachments(lisi).getByText("big-invoice.pdf")).toBeVisible();
    await expect(attachments(lisi).getByText("10.00M")).toBeVisible();
    const dialog = await openPreview(lisi, "big-invoice.pdf");
    await expect(dialog.getByText("Tessera big invoice")).toBeVisible({ timeout: 60_000 });
    await closePreview(dialog);
    await lisi.context().close();
  });

  test("previews a PDF's page text, a picture with zoom and rotate, and a Word document converted to PDF", async ({
    browser,
  }) => {
    const page = await personPage(browser, "zhaoliu");
    await openExpenseStart(page);
    await upload(page, [
      path.join(dir, "receipt.pdf"),
      path.join(dir, "photo.png"),
      path.join(dir, "memo.docx"),
    ]);

    const pdf = await openPreview(page, "receipt.pdf");
    await expect(pdf.getByRole("region", { name: "PDF 阅读器：receipt.pdf" })).toBeVisible();
    await expect(pdf.getByText("Tessera receipt page one")).toBeVisible({ timeout: 60_000 });
    await page.waitForTimeout(300); // the dialog's fade-in ends before the scan
    expect(await violations(page)).toEqual([]);
    await closePreview(pdf);

    const image = await openPreview(page, "photo.png");
    const viewer = image.getByRole("region", { name: "图片查看器" });
    await expect(viewer.locator("img")).toBeVisible();
    // The viewer stays inside the dialog (no full-screen overlay over the page and the dialog's header),
    // once the dialog's opening transition has ended.
    await expect
      .poll(async () => {
        const [outer, inner] = [await image.boundingBox(), await viewer.boundingBox()];
        return !!(
          inner &&
          outer &&
          inner.y > outer.y &&
          inner.y + inner.height <= outer.y + outer.height + 1
        );
      })
      .toBe(true);
    await expect(viewer.getByRole("button", { name: "放大" })).toBeVisible();
    await expect(viewer.getByRole("button", { name: "缩小" })).toBeVisible();
    await viewer.getByRole("button", { name: "放大" }).click();
    await viewer.getByRole("button", { name: "向右旋转" }).click();
    await expect(viewer.locator("img")).toHaveAttribute("style", /rotate\(90deg\)/);
    await viewer.getByRole("button", { name: "向左旋转" }).click();
    await expect(viewer.locator("img")).toHaveAttribute("style", /rotate\(0deg\)/);
    await page.waitForTimeout(300);
    expect(await violations(page)).toEqual([]);
    await closePreview(image);

    const word = await openPreview(page, "memo.docx");
    await expect(word.getByRole("region", { name: "PDF 阅读器：memo.docx" })).toBeVisible({
      timeout: 90_000,
    });
    await expect(word.getByText(/Tessera memo converted by LibreOffice/)).toBeVisible({ timeout: 60_000 });
    await closePreview(word);
    await page.context().close();
  });

  test("downloads the files as one zip by 全部下载 on the form and from the flow's file tree (附件), each named by the date", async ({
    browser,
  }) => {
    const title = `e2e 打包下载 ${Date.now()}`;
    const zhangsan = await personPage(browser, "zhangsan");
    await openExpenseStart(zhangsan);
    await zhangsan.getByLabel("报销事由").fill(title);
    await zhangsan.locator('input[id$="sub_items_0_item"]').fill("办公用品");
    await zhangsan.locator('input[id$="sub_items_0_amount"]').fill("88");
    // One file: no 全部下载 yet; from two on the field offers it.
    await upload(zhangsan, [path.join(dir, "receipt.pdf")]);
    await expect(attachments(zhangsan).getByRole("button", { name: "全部下载" })).toHaveCount(0);
    await upload(zhangsan, [path.join(dir, "photo.png")]);
    const zipOfField = await zipBy(zhangsan, attachments(zhangsan).getByRole("button", { name: "全部下载" }));
    expect(zipOfField.name).toMatch(/^附件_\d{4}-\d{2}-\d{2}\.zip$/);
    expect(zipOfField.entries).toEqual(expect.arrayContaining(["receipt.pdf", "photo.png"]));
    // The online form with its attachment field holding files (and its 全部下载) passes axe.
    expect(await violations(zhangsan)).toEqual([]);
    await zhangsan.getByRole("button", { name: /^(启动|提交)$/ }).click();
    await expect(zhangsan.getByText("流程启动成功")).toBeVisible();
    await zhangsan.context().close();

    // lisi's task page: 附件（2） opens the tree of the form's 附件 folder; checking it zips both files.
    const lisi = await personPage(browser, "lisi");
    await openTodo(lisi, title);
    await lisi.getByRole("button", { name: "附件（2）" }).click();
    const dialog = lisi.getByRole("dialog", { name: "流程附件" });
    await expect(dialog.getByText("receipt.pdf")).toBeVisible();
    await expect(dialog.getByText("photo.png")).toBeVisible();
    await lisi.waitForTimeout(300); // the dialog's fade-in ends before the scan
    expect(await violations(lisi)).toEqual([]);
    // Blueprint draws the box over its input: the click goes to the checkbox's label, as a user's does.
    await dialog
      .locator("label")
      .filter({ has: lisi.getByRole("checkbox", { name: "选择 附件" }) })
      .click();
    await expect(dialog.getByText("已选 2 个文件")).toBeVisible();
    const zipOfTree = await zipBy(lisi, dialog.getByRole("button", { name: "打包下载" }));
    expect(zipOfTree.name).toMatch(/^附件_\d{4}-\d{2}-\d{2}\.zip$/);
    expect(zipOfTree.entries).toEqual(expect.arrayContaining(["receipt.pdf", "photo.png"]));

    // On a 390 px phone the dialog stays inside the screen and nothing in it scrolls sideways.
    await lisi.setViewportSize({ width: 390, height: 844 });
    await expect(dialog.getByRole("button", { name: "打包下载" })).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    const sideways = await dialog.evaluate((el) =>
      [el, ...el.querySelectorAll("*")]
        .filter(
          (node) => node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== "visible",
        )
        .map((node) => node.className),
    );
    expect(sideways).toEqual([]);
    expect(await lisi.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
    await lisi.context().close();
  });

  test("sets the electronic seal with the login password, then changes it with the old seal password", async ({
    browser,
  }) => {
    const page = await personPage(browser, "qianqi");
    const openSeal = async () => {
      await page.getByRole("button", { name: /钱七/ }).first().click();
      await page.getByRole("menuitem", { name: "电子签章" }).click();
      const dialog = page.getByRole("dialog", { name: "电子签章" });
      await expect(dialog).toBeVisible();
      return dialog;
    };

    let dialog = await openSeal();
    await dialog.locator("#seal-picture-input").setInputFiles(path.join(dir, "seal.png"));
    await expect(dialog.getByRole("img", { name: "我的电子签章" })).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(300);
    expect(await violations(page)).toEqual([]);
    await dialog.getByLabel("登录密码").fill("Passw0rd!");
    await dialog.getByLabel("签章密码", { exact: true }).fill("Seal-1234");
    await dialog.getByLabel("确认密码").fill("Seal-1234");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("操作成功")).toBeVisible();
    await expect(dialog).toBeHidden();

    dialog = await openSeal();
    await expect(dialog.getByRole("img", { name: "我的电子签章" })).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByLabel("登录密码")).toHaveCount(0);
    await dialog.getByLabel("原签章密码").fill("Seal-1234");
    await dialog.getByLabel("签章密码", { exact: true }).fill("Seal-5678");
    await dialog.getByLabel("确认密码").fill("Seal-0000");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog.getByText("密码与确认密码不一致！")).toBeVisible();
    await dialog.getByLabel("确认密码").fill("Seal-5678");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("操作成功").last()).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.context().close();
  });
});
