import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ShellPageContext } from "../../platform/shellPage";
import { PageHeading } from "./PageHeading";

describe("PageHeading", () => {
  it("is the page's h1 outside the shell, sized as its level", () => {
    render(<PageHeading level={2}>用户登录</PageHeading>);
    const heading = screen.getByRole("heading", { level: 1, name: "用户登录" });
    expect(heading).toHaveClass("bp6-heading", "tessera-heading-2");
  });

  it("is a heading of its level inside the shell, whose h1 names the page", () => {
    render(
      <ShellPageContext.Provider value={{ headingShown: false, setActions: () => {} }}>
        <PageHeading>待办事项</PageHeading>
      </ShellPageContext.Provider>,
    );
    expect(screen.getByRole("heading", { level: 4, name: "待办事项" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
  });
});
