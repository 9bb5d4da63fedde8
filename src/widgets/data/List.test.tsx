import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../../i18n";
import { List } from "./List";

const notices = [
  { id: "n1", fbt: "关于春节放假的通知", fkssj: "2026-01-20" },
  { id: "n2", fbt: "<img src=x onerror=alert(1)>安全检查", fkssj: "2026-01-18" },
  { id: "n3", fbt: "绩效考核安排", fkssj: "2026-01-15" },
];

describe("List", () => {
  it("renders each item through the template, escaped and sanitised, up to maxItems", () => {
    const { container } = render(
      <List items={notices} itemTemplate="<b>{{fbt}}</b> <small>{{fkssj}}</small>" maxItems={2} />,
    );
    expect(container.querySelectorAll("li")).toHaveLength(2);
    expect(screen.getByText("关于春节放假的通知").tagName).toBe("B");
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText("<img src=x onerror=alert(1)>安全检查")).toBeInTheDocument();
  });

  it("reports a click on an item", () => {
    const onItemClick = vi.fn();
    render(<List items={notices} itemTemplate="{{fbt}}" onItemClick={onItemClick} />);
    fireEvent.click(screen.getByRole("button", { name: "绩效考核安排" }));
    expect(onItemClick).toHaveBeenCalledWith(notices[2], 2);
  });

  it("shows empty, loading and error states", () => {
    const { rerender } = render(<List items={[]} />);
    expect(screen.getByText("暂无数据")).toBeInTheDocument();
    rerender(<List items={[]} loading />);
    expect(screen.getByRole("status")).toBeInTheDocument();
    rerender(<List items={[]} error={{ message: "请求超时，请稍后重试", logId: "77" }} />);
    expect(screen.getByText("请求超时，请稍后重试 【日志ID：77】")).toBeInTheDocument();
  });
});
