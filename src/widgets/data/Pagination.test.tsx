import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../../i18n";
import { Pagination, parseLayout } from "./Pagination";
import { clampPage, pageCountOf, pagerItems } from "./pager";

describe("Pagination", () => {
  it("lays the pager out like el-pagination: first, last, a window and … gaps", () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, "next-more", 20]);
    expect(pagerItems(10, 20)).toEqual([1, "prev-more", 8, 9, 10, 11, 12, "next-more", 20]);
    expect(pagerItems(20, 20)).toEqual([1, "prev-more", 15, 16, 17, 18, 19, 20]);
  });

  it("counts pages and clamps jumps", () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(101, 10)).toBe(11);
    expect(clampPage(99, 11)).toBe(11);
    expect(clampPage(0, 11)).toBe(1);
    expect(clampPage(Number.NaN, 11)).toBe(1);
  });

  it("shows the parts of the layout in order, ignoring unknown ones", () => {
    expect(parseLayout("total, sizes, prev, pager, next, jumper")).toEqual([
      "total",
      "sizes",
      "prev",
      "pager",
      "next",
      "jumper",
    ]);
    expect(parseLayout("prev, pager, next, ->, slot")).toEqual(["prev", "pager", "next"]);
    render(<Pagination total={50} page={1} pageSize={10} layout="prev, pager, next" onChange={() => {}} />);
    expect(screen.queryByText("共 50 条")).toBeNull();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("moves with prev, next, the pager and the … buttons", () => {
    const onChange = vi.fn();
    const { rerender } = render(<Pagination total={200} page={1} pageSize={10} onChange={onChange} />);
    expect(screen.getByRole("button", { name: "上一页" })).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "下一页" }));
    expect(onChange).toHaveBeenLastCalledWith(2, 10);
    fireEvent.click(screen.getByRole("button", { name: "向后 5 页" }));
    expect(onChange).toHaveBeenLastCalledWith(6, 10);
    rerender(<Pagination total={200} page={20} pageSize={10} onChange={onChange} />);
    expect(screen.getByRole("button", { name: "下一页" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "第 20 页" })).toHaveAttribute("aria-current", "page");
    fireEvent.click(screen.getByRole("button", { name: "向前 5 页" }));
    expect(onChange).toHaveBeenLastCalledWith(15, 10);
  });

  it("offers the page sizes and goes back to page 1 on a new size", () => {
    const onChange = vi.fn();
    render(
      <Pagination total={200} page={5} pageSize={10} pageSizes={[10, 20, 50, 100]} onChange={onChange} />,
    );
    const sizes = screen.getByRole("combobox", { name: "每页条数" });
    expect([...sizes.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "10 条/页",
      "20 条/页",
      "50 条/页",
      "100 条/页",
    ]);
    fireEvent.change(sizes, { target: { value: "50" } });
    expect(onChange).toHaveBeenCalledWith(1, 50);
  });

  it("jumps on Enter and on blur, clamping out-of-range pages and ignoring letters", () => {
    const onChange = vi.fn();
    render(<Pagination total={95} page={1} pageSize={10} onChange={onChange} />);
    const jumper = screen.getByRole("textbox", { name: "跳转到页码" });
    fireEvent.change(jumper, { target: { value: "4" } });
    fireEvent.keyDown(jumper, { key: "Enter" });
    expect(onChange).toHaveBeenLastCalledWith(4, 10);
    fireEvent.change(jumper, { target: { value: "999" } });
    fireEvent.blur(jumper);
    expect(onChange).toHaveBeenLastCalledWith(10, 10);
    fireEvent.change(jumper, { target: { value: "abc" } });
    expect(jumper).toHaveValue("");
  });
});
