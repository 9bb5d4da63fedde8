import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markdown } from "./LazyMarkdown";

describe("LazyMarkdown (rjsf's markdown-to-jsx, loaded on first use)", { timeout: 30_000 }, () => {
  it("shows the text plain while the library loads, then as markdown, with raw HTML not parsed", async () => {
    render(<Markdown options={{ disableParsingRawHTML: true }}>{"请填写**请假事由**<b>x</b>"}</Markdown>);
    expect(screen.getByText("请填写**请假事由**<b>x</b>")).toHaveAttribute("aria-busy", "true");
    const strong = await screen.findByText("请假事由", {}, { timeout: 15_000 });
    expect(strong.tagName).toBe("STRONG");
    expect(document.querySelector("b")).toBeNull();
  });
});
