import { describe, expect, it } from "vitest";
import { csvCell, csvFileName, toCsv, UTF8_BOM } from "./csv";

describe("toCsv", () => {
  it("starts with a UTF-8 BOM so Excel reads Chinese, titles first, CRLF line ends", () => {
    const csv = toCsv(
      [
        { field: "code", title: "单号" },
        { field: "applicant", title: "申请人" },
        { field: "amount", title: "金额" },
      ],
      [
        { code: "BX20260001", applicant: "钱七", amount: 1234.5 },
        { code: "BX20260002", applicant: "张三", amount: null },
      ],
    );
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe("单号,申请人,金额\r\nBX20260001,钱七,1234.5\r\nBX20260002,张三,\r\n");
  });

  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell('说明,"含引号"')).toBe('"说明,""含引号"""');
    expect(csvCell("两行\n文本")).toBe('"两行\n文本"');
  });

  it("keeps spreadsheets from running formulas, but not negative numbers", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-12.50")).toBe("-12.50");
    expect(csvCell(-3)).toBe("-3");
  });

  it("writes objects as JSON", () => {
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });
});

describe("csvFileName", () => {
  it("replaces characters file systems refuse and ends in .csv", () => {
    expect(csvFileName("费用/报销:查询")).toBe("费用_报销_查询.csv");
    expect(csvFileName("")).toBe("export.csv");
    expect(csvFileName("a.CSV")).toBe("a.CSV");
  });
});
