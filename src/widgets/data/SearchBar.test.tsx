import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../../i18n";
import { SearchBar } from "./SearchBar";
import { buildQuerys, type SearchField, searchFieldsFromConditions, toQueryOp } from "./searchQuery";

const fields: SearchField[] = [
  { field: "bt.subject_", label: "标题" },
  { field: "apply_date", label: "申请日期", type: "date" },
  { field: "amount", label: "金额", type: "number", operation: "BETWEEN" },
];

describe("SearchBar", () => {
  it("builds a LIKE query for text and a BETWEEN query from 00:00:00 to 23:59:59 for a date range", () => {
    expect(
      buildQuerys(fields, {
        "bt.subject_": "  请假 ",
        apply_date: [new Date(2026, 10, 1), new Date(2026, 10, 30)],
      }),
    ).toEqual([
      { property: "bt.subject_", value: "请假", operation: "LIKE", relation: "AND", group: "main" },
      {
        property: "apply_date",
        value: ["2026-11-01 00:00:00", "2026-11-30 23:59:59"],
        operation: "BETWEEN",
        relation: "AND",
        group: "main",
      },
    ]);
  });

  it("turns a range with one end into GREAT_EQUAL or LESS_EQUAL and skips empty fields", () => {
    expect(buildQuerys(fields, { apply_date: ["2026-11-01", null], amount: ["", "500"] })).toEqual([
      {
        property: "apply_date",
        value: "2026-11-01 00:00:00",
        operation: "GREAT_EQUAL",
        relation: "AND",
        group: "main",
      },
      { property: "amount", value: "500", operation: "LESS_EQUAL", relation: "AND", group: "main" },
    ]);
    expect(buildQuerys(fields, { "bt.subject_": "   " })).toEqual([]);
    expect(buildQuerys(fields, { amount: ["100", "500"] })[0]).toMatchObject({
      value: ["100", "500"],
      operation: "BETWEEN",
    });
  });

  it("reads the short codes of custom definitions", () => {
    expect(toQueryOp("LK")).toBe("LIKE");
    expect(toQueryOp("EQ")).toBe("EQUAL");
    expect(toQueryOp("between")).toBe("BETWEEN");
    expect(toQueryOp("GE")).toBe("GREAT_EQUAL");
    expect(
      searchFieldsFromConditions([
        { field: "region", comment: "区域", condition: "EQ", dbType: "varchar", defaultType: "1" },
        { field: "apply_date", comment: "申请日期", condition: "BETWEEN", dbType: "date", defaultType: "1" },
        { field: "tenant", comment: "租户", condition: "EQ", dbType: "varchar", defaultType: "2" },
      ]),
    ).toEqual([
      { field: "region", label: "区域", type: "text", operation: "EQUAL", defaultValue: undefined },
      { field: "apply_date", label: "申请日期", type: "date", operation: "BETWEEN", defaultValue: undefined },
    ]);
  });

  it("emits the querys of what was typed on 搜索", () => {
    const onSearch = vi.fn();
    render(<SearchBar fields={fields} onSearch={onSearch} />);
    fireEvent.change(screen.getByLabelText("标题"), { target: { value: "报销" } });
    fireEvent.change(screen.getByRole("textbox", { name: "金额 最小值" }), { target: { value: "10" } });
    fireEvent.change(screen.getByRole("textbox", { name: "金额 最大值" }), { target: { value: "99" } });
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    expect(onSearch).toHaveBeenCalledWith([
      { property: "bt.subject_", value: "报销", operation: "LIKE", relation: "AND", group: "main" },
      { property: "amount", value: ["10", "99"], operation: "BETWEEN", relation: "AND", group: "main" },
    ]);
  });

  it("keeps aria-expanded off the date range's group (a group may not carry it)", async () => {
    const { container } = render(<SearchBar fields={fields} onSearch={vi.fn()} />);
    const group = container.querySelector(".bp6-control-group");
    expect(group).not.toBeNull();
    expect(group).not.toHaveAttribute("aria-expanded");
    expect(group).not.toHaveAttribute("aria-haspopup");
    fireEvent.focus(screen.getByRole("textbox", { name: "申请日期 开始日期" }));
    fireEvent.click(screen.getByRole("textbox", { name: "申请日期 开始日期" }));
    expect((await screen.findAllByRole("grid")).length).toBeGreaterThan(0);
  });

  it("starts from the default date range and resets to it", () => {
    const onSearch = vi.fn();
    render(
      <SearchBar
        fields={[
          {
            field: "apply_date",
            label: "申请日期",
            type: "date",
            defaultValue: ["2026-01-01", "2026-01-31"],
          },
        ]}
        onSearch={onSearch}
      />,
    );
    expect(screen.getByRole("textbox", { name: "申请日期 开始日期" })).toHaveValue("2026-01-01");
    expect(screen.getByRole("textbox", { name: "申请日期 结束日期" })).toHaveValue("2026-01-31");
    fireEvent.click(screen.getByRole("button", { name: "重置" }));
    expect(onSearch).toHaveBeenCalledWith([
      {
        property: "apply_date",
        value: ["2026-01-01 00:00:00", "2026-01-31 23:59:59"],
        operation: "BETWEEN",
        relation: "AND",
        group: "main",
      },
    ]);
  });
});
