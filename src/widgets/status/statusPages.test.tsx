import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../app/testing/renderRoutes";
import { decodeTip, MessageFillPage } from "../../features/account/pages/message/MessageFillPage";
import { NotFoundPage } from "./NotFoundPage";
import { EmptyState, StatusPage } from "./StatusPage";

describe("status pages", () => {
  it("says 啊哦，你所访问的页面不存在 with a back link on the not-found page", () => {
    renderRoutes([{ path: "*", element: <NotFoundPage /> }], "/no/such/page");
    expect(screen.getByText("啊哦，你所访问的页面不存在")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "返回首页" })).toHaveAttribute("href", "/");
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
