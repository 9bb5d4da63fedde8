import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { exportAll } from "./exportAll";
import { csvWriter, xlsxWriter } from "./writers";

const columns = [
  { field: "code", title: "单号" },
  { field: "amount", title: "金额" },
  { field: "note", title: "备注" },
];
const rowsOf = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({
    code: `BX${from + i + 1}`,
    amount: (from + i + 1) * 10,
    note: '差旅,"住宿"',
  }));

/** A paged source of `total` rows, recording the pages asked for. */
function source(total: number) {
  const asked: number[] = [];
  return {
    asked,
    fetchPage: async (page: number, size: number) => {
      asked.push(page);
      const from = (page - 1) * size;
      return { rows: rowsOf(Math.max(0, Math.min(size, total - from)), from), total };
    },
  };
}

async function readXlsx(blob: Blob) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  return workbook.worksheets[0];
}

describe("the export writers", () => {
  it("write CSV chunk by chunk: the BOM, the titles, then each page's rows", async () => {
    const writer = csvWriter(columns);
    writer.add(rowsOf(2));
    writer.add(rowsOf(1, 2));
    const blob = await writer.finish();
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3)).split("\r\n")).toEqual([
      "单号,金额,备注",
      'BX1,10,"差旅,""住宿"""',
      'BX2,20,"差旅,""住宿"""',
      'BX3,30,"差旅,""住宿"""',
      "",
    ]);
  });

  it("write a real .xlsx that exceljs reads back: the titles, numbers as numbers, text as text", async () => {
    const writer = await xlsxWriter(columns, "费用报销");
    writer.add(rowsOf(2));
    writer.add([{ code: "=1+1", amount: null, note: { a: 1 } }]);
    const sheet = await readXlsx(await writer.finish());
    expect(sheet.name).toBe("费用报销");
    expect(sheet.getRow(1).values).toEqual([undefined, "单号", "金额", "备注"]);
    expect(sheet.getRow(2).values).toEqual([undefined, "BX1", 10, '差旅,"住宿"']);
    // A formula-like text stays text (no formula is written).
    expect(sheet.getRow(4).getCell(1).value).toBe("=1+1");
    expect(sheet.getRow(4).getCell(3).value).toBe('{"a":1}');
    expect(sheet.rowCount).toBe(4);
  });
});

describe("exportAll", () => {
  it("fetches every page until the total, reporting progress after each", async () => {
    const { asked, fetchPage } = source(45);
    const progress: unknown[] = [];
    const blob = await exportAll({
      format: "xlsx",
      columns,
      pageSize: 20,
      signal: new AbortController().signal,
      fetchPage: (page) => fetchPage(page, 20),
      onProgress: (p) => progress.push(p),
    });
    expect(asked).toEqual([1, 2, 3]);
    expect(progress).toEqual([
      { done: 20, total: 45 },
      { done: 40, total: 45 },
      { done: 45, total: 45 },
    ]);
    const sheet = await readXlsx(blob);
    expect(sheet.rowCount).toBe(46);
    expect(sheet.getRow(46).getCell(1).value).toBe("BX45");
  });

  it("stops at a short page when the source gives no total, and at maxRows", async () => {
    const noTotal = source(25);
    const csv = await exportAll({
      format: "csv",
      columns,
      pageSize: 10,
      signal: new AbortController().signal,
      fetchPage: async (page) => ({ rows: (await noTotal.fetchPage(page, 10)).rows }),
    });
    expect(noTotal.asked).toEqual([1, 2, 3]);
    expect((await csv.text()).trim().split("\r\n")).toHaveLength(26);
    const capped = source(1000);
    const few = await exportAll({
      format: "csv",
      columns,
      pageSize: 10,
      maxRows: 15,
      signal: new AbortController().signal,
      fetchPage: (page) => capped.fetchPage(page, 10),
    });
    expect(capped.asked).toEqual([1, 2]);
    expect((await few.text()).trim().split("\r\n")).toHaveLength(16);
  });

  it("stops with an AbortError when cancelled between pages", async () => {
    const controller = new AbortController();
    const { asked, fetchPage } = source(100);
    const run = exportAll({
      format: "csv",
      columns,
      pageSize: 10,
      signal: controller.signal,
      fetchPage: async (page) => {
        if (page === 2) controller.abort();
        return fetchPage(page, 10);
      },
    });
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
    expect(asked).toEqual([1, 2]);
  });
});
