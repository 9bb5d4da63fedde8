import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../app/testing/renderRoutes";
import { decodeTip, MessageFillPage } from "../../features/account/pages/message/MessageFillPage";
import { ShellPageContext } from "../../platform/shellPage";
import { NotFoundPage } from "./NotFoundPage";
import { RouteErrorPage } from "./RouteErrorPage";
import { EmptyState, StatusPage } from "./StatusPage";
import { WidgetState } from "./WidgetState";

function Throws(): never {
  throw new Error("渲染失败");
}

describe("status pages", () => {
  it("says 啊哦，你所访问的页面不存在 with a back link on the not-found page", () => {
    renderRoutes([{ path: "*", element: <NotFoundPage /> }], "/no/such/page");
    expect(screen.getByText("啊哦，你所访问的页面不存在")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "返回首页" })).toHaveAttribute("href", "/");
  });

  it("titles the not-found page with an h1 of h4 size (issue 13 §3, WCAG: every page has an h1)", () => {
    renderRoutes([{ path: "*", element: <NotFoundPage /> }], "/no/such/page");
    const h1 = screen.getByRole("heading", { level: 1 });
    expect(h1).toHaveTextContent("啊哦，你所访问的页面不存在");
    expect(h1).toHaveClass("bp6-heading", "tessera-status-title");
    expect(screen.queryByRole("heading", { level: 4 })).toBeNull();
  });

  it("titles the route error page with an h1", async () => {
    renderRoutes([{ path: "/", element: <Throws />, errorElement: <RouteErrorPage /> }], "/");
    expect(await screen.findByRole("heading", { level: 1, name: "页面出错了" })).toBeInTheDocument();
    expect(screen.getByText("渲染失败")).toBeInTheDocument();
  });

  it("is an h2 under the shell's h1 when the shell shows the page title, and an h4 inside a widget", () => {
    const shell = { headingShown: true, setActions: () => {} };
    renderRoutes(
      [
        {
          path: "/",
          element: (
            <ShellPageContext.Provider value={shell}>
              <StatusPage kind="not-found" fullPage={false} heading="page" title="该新闻公告不存在或已删除" />
              <WidgetState empty emptyText="暂无数据项" />
            </ShellPageContext.Provider>
          ),
        },
      ],
      "/",
    );
    expect(screen.getByRole("heading", { level: 2, name: "该新闻公告不存在或已删除" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 4, name: "暂无数据项" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
  });

  it("has a default title for each of the four kinds", () => {
    const kinds = [
      ["empty", "暂无数据"],
      ["error", "出错了"],
      ["no-permission", "没有访问权限"],
      ["not-found", "页面不存在"],
    ] as const;
    for (const [kind, title] of kinds) {
      const { unmount } = renderRoutes([{ path: "/", element: <StatusPage kind={kind} /> }], "/");
      expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
      expect(screen.queryByRole("link")).toBeNull();
      unmount();
    }
  });

  it("shows an optional back link", () => {
    renderRoutes([{ path: "/", element: <EmptyState back={{ to: "/home" }} /> }], "/");
    expect(screen.getByRole("link", { name: "返回" })).toHaveAttribute("href", "/home");
  });

  it("shows the decoded message with a link to login on /messageFillPage/{tipId}", () => {
    renderRoutes(
      [{ path: "/messageFillPage/:tipId", element: <MessageFillPage /> }],
      `/messageFillPage/${encodeURIComponent("短链接不存在")}`,
    );
    expect(screen.getByText("短链接不存在")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "前往登录" })).toHaveAttribute("href", "/login");
  });

  it("decodes a message that was encoded twice, and keeps a stray % as it is", () => {
    expect(decodeTip(encodeURIComponent(encodeURIComponent("链接已过期")))).toBe("链接已过期");
    expect(decodeTip("100% 完成")).toBe("100% 完成");
  });
});
