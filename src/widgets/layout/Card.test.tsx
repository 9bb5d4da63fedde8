import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../../i18n";
import { setRuntimeContext } from "../../api/hosts";
import { Card, moreHref } from "./Card";

const LOCAL_HOSTS = {
  portal: "http://api.test",
  uc: "http://api.test",
  form: "http://api.test",
  bpmModel: "http://api.test",
  bpmRunTime: "http://api.test",
  front: "http://api.test",
};

describe("Card (home column)", () => {
  beforeEach(() => setRuntimeContext({ ...LOCAL_HOSTS, trustedLinkHosts: ["https://intranet.example"] }));
  afterEach(() => {
    vi.restoreAllMocks();
    setRuntimeContext(null);
  });

  it("navigates inside the app to colUrl through onNavigate when newWindow is not set", () => {
    const onNavigate = vi.fn();
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    render(
      <Card title="待办事项" colUrl="/v-flow/v-todo" onNavigate={onNavigate}>
        body
      </Card>,
    );
    fireEvent.click(screen.getByRole("button", { name: "查看更多：待办事项" }));
    expect(onNavigate).toHaveBeenCalledWith("/v-flow/v-todo");
    expect(open).not.toHaveBeenCalled();
  });

  it("opens colUrl in a new window with noopener when newWindow is set", () => {
    const onNavigate = vi.fn();
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    render(<Card title="新闻" colUrl="/news/list" newWindow onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole("button", { name: "查看更多：新闻" }));
    expect(open).toHaveBeenCalledWith("/fvue/news/list", "_blank", "noopener,noreferrer");
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it("has no more button without colUrl", () => {
    render(<Card title="公告">body</Card>);
    expect(screen.queryByRole("button", { name: /更多/ })).toBeNull();
    expect(screen.getByText("body")).toBeInTheDocument();
  });

  it("refuses javascript:, protocol-relative and not-allowed hosts' more links", () => {
    expect(moreHref("javascript:alert(1)")).toBeNull();
    expect(moreHref("javascript://%0aalert(1)")).toBeNull();
    expect(moreHref("https://evil.example/a")).toBeNull();
    expect(moreHref("//evil.example/x")).toBeNull();
    expect(moreHref("https://intranet.example/a")).toBe("https://intranet.example/a");
    expect(moreHref("/home")).toBe("/fvue/home");
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const onNavigate = vi.fn();
    render(<Card title="x" colUrl="javascript:alert(1)" newWindow onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole("button", { name: "查看更多：x" }));
    expect(open).not.toHaveBeenCalled();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it("shows a failed data call in red with its log id inside the column", () => {
    render(<Card title="报表" error={{ message: "服务器内部错误", logId: "a1b2" }} />);
    const text = screen.getByText("服务器内部错误 【日志ID：a1b2】");
    expect(text).toHaveClass("tessera-widget-error-text");
  });

  it("keeps the body at the home column default height of 300 px", () => {
    const { container } = render(<Card title="x">body</Card>);
    expect(container.querySelector<HTMLElement>(".tessera-card-body")?.style.height).toBe("300px");
  });
});
